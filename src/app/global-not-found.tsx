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
      {/* In the band the body keeps free for the site's fixed header (globals.css, --header-h): in the flow, the bar sat under an empty strip of that height. */}
      <header className="fixed inset-x-0 top-0 z-10 flex h-[var(--header-h)] items-center border-b border-border bg-bg">
        <p className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
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
