import type { Metadata } from 'next';
import { CareerForm } from '@/components/forms/career-form';
import { PageHero } from '@/components/layout/page-hero';
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
  const params = await searchParams;
  const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  const draft = await loadOutcomeDraft('career', { draft: one(params.draft), reason: one(params.reason) });
  return (
    <>
      <PageHero title={careerContent.retry.title} subtitle={careerContent.retry.subtitle} particles={false} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <p role="alert" className="mb-8 rounded-xl border border-danger bg-surface p-4 font-medium text-danger">
          {draft.message}
        </p>
        <CareerForm copy={careerContent.form} positions={openings.map((opening) => opening.title)} initialValues={draft.values} initialErrors={draft.errors} />
      </div>
    </>
  );
}
