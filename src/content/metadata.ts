import type { Metadata } from 'next';
import { buildPageMetadata, type MetaInput, type OgImage } from '@/lib/seo';
import { company } from './company';

/** The site-wide Open Graph picture, shown when a page has none of its own. */
export const defaultOgImage: OgImage = { url: '/images/og/default.jpg', width: 1200, height: 630, alt: company.name };

/** A page's metadata (`pageMetadata(pages.about)`), with the company's short name and picture. */
export function pageMetadata(input: MetaInput): Metadata {
  return buildPageMetadata(input, { shortName: company.shortName, defaultImage: defaultOgImage });
}
