import { CountUp } from './count-up';

import type { Stat } from '@/content/types';

/** A row of big numbers that count up when they scroll into view. */
export function StatGrid({ stats, staggerMs = 0, className = '' }: { stats: Stat[]; staggerMs?: number; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 lg:grid-cols-4 ${className}`}>
      {stats.map((stat, index) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl border border-border bg-bg p-6 text-center shadow-sm">
          <dt className="mt-2 text-sm font-medium text-muted">{stat.label}</dt>
          <dd className="text-3xl font-extrabold text-brand sm:text-4xl">
            <CountUp value={stat.value} suffix={stat.suffix} prefix={stat.prefix} decimals={stat.decimals} delayMs={index * staggerMs} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
