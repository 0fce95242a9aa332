import { CountUp } from '@/components/sections/count-up';
import type { Stat } from '@/content/types';

/**
 * Figures as ruled entries, as home's clean fuels print them (src/components/home/clean-fuels.tsx):
 * a hairline above each, the number in the text colour, its label, and the line of context
 * that says what is counted, where and when. No cards.
 */
export function RuledFigures({ stats, label, staggerMs = 150 }: { stats: Stat[]; label: string; staggerMs?: number }) {
  return (
    <dl className="grid gap-x-10 sm:grid-cols-2" aria-label={label}>
      {stats.map((stat, index) => (
        <div key={stat.label} className="flex flex-col border-t border-border pb-6 pt-4">
          <dt className="order-2 mt-1 font-semibold leading-snug text-fg">{stat.label}</dt>
          <dd className="order-1 text-3xl font-semibold tracking-tight text-fg tabular-nums">
            <CountUp value={stat.value} suffix={stat.suffix} prefix={stat.prefix} decimals={stat.decimals} delayMs={index * staggerMs} />
          </dd>
          {stat.context && <dd className="order-3 mt-1 text-sm leading-6 text-muted">{stat.context}</dd>}
        </div>
      ))}
    </dl>
  );
}
