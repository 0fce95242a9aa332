import type { Metadata } from 'next';
import { retryQuery } from '@/components/forms/form-outcome';
import { outcomeMetadata } from '@/components/forms/outcome-pages';
import { FormRetryPage } from '@/components/forms/retry-page';
import { loadOutcomeDraft } from '@/server/intake';

/**
 * Where a supply enquiry sent without JavaScript lands when it could not be
 * stored: rendered per request from the short-lived draft the endpoint saved,
 * with the values kept and each field's error beside it.
 */
export const dynamic = 'force-dynamic';
export const generateMetadata = (): Metadata => outcomeMetadata('supply', 'retry');

export default async function FeedstockRetryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <FormRetryPage form="supply" draft={await loadOutcomeDraft('supply', retryQuery(await searchParams))} />;
}
