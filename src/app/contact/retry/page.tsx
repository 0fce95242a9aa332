import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/contact-form';
import { PageHero } from '@/components/layout/page-hero';
import { contactContent, contactServiceGroups } from '@/content/contact';
import { loadOutcomeDraft } from '@/server/submissions';

/**
 * Where a contact message sent without JavaScript lands when it could not be
 * stored: rendered per request from the short-lived draft the endpoint saved,
 * with the values kept and each field's error beside it.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: contactContent.retry.title, robots: { index: false, follow: false } };

export default async function ContactRetryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  const draft = await loadOutcomeDraft('contact', { draft: one(params.draft), reason: one(params.reason) });
  return (
    <>
      <PageHero title={contactContent.retry.title} subtitle={contactContent.retry.subtitle} particles={false} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <p role="alert" className="mb-8 rounded-xl border border-danger bg-surface p-4 font-medium text-danger">
          {draft.message}
        </p>
        <ContactForm copy={contactContent.form} serviceGroups={contactServiceGroups} initialValues={draft.values} initialErrors={draft.errors} />
      </div>
    </>
  );
}
