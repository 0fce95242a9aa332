import type { Metadata } from 'next';
import Link from 'next/link';
import { Document } from '@/components/layout/document';
import { NotFoundView } from '@/components/layout/not-found-view';
import { company } from '@/content/company';
import { notFoundCopy } from '@/content/not-found';

export const metadata: Metadata = { title: notFoundCopy.title, robots: { index: false } };

/**
 * An address that matches no page: prerendered once and served with 404, so it
 * works without scripts. The site has one root layout per language tree (and the
 * workspace's), so this page is its own document (Next.js's `global-not-found`,
 * enabled in next.config.ts). It shows a slim bar instead of the site's header and
 * footer, as the earlier root not-found page did to keep every page's hydration
 * payload small (docs/decisions/016-route-trees-and-languages.md).
 */
export default function NotFound() {
  return (
    <Document locale="en">
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
    </Document>
  );
}
