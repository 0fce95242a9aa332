import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';

/** The public pages, with the site's header and footer. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
