import type { Metadata } from 'next';
import { ServiceDetailLayout } from '@/components/services/service-detail-layout';
import { pages } from '@/content/pages';
import { materialSynthesis } from '@/content/services-details';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.materialSynthesis);

export default function MaterialSynthesisPage() {
  return <ServiceDetailLayout page={pages.materialSynthesis} detail={materialSynthesis} />;
}
