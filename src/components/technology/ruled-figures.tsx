import { statText } from '@/content/number-format';
import type { Fact } from '@/content/facts';
import { FactTag } from './fact-tag';

/**
 * Figures as ruled entries, as home's clean fuels print them (src/components/home/clean-fuels.tsx):
 * a hairline above each, the number in the text colour, its label, and the line of context
 * that says what is counted, where and when, with its tag under the number ("Measured, 2024").
 * No cards.
 */
export function RuledFigures({ stats, label }: { stats: Fact[]; label: string }) {
  return (
    <dl className="grid gap-x-10 sm:grid-cols-2" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col border-t border-border pb-6 pt-4">
          <dt className="order-2 mt-1 font-semibold leading-snug text-fg">{stat.label}</dt>
          <dd className="order-1 flex flex-col gap-1">
            {/* A measured figure stands still (see StatGrid): it never shows a value it does not mean. */}
            <span data-figure className="text-3xl tracking-tight tabular-nums font-semibold text-fg">{statText(stat)}</span>
            {stat.basis && <FactTag basis={stat.basis} />}
          </dd>
          {stat.context && <dd className="order-3 mt-1 text-sm leading-6 text-muted">{stat.context}</dd>}
        </div>
      ))}
    </dl>
  );
}
