import { CountUp } from '@/components/sections/count-up';
import { statText } from '@/content/number-format';
import type { Fact } from '@/content/facts';
import { FactTag } from './fact-tag';

/**
 * A technology page's row of key figures under its opening, ruled like the long reads'
 * figure rows (src/components/ui/figure-row.tsx), each number with its tag ("Measured,
 * 2025", "Target, 2030"). Two columns on a phone, as /projects sets its figures, rather
 * than one short number per row.
 *
 * `counting`: only the hydrogen stat cards count up (the spec's count-ups); every other
 * figure stands still. The count-up renders its final value on the server.
 */
// On a phone the right-hand column keeps clear of the WhatsApp button (--quick-action-clearance, globals.css): this row often ends the first screen.
export function TaggedFigureRow({ label, stats, counting = false, staggerMs = 150 }: { label: string; stats: Fact[]; counting?: boolean; staggerMs?: number }) {
  const columns = stats.length % 3 === 0 ? 'sm:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <section aria-label={label} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <dl className={`grid grid-cols-2 gap-x-6 border-b border-border ${columns}`}>
        {stats.map((stat, index) => (
          <div key={stat.label} className="flex flex-col py-6 text-left max-sm:even:pr-(--quick-action-clearance) sm:py-8">
            <dt className="order-2 mt-2 text-sm font-semibold text-fg">{stat.label}</dt>
            <dd className="order-1 text-3xl font-semibold tracking-tight text-brand tabular-nums sm:text-4xl">
              {counting ? (
                <CountUp value={stat.value} suffix={stat.suffix} prefix={stat.prefix} delayMs={index * staggerMs} />
              ) : (
                <span data-figure>{statText(stat)}</span>
              )}
            </dd>
            {stat.basis && (
              <dd className="order-3 mt-1.5">
                <FactTag basis={stat.basis} />
              </dd>
            )}
            <dd className="order-4 mt-1 text-xs text-muted sm:text-sm">{stat.context}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
