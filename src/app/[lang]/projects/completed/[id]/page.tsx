import Page, { generateMetadata as englishMetadata } from '@/app/(site)/projects/completed/[id]/page';
import { localizedPage, localizedMetadata } from '../../../localized';

export { generateStaticParams } from '@/app/(site)/projects/completed/[id]/page';
export const dynamicParams = false;

/** The English page's component in Hindi or Marathi (./localized.tsx). */
export default localizedPage(Page);
export const generateMetadata = localizedMetadata(englishMetadata);
