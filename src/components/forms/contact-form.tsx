'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contactFields, serviceOptions, servicePlaceholder } from '@/lib/forms/contact-fields';
import { fieldErrors } from '@/lib/forms/field-errors';
import { HONEYPOT_FIELD, TEXT_LIMITS } from '@/lib/forms/limits';
import { formMessages, type FormResponse } from '@/lib/forms/messages';
import { FormField, Honeypot, describedBy, inputClass } from './form-field';
import { ToastList, useToasts } from './toast-list';

type Labels = {
  labels: Record<(typeof contactFields)[number], string>;
  placeholders: { message: string };
  submit: string;
  sending: string;
  requiredNote: string;
  honeypotLabel: string;
};

type Status = { tone: 'success' | 'error'; text: string } | null;

/**
 * The contact form. Without JavaScript it posts natively to /api/contact
 * (the server answers with a redirect to the outcome page). With JavaScript it
 * checks the fields with the shared schema, sends JSON, and shows the answer
 * in its status region and a toast.
 */
export function ContactForm({
  copy,
  initialValues = {},
  initialErrors = {},
  initialStatus = null,
}: {
  copy: Labels;
  initialValues?: Record<string, string>;
  initialErrors?: Record<string, string>;
  initialStatus?: Status;
}) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [status, setStatus] = useState<Status>(initialStatus);
  const { toasts, push } = useToasts();
  const formRef = useRef<HTMLFormElement>(null);
  // Marks the form as handled by script (until then a submit is a native post); tests wait for it.
  useEffect(() => formRef.current?.setAttribute('data-ready', 'true'), []);

  function focusFirstError(found: Record<string, string>) {
    const first = contactFields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function report(tone: 'success' | 'error', text: string) {
    setStatus({ tone, text });
    push(tone, text);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const payload: Record<string, string> = {};
    for (const field of [...contactFields, HONEYPOT_FIELD]) payload[field] = String(data.get(field) ?? '');

    // The shared schema (with Zod) loads on the first submit, not with the page.
    const { contactSchema } = await import('@/lib/forms/contact-schema');
    const checked = contactSchema.safeParse(payload);
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues);
      setErrors(found);
      setStatus({ tone: 'error', text: formMessages.invalid });
      focusFirstError(found);
      return;
    }
    setErrors({});
    setStatus(null);
    setSending(true);
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      const body = (await response.json()) as FormResponse;
      if (typeof body?.message !== 'string') throw new Error('unexpected answer');
      report(body.success ? 'success' : 'error', body.message);
      if (body.success) {
        form.reset();
      } else if (body.errors) {
        setErrors(body.errors);
        focusFirstError(body.errors);
      }
    } catch {
      report('error', formMessages.contact.requestFailed);
    } finally {
      setSending(false);
    }
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
        noValidate={false}
        className="relative grid gap-5 sm:grid-cols-2"
        aria-describedby="contact-form-note"
      >
        <p id="contact-form-note" className="text-sm text-muted sm:col-span-2">
          {copy.requiredNote}
        </p>
        <FormField id="contact-firstName" label={copy.labels.firstName} required error={errors.firstName}>
          <input {...field('firstName')} type="text" required maxLength={TEXT_LIMITS.name} autoComplete="given-name" className={inputClass} />
        </FormField>
        <FormField id="contact-lastName" label={copy.labels.lastName} error={errors.lastName}>
          <input {...field('lastName')} type="text" maxLength={TEXT_LIMITS.name} autoComplete="family-name" className={inputClass} />
        </FormField>
        <FormField id="contact-email" label={copy.labels.email} required error={errors.email}>
          <input {...field('email')} type="email" required maxLength={TEXT_LIMITS.email} autoComplete="email" className={inputClass} />
        </FormField>
        <FormField id="contact-phone" label={copy.labels.phone} error={errors.phone}>
          <input {...field('phone')} type="tel" maxLength={TEXT_LIMITS.phone} autoComplete="tel" className={inputClass} />
        </FormField>
        <FormField id="contact-company" label={copy.labels.company} error={errors.company}>
          <input {...field('company')} type="text" maxLength={TEXT_LIMITS.company} autoComplete="organization" className={inputClass} />
        </FormField>
        <FormField id="contact-service" label={copy.labels.service} error={errors.service}>
          <select {...field('service')} className={inputClass}>
            <option value="">{servicePlaceholder}</option>
            {serviceOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
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
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={sending}
            aria-disabled={sending}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-8 py-2.5 text-sm font-semibold text-brand-fg shadow-sm transition-colors hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-70"
          >
            {sending ? copy.sending : copy.submit}
          </button>
          <p
            role="status"
            aria-live="polite"
            data-testid="contact-status"
            className={`text-sm font-medium ${status?.tone === 'success' ? 'text-success' : 'text-danger'}`}
          >
            {status?.text ?? ''}
          </p>
        </div>
      </form>
      <ToastList toasts={toasts} />
    </>
  );
}
