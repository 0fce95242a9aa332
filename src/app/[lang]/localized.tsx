import type { Metadata, ResolvingMetadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { setRequestLocale } from '@/content/i18n';
import { isTranslatedLocale } from '@/lib/i18n';

/*
 * A Hindi or Marathi page is the English page's component, rendered after the request's
 * language is set from the `[lang]` segment. The page sets it itself (not only the layout):
 * on a client-side navigation Next.js renders the page without its layout.
 */
type Props = { params: Promise<Record<string, string>>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function enter(params: Props['params']) {
  const { lang } = await params;
  if (!isTranslatedLocale(lang)) notFound();
  setRequestLocale(lang);
}

// The English pages take the props Next.js gives a page (or none): any page component fits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function localizedPage(Page: ComponentType<any>) {
  return async function LocalizedPage(props: Props) {
    await enter(props.params);
    return <Page {...props} />;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GenerateMetadata = (props: any, parent: ResolvingMetadata) => Metadata | Promise<Metadata>;

export function localizedMetadata(generate: GenerateMetadata) {
  return async function generateMetadata(props: Props, parent: ResolvingMetadata): Promise<Metadata> {
    await enter(props.params);
    return generate(props, parent);
  };
}
