import type { ReactNode } from 'react';
import { htmlLang, type Locale } from '@/lib/i18n/locales';
import { themeScript } from '@/lib/theme-script';
import { brandDevanagari, brandSans } from './fonts';
import { RevealObserver } from './reveal-observer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsappQuickAction } from './whatsapp-quick-action';

/**
 * The public pages' document in one language: `<html lang>`, the theme script,
 * the skip link, header, main and footer, and on phones the WhatsApp quick action. The Devanagari face is declared with
 * its unicode-range (src/components/layout/fonts.ts), so a page downloads it
 * only when it shows Devanagari.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={htmlLang[locale]} className={`${brandSans.variable} ${brandDevanagari.variable}`} suppressHydrationWarning>
      {/* An App Router document rendered by the layouts: next/head belongs to the Pages Router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
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
        <WhatsappQuickAction />
        <RevealObserver />
      </body>
    </html>
  );
}
