export type FeatureCardItem = { title: string; description: string; meta?: string };

/** At most this many columns; the grid picks fewer or features the first card so no row is left short. */
const columnClasses = {
  2: 'even-grid',
  3: 'even-grid even-grid-3',
  4: 'even-grid even-grid-4',
} as const;

/** A grid of titled cards; `numbered` shows a step number instead of a dot icon. */
export function FeatureCards({
  items,
  columns = 3,
  numbered = false,
  headingLevel = 3,
}: {
  items: FeatureCardItem[];
  columns?: 2 | 3 | 4;
  numbered?: boolean;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`grid gap-5 ${columnClasses[columns]}`}>
      {items.map((item, i) => (
        <li key={item.title} className="flex flex-col rounded-2xl border border-border bg-bg p-6 shadow-sm" data-reveal>
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-soft text-sm font-bold text-brand"
          >
            {numbered ? String(i + 1).padStart(2, '0') : (
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
            )}
          </span>
          <Heading className="mt-4 text-lg font-semibold leading-snug">{item.title}</Heading>
          <p className="mt-2 text-sm leading-6 text-muted">{item.description}</p>
          {item.meta && <p className="mt-3 text-sm font-medium text-fg">{item.meta}</p>}
        </li>
      ))}
    </List>
  );
}
