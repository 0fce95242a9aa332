import type { Metadata } from 'next';
import { absoluteUrl, defaultDescription, defaultKeywords } from './site';

export type OgImage = { url: string; width: number; height: number; alt: string };

/** Who the site is, as page metadata names it (the content's company module supplies it). */
export type SiteIdentity = { shortName: string; defaultImage: OgImage };

export type MetaInput = {
  path: string;
  title: string;
  description?: string;
  keywords?: string[];
  image?: OgImage;
  type?: 'website' | 'article';
  publishedTime?: string;
};

/** Title, description, keywords, canonical URL, Open Graph and Twitter tags for one page. */
export function buildPageMetadata(input: MetaInput, site: SiteIdentity): Metadata {
  const description = input.description ?? defaultDescription;
  const image = input.image ?? site.defaultImage;
  const fullTitle = `${input.title} | ${site.shortName}`;
  return {
    // Absolute: the layout's title template does not apply to the page of its own segment (the home page).
    title: { absolute: fullTitle },
    description,
    keywords: [...(input.keywords ?? []), ...defaultKeywords],
    alternates: { canonical: absoluteUrl(input.path) },
    openGraph: {
      type: input.type ?? 'website',
      url: absoluteUrl(input.path),
      siteName: site.shortName,
      title: fullTitle,
      description,
      locale: 'en_IN',
      images: [image],
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
  };
}
