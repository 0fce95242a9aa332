import type { Metadata } from 'next';
import { FormSentPage, outcomeMetadata } from '@/components/forms/outcome-pages';

/** Where a supply enquiry sent without JavaScript lands (303 from /api/supply). */
export const generateMetadata = (): Metadata => outcomeMetadata('supply', 'sent');

export default function FeedstockSentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <FormSentPage form="supply" searchParams={searchParams} />;
}
