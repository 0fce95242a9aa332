import { CountUp } from './count-up';
import { PHONE_ROWS } from '@/components/ui/phone-rows';

import { statText } from '@/content/number-format';
import type { FactBasis } from '@/content/facts';
import type { Stat } from '@/content/types';

/**
 * A row of big numbers, each with its label and, where given, the line of
 * context that makes the figure true. Read in the order label, number,
 * context; shown number first.
 *
 * The numbers stand still unless `counting` is set: a measured figure that
 * ticks up shows a false value to whoever reads, prints or screenshots it
 * mid-way. Only the research stats and the hydrogen stat cards pass it: they
 * were designed as count-ups, and neither is a plant's measured output.
 *
 * Figures with notes are, below 30rem, one to a row with the note across it (ui/phone-rows.ts):
 * two to a row would leave each note a column of three words a line. Figures without notes stay
 * two to a row.
 */
export function StatGrid({ stats, staggerMs = 0, counting = false, className = '' }: { stats: (Stat & { basis?: FactBasis })[]; staggerMs?: number; counting?: boolean; className?: string }) {
  const phoneRows = stats.some((stat) => stat.context);
  const rows = (key: keyof typeof PHONE_ROWS) => (phoneRows ? PHONE_ROWS[key] : '');
  return (
    <dl className={`grid grid-cols-2 gap-4 lg:grid-cols-4 ${rows('list')} ${className}`}>
      {stats.map((stat, index) => (
        <div key={stat.label} className={`flex flex-col rounded-2xl border border-border bg-bg p-6 text-left shadow-sm ${rows('item')}`}>
          <dt className={`order-2 mt-2 text-sm font-semibold text-fg ${rows('labelAlone')}`}>{stat.label}</dt>
          <dd className="order-1 text-3xl tracking-tight sm:text-4xl font-semibold text-brand">
            {counting ? (
              <CountUp value={stat.value} suffix={stat.suffix} prefix={stat.prefix} decimals={stat.decimals} delayMs={index * staggerMs} />
            ) : (
              <span data-figure>{statText(stat)}</span>
            )}
          </dd>
          {stat.context && <dd className={`order-3 mt-1 text-muted ${phoneRows ? `text-sm ${PHONE_ROWS.note}` : 'text-xs sm:text-sm'}`}>{stat.context}</dd>}
        </div>
      ))}
    </dl>
  );
}
