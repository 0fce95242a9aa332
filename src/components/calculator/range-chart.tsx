import { formatFigure, niceAxisMax } from '@/lib/calculator/present';
import type { Range } from '@/lib/calculator/types';

export type RangeRow = { id: string; label: string; range: Range; emphasis?: boolean };

const STEPS = 4;

/**
 * Horizontal range bars on one proportional axis (0 to a round maximum): each
 * bar runs from the low to the high estimate, a mark shows the typical value.
 * Labels and ticks are HTML (they stay legible at phone widths); each bar is a
 * small SVG drawn on the server on the shared scale. The figures are in the
 * table that follows the chart.
 */
export function RangeChart({ id, title, caption, unit, rows, tableCaption, columns }: {
  id: string;
  title: string;
  caption: string;
  unit: string;
  rows: RangeRow[];
  tableCaption: string;
  columns: { figure: string; low: string; typical: string; high: string };
}) {
  const max = niceAxisMax(Math.max(...rows.map((r) => r.range.high)), STEPS);
  const x = (v: number) => (v / max) * 1000;
  const ticks = Array.from({ length: STEPS + 1 }, (_, i) => (max / STEPS) * i);
  return (
    <figure className="rounded-2xl border border-border bg-bg p-5 sm:p-6" aria-labelledby={`${id}-title`} data-chart={id}>
      <figcaption>
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {title} <span className="font-normal text-muted">({unit})</span>
        </h3>
        <p className="mt-1 text-sm text-muted">{caption}</p>
      </figcaption>
      <div className="mt-5 grid grid-cols-1 items-center gap-x-3 gap-y-1 sm:grid-cols-[minmax(6.5rem,11rem)_1fr] sm:gap-y-2.5" aria-hidden="true">
        {rows.map((row) => (
          <div key={row.id} className="contents">
            <span className={`text-sm leading-tight ${row.emphasis ? 'font-semibold' : ''}`}>{row.label}</span>
            <svg viewBox="0 0 1000 28" preserveAspectRatio="none" className="h-7 w-full overflow-visible" focusable="false">
              {ticks.map((t) => (
                <line key={t} x1={x(t)} x2={x(t)} y1="0" y2="28" className="stroke-border" strokeWidth="1" vectorEffect="non-scaling-stroke" />
              ))}
              <rect x={x(row.range.low)} y="6" width={Math.max(x(row.range.high) - x(row.range.low), 2)} height="16" className={row.emphasis ? 'fill-brand/45' : 'fill-brand/25'} />
              <line x1={x(row.range.typical)} x2={x(row.range.typical)} y1="2" y2="26" className="stroke-brand" strokeWidth="3" vectorEffect="non-scaling-stroke" />
            </svg>
          </div>
        ))}
        <span className="hidden sm:block" />
        <div className="relative mt-1 h-5 text-xs tabular-nums text-muted">
          {ticks.map((t, i) => (
            <span key={t} className={`absolute top-0 whitespace-nowrap ${i % 2 === 1 ? 'hidden sm:inline' : ''}`} style={{ left: `${(t / max) * 100}%`, transform: i === 0 ? 'none' : i === STEPS ? 'translateX(-100%)' : 'translateX(-50%)' }}>
              {formatFigure(t)}
            </span>
          ))}
        </div>
      </div>
      <div className="mt-5 overflow-x-auto">
        <table className="w-full text-sm tabular-nums">
          <caption className="mb-2 text-left text-sm font-semibold">
            {tableCaption} ({unit})
          </caption>
          <thead>
            <tr className="border-b border-border text-left text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">{columns.figure}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{columns.low}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{columns.typical}</th>
              <th scope="col" className="py-2 text-right font-medium">{columns.high}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={`border-b border-border/60 ${row.emphasis ? 'font-semibold' : ''}`}>
                <th scope="row" className="py-2 pr-3 text-left font-normal">{row.label}</th>
                <td className="py-2 pr-3 text-right">{formatFigure(row.range.low)}</td>
                <td className="py-2 pr-3 text-right">{formatFigure(row.range.typical)}</td>
                <td className="py-2 text-right">{formatFigure(row.range.high)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
