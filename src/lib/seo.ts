import type { Metadata } from 'next';
import { company } from '@/content/company';
import type { PageEntry } from '@/content/pages';
import { absoluteUrl, defaultDescription, defaultKeywords } from './site';

export const defaultOgImage = { url: '/images/og/default.jpg', width: 1200, height: 630, alt: company.name };

type MetaInput = Pick<PageEntry, 'path' | 'title'> &
  Partial<Pick<PageEntry, 'description' | 'keywords'>> & {
    image?: { url: string; width: number; height: number; alt: string };
    type?: 'website' | 'article';
    publishedTime?: string;
  };

/** Title, description, keywords, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMetadata(input: MetaInput): Metadata {
  const description = input.description ?? defaultDescription;
  const image = input.image ?? defaultOgImage;
  const fullTitle = `${input.title} | ${company.shortName}`;
  return {
    // Absolute: the layout's title template does not apply to the page of its own segment (the home page).
    title: { absolute: fullTitle },
    description,
    keywords: [...(input.keywords ?? []), ...defaultKeywords],
    alternates: { canonical: absoluteUrl(input.path) },
    openGraph: {
      type: input.type ?? 'website',
      url: absoluteUrl(input.path),
      siteName: company.shortName,
      title: fullTitle,
      description,
      locale: 'en_IN',
      images: [image],
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
  };
}
