import type { Metadata } from 'next';
import { FormOutcome } from '@/components/forms/form-outcome';
import { PageHero } from '@/components/layout/page-hero';
import { careerContent } from '@/content/career';
import { contactContent } from '@/content/contact';
import { feedstockContent } from '@/content/feedstock';
import { formMessages } from '@/lib/forms/messages';
import { normaliseReference } from '@/lib/forms/reference';

/*
 * The pages a form posted without JavaScript lands on: /{form}/sent when it was stored,
 * /{form}/retry when it was not (src/server/intake.ts answers the post with a 303 to one of them).
 * Each form is one entry below; the page files only name their form. The retry page, which
 * renders the form again, is ./retry-page.tsx, so that the sent pages do not load the form's script.
 */
export const outcomes = {
  contact: { path: '/contact', content: contactContent },
  career: { path: '/career', content: careerContent },
  supply: { path: '/feedstock', content: feedstockContent },
};

export type OutcomeForm = keyof typeof outcomes;

/** Neither page is indexed; the sent page's links may be followed, the retry page (a visitor's draft) is a dead end. */
export function outcomeMetadata(form: OutcomeForm, page: 'sent' | 'retry'): Metadata {
  return { title: outcomes[form].content[page].title, robots: { index: false, follow: page === 'sent' } };
}

/** The sent page, with the reference its address names (`?ref=ENQ-2611-7KQ4`) when it has the shape of one. */
export async function FormSentPage({ form, searchParams }: { form: OutcomeForm; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { path, content } = outcomes[form];
  const copy = content.sent;
  const reference = normaliseReference((await searchParams).ref);
  return (
    <>
      <PageHero title={copy.title} subtitle={copy.subtitle} particles={false} />
      <FormOutcome
        body={copy.body}
        reference={reference ? formMessages.reference.replace('{reference}', reference) : undefined}
        back={{ href: path, label: copy.back }}
        home={copy.home}
      />
    </>
  );
}
