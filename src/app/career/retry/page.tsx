import type { Metadata } from 'next';
import { CareerForm } from '@/components/forms/career-form';
import { FormRetry, retryQuery } from '@/components/forms/form-outcome';
import { careerContent, openings } from '@/content/career';
import { loadOutcomeDraft } from '@/server/submissions';

/**
 * Where an application sent without JavaScript lands when it could not be
 * stored: rendered per request from the short-lived draft, values kept
 * (the résumé must be attached again), errors beside their fields.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: careerContent.retry.title, robots: { index: false, follow: false } };

export default async function CareerRetryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const draft = await loadOutcomeDraft('career', retryQuery(await searchParams));
  return (
    <FormRetry title={careerContent.retry.title} subtitle={careerContent.retry.subtitle} message={draft.message}>
      <CareerForm copy={careerContent.form} positions={openings.map((opening) => opening.title)} initialValues={draft.values} initialErrors={draft.errors} />
    </FormRetry>
  );
}
