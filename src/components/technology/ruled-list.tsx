import Link from '@/components/ui/local-link';
import type { FactBasis } from '@/content/facts';
import { FactTag } from './fact-tag';

export type RuledItem = {
  title: string;
  description: string;
  /** A last line in the text colour: where or how the item applies. */
  meta?: string;
  /**
   * A checkable figure, as printed ("4.5 t/day"), and what it measures, where and when;
   * with its basis in facts.ts, the figure carries its tag ("Design, per plant").
   */
  figure?: { value: string; label: string; basis?: FactBasis };
  /** A page that shows where the figure comes from ("Our delivered rates", /feedstock). */
  link?: { label: string; href: string };
};

/**
 * Columns at full width; each count ends its rows cleanly for the lists that use it
 * (two for four or six items, four for one row of four).
 */
const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * Items as a ruled list, the way an engineering firm's scope of work reads (as /about's
 * capability list): a hairline above each, its name, one sentence, and where there is one
 * a figure, with no icons or cards. A figure sits right under its item's name (names are one
 * line at the widths with several columns), so the figures of a row line up whatever the
 * length of the sentences. `closingRule` false leaves off the hairline under the last row, for a list that ends the
 * page's last section before a quiet call to action, whose own hairline closes it (two rules
 * with white space between read as an empty band).
 */
export function RuledList({ items, columns = 2, label, closingRule = true }: { items: RuledItem[]; columns?: keyof typeof columnClasses; label?: string; closingRule?: boolean }) {
  return (
    <ul className={`grid sm:gap-x-10 ${closingRule ? 'border-b border-border' : ''} ${columnClasses[columns]}`} aria-label={label}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col border-t border-border py-5" data-reveal>
          <h3 className="text-lg font-semibold leading-snug text-fg">{item.title}</h3>
          {item.figure && (
            <p className="mt-2" data-figure>
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-2xl tracking-tight tabular-nums font-semibold text-fg">{item.figure.value}</span>
                {item.figure.basis && <FactTag basis={item.figure.basis} />}
              </span>
              <span className="mt-0.5 block text-sm leading-6 text-muted">{item.figure.label}</span>
            </p>
          )}
          <p className={`${item.figure ? 'mt-3' : 'mt-1'} text-pretty leading-7 text-muted`}>{item.description}</p>
          {item.meta && <p className="mt-2 text-sm font-medium leading-6 text-fg">{item.meta}</p>}
          {item.link && (
            <p className="mt-2">
              <Link href={item.link.href} className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand hover:underline">
                {item.link.label}
                <span aria-hidden="true">→</span>
              </Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
