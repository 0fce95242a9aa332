import type { IconName } from '@/content/about';
import { IconBadge } from './icon';

/** Cards with an icon, a title and a sentence (capabilities, core values). */
export function FeatureGrid({ items, columns = 4 }: { items: { title: string; description: string; icon: IconName }[]; columns?: 2 | 3 | 4 }) {
  // At most `columns` columns; the grid picks fewer or features the first card so no row is left short.
  const cols = { 2: 'even-grid', 3: 'even-grid even-grid-3', 4: 'even-grid even-grid-4' }[columns];
  return (
    <ul className={`${cols} gap-5`}>
      {items.map((item, i) => (
        <li
          key={item.title}
          className="group rounded-2xl border border-border bg-bg p-6 shadow-sm transition-colors hover:border-brand"
          data-reveal
          style={{ transitionDelay: `${(i % 4) * 60}ms` }}
        >
          <IconBadge name={item.icon} tone={i % 2 ? 'accent' : 'brand'} />
          <h3 className="mt-4 text-lg font-semibold text-fg">{item.title}</h3>
          <p className="mt-2 leading-7 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
