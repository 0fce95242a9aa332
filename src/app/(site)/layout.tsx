import type { ReactNode } from 'react';
import { Document } from '@/components/layout/document';
import { SiteChrome } from '@/components/layout/site-chrome';

export { siteMetadata as metadata, siteViewport as viewport } from '@/content/metadata';

/**
 * The English public pages, at the root of the site, with the site's header and footer.
 * Their Hindi and Marathi twins are the same pages under src/app/[lang]/ (docs/decisions/018-languages.md).
 */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <Document locale="en">
      <SiteChrome>{children}</SiteChrome>
    </Document>
  );
}
