import type { ReactNode } from 'react';
import { CareerForm } from '@/components/forms/career-form';
import { ContactForm } from '@/components/forms/contact-form';
import { SupplyForm } from '@/components/forms/supply-form';
import { FormRetry } from '@/components/forms/form-outcome';
import { outcomes, type OutcomeForm } from '@/components/forms/outcome-pages';
import { careerContent, openingChoices } from '@/content/career';
import { formLanguage } from '@/content/form-messages';
import { contactContent, contactServiceChoices } from '@/content/contact';
import { feedstockContent, feedstocks, monthOptions } from '@/content/feedstock';

type Draft = { values: Record<string, string>; errors: Record<string, string>; message: string };

/** Each form, filled in from a draft. */
const forms: Record<OutcomeForm, (draft: Draft) => ReactNode> = {
  contact: (draft) => <ContactForm copy={contactContent.form} serviceGroups={contactServiceChoices()} {...formLanguage()} initialValues={draft.values} initialErrors={draft.errors} />,
  career: (draft) => (
    <CareerForm copy={careerContent.form} positions={openingChoices()} {...formLanguage()} initialValues={draft.values} initialErrors={draft.errors} />
  ),
  supply: (draft) => (
    <SupplyForm
      {...formLanguage()}
      copy={feedstockContent.form}
      feedstocks={feedstocks.map((item) => ({ value: item.id, label: item.name }))}
      months={monthOptions}
      errorCopy={feedstockContent.errors}
      requestFailed={feedstockContent.messages.requestFailed}
      initialValues={draft.values}
      initialErrors={draft.errors}
    />
  ),
};

/** The /{form}/retry page: the reason, then the form again, filled in from the draft (a résumé must be attached again). */
export function FormRetryPage({ form, draft }: { form: OutcomeForm; draft: Draft }) {
  const copy = outcomes[form].content.retry;
  return (
    <FormRetry title={copy.title} subtitle={copy.subtitle} message={draft.message}>
      {forms[form](draft)}
    </FormRetry>
  );
}
