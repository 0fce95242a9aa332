import type { Metadata } from 'next';
import { ServiceDetailLayout } from '@/components/services/service-detail-layout';
import { pages } from '@/content/pages';
import { biomassCharacterization } from '@/content/services-details';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.biomassCharacterization);

export default function BiomassCharacterizationPage() {
  return <ServiceDetailLayout page={pages.biomassCharacterization} detail={biomassCharacterization} />;
}
