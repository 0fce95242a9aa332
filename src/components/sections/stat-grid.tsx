import { CountUp } from './count-up';

import type { Stat } from '@/content/types';

/**
 * A row of big numbers that count up when they scroll into view, each with its
 * label and, where given, the line of context that makes the figure true.
 * Read in the order label, number, context; shown number first.
 */
export function StatGrid({ stats, staggerMs = 0, className = '' }: { stats: Stat[]; staggerMs?: number; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 lg:grid-cols-4 ${className}`}>
      {stats.map((stat, index) => (
        <div key={stat.label} className="flex flex-col rounded-2xl border border-border bg-bg p-6 text-left shadow-sm">
          <dt className="order-2 mt-2 text-sm font-semibold text-fg">{stat.label}</dt>
          <dd className="order-1 text-3xl font-semibold tracking-tight text-brand sm:text-4xl">
            <CountUp value={stat.value} suffix={stat.suffix} prefix={stat.prefix} decimals={stat.decimals} delayMs={index * staggerMs} />
          </dd>
          {stat.context && <dd className="order-3 mt-1 text-xs text-muted sm:text-sm">{stat.context}</dd>}
        </div>
      ))}
    </dl>
  );
}
