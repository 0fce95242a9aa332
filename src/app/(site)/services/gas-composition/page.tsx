import type { Metadata } from 'next';
import { ServiceDetailLayout } from '@/components/services/service-detail-layout';
import { pages } from '@/content/pages';
import { gasComposition } from '@/content/services-details';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.gasComposition);

export default function GasCompositionPage() {
  return <ServiceDetailLayout page={pages.gasComposition} detail={gasComposition} />;
}
