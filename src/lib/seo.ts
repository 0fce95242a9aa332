import type { Metadata } from 'next';
import { englishPath, LOCALE_INFO, LOCALES, localizePath, type Locale } from './i18n';
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

/**
 * The page's address in every language, for `<link rel="alternate" hreflang>`: en, hi, mr,
 * and x-default (the English page, for a reader of any other language).
 */
export function languageAlternates(path: string): Record<string, string> {
  const english = englishPath(path);
  const alternates: Record<string, string> = {};
  for (const locale of LOCALES) alternates[LOCALE_INFO[locale].hreflang] = absoluteUrl(localizePath(english, locale));
  alternates['x-default'] = absoluteUrl(english);
  return alternates;
}

/**
 * Title, description, keywords, canonical URL, language alternates, Open Graph and Twitter
 * tags for one page in one language (`input.path` is its English address).
 */
export function buildPageMetadata(input: MetaInput, site: SiteIdentity, locale: Locale = 'en'): Metadata {
  const url = absoluteUrl(localizePath(input.path, locale));
  const description = input.description ?? defaultDescription;
  const image = input.image ?? site.defaultImage;
  const fullTitle = `${input.title} | ${site.shortName}`;
  return {
    // Absolute: the layout's title template does not apply to the page of its own segment (the home page).
    title: { absolute: fullTitle },
    description,
    keywords: [...(input.keywords ?? []), ...defaultKeywords],
    alternates: { canonical: url, languages: languageAlternates(input.path) },
    openGraph: {
      type: input.type ?? 'website',
      url,
      siteName: site.shortName,
      title: fullTitle,
      description,
      locale: LOCALE_INFO[locale].ogLocale,
      images: [image],
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
  };
}
