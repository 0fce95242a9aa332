import { englishPath } from './i18n';

/**
 * Is `href` the current page, or (for a dropdown parent) an ancestor of it? Both may be
 * in any language (`/hi/about`): they are compared as English addresses.
 */
export function isActive(pathname: string, href: string, asParent = false): boolean {
  const page = englishPath(pathname);
  const link = englishPath(href);
  if (link === '/') return page === '/';
  if (page === link) return true;
  return asParent && page.startsWith(`${link}/`);
}
