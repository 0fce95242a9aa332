import type { Metadata } from 'next';
import { FormOutcome } from '@/components/forms/form-outcome';
import { PageHero } from '@/components/layout/page-hero';
import { careerContent } from '@/content/career';
import { contactContent } from '@/content/contact';

/*
 * The pages a form posted without JavaScript lands on: /{form}/sent when it was stored,
 * /{form}/retry when it was not (src/server/intake.ts answers the post with a 303 to one of them).
 * Each form is one entry below; the page files only name their form. The retry page, which
 * renders the form again, is ./retry-page.tsx, so that the sent pages do not load the form's script.
 */
export const outcomes = {
  contact: { path: '/contact', content: contactContent },
  career: { path: '/career', content: careerContent },
};

export type OutcomeForm = keyof typeof outcomes;

/** Neither page is indexed; the sent page's links may be followed, the retry page (a visitor's draft) is a dead end. */
export function outcomeMetadata(form: OutcomeForm, page: 'sent' | 'retry'): Metadata {
  return { title: outcomes[form].content[page].title, robots: { index: false, follow: page === 'sent' } };
}

export function FormSentPage({ form }: { form: OutcomeForm }) {
  const { path, content } = outcomes[form];
  const copy = content.sent;
  return (
    <>
      <PageHero title={copy.title} subtitle={copy.subtitle} particles={false} />
      <FormOutcome body={copy.body} back={{ href: path, label: copy.back }} home={copy.home} />
    </>
  );
}
