import type { Metadata, Viewport } from 'next';
import { buildPageMetadata, type MetaInput, type OgImage } from '@/lib/seo';
import { defaultDescription, defaultKeywords, siteUrl } from '@/lib/site';
import type { TranslatedLocale } from '@/lib/i18n';
import { LOCALE_INFO } from '@/lib/i18n';
import { company } from './company';
import { requestLocale } from './i18n';

/** The site-wide Open Graph picture, shown when a page has none of its own. */
const defaultOgImage: OgImage = { url: '/images/og/default.jpg', width: 1200, height: 630, alt: company.name };

/**
 * A page's metadata (`pageMetadata(pages.about)`), with the company's short name and picture,
 * in the language of the request: call it while rendering (from `generateMetadata`), so that
 * a Hindi or Marathi page gets its own title, description, canonical address and alternates.
 */
export function pageMetadata(input: MetaInput): Metadata {
  const image = { ...defaultOgImage, alt: company.name };
  return buildPageMetadata(input, { shortName: company.shortName, defaultImage: image }, requestLocale());
}

/** What the Hindi and Marathi trees' layout gives every page before the page's own metadata. */
export function localizedSiteMetadata(locale: TranslatedLocale): Metadata {
  return {
    ...siteMetadata,
    openGraph: { ...siteMetadata.openGraph, locale: LOCALE_INFO[locale].ogLocale },
  };
}

/** Metadata every public page starts from (a page's own `pageMetadata` overrides it). */
export const siteMetadata: Metadata = {
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

export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0a1412' },
  ],
};
