import type { calculatorCopy } from '@/content/calculator';
import { formatFigure, type CalculatorData, type Range, type SourceRef } from '@/lib/calculator';

type Copy = typeof calculatorCopy;

const percent = (share: number) => `${formatFigure(share * 100)} %`;
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
        <div className="mt-4 scroll-shadow-x overflow-x-auto">
          <table className="w-full text-sm tabular-nums" data-testid="calculator-plants">
            <thead>
              <tr className="border-b border-border text-left text-muted">
                <th scope="col" className={`${cell} font-medium`}>{copy.plants.columns.plant}</th>
                <th scope="col" className={`${cell} font-medium`}>{copy.plants.columns.feed}</th>
                <th scope="col" className={`${cell} text-right font-medium`}>{copy.plants.columns.published}</th>
                <th scope="col" className={`${cell} text-right font-medium`}>{copy.plants.columns.estimate}</th>
                <th scope="col" className={`${cell} text-right font-medium`}>{copy.plants.columns.difference}</th>
              </tr>
            </thead>
            <tbody>
              {plantChecks.map((p) => {
                const plant = data.plants.find((x) => x.id === p.id)!;
                const diff = (p.estimate / p.published - 1) * 100;
                return (
                  <tr key={p.id} className="border-b border-border/60">
                    <th scope="row" className={`${cell} text-left font-normal`}>
                      {p.name} <Refs data={data} value={plant} />
                    </th>
                    <td className={cell}>{p.feed}</td>
                    <td className={`${cell} text-right`}>{formatFigure(p.published)}</td>
                    <td className={`${cell} text-right`}>{formatFigure(p.estimate)}</td>
                    <td className={`${cell} text-right`}>{`${diff >= 0 ? '+' : '−'}${Math.round(Math.abs(diff))} %`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="calculator-assumptions-title">
        <h2 id="calculator-assumptions-title" className="text-2xl font-bold tracking-tight">
          {a.title}
        </h2>
        <p className="mt-1 max-w-prose text-muted">{a.intro}</p>
        <div className="mt-4 scroll-shadow-x overflow-x-auto">
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

        <h3 className="mt-8 text-lg font-semibold">{a.sourcesTitle}</h3>
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
      </section>
    </div>
  );
}
