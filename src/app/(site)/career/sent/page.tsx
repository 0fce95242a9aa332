import type { Metadata } from 'next';
import { FormSentPage, outcomeMetadata } from '@/components/forms/outcome-pages';

/** Where an application sent without JavaScript lands (303 from /api/career-apply). */
export const generateMetadata = (): Metadata => outcomeMetadata('career', 'sent');

export default function CareerSentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <FormSentPage form="career" searchParams={searchParams} />;
}
