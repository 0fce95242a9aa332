/** The page shown for an address that matches no page. */
import { translatable } from './i18n';
export const notFoundCopy = translatable('not-found.notFoundCopy', {
  title: 'Page Not Found',
  code: '404',
  heading: "Oops! This hydrogen pathway doesn't exist.",
  body: 'The page you asked for has moved or never existed. Let us take you back to solid ground.',
  home: { label: 'Return to Home', href: '/' },
  sitemap: { label: 'See all pages', href: '/sitemap' },
});
