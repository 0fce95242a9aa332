import Link from '@/components/ui/local-link';
import { headerNav } from '@/content/navigation';
import { localHref } from '@/content/i18n';
import { pages, type PageEntry } from '@/content/pages';

/**
 * The four technology pages side by side at the top of each, the one shown marked: the section has
 * no overview page of its own (its address, /technology, is the pretreatment page, as the menu
 * says), so this row is where a visitor sees the whole section and moves between its pages. The
 * links and their names are the header menu's (navigation.ts), so the two never disagree.
 */
export function TechnologyNav({ page }: { page: Pick<PageEntry, 'path'> }) {
  // The menu's addresses are in the page's language (/hi/technology), the registry's in English: compare them in the page's.
  const here = localHref(page.path);
  const section = headerNav.find((item) => item.href === localHref(pages.pretreatment.path));
  const links = section?.dropdown ?? [];
  if (!section || !links.some((link) => link.href === here)) return null;
  return (
    <nav aria-label={section.name} className="mt-4" data-technology-nav>
      <ul className="flex flex-wrap gap-2 text-sm">
        {links.map((link) => {
          const current = link.href === here;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-9 items-center rounded-full border px-3.5 font-medium transition-colors ${
                  current ? 'border-brand bg-brand text-brand-fg' : 'border-border text-fg hover:border-brand hover:text-brand'
                }`}
              >
                {link.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
