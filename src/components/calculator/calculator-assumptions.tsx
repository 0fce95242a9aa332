import { PhoneFold } from '@/components/ui/phone-fold';
import { stackedCell } from '@/components/ui/table-frame';
import { fillTemplate } from '@/lib/format';
import type { calculatorCopy } from '@/content/calculator';
import { formatFigure, type CalculatorData, type Range, type SourceRef } from '@/lib/calculator';

type Copy = typeof calculatorCopy;

const percent = (share: number) => `${formatFigure(share * 100)}%`;
const triple = (r: Range, f: (n: number) => string = formatFigure) => `${f(r.low)} / ${f(r.typical)} / ${f(r.high)}`;

/** Source references as numbered links to the list under the tables. */
function Refs({ data, value }: { data: CalculatorData; value: SourceRef }) {
  return (
    <>
      {value.sources.map((id) => {
        const n = data.sources.findIndex((s) => s.id === id) + 1;
        return (
          <a key={id} href={`#source-${id}`} className="mr-1 text-brand underline-offset-2 hover:underline">
            [{n}]
          </a>
        );
      })}
    </>
  );
}

/** Every assumption with its sources, and the published plants the estimate is held to. */
export function CalculatorAssumptions({ copy, data, plantChecks }: {
  copy: Copy;
  data: CalculatorData;
  plantChecks: { id: string; name: string; feed: string; published: number; estimate: number }[];
}) {
  const a = copy.assumptions;
  const g = a.globals;
  const globals: { key: keyof typeof g; value: string; ref: SourceRef }[] = [
    { key: 'methaneLoss', value: triple(data.upgrading.methaneLoss, (n) => percent(n)), ref: data.upgrading.methaneLoss },
    { key: 'cbgMethaneContent', value: percent(data.upgrading.cbgMethaneContent.value), ref: data.upgrading.cbgMethaneContent },
    { key: 'cbgDensity', value: String(data.upgrading.cbgDensity.value), ref: data.upgrading.cbgDensity },
    { key: 'organicLoadingRate', value: triple(data.plant.organicLoadingRate), ref: data.plant.organicLoadingRate },
    { key: 'cascadeKg', value: formatFigure(data.plant.cascadeKg.value), ref: data.plant.cascadeKg },
    { key: 'operatingDays', value: String(data.economics.operatingDays.value), ref: data.economics.operatingDays },
    { key: 'cbgPrice', value: String(data.economics.cbgPrice.value), ref: data.economics.cbgPrice },
    { key: 'manurePrice', value: formatFigure(data.economics.manurePrice.value), ref: data.economics.manurePrice },
    { key: 'co2ePerKgCbg', value: triple(data.emissions.co2ePerKgCbg), ref: data.emissions.co2ePerKgCbg },
  ];
  const cell = 'py-2 pr-3 align-top';
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <section aria-labelledby="calculator-plants-title">
        <h2 id="calculator-plants-title" className="text-2xl font-bold tracking-tight">
          {copy.plants.title}
        </h2>
        <p className="mt-1 max-w-prose text-muted">{copy.plants.intro}</p>
        {/* On a phone each plant is a block (as the laboratory's tables on /services): its name, its
            feed, then the three figures side by side under their names, not five columns cut at the edge. */}
        <table className="mt-4 w-full text-sm tabular-nums" data-testid="calculator-plants">
          <thead className="max-sm:sr-only">
            <tr className="border-b border-border text-left text-muted">
              <th scope="col" className={`${cell} font-medium`}>{copy.plants.columns.plant}</th>
              <th scope="col" className={`${cell} font-medium`}>{copy.plants.columns.feed}</th>
              <th scope="col" className={`${cell} text-right font-medium`}>{copy.plants.columns.published}</th>
              <th scope="col" className={`${cell} text-right font-medium`}>{copy.plants.columns.estimate}</th>
              <th scope="col" className={`${cell} text-right font-medium`}>{copy.plants.columns.difference}</th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {plantChecks.map((p) => {
              const plant = data.plants.find((x) => x.id === p.id)!;
              const diff = (p.estimate / p.published - 1) * 100;
              const figure = `${cell} text-right max-sm:text-left ${stackedCell}`;
              return (
                <tr key={p.id} className="border-b border-border/60 max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-3 max-sm:py-3">
                  <th scope="row" className={`${cell} text-left font-semibold max-sm:col-span-3 max-sm:p-0`}>
                    {p.name} <Refs data={data} value={plant} />
                  </th>
                  <td data-label={copy.plants.columns.feed} className={`${cell} max-sm:col-span-3 ${stackedCell}`}>{p.feed}</td>
                  <td data-label={copy.plants.columns.published} className={figure}>{formatFigure(p.published)}</td>
                  <td data-label={copy.plants.columns.estimate} className={figure}>{formatFigure(p.estimate)}</td>
                  <td data-label={copy.plants.columns.difference} className={figure}>{`${diff >= 0 ? '+' : '−'}${Math.round(Math.abs(diff))}%`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="calculator-assumptions-title">
        <h2 id="calculator-assumptions-title" className="text-2xl font-bold tracking-tight">
          {a.title}
        </h2>
        <p className="mt-1 max-w-prose text-muted">{a.intro}</p>
        {/* On a phone the two tables wait behind one tap: most visitors want the estimate, not its inputs. */}
        <PhoneFold summary={a.tablesFold} className="mt-3 border-y border-border md:mt-0 md:border-0">
        {/* Seven columns need 56rem: narrower, the table scrolls in a frame that says so (a line above
            it, and the shadow at the side with more columns), its title and intro outside the scroll. */}
        <p className="mt-4 text-sm text-muted min-[60rem]:hidden" data-testid="calculator-scroll-hint">
          {a.scrollHint} <span aria-hidden="true">→</span>
        </p>
        <div className="mt-2 scroll-shadow-x overflow-x-auto rounded-xl border border-border px-3 min-[60rem]:mt-4 min-[60rem]:rounded-none min-[60rem]:border-0 min-[60rem]:px-0" tabIndex={0} role="region" aria-label={a.title}>
          <table className="w-full min-w-[56rem] text-sm tabular-nums" data-testid="calculator-assumptions">
            <thead>
              <tr className="border-b border-border text-left text-muted">
                {Object.values(a.columns).map((label) => (
                  <th key={label} scope="col" className={`${cell} font-medium`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.feedstocks.map((f) => (
                <tr key={f.id} className="border-b border-border/60">
                  <th scope="row" className={`${cell} text-left font-medium`}>{f.name}</th>
                  <td className={`${cell} whitespace-nowrap`}>{percent(f.totalSolids.value)} <Refs data={data} value={f.totalSolids} /></td>
                  <td className={`${cell} whitespace-nowrap`}>{percent(f.volatileSolids.value)} <Refs data={data} value={f.volatileSolids} /></td>
                  <td className={cell}>
                    {triple(f.biogasYield)} <Refs data={data} value={f.biogasYield} />
                    {f.biogasYield.note && <span className="mt-1 block text-xs text-muted">{f.biogasYield.note}</span>}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{percent(f.methaneShare.value)} <Refs data={data} value={f.methaneShare} /></td>
                  <td className={`${cell} whitespace-nowrap`}>{triple(f.manureYield)} <Refs data={data} value={f.manureYield} /></td>
                  <td className={`${cell} text-xs text-muted`}>{[f.totalSolids.note, f.volatileSolids.note, f.methaneShare.note, f.manureYield.note].filter(Boolean).join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h3 className="mt-8 text-lg font-semibold">{a.globalTitle}</h3>
        <div className="mt-3 scroll-shadow-x overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <thead>
              <tr className="border-b border-border text-left text-muted">
                <th scope="col" className={`${cell} font-medium`}>{a.globalColumns.assumption}</th>
                <th scope="col" className={`${cell} font-medium`}>{a.globalColumns.value}</th>
                <th scope="col" className={`${cell} font-medium`}>{a.globalColumns.sources}</th>
              </tr>
            </thead>
            <tbody>
              {globals.map((row) => (
                <tr key={row.key} className="border-b border-border/60">
                  <th scope="row" className={`${cell} text-left font-normal`}>{g[row.key]}</th>
                  <td className={`${cell} whitespace-nowrap`}>{row.value}</td>
                  <td className={cell}>
                    <Refs data={data} value={row.ref} />
                    {row.ref.note && <span className="block text-xs text-muted">{row.ref.note}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </PhoneFold>

        <h3 className="mt-8 text-lg font-semibold">{a.sourcesTitle}</h3>
        {/* A source's number in the tables is a link to it: the browser opens the fold when the address names an entry inside. */}
        <PhoneFold summary={fillTemplate(a.sourcesFold, { count: data.sources.length })} className="mt-2 border-y border-border md:mt-0 md:border-0">
        {/* The sources keep the titles they were published under, in English on every page: marked as such. */}
        <ol lang="en" className="mt-3 grid gap-2 text-sm">
          {data.sources.map((s, i) => (
            <li key={s.id} id={`source-${s.id}`} className="grid grid-cols-[2.5rem_1fr] scroll-mt-24">
              <span className="tabular-nums text-muted">[{i + 1}]</span>
              <span>
                {s.title}. {s.publisher}, {s.year}.{' '}
                {s.url && (
                  <a href={s.url} className="break-all text-brand underline-offset-2 hover:underline" rel="noopener noreferrer">
                    {s.url}
                  </a>
                )}
              </span>
            </li>
          ))}
        </ol>
        </PhoneFold>
      </section>
    </div>
  );
}
