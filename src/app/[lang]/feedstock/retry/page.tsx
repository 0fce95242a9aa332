import Page, { generateMetadata as englishMetadata } from '@/app/(site)/feedstock/retry/page';
import { localizedPage, localizedMetadata } from '../../localized';
export const dynamic = 'force-dynamic';

/** The English page's component in Hindi or Marathi (./localized.tsx). */
export default localizedPage(Page);
export const generateMetadata = localizedMetadata(englishMetadata);
