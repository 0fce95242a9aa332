import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { Document } from '@/components/layout/document';
import { SiteChrome } from '@/components/layout/site-chrome';
import { setRequestLocale } from '@/content/i18n';
import { localizedSiteMetadata } from '@/content/metadata';
import { isTranslatedLocale, TRANSLATED_LOCALES } from '@/lib/i18n';

export { siteViewport as viewport } from '@/content/metadata';

/*
 * The Hindi and Marathi public pages: /hi/… and /mr/…. Each page below is the English
 * page's own component (a one-line file re-exporting it through ./localized.tsx), fed the
 * other language's words by the content modules (src/content/i18n/index.ts).
 * docs/decisions/018-languages.md says why the languages are two root trees.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return TRANSLATED_LOCALES.map((lang) => ({ lang }));
}

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>) {
  const { lang } = await params;
  if (!isTranslatedLocale(lang)) return {};
  setRequestLocale(lang);
  return localizedSiteMetadata(lang);
}

export default async function TranslatedLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isTranslatedLocale(lang)) notFound();
  setRequestLocale(lang);
  return (
    <Document locale={lang}>
      <SiteChrome>{children}</SiteChrome>
    </Document>
  );
}
