import { cavitationDiagram as d, howItWorks } from '@/content/technology-pretreatment';

/** Plot area of the pressure profile, in the SVG's units. */
const X0 = 60;
const X1 = 580;
const Y_TOP = 170;
const Y_BOTTOM = 300;
const P_MAX = 7;
const y = (bar: number) => Y_BOTTOM - (bar / P_MAX) * (Y_BOTTOM - Y_TOP);
/** Where the orifice plate stands, where the cavities collapse and where the slurry leaves. */
const ORIFICE = 230;
const COLLAPSE = 330;
const FIBRES = 430;
const OUT = 545;
/**
 * On a phone (below Tailwind's `sm`, 640 px) the drawing is scaled to the content width:
 * about 358 px for 600 units at 390 px, 0.6 px a unit, so the desktop sizes (12-15 units)
 * would read at 7-9 px. There every word is set at 20 units instead (about 12 px); a CSS
 * font-size wins over the fontSize attribute, so desktop keeps the attribute's size.
 */
const PHONE_TEXT = 'max-sm:[font-size:20px]';

/**
 * The cavitation reactor drawn as an engineer would: the pipe and orifice plate on
 * top, the pressure along the same length below (to scale, 0-7 bar), and the four
 * steps numbered where they happen, listed beside it as text. A Server Component;
 * the SVG's words are set in the page's own typeface.
 */
export function CavitationDiagram() {
  const curve = `M${X0} ${y(d.inletPressure)} H ${ORIFICE - 30} C ${ORIFICE - 5} ${y(d.inletPressure)} ${ORIFICE} ${y(0.04)} ${ORIFICE + 15} ${y(0.04)} H ${ORIFICE + 45} C ${ORIFICE + 70} ${y(0.04)} ${COLLAPSE - 20} ${y(d.outletPressure)} ${COLLAPSE + 10} ${y(d.outletPressure)} H ${X1}`;
  const markers: [number, number, number][] = [
    [1, ORIFICE + 22, 112],
    [2, COLLAPSE, 112],
    [3, FIBRES, 112],
    [4, OUT, 112],
  ];
  return (
    <figure aria-labelledby={`${d.id}-caption`} className="m-0 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
      <svg viewBox="0 0 600 330" role="img" aria-labelledby={`${d.id}-caption`} className="h-auto w-full font-sans text-fg">
        {/* The pipe: walls, the orifice plate, the flow arrows. */}
        <g className="stroke-current" strokeWidth="3" fill="none">
          <path d={`M${X0} 40 H ${X1}`} />
          <path d={`M${X0} 100 H ${X1}`} />
        </g>
        <rect x={X0} y="42" width={X1 - X0} height="56" className="fill-brand-soft" />
        <path d={`M${ORIFICE - 4} 30 V 62 M${ORIFICE - 4} 78 V 110`} className="stroke-current" strokeWidth="8" />
        {/* Cavities forming after the plate and collapsing further on. */}
        <g className="fill-bg stroke-current" strokeWidth="1.5">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <circle key={i} cx={ORIFICE + 18 + i * 14} cy={70 + ((i * 7) % 13) - 6} r={3 + (i % 3) * 1.5} />
          ))}
        </g>
        <g className="stroke-brand" strokeWidth="2">
          {[0, 1, 2].map((i) => (
            <path key={i} d={`M${COLLAPSE - 20 + i * 22} ${62 + i * 6} l 6 6 m -6 0 l 6 -6 m -3 -3 v 12 m -6 -6 h 12`} />
          ))}
        </g>
        <path d={`M${X0 + 8} 70 h 50 m -10 -7 l 10 7 l -10 7`} className="stroke-current" strokeWidth="2.5" fill="none" />
        <path d={`M${OUT - 10} 70 h 40 m -10 -7 l 10 7 l -10 7`} className="stroke-current" strokeWidth="2.5" fill="none" />
        <text x={X0} y="24" className={`fill-current ${PHONE_TEXT}`} fontSize="15">{d.flowLabel}</text>
        <text x={X1} y="24" className={`fill-current ${PHONE_TEXT}`} fontSize="15" textAnchor="end">{d.outLabel}</text>
        <text x={ORIFICE - 14} y="128" className={`fill-muted ${PHONE_TEXT}`} fontSize="13" textAnchor="end">{d.orificeLabel}</text>
        {markers.map(([n, cx]) => (
          <g key={n}>
            {/* On a phone the disc grows with its larger digit (r is a CSS property in SVG 2). */}
            <circle cx={cx} cy={150} r="12" className="fill-brand max-sm:[r:15px]" />
            {/* dy in em keeps the digit centred in the disc at either size. */}
            <text x={cx} y={150} dy="0.35em" fontSize="14" fontWeight="700" textAnchor="middle" className={`fill-brand-fg ${PHONE_TEXT}`}>{n}</text>
            <path d={`M${cx} 138 V 104`} className="stroke-brand" strokeWidth="1.5" strokeDasharray="3 3" />
          </g>
        ))}
        {/* The pressure profile, to scale. */}
        <g className="stroke-border" strokeWidth="1">
          {[0, 2, 4, 6].map((p) => (
            <path key={p} d={`M${X0} ${y(p)} H ${X1}`} />
          ))}
        </g>
        {[0, 2, 4, 6].map((p) => (
          // dy in em centres the number on its grid line at either size.
          <text key={p} x={X0 - 8} y={y(p)} dy="0.33em" fontSize="12" textAnchor="end" className={`fill-muted ${PHONE_TEXT}`}>{p}</text>
        ))}
        {/* Rotated, the larger phone size would reach past the left edge: the CSS translate (applied
            before the rotate attribute) moves it 6 units right, clear of the tick numbers. */}
        <text x="14" y={(Y_TOP + Y_BOTTOM) / 2} fontSize="12" textAnchor="middle" className={`fill-muted ${PHONE_TEXT} max-sm:translate-x-1.5`} transform={`rotate(-90 14 ${(Y_TOP + Y_BOTTOM) / 2})`}>{d.axisLabel}</text>
        <path d={`M${X0} ${y(0.04)} H ${X1}`} className="stroke-muted" strokeWidth="1.5" strokeDasharray="5 4" />
        <path d={curve} className="stroke-brand" strokeWidth="3.5" fill="none" strokeLinejoin="round" />
        <text x={X0 + 6} y={y(d.inletPressure) - 8} fontSize="13" className={`fill-current ${PHONE_TEXT}`}>{d.inletLabel}</text>
        {/* At the phone size this label reaches up across the 2 bar grid line: a halo in the
            background colour, painted under the letters, cuts the line behind them. */}
        <text x={X1 - 4} y={y(d.outletPressure) - 8} fontSize="13" textAnchor="end" className={`fill-current ${PHONE_TEXT} max-sm:stroke-bg max-sm:[stroke-width:6px] max-sm:[paint-order:stroke] max-sm:[stroke-linejoin:round]`}>{d.outletLabel}</text>
        <text x={X1 - 4} y={Y_BOTTOM + 20} fontSize="12" textAnchor="end" className={`fill-muted ${PHONE_TEXT}`}>{d.vapourLabel}</text>
      </svg>
      <ol className="grid gap-4">
        {howItWorks.steps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-brand text-sm font-bold text-brand-fg">{i + 1}</span>
            <div>
              <p className="font-semibold">{step.title}</p>
              <p className="mt-0.5 text-sm leading-6 text-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <figcaption id={`${d.id}-caption`} className="text-sm text-muted lg:col-span-2">
        {d.caption}
      </figcaption>
    </figure>
  );
}
