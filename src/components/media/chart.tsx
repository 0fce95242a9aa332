/**
 * SVG charts drawn on the server from typed data (no chart library, no client JS).
 * Each chart is a <figure> with its title, axis labels, a legend and an
 * accessible data table (in a <details> under the chart) holding the same numbers.
 */

import type { ChartSpec } from '@/content/types';
import { uiCopy } from '@/content/ui';

const W = 400;
const H = 290;
const PAD = { top: 16, right: 12, bottom: 58, left: 70 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;

/**
 * On a phone (below Tailwind's `sm`, 640 px) a chart's SVG is about 316 px wide for its
 * 400 units at 390 px, 0.79 px a unit: the desktop sizes (11.5-13 units) read at 9-10 px.
 * There every word is set at 15 units (about 12 px). A CSS font-size wins over the
 * fontSize attribute, so desktop keeps the attribute's size.
 */
const PHONE_FONT = 15;
const PHONE_TEXT = 'max-sm:[font-size:15px]';
/** A generous width of one character at the phone size, in units (digits and capitals run about 0.6 em). */
const PHONE_CHAR_W = PHONE_FONT * 0.62;
/** The least space between two x labels at the phone size, in units. */
const PHONE_LABEL_GAP = 6;

/**
 * The x labels as a phone draws them: a label wider than its band is broken at its spaces
 * into lines (greedily, each as long as the band allows), and when even then labels would
 * touch, only every `stride`-th one is drawn (the others are hidden on a phone, the data
 * table still lists every category).
 */
function phoneXLabels(categories: readonly string[], band: number): { lines: string[][]; stride: number } {
  const room = band - PHONE_LABEL_GAP;
  const width = (text: string) => text.length * PHONE_CHAR_W;
  const lines = categories.map((c) => {
    if (width(c) <= room) return [c];
    return c.split(/\s+/).reduce<string[]>((acc, word) => {
      const last = acc.at(-1);
      if (last !== undefined && width(`${last} ${word}`) <= room) acc[acc.length - 1] = `${last} ${word}`;
      else acc.push(word);
      return acc;
    }, []);
  });
  const widest = Math.max(...lines.flat().map(width));
  return { lines, stride: Math.max(1, Math.ceil((widest + PHONE_LABEL_GAP) / band)) };
}

/** Series colours: muted baseline first, brand colour for the improved series, accent third. */
const SERIES_FILL = ['fill-slate-500 dark:fill-slate-400', 'fill-brand', 'fill-accent'];
const SERIES_STROKE = ['stroke-slate-500 dark:stroke-slate-400', 'stroke-brand', 'stroke-accent'];
const SERIES_DASH = ['6 4', undefined, '2 3'];

function niceMax(value: number, steps: number): number {
  const raw = value / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((m) => m >= raw) ?? raw;
  return nice * steps;
}

function formatNumber(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** The categories as numbers when every one is a number ("0", "5", "30"): a quantity, not a list of names. */
function numericCategories(categories: readonly string[]): number[] | null {
  return categories.length > 1 && categories.every((c) => /^-?\d+(?:\.\d+)?$/.test(c.trim())) ? categories.map(Number) : null;
}

/**
 * Where each category sits on the x axis and how wide its band is. Named
 * categories (feedstocks, months) share the width equally. Numeric ones (minutes,
 * bar) are placed in proportion to their values, so 20 → 30 → 45 minutes is drawn
 * as the uneven intervals they are; half the smallest interval pads each end.
 */
function xLayout(categories: readonly string[], left: number, width: number): { centers: number[]; band: number } {
  const values = numericCategories(categories);
  // Numbers out of order are read as names: the table and the axis keep the written order.
  if (!values || values.some((v, i) => i > 0 && v <= values[i - 1]!)) {
    const band = width / categories.length;
    return { centers: categories.map((_, i) => left + band * i + band / 2), band };
  }
  const gaps = values.slice(1).map((v, i) => v - values[i]!);
  const smallest = Math.min(...gaps);
  const first = values[0]!;
  const perUnit = width / (values.at(-1)! - first + smallest);
  return { centers: values.map((v) => left + (v - first + smallest / 2) * perUnit), band: smallest * perUnit };
}

export function Chart({ chart, className = '' }: { chart: ChartSpec; className?: string }) {
  const steps = chart.ySteps ?? 5;
  const allValues = chart.series.flatMap((s) => s.values);
  // A bar's length is its value: bars always start at zero. A line may zoom in on its range.
  const yMin = chart.kind === 'bar' ? 0 : (chart.yMin ?? 0);
  const yMax = chart.yMax ?? niceMax(Math.max(...allValues) - yMin, steps) + yMin;
  const y = (v: number) => PAD.top + PLOT_H - ((v - yMin) / (yMax - yMin)) * PLOT_H;
  const { centers, band } = xLayout(chart.categories, PAD.left, PLOT_W);
  const xCenter = (i: number) => centers[i]!;
  const titleId = `chart-${chart.id}-title`;
  const summaryId = `chart-${chart.id}-summary`;
  const ticks = Array.from({ length: steps + 1 }, (_, i) => yMin + ((yMax - yMin) / steps) * i);
  const longLabels = chart.categories.some((c) => c.length > 8);
  const phone = phoneXLabels(chart.categories, band);
  // A lone series is drawn in the brand colour; with two, the baseline is muted and the improvement branded.
  const styleIndex = (si: number) => (chart.series.length === 1 ? 1 : si) % 3;

  return (
    <figure
      className={`flex h-full flex-col rounded-2xl border border-border bg-bg p-5 shadow-sm ${className}`}
      aria-labelledby={titleId}
      data-chart={chart.id}
    >
      <figcaption>
        <h4 id={titleId} className="text-base font-semibold leading-snug">
          {chart.title}
        </h4>
        <p id={summaryId} className="mt-1 text-sm leading-6 text-muted">
          {chart.summary}
        </p>
      </figcaption>

      {chart.series.length > 1 && (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label={uiCopy.chart.legend}>
          {chart.series.map((s, i) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <svg width="18" height="10" aria-hidden="true" className="shrink-0">
                {chart.kind === 'bar' ? (
                  <rect width="18" height="10" rx="2" className={SERIES_FILL[styleIndex(i)]} />
                ) : (
                  <line x1="0" y1="5" x2="18" y2="5" strokeWidth="3" strokeDasharray={SERIES_DASH[styleIndex(i)]} className={SERIES_STROKE[styleIndex(i)]} />
                )}
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      )}

      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
        className="mt-3 h-auto w-full overflow-visible"
      >
        {/* Grid lines and y tick labels */}
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="stroke-border" strokeWidth="1" />
            <text x={PAD.left - 8} y={y(t)} dy="0.32em" textAnchor="end" className={`fill-muted ${PHONE_TEXT}`} fontSize="13">
              {formatNumber(t)}
            </text>
          </g>
        ))}

        {/* Data */}
        {chart.kind === 'bar'
          ? chart.series.map((s, si) => {
              const groupW = band * 0.72;
              const barW = groupW / chart.series.length;
              return s.values.map((v, ci) => {
                const x = xCenter(ci) - groupW / 2 + barW * si;
                const top = y(v);
                return (
                  <rect
                    key={`${s.name}-${ci}`}
                    data-point={`${si}:${ci}`}
                    x={x + 1}
                    y={top}
                    width={Math.max(barW - 2, 2)}
                    height={y(yMin) - top}
                    rx="3"
                    className={SERIES_FILL[styleIndex(si)]}
                  />
                );
              });
            })
          : chart.series.map((s, si) => (
              <g key={s.name}>
                <polyline
                  points={s.values.map((v, ci) => `${xCenter(ci)},${y(v)}`).join(' ')}
                  fill="none"
                  strokeWidth="3"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  strokeDasharray={SERIES_DASH[styleIndex(si)]}
                  className={SERIES_STROKE[styleIndex(si)]}
                />
                {s.values.map((v, ci) => (
                  <circle key={ci} data-point={`${si}:${ci}`} cx={xCenter(ci)} cy={y(v)} r="3.5" className={`${SERIES_FILL[styleIndex(si)]} stroke-bg`} strokeWidth="1.5" />
                ))}
              </g>
            ))}

        {/* Axes */}
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={y(yMin)} className="stroke-muted" strokeWidth="1.5" />
        <line x1={PAD.left} x2={W - PAD.right} y1={y(yMin)} y2={y(yMin)} className="stroke-muted" strokeWidth="1.5" />

        {/* x tick labels: as one line at desktop sizes; on a phone, larger and, where they
            would not fit their band, broken into lines or thinned out (see phoneXLabels). */}
        {chart.categories.map((c, ci) => {
          const lines = phone.lines[ci]!;
          const thinned = ci % phone.stride !== 0 ? 'max-sm:hidden' : '';
          const common = { x: xCenter(ci), y: y(yMin) + 16, textAnchor: 'middle' as const, fontSize: longLabels ? 11.5 : 13 };
          if (lines.length === 1) {
            return (
              <text key={c} {...common} className={`fill-muted ${PHONE_TEXT} ${thinned}`}>
                {c}
              </text>
            );
          }
          // A label broken on a phone: the one-line desktop label, and the phone's lines as a second text.
          return (
            <g key={c}>
              <text {...common} className="fill-muted max-sm:hidden">
                {c}
              </text>
              <text {...common} className={`fill-muted hidden ${PHONE_TEXT} ${thinned ? 'max-sm:hidden' : 'max-sm:inline'}`}>
                {lines.map((line, li) => (
                  <tspan key={li} x={xCenter(ci)} dy={li === 0 ? 0 : '1em'}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}

        {/* Axis titles. Under x labels broken into two lines, a phone moves the x title 4 units down, clear of them. */}
        <text x={PAD.left + PLOT_W / 2} y={H - 10} textAnchor="middle" className={`fill-fg ${PHONE_TEXT} ${phone.lines.some((l) => l.length > 1) ? 'max-sm:translate-y-1' : ''}`} fontSize="13" fontWeight="600">
          {chart.xLabel}
        </text>
        <text
          transform={`translate(14 ${PAD.top + PLOT_H / 2}) rotate(-90)`}
          textAnchor="middle"
          className={`fill-fg ${PHONE_TEXT}`}
          fontSize="12.5"
          fontWeight="600"
        >
          {chart.yLabel}
        </text>
      </svg>

      <details className="group mt-auto border-t border-border pt-3 text-sm">
        <summary className="inline-flex min-h-6 cursor-pointer items-center gap-1 rounded font-medium text-accent hover:underline">
          <span className="group-open:hidden">{uiCopy.chart.show}</span>
          <span className="hidden group-open:inline">{uiCopy.chart.hide}</span>
        </summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left text-xs text-muted">
              {chart.title} ({chart.unit})
            </caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {chart.xLabel}
                </th>
                {chart.series.map((s) => (
                  <th key={s.name} scope="col" className="py-1.5 pr-3 text-right font-semibold">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.categories.map((c, ci) => (
                <tr key={c} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {c}
                  </th>
                  {chart.series.map((s) => (
                    <td key={s.name} className="py-1.5 pr-3 text-right tabular-nums">
                      {formatNumber(s.values[ci] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
