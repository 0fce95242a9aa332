import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';

export { siteMetadata as metadata, siteViewport as viewport } from '@/content/metadata';

/** The English pages, at the root of the site. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
