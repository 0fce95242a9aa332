'use client';

import { useEffect, type FormEvent } from 'react';
import { contactFields, servicePlaceholder } from '@/lib/forms/contact-fields';
import { fieldErrors } from '@/lib/forms/field-errors';
import { HONEYPOT_FIELD, TEXT_LIMITS } from '@/lib/forms/limits';
import { formMessages, type FormResponse } from '@/lib/forms/messages';
import { FormField, Honeypot, SubmitRow, TextField, describedBy, inputClass } from './form-field';
import { ToastList } from './toast-list';
import { useFormSubmission, type FormStatusValue } from './use-form-submission';

type Labels = {
  labels: Record<(typeof contactFields)[number], string>;
  placeholders: { message: string };
  submit: string;
  sending: string;
  requiredNote: string;
  honeypotLabel: string;
};

/**
 * The options of "Service Interested In", in groups (src/content/contact.ts): each option's
 * value is its English name (what is stored and what staff routing reads), its label in the
 * page's language.
 */
export type ServiceGroups = readonly { label: string; options: readonly { value: string; label: string }[] }[];

/**
 * The contact form. Without JavaScript it posts natively to /api/contact
 * (the server answers with a redirect to the outcome page). With JavaScript it
 * checks the fields with the shared schema, sends JSON, and shows the answer
 * in its status region and, on success, a toast.
 */
export function ContactForm({
  copy,
  serviceGroups,
  initialValues = {},
  initialErrors = {},
  initialStatus = null,
  locale,
  messages,
}: {
  copy: Labels;
  serviceGroups: ServiceGroups;
  /** The page's language: sent with the form, so the answer, outcome page and acknowledgement follow it. */
  locale: string;
  messages?: Record<string, string>;
  initialValues?: Record<string, string>;
  initialErrors?: Record<string, string>;
  initialStatus?: FormStatusValue;
}) {
  const { say, formRef, pending, errors, status, toasts, refuse, submit } = useFormSubmission({ order: contactFields, initialErrors, initialStatus, messages });

  // /contact?service=…&message=… (e.g. from the feedstock calculator's call to action) preselects the
  // service and prefills the message. Read here, in the browser, so the page itself stays static; a
  // field the visitor already filled (or a re-shown form) wins. Values only ever go into form controls.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams(window.location.search);
    const service = params.get('service');
    const message = params.get('message');
    const select = form.elements.namedItem('service');
    if (service && select instanceof HTMLSelectElement && !select.value && [...select.options].some((o) => o.value === service)) select.value = service;
    const textarea = form.elements.namedItem('message');
    if (message && textarea instanceof HTMLTextAreaElement && !textarea.value) textarea.value = message.slice(0, TEXT_LIMITS.message);
  }, [formRef]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const payload: Record<string, string> = {};
    for (const field of [...contactFields, HONEYPOT_FIELD]) payload[field] = String(data.get(field) ?? '');
    payload.locale = locale;

    // The shared schema (with Zod) loads on the first submit, not with the page.
    const { contactSchemaFor } = await import('@/lib/forms/contact-schema');
    const options = serviceGroups.flatMap((group) => group.options.map((option) => option.value)) as [string, ...string[]];
    const checked = contactSchemaFor(options).safeParse(payload);
    if (!checked.success) return refuse(fieldErrors(checked.error.issues));
    await submit(
      form,
      async () => {
        const response = await fetch('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
        });
        return (await response.json()) as FormResponse;
      },
      formMessages.contact.requestFailed,
    );
  }

  const field = (name: (typeof contactFields)[number]) => ({
    id: `contact-${name}`,
    name,
    defaultValue: initialValues[name] ?? '',
    ...describedBy(`contact-${name}`, { error: errors[name] }),
  });

  return (
    <>
      <form
        ref={formRef}
        action="/api/contact"
        method="post"
        onSubmit={onSubmit}
        className="relative grid gap-5 sm:grid-cols-2"
        aria-describedby="contact-form-note"
      >
        <input type="hidden" name="locale" value={locale} />
        <p id="contact-form-note" className="text-sm text-muted sm:col-span-2">
          {copy.requiredNote}
        </p>
        <TextField control={field('firstName')} label={copy.labels.firstName} type="text" required maxLength={TEXT_LIMITS.name} autoComplete="given-name" error={errors.firstName} />
        <TextField control={field('lastName')} label={copy.labels.lastName} type="text" maxLength={TEXT_LIMITS.name} autoComplete="family-name" error={errors.lastName} />
        <TextField control={field('email')} label={copy.labels.email} type="email" required maxLength={TEXT_LIMITS.email} autoComplete="email" error={errors.email} />
        <TextField control={field('phone')} label={copy.labels.phone} type="tel" maxLength={TEXT_LIMITS.phone} autoComplete="tel" error={errors.phone} />
        <TextField control={field('company')} label={copy.labels.company} type="text" maxLength={TEXT_LIMITS.company} autoComplete="organization" error={errors.company} />
        <FormField id="contact-service" label={copy.labels.service} error={errors.service}>
          <select {...field('service')} className={inputClass}>
            <option value="">{say(servicePlaceholder)}</option>
            {serviceGroups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
        <FormField id="contact-message" label={copy.labels.message} required error={errors.message} className="sm:col-span-2">
          <textarea
            {...field('message')}
            required
            rows={6}
            maxLength={TEXT_LIMITS.message}
            placeholder={copy.placeholders.message}
            className={inputClass}
          />
        </FormField>
        <Honeypot name={HONEYPOT_FIELD} label={copy.honeypotLabel} idPrefix="contact" />
        <SubmitRow className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center" pending={pending} label={copy.submit} pendingLabel={copy.sending} status={status} testId="contact-status" />
      </form>
      <ToastList toasts={toasts} />
    </>
  );
}
