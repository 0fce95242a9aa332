import type { ReactNode } from 'react';
import '@/app/globals.css';
import { LOCALE_INFO, type Locale } from '@/lib/i18n';
import { themeScript } from '@/lib/theme-script';
import { brandDevanagari, brandSans } from './fonts';

/*
 * The document every page has: `<html lang>`, fonts, the theme script and the stylesheet.
 * Each route tree's root layout renders it (the English pages, the Hindi and Marathi pages,
 * the staff workspace), because only a root layout can set `<html lang>` on a prerendered
 * page (docs/decisions/018-languages.md). The Devanagari face is named only on Hindi and
 * Marathi pages: an English page never downloads it (its language switcher's "हिन्दी" and
 * "मराठी" use the system's Devanagari face).
 */
export function Document({ locale, children, brandFont = brandSans.variable }: { locale: Locale; children: ReactNode; brandFont?: string }) {
  // `brandFont`: the site-wide not-found page declares the same face its own way (./font-not-found.ts).
  const fonts = locale === 'en' ? brandFont : `${brandFont} ${brandDevanagari.variable}`;
  return (
    <html lang={LOCALE_INFO[locale].htmlLang} className={fonts} suppressHydrationWarning>
      {/* A root layout's own <head> (next/head belongs to the pages router). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
