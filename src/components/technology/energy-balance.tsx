import type { CSSProperties } from 'react';
import type { hydrogenEnergyBalance } from '@/content/technology-hydrogen';

/** Brand tints for a bar's parts, by its place in the route: the feed faint, each product stronger. */
const TINTS = ['bg-brand', 'bg-brand/55'];

/** A product keeps its tint on every bar of a route: its place among the parts of the route's last bar. */
function tint(route: { bars: { parts: { label: string }[] }[] }, label: string, i: number) {
  const place = route.bars.at(-1)!.parts.findIndex((part) => part.label === label);
  return TINTS[(place < 0 ? i : place) % TINTS.length];
}

/** A bar's figure: its one value, or its parts added up ("18 + 19 = 37"). */
const printedSum = (values: number[]) => (values.length > 1 ? `${values.join(' + ')} = ${values.reduce((total, v) => total + v, 0)}` : String(values[0]));

/**
 * Under the hydrogen routes table: how its two shares of the waste's energy were worked out,
 * folded (a native <details>, so it opens without JavaScript). Each route is drawn as bars on
 * one scale, the waste's energy as 100, sized by inline style; the numbers are printed beside
 * the bars, so the bars themselves are hidden from screen readers.
 */
export function EnergyBalance({ balance }: { balance: typeof hydrogenEnergyBalance }) {
  return (
    <details className="group mt-4 rounded-xl border border-border bg-surface">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold text-fg hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
        {balance.summary}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className="border-t border-border px-4 pb-5 pt-4">
        <p className="max-w-[65ch] text-sm text-muted">{balance.intro}</p>
        <div className="mt-5 grid gap-8 lg:grid-cols-2">
          {balance.routes.map((route) => (
            <div key={route.id}>
              <p className="font-semibold leading-snug">{route.title}</p>
              <p className="text-sm text-muted">{route.feed}</p>
              <ul className="mt-3 space-y-3">
                {route.bars.map((bar, b) => (
                  <li key={bar.label} className="text-sm">
                    <p className="flex items-baseline justify-between gap-3">
                      <span>{bar.label}</span>
                      <span className="font-semibold tabular-nums">{printedSum(bar.parts.map((part) => part.value))}</span>
                    </p>
                    <span aria-hidden="true" className="mt-1 flex h-3 overflow-hidden rounded-full bg-bg">
                      {bar.parts.map((part, i) => (
                        <span
                          key={part.label}
                          className={`h-full border-r-2 border-surface last:border-r-0 ${b === 0 ? 'bg-fg/25' : tint(route, part.label, i)}`}
                          style={{ width: `${part.value}%` } as CSSProperties}
                        />
                      ))}
                    </span>
                    {bar.parts.length > 1 && (
                      <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-muted">
                        {bar.parts.map((part, i) => (
                          <span key={part.label} className="inline-flex items-center gap-1.5">
                            <span aria-hidden="true" className={`size-2.5 rounded-sm ${tint(route, part.label, i)}`} />
                            {part.label} {part.value}
                          </span>
                        ))}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-sm leading-6 text-muted">{route.working}</p>
            </div>
          ))}
        </div>
      </div>
    </details>
  );
}
