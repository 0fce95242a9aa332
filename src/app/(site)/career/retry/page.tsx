import type { Metadata } from 'next';
import { retryQuery } from '@/components/forms/form-outcome';
import { outcomeMetadata } from '@/components/forms/outcome-pages';
import { FormRetryPage } from '@/components/forms/retry-page';
import { loadOutcomeDraft } from '@/server/intake';

/**
 * Where an application sent without JavaScript lands when it could not be
 * stored: rendered per request from the short-lived draft, values kept
 * (the résumé must be attached again), errors beside their fields.
 */
export const dynamic = 'force-dynamic';
export const generateMetadata = (): Metadata => outcomeMetadata('career', 'retry');

export default async function CareerRetryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <FormRetryPage form="career" draft={await loadOutcomeDraft('career', retryQuery(await searchParams))} />;
}
