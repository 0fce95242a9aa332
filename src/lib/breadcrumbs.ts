export type Crumb = { name: string; path: string };

/** A page as the trail needs it: its path and title, and the group whose section page it sits under. */
export type TrailPage<G extends string> = { path: string; title: string; group: G };

/**
 * The trail from the home page to a page: Home, the page's section (from
 * `sections`, unless the page is that section's own page), the page itself,
 * and optionally one step below it (a blog post, a project story) that has no
 * page of its own. `homeName` is the first step's name in the page's language.
 */
export function breadcrumbTrail<G extends string>(
  page: TrailPage<G>,
  sections: Partial<Record<G, Crumb>>,
  leaf?: Crumb,
  homeName = 'Home',
): Crumb[] {
  const trail: Crumb[] = [{ name: homeName, path: '/' }];
  const section = sections[page.group];
  if (section && section.path !== page.path) trail.push(section);
  if (page.path !== '/') trail.push({ name: page.title, path: page.path });
  if (leaf) trail.push(leaf);
  return trail;
}
