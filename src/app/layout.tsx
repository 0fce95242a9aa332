import type { ReactNode } from 'react';
import './globals.css';
import { brandDevanagari, brandSans } from '@/components/layout/fonts';
import { themeScript } from '@/lib/theme-script';

export { siteMetadata as metadata, siteViewport as viewport } from '@/content/metadata';

/*
 * The document every page shares: fonts, the theme script and the stylesheet.
 * What surrounds a page's content comes from its tree: the public pages'
 * header and footer from `(site)/layout.tsx`, the workspace's own bar from
 * `staff/layout.tsx` (docs/decisions/016-route-trees-and-languages.md).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${brandSans.variable} ${brandDevanagari.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
