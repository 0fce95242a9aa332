import type { Metadata } from 'next';
import { ServiceDetailLayout } from '@/components/services/service-detail-layout';
import { pages } from '@/content/pages';
import { microbialTesting } from '@/content/services-details';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.microbial);

export default function MicrobialTestingPage() {
  return <ServiceDetailLayout page={pages.microbial} detail={microbialTesting} />;
}
