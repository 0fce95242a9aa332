import type { InPageLink } from './in-page-nav';

/**
 * On a phone, a row of the page's sections under the header, kept there while the page scrolls:
 * a long technology page runs to fifteen screens, and this is how a visitor jumps to the part they
 * came for or back up. Hidden from `sm`, where the page is a third as long. The row scrolls sideways
 * if the names do not fit; `scroll-padding` in globals.css keeps a section's heading clear of it.
 * `actionId`: the section the page leads to (/feedstock's enquiry form), first in the row and filled
 * in the brand colour, so it is one tap away from every screen.
 */
export function PageSections({ label, links, actionId }: { label: string; links: readonly InPageLink[]; actionId?: string }) {
  const action = links.find((link) => link.id === actionId);
  return (
    <nav aria-label={label} data-page-sections className="sticky top-(--header-h) z-30 border-b border-border bg-bg/95 backdrop-blur sm:hidden">
      <ul className="flex gap-2 overflow-x-auto px-4 py-2 text-sm [scrollbar-width:none]">
        {action && (
          <li className="shrink-0">
            <a href={`#${action.id}`} className="inline-flex min-h-9 items-center rounded-full bg-brand px-3.5 font-semibold text-brand-fg hover:bg-brand/90">
              {action.label}
            </a>
          </li>
        )}
        {links.filter((link) => link !== action).map((link) => (
          <li key={link.id} className="shrink-0">
            <a href={`#${link.id}`} className="inline-flex min-h-9 items-center rounded-full border border-border px-3.5 font-medium text-fg hover:border-brand hover:text-brand">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
