import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { RevealObserver } from '@/components/layout/reveal-observer';
import { company } from '@/content/company';
import { defaultOgImage } from '@/content/metadata';
import { defaultDescription, defaultKeywords, siteUrl } from '@/lib/site';
import { themeScript } from '@/lib/theme-script';
import { brandDevanagari, brandSans } from './fonts';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: company.shortName, template: `%s | ${company.shortName}` },
  description: defaultDescription,
  keywords: defaultKeywords,
  applicationName: company.shortName,
  openGraph: { siteName: company.shortName, type: 'website', locale: 'en_IN', images: [defaultOgImage] },
  twitter: { card: 'summary_large_image' },
  icons: { icon: '/icon.svg' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0a1412' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${brandSans.variable} ${brandDevanagari.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen antialiased">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <RevealObserver />
      </body>
    </html>
  );
}
