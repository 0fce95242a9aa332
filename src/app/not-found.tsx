import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { notFoundCopy } from '@/content/not-found';

export const metadata: Metadata = { title: notFoundCopy.title, robots: { index: false } };

/**
 * The not-found page of addresses outside the public tree (public addresses reach
 * `(site)/[...missing]`, which shows it in the site's header and footer). Kept
 * bare: React carries it in every page's hydration payload.
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundView />
    </main>
  );
}
