import { pageSections, type PageEntry } from '@/content/pages';

export type Crumb = { name: string; path: string };

/**
 * The trail from the home page to a page of the registry: Home, the page's
 * section (unless the page is that section's own page), the page itself, and
 * optionally one step below it (a blog post, a project story) that has no
 * registry entry of its own.
 */
export function breadcrumbTrail(page: Pick<PageEntry, 'path' | 'title' | 'group'>, leaf?: Crumb): Crumb[] {
  const trail: Crumb[] = [{ name: 'Home', path: '/' }];
  const section = pageSections[page.group];
  if (section && section.path !== page.path) trail.push(section);
  if (page.path !== '/') trail.push({ name: page.title, path: page.path });
  if (leaf) trail.push(leaf);
  return trail;
}
