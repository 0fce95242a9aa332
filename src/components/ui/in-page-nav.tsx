import type { ReactNode } from 'react';

export type InPageLink = { id: string; label: ReactNode };

const sticky = 'lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]';

/**
 * Links to the parts of the page it stands on (`#id`), under a small heading,
 * kept in view beside the content on wide screens: the FAQ topics, a legal
 * page's contents. `ordered` for parts that are numbered; the frame, list and
 * link styles come from the caller.
 */
export function InPageNav({
  id,
  title,
  links,
  ordered = false,
  className,
  listClassName,
  linkClassName,
}: {
  /** Id of the heading, which names the navigation. */
  id: string;
  title: string;
  links: readonly InPageLink[];
  ordered?: boolean;
  className?: string;
  listClassName: string;
  linkClassName: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <nav aria-labelledby={id} className={className ? `${className} ${sticky}` : sticky}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-muted">
        {title}
      </h2>
      <List className={listClassName}>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`} className={linkClassName}>
              {link.label}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
