'use client';

import type { FormEvent } from 'react';
import { fieldErrors } from '@/lib/forms/field-errors';
import { HONEYPOT_FIELD, TEXT_LIMITS } from '@/lib/forms/limits';
import type { FormResponse } from '@/lib/forms/messages';
import { supplyFields, type SupplyField } from '@/lib/forms/supply-fields';
import type { SupplyErrors } from '@/lib/forms/supply-schema';
import { FormField, Honeypot, SubmitRow, TextField, describedBy, inputClass } from './form-field';
import { ToastList } from './toast-list';
import { useFormSubmission } from './use-form-submission';

export type SupplyFormCopy = {
  labels: Record<SupplyField, string>;
  hints: { phone: string; email: string; tonnes: string };
  placeholders: { village: string; district: string };
  feedstockPlaceholder: string;
  monthPlaceholder: string;
  requiredNote: string;
  submit: string;
  sending: string;
  honeypotLabel: string;
};

type Option = { value: string; label: string };

/**
 * The supply enquiry of /feedstock: a phone number rather than an e-mail address
 * (many farmers have none). Without JavaScript it posts natively to /api/supply
 * (the server answers with a redirect to /feedstock/sent or /feedstock/retry).
 * With JavaScript it checks the fields with the shared schema, sends JSON, and
 * shows the answer (with the reference) in its status region and a toast.
 */
export function SupplyForm({
  copy,
  feedstocks,
  months,
  errorCopy,
  requestFailed,
  initialValues = {},
  initialErrors = {},
  locale,
  messages,
}: {
  /** The page's language: sent with the form, so the answer, outcome page and acknowledgement follow it. */
  locale: string;
  messages?: Record<string, string>;
  copy: SupplyFormCopy;
  feedstocks: readonly Option[];
  months: readonly Option[];
  errorCopy: SupplyErrors;
  requestFailed: string;
  initialValues?: Record<string, string>;
  initialErrors?: Record<string, string>;
}) {
  const { formRef, pending, errors, status, toasts, refuse, submit } = useFormSubmission({ order: supplyFields, initialErrors, messages });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const payload: Record<string, string> = {};
    for (const field of [...supplyFields, HONEYPOT_FIELD]) payload[field] = String(data.get(field) ?? '');
    payload.locale = locale;

    // The shared schema (with Zod) loads on the first submit, not with the page.
    const { supplySchemaFor } = await import('@/lib/forms/supply-schema');
    const schema = supplySchemaFor({
      feedstocks: feedstocks.map((option) => option.value) as [string, ...string[]],
      months: months.map((option) => option.value) as [string, ...string[]],
      errors: errorCopy,
    });
    const checked = schema.safeParse(payload);
    if (!checked.success) return refuse(fieldErrors(checked.error.issues));
    await submit(
      form,
      async () => {
        const response = await fetch('/api/supply', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
        });
        return (await response.json()) as FormResponse;
      },
      requestFailed,
    );
  }

  const field = (name: SupplyField, hint = false) => ({
    id: `supply-${name}`,
    name,
    defaultValue: initialValues[name] ?? '',
    ...describedBy(`supply-${name}`, { error: errors[name], hint }),
  });

  return (
    <>
      <form ref={formRef} action="/api/supply" method="post" onSubmit={onSubmit} className="relative grid gap-5 sm:grid-cols-2" aria-describedby="supply-form-note">
        <input type="hidden" name="locale" value={locale} />
        <p id="supply-form-note" className="text-sm text-muted sm:col-span-2">
          {copy.requiredNote}
        </p>
        <TextField control={field('name')} label={copy.labels.name} type="text" required maxLength={TEXT_LIMITS.name} autoComplete="name" error={errors.name} />
        <FormField id="supply-phone" label={copy.labels.phone} required error={errors.phone} hint={copy.hints.phone}>
          <input {...field('phone', true)} type="tel" inputMode="tel" required maxLength={TEXT_LIMITS.phone} autoComplete="tel" className={inputClass} />
        </FormField>
        <FormField id="supply-village" label={copy.labels.village} error={errors.village}>
          <input {...field('village')} type="text" maxLength={TEXT_LIMITS.place} autoComplete="address-level3" placeholder={copy.placeholders.village} className={inputClass} />
        </FormField>
        <FormField id="supply-district" label={copy.labels.district} error={errors.district}>
          <input {...field('district')} type="text" maxLength={TEXT_LIMITS.place} autoComplete="address-level2" placeholder={copy.placeholders.district} className={inputClass} />
        </FormField>
        <FormField id="supply-feedstock" label={copy.labels.feedstock} required error={errors.feedstock}>
          <select {...field('feedstock')} required className={inputClass}>
            <option value="">{copy.feedstockPlaceholder}</option>
            {feedstocks.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="supply-month" label={copy.labels.month} error={errors.month}>
          <select {...field('month')} className={inputClass}>
            <option value="">{copy.monthPlaceholder}</option>
            {months.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="supply-tonnes" label={copy.labels.tonnes} error={errors.tonnes} hint={copy.hints.tonnes}>
          <input {...field('tonnes', true)} type="text" inputMode="decimal" maxLength={12} autoComplete="off" className={inputClass} />
        </FormField>
        <FormField id="supply-email" label={copy.labels.email} error={errors.email} hint={copy.hints.email}>
          <input {...field('email', true)} type="email" maxLength={TEXT_LIMITS.email} autoComplete="email" className={inputClass} />
        </FormField>
        <Honeypot name={HONEYPOT_FIELD} label={copy.honeypotLabel} idPrefix="supply" />
        <SubmitRow className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center" pending={pending} label={copy.submit} pendingLabel={copy.sending} status={status} testId="supply-status" />
      </form>
      <ToastList toasts={toasts} />
    </>
  );
}
