import { Fragment } from 'react';
import { FactTag } from '@/components/technology/fact-tag';
import { FactDetail } from '@/components/ui/fact-detail';
import { facts } from '@/content/facts';
import { printedFact } from '@/content/number-format';
import { costColumns, costTable, plantEngineeringCopy } from '@/content/plant-engineering';
import { fillTemplate } from '@/lib/format';

const copy = plantEngineeringCopy.costs;

/** ₹ crore as the table prints it: a capital cost to a tenth of a crore, a year's running cost to a hundredth. */
const crore = (n: number, digits: number) => n.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * The standard plant's three costs as figures (to build, to run a year, its residue bill), each
 * with its tag ("Estimate, 2026") and, folded, how it was worked out: ruled entries as the
 * technology pages print figures, no cards.
 */
export function PlantCostFigures() {
  const stats = [facts.plantCapex, facts.plantRunningCost, facts.residuePayments];
  return (
    <dl className="grid gap-x-10 md:grid-cols-3" aria-label={copy.figuresLabel} data-testid="plant-cost-figures">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col border-t-2 border-fg pb-6 pt-4">
          <dt className="order-2 mt-2 font-semibold leading-snug text-fg">{stat.label}</dt>
          <dd className="order-1 flex flex-col gap-1.5">
            <span data-figure className="text-3xl tracking-tight tabular-nums sm:text-4xl font-semibold text-fg">{printedFact(stat)}</span>
            {stat.basis && <FactTag basis={stat.basis} />}
          </dd>
          <dd className="order-3 mt-1 text-sm leading-6 text-muted">{stat.context}</dd>
          {'detail' in stat && stat.detail && (
            <dd className="order-4 mt-1 text-sm">
              <FactDetail detail={stat.detail} />
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/**
 * Where the money goes: the parts of the capital and the yearly running cost (facts.ts,
 * STANDARD_PLANT_COSTS), a column per feed, each group ending in its total (the figures above).
 * The values are short, so on a phone it stays a table, its parts wrapping in the first column.
 */
export function PlantCostTable() {
  const columns = costColumns.map((c) => ({ key: c.feed, feed: copy.feedColumns[c.feed].feed, output: fillTemplate(copy.feedColumns[c.feed].output, { cbg: c.cbg }) }));
  const groups = [
    { id: 'capex', title: copy.capexTitle, total: copy.capexTotal, digits: 1, ...costTable('capex') },
    { id: 'running', title: copy.runningTitle, total: copy.runningTotal, digits: 2, ...costTable('running') },
  ];
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-bg" role="region" aria-label={copy.tableTitle}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="border-b border-border bg-surface px-4 py-3 text-left">
          <span className="block font-semibold text-fg">{copy.tableTitle}</span>
          <span className="mt-0.5 block text-muted">{copy.tableCaption}</span>
        </caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-semibold text-muted sm:px-4">{copy.part}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="w-[28%] px-3 py-2.5 text-right align-bottom font-semibold text-fg sm:w-1/4 sm:px-4">
                <span className="block">{c.feed}</span>
                <span className="block text-xs font-medium text-muted">{c.output}</span>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <Fragment key={group.id}>
            <tbody>
              <tr className="border-b border-border bg-surface/60">
                <th scope="colgroup" colSpan={columns.length + 1} className="px-3 py-2 text-xs font-semibold uppercase tracking-wider text-muted sm:px-4">
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.part} className="border-b border-border">
                  <th scope="row" className="px-3 py-2.5 align-top font-medium text-fg sm:px-4">{copy.parts[row.part]}</th>
                  {row.values.map((value, i) => (
                    <td key={costColumns[i]!.feed} className="px-3 py-2.5 text-right align-top tabular-nums sm:px-4">
                      {crore(value, group.digits)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-b-2 border-border font-bold">
                <th scope="row" className="px-3 py-2.5 sm:px-4">{group.total}</th>
                {group.totals.map((value, i) => (
                  <td key={costColumns[i]!.feed} className="px-3 py-2.5 text-right tabular-nums sm:px-4">
                    {crore(value, group.digits)}
                  </td>
                ))}
              </tr>
            </tbody>
          </Fragment>
        ))}
      </table>
    </div>
  );
}
