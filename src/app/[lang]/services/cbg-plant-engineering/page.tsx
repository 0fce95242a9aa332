import Page, { generateMetadata as englishMetadata } from '@/app/(site)/services/cbg-plant-engineering/page';
import { localizedPage, localizedMetadata } from '../../localized';

/** The English page's component in Hindi or Marathi (./localized.tsx). */
export default localizedPage(Page);
export const generateMetadata = localizedMetadata(englishMetadata);
