import type { Metadata } from 'next';
import { CareerForm } from '@/components/forms/career-form';
import { ContactForm } from '@/components/forms/contact-form';
import { FormOutcome, FormRetry } from '@/components/forms/form-outcome';
import { PageHero } from '@/components/layout/page-hero';
import { careerContent, openings } from '@/content/career';
import { contactContent, contactServiceGroups } from '@/content/contact';

/*
 * The pages a form posted without JavaScript lands on: /{form}/sent when it was stored,
 * /{form}/retry when it was not (src/server/submissions.ts answers the post with a 303 to one of them).
 * Each form is one descriptor below; the page files only name their form.
 */

type Draft = { values: Record<string, string>; errors: Record<string, string>; message: string };

const forms = {
  contact: {
    path: '/contact',
    content: contactContent,
    form: (draft: Draft) => <ContactForm copy={contactContent.form} serviceGroups={contactServiceGroups} initialValues={draft.values} initialErrors={draft.errors} />,
  },
  career: {
    path: '/career',
    content: careerContent,
    form: (draft: Draft) => (
      <CareerForm copy={careerContent.form} positions={openings.map((opening) => opening.title)} initialValues={draft.values} initialErrors={draft.errors} />
    ),
  },
};

export type OutcomeForm = keyof typeof forms;

/** Neither page is indexed; the sent page's links may be followed, the retry page (a visitor's draft) is a dead end. */
export function outcomeMetadata(form: OutcomeForm, page: 'sent' | 'retry'): Metadata {
  return { title: forms[form].content[page].title, robots: { index: false, follow: page === 'sent' } };
}

export function FormSentPage({ form }: { form: OutcomeForm }) {
  const { path, content } = forms[form];
  const copy = content.sent;
  return (
    <>
      <PageHero title={copy.title} subtitle={copy.subtitle} particles={false} />
      <FormOutcome body={copy.body} back={{ href: path, label: copy.back }} home={copy.home} />
    </>
  );
}

/** The retry page: the reason, then the form again, filled in from the draft (a résumé must be attached again). */
export function FormRetryPage({ form, draft }: { form: OutcomeForm; draft: Draft }) {
  const { content, form: render } = forms[form];
  return (
    <FormRetry title={content.retry.title} subtitle={content.retry.subtitle} message={draft.message}>
      {render(draft)}
    </FormRetry>
  );
}
