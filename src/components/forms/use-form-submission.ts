'use client';

import { useEffect, useRef, useState } from 'react';
import { formMessages, type FormResponse } from '@/lib/forms/messages';
import { useToasts } from './toast-list';

export type FormStatusValue = { tone: 'success' | 'error'; text: string } | null;

/**
 * What both forms do around sending: the pending state, field errors (focusing
 * the first one in `order`), the status message with its tone taken from the
 * answer's `success` (never from its wording), a toast on success, and a reset.
 */
export function useFormSubmission({
  order,
  initialErrors = {},
  initialStatus = null,
  messages = {},
}: {
  order: readonly string[];
  initialErrors?: Record<string, string>;
  initialStatus?: FormStatusValue;
  /** The forms' English messages with their translation in the page's language (src/content/form-messages.ts). */
  messages?: Record<string, string>;
}) {
  /** A message of the checks made here, in the page's language. */
  const say = (text: string) => messages[text] ?? text;
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [status, setStatus] = useState<FormStatusValue>(initialStatus);
  const { toasts, push } = useToasts();
  const formRef = useRef<HTMLFormElement>(null);
  // Once the script runs, the form's own checks (in the page's language, beside each field) stand in for
  // the browser's bubbles, which speak the browser's language; without the script the browser's still guard it.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  function focusFirstError(found: Record<string, string>) {
    const first = order.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  /** Errors found before sending. */
  function refuse(found: Record<string, string>) {
    const localized = Object.fromEntries(Object.entries(found).map(([field, text]) => [field, say(text)]));
    setErrors(localized);
    setStatus({ tone: 'error', text: say(formMessages.invalid) });
    focusFirstError(localized);
  }

  /** Sends with `send`, then shows the answer; `failed` is the message when no answer came. */
  async function submit(form: HTMLFormElement, send: () => Promise<FormResponse>, failed: string, onSuccess?: () => void) {
    setErrors({});
    setStatus(null);
    setPending(true);
    try {
      const body = await send();
      if (typeof body?.message !== 'string') throw new Error('unexpected answer');
      setStatus({ tone: body.success ? 'success' : 'error', text: body.message });
      if (body.success) {
        push('success', body.message);
        form.reset();
        onSuccess?.();
      } else if (body.errors) {
        setErrors(body.errors);
        focusFirstError(body.errors);
      }
    } catch {
      setStatus({ tone: 'error', text: say(failed) });
    } finally {
      setPending(false);
    }
  }

  return { say, formRef, pending, errors, setErrors, status, toasts, refuse, submit };
}
