import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { notFoundCopy } from '@/content/not-found';
import { localizedMetadata, localizedPage } from '../localized';

/**
 * The not-found page of the Hindi and Marathi trees, prerendered in each language. src/proxy.ts
 * answers every /hi/… or /mr/… address that names no page with it and HTTP 404, as it does for
 * unknown blog posts: the site-wide not-found page (src/app/global-not-found.tsx) is English.
 */
export const generateMetadata = localizedMetadata((): Metadata => ({ title: notFoundCopy.title, robots: { index: false } }));

export default localizedPage(NotFoundView);
