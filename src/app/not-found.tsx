import type { Metadata } from 'next';
import Link from 'next/link';
import { NotFoundView } from '@/components/layout/not-found-view';
import { company } from '@/content/company';
import { notFoundCopy } from '@/content/not-found';

export const metadata: Metadata = { title: notFoundCopy.title, robots: { index: false } };

/**
 * An address that matches no page: prerendered once and served with 404, so it
 * works without scripts. It sits under the root layout, not the public tree's, and
 * shows a slim bar instead of the site's header and footer: React carries this view
 * in every page's hydration payload, and the full header and footer here made each
 * page's payload about 10 KiB larger (docs/decisions/016-route-trees-and-languages.md).
 */
export default function NotFound() {
  return (
    <>
      <header className="border-b border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:px-8">
          <Link href="/" className="font-bold text-fg hover:text-brand">
            {company.shortName}
          </Link>
        </p>
      </header>
      <main id="main">
        <NotFoundView />
      </main>
    </>
  );
}
