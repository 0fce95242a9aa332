import type { ReactNode } from 'react';
import type { calculatorCopy } from '@/content/calculator';
import { formatFigure, type rounded } from '@/lib/calculator/present';
import type { Range } from '@/lib/calculator/types';
import { RangeChart } from './range-chart';
import { fillTemplate } from '@/lib/format';

type Copy = typeof calculatorCopy;
export type RoundedEstimate = ReturnType<typeof rounded>;

/**
 * The id of the estimate's heading: the form's action ends in it, so a submitted form (with or
 * without JavaScript, a GET to the server either way) lands on the estimate with focus on its
 * heading (the browser focuses a fragment's target that can take focus), not at the top of the page.
 */
export const ESTIMATE_ANCHOR = 'estimate';

const figureKeys = ['biogasNm3PerDay', 'methaneNm3PerDay', 'cbgKgPerDay', 'cbgTonnesPerDay', 'manureTonnesPerDay', 'revenueInrPerYear', 'co2eTonnesPerYear'] as const;

/** The estimate: the key figure, the ranges (chart and table), the plant it implies, the PDF and the call to action. */
export function CalculatorResult({ copy, result, names, pdfHref, ctaHref, plantHref, head, feedNotes }: {
  copy: Copy;
  result: RoundedEstimate;
  names: Record<string, string>;
  pdfHref: string;
  ctaHref: string;
  /** The CBG plant engineering page's costs, in the page's language: the second way on from the call to action. */
  plantHref: string;
  /** The worked example's heading (calculator-page.tsx), in place of the estimate's; the example has no PDF or call to action. */
  head?: ReactNode;
  /** A line, rendered by the server, for a feed whose own plant makes more than the average (Nashik's wet waste): shown under the plant when the estimate takes that feed. */
  feedNotes?: Record<string, ReactNode>;
}) {
  const r = copy.result;
  const rows = [
    ...result.byFeedstock.map((f) => ({ id: f.id, label: names[f.id] ?? f.id, range: f.cbgKgPerDay })),
    ...(result.byFeedstock.length > 1 ? [{ id: 'total', label: r.chart.total, range: result.cbgKgPerDay, emphasis: true }] : []),
  ];
  const shown = (key: string, n: number) => formatFigure(n * (r.displayScale[key] ?? 1));
  const whole = (range: Range) => `${Math.round(range.low)}–${Math.round(range.high)}`;
  const span = (range: Range) => `${formatFigure(range.low)}–${formatFigure(range.high)}`;
  return (
    <section aria-labelledby={ESTIMATE_ANCHOR} className="grid grid-cols-[minmax(0,1fr)] gap-8" data-testid="calculator-result">
      {head ?? (
        <div>
          <h2 id={ESTIMATE_ANCHOR} tabIndex={-1} className="text-2xl font-bold tracking-tight">
            {r.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{r.shareNote}</p>
        </div>
      )}
      {/* Side by side, the cards share their rows (a subgrid): a label that wraps to two lines
          pushes every card's figure down with it, so the three figures stay on one line.
          On a phone every card here is the screen's width: its right padding keeps its words clear of
          the WhatsApp button (--quick-action-clearance, globals.css), wherever the visitor stops
          scrolling; the table steps the button aside instead, as its last column needs the width. */}
      <dl className="grid gap-4 sm:grid-cols-3">
        {(['cbgTonnesPerDay', 'biogasNm3PerDay', 'revenueInrPerYear'] as const).map((key) => (
          <div key={key} className="rounded-2xl border border-border bg-surface p-5 max-sm:pr-(--quick-action-clearance) sm:row-span-3 sm:grid sm:grid-rows-subgrid sm:gap-y-0">
            <dt className="text-sm text-muted">
              {r.figures[key].label}, <span className="whitespace-nowrap">{r.figures[key].unit}</span>
            </dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums tracking-tight" data-figure={key}>
              {shown(key, result[key].typical)}
            </dd>
            <dd className="mt-1 text-sm tabular-nums text-muted">
              {r.columns.low}–{r.columns.high.toLowerCase()}: {shown(key, result[key].low)}–{shown(key, result[key].high)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="scroll-shadow-x overflow-x-auto" data-quick-action-aside>
        <table className="w-full text-sm tabular-nums" data-testid="calculator-figures">
          <caption className="sr-only">{r.title}</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">{r.columns.figure}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{r.columns.low}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{r.columns.typical}</th>
              <th scope="col" className="py-2 text-right font-medium">{r.columns.high}</th>
            </tr>
          </thead>
          <tbody>
            {figureKeys.map((key) => (
              <tr key={key} className="border-b border-border/60">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {r.figures[key].label} <span className="text-muted">({r.figures[key].unit})</span>
                </th>
                <td className="py-2 pr-3 text-right">{shown(key, result[key].low)}</td>
                <td className="py-2 pr-3 text-right font-semibold">{shown(key, result[key].typical)}</td>
                <td className="py-2 text-right">{shown(key, result[key].high)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* One feed's range is the tiles' and the table's; the chart compares feeds. */}
      {rows.length > 1 && <RangeChart id="calculator-cbg-chart" title={r.chart.title} caption={r.chart.caption} unit={r.figures.cbgKgPerDay.unit} rows={rows} tableCaption={r.chartTable} columns={{ ...r.columns, figure: copy.assumptions.columns.feedstock }} />}
      <div className="grid gap-3 rounded-2xl border border-border p-5 max-sm:pr-(--quick-action-clearance)">
        <h3 className="text-lg font-semibold">{r.plantTitle}</h3>
        <p>{fillTemplate(r.plant, { digester: span(result.plant.digesterM3), cascades: whole(result.plant.cascadesPerDay), vs: formatFigure(result.volatileSolidsTonnesPerDay) })}</p>
        <p className="text-sm text-muted">
          {fillTemplate(r.revenueNote, { days: result.inputs.operatingDays, cbgPrice: formatFigure(result.inputs.cbgPriceInrPerKg), manurePrice: formatFigure(result.inputs.manurePriceInrPerTonne) })}
        </p>
        <p className="text-sm text-muted">{r.caveat}</p>
        {result.inputs.feedstocks.map((f) => feedNotes?.[f.id] && <div key={f.id}>{feedNotes[f.id]}</div>)}
        {!head && (
          <p>
            <a href={pdfHref} className="inline-flex min-h-11 items-center rounded-full border border-border px-5 text-sm font-semibold hover:border-brand hover:text-brand" data-testid="calculator-pdf">
              {r.pdf}
            </a>
          </p>
        )}
      </div>
      {!head && (
        <aside aria-labelledby="calculator-cta-title" className="rounded-2xl bg-brand-soft p-6 max-sm:pr-(--quick-action-clearance) sm:p-8">
          <h2 id="calculator-cta-title" className="text-xl font-bold">
            {copy.cta.title}
          </h2>
          <p className="mt-2 max-w-prose">{copy.cta.text}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
            <a href={ctaHref} className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-2.5 text-sm font-semibold text-brand-fg shadow-sm hover:bg-brand-strong" data-testid="calculator-cta">
              {copy.cta.button}
            </a>
            <a href={plantHref} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-strong underline-offset-2 hover:underline" data-testid="calculator-plant-link">
              {copy.cta.plantLink}
              <span aria-hidden="true">→</span>
            </a>
          </div>
        </aside>
      )}
    </section>
  );
}

