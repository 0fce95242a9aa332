import type { ReactNode } from 'react';

/**
 * A list of short points, each behind the same marker (a check mark from the
 * caller's icon set, or a dot): features, deliverables, highlights, feedstocks.
 * The marker and the spacing come from the caller's card.
 */
export function CheckList({ items, icon, className, itemClassName }: { items: readonly string[]; icon: ReactNode; className: string; itemClassName: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {icon}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
