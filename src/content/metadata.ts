import type { Metadata, Viewport } from 'next';
import { buildPageMetadata, type MetaInput, type OgImage } from '@/lib/seo';
import { defaultDescription, defaultKeywords, siteUrl } from '@/lib/site';
import { company } from './company';

/** The site-wide Open Graph picture, shown when a page has none of its own. */
const defaultOgImage: OgImage = { url: '/images/og/default.jpg', width: 1200, height: 630, alt: company.name };

/** A page's metadata (`pageMetadata(pages.about)`), with the company's short name and picture. */
export function pageMetadata(input: MetaInput): Metadata {
  return buildPageMetadata(input, { shortName: company.shortName, defaultImage: defaultOgImage });
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
