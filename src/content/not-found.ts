/**
 * The page shown for an address that matches no page. The heading is the one the
 * specification fixes; everything around it is plain: what happened, and the ways on.
 */
import { translatable } from './i18n';
export const notFoundCopy = translatable('not-found.notFoundCopy', {
  title: 'Page Not Found',
  code: '404',
  /** Beside the code, over the heading. */
  eyebrow: 'Page not found',
  heading: 'Oops! This hydrogen pathway doesn’t exist.',
  body: 'The address may be mistyped, or the page has moved. The home page and the list of all pages lead to everything on the site.',
  home: { label: 'Return to Home', href: '/' },
  sitemap: { label: 'See all pages', href: '/sitemap' },
});
