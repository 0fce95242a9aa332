import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteDocument } from '@/components/layout/site-document';
import { notFoundCopy } from '@/content/not-found';
import { company } from '@/content/company';
import { siteMetadata } from '@/content/metadata';

export { siteViewport as viewport } from '@/content/metadata';

// The site's title template applies to pages below a layout, not to this page beside the root one.
export const metadata: Metadata = { ...siteMetadata, title: { absolute: `${notFoundCopy.title} | ${company.shortName}` }, robots: { index: false } };

/** An address that matches no route: the not-found page in the public site's document. */
export default function NotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundView />
    </SiteDocument>
  );
}
