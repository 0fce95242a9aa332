import type { Metadata } from 'next';
import { Document } from '@/components/layout/document';
import { brandSansSwap } from '@/components/layout/font-not-found';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteChrome } from '@/components/layout/site-chrome';
import { notFoundCopy } from '@/content/not-found';

export const metadata: Metadata = { title: notFoundCopy.title, robots: { index: false } };

/**
 * An address that matches no page: prerendered once and served with 404, so it
 * works without scripts. The site has one root layout per language tree (and the
 * workspace's), so this page is its own document (Next.js's `global-not-found`,
 * enabled in next.config.ts), framed like every public page: the site's header with
 * its logo and navigation, and its footer, so a visitor who mistyped an address is
 * still on the site (docs/decisions/016-route-trees-and-languages.md). Its brand face
 * is declared for this page (src/components/layout/font-not-found.ts says why).
 */
export default function NotFound() {
  return (
    <Document locale="en" brandFont={brandSansSwap.variable}>
      <SiteChrome>
        <NotFoundView />
      </SiteChrome>
    </Document>
  );
}
