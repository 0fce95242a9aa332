import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/contact-form';
import { FormRetry, retryQuery } from '@/components/forms/form-outcome';
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
  const draft = await loadOutcomeDraft('contact', retryQuery(await searchParams));
  return (
    <FormRetry title={contactContent.retry.title} subtitle={contactContent.retry.subtitle} message={draft.message}>
      <ContactForm copy={contactContent.form} serviceGroups={contactServiceGroups} initialValues={draft.values} initialErrors={draft.errors} />
    </FormRetry>
  );
}
