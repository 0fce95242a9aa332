'use client';

import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { checkResumeMeta } from '@/lib/forms/career-fields';
import { fieldErrors } from '@/lib/forms/field-errors';
import { HONEYPOT_FIELD, RESUME_ACCEPT, TEXT_LIMITS, formatBytes } from '@/lib/forms/limits';
import { formMessages, type FormResponse } from '@/lib/forms/messages';
import { FormField, Honeypot, SubmitRow, TextField, describedBy, inputClass } from './form-field';
import { ToastList } from './toast-list';
import { useFormSubmission } from './use-form-submission';

type Copy = {
  labels: { name: string; email: string; position: string; message: string; resume: string };
  generalApplication: string;
  placeholders: { message: string };
  resumeHint: string;
  submit: string;
  submitting: string;
  uploading: string;
  requiredNote: string;
  honeypotLabel: string;
};

const order = ['name', 'email', 'position', 'message', 'resume'] as const;

/** Sends the form with XMLHttpRequest, the one browser API that reports upload progress. */
function upload(data: FormData, onProgress: (percent: number) => void): Promise<FormResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/career-apply');
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      try {
        const body = JSON.parse(request.responseText) as FormResponse;
        if (typeof body?.message !== 'string') throw new Error('unexpected answer');
        resolve(body);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new Error('network error'));
    request.onabort = () => reject(new Error('aborted'));
    request.send(data);
  });
}

/**
 * The application form. Without JavaScript it posts natively (multipart) to
 * /api/career-apply. With JavaScript it shows the chosen file's name and size,
 * refuses files over 5 MB before sending, shows upload progress, and shows the
 * answer like the contact form does (useFormSubmission).
 */
export function CareerForm({
  copy,
  positions = [],
  initialValues = {},
  initialErrors = {},
  initialMessage = '',
  locale,
  messages,
}: {
  copy: Copy;
  /**
   * The open positions: value the opening's English title (what staff see), label in the
   * page's language; the select's first choice is a general application ('').
   */
  positions?: readonly { value: string; label: string }[];
  /** The page's language: sent with the form, so the answer, outcome page and acknowledgement follow it. */
  locale: string;
  messages?: Record<string, string>;
  initialValues?: Record<string, string>;
  initialErrors?: Record<string, string>;
  initialMessage?: string;
}) {
  const { say, formRef, pending, errors, setErrors, status, toasts, refuse, submit } = useFormSubmission({
    order,
    initialErrors,
    initialStatus: initialMessage ? { tone: 'error', text: initialMessage } : null,
    messages,
  });
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // An opening's "Apply for this position" (a link to the form, data-apply-position holding the
  // select's value) chooses that position and puts the focus on it, so the applicant arrives at
  // a form that already names the role. Without scripts the link still leads to the form.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-apply-position]');
      const select = formRef.current?.elements.namedItem('position');
      if (!link || !(select instanceof HTMLSelectElement)) return;
      const value = link.getAttribute('data-apply-position') ?? '';
      if (![...select.options].some((option) => option.value === value)) return;
      event.preventDefault();
      select.value = value;
      select.focus({ preventScroll: true });
      // A jump, not a glide: the sections passed on the way are laid out only as they come near
      // the screen (content-visibility in globals.css), so a smooth scroll's target moves under it.
      select.scrollIntoView({ block: 'center' });
      window.history.replaceState(null, '', '#apply');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [formRef]);

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    setFile(chosen ? { name: chosen.name, size: chosen.size } : null);
    const problem = chosen ? checkResumeMeta(chosen) : null;
    setErrors((current) => {
      const rest = { ...current };
      delete rest.resume;
      return problem ? { ...rest, resume: say(problem) } : rest;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const chosen = data.get('resume');
    const resume = chosen instanceof File && chosen.name ? chosen : null;
    // The shared schema (with Zod) loads on the first submit, not with the page.
    const { careerSchema } = await import('@/lib/forms/career-schema');
    const checked = careerSchema.safeParse({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      position: String(data.get('position') ?? ''),
      message: String(data.get('message') ?? ''),
    });
    const found = checked.success ? {} : fieldErrors(checked.error.issues);
    const resumeProblem = checkResumeMeta(resume);
    if (resumeProblem) found.resume = resumeProblem;
    if (Object.keys(found).length > 0) return refuse(found);
    setProgress(0);
    await submit(form, () => upload(data, setProgress), formMessages.career.requestFailed, () => setFile(null));
    setProgress(null);
  }

  const field = (name: 'name' | 'email' | 'message') => ({
    id: `career-${name}`,
    name,
    defaultValue: initialValues[name] ?? '',
    ...describedBy(`career-${name}`, { error: errors[name] }),
  });

  return (
    <>
    <form ref={formRef} action="/api/career-apply" method="post" encType="multipart/form-data" onSubmit={onSubmit} className="relative grid gap-5">
      <input type="hidden" name="locale" value={locale} />
      <p className="text-sm text-muted">{copy.requiredNote}</p>
      <TextField control={field('name')} label={copy.labels.name} type="text" required maxLength={TEXT_LIMITS.name} autoComplete="name" error={errors.name} />
      <TextField control={field('email')} label={copy.labels.email} type="email" required maxLength={TEXT_LIMITS.email} autoComplete="email" error={errors.email} />
      <FormField id="career-position" label={copy.labels.position} error={errors.position}>
        <select
          id="career-position"
          name="position"
          defaultValue={initialValues.position ?? ''}
          {...describedBy('career-position', { error: errors.position })}
          className={inputClass}
        >
          <option value="">{copy.generalApplication}</option>
          {positions.map((position) => (
            <option key={position.value} value={position.value}>
              {position.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="career-message" label={copy.labels.message} error={errors.message}>
        <textarea {...field('message')} rows={5} maxLength={TEXT_LIMITS.message} placeholder={copy.placeholders.message} className={inputClass} />
      </FormField>
      <FormField
        id="career-resume"
        label={copy.labels.resume}
        required
        error={errors.resume}
        hint={
          <>
            {copy.resumeHint}
            {file && (
              <span className="mt-1 block font-medium text-fg" data-testid="resume-chosen">
                {file.name} ({formatBytes(file.size)})
              </span>
            )}
          </>
        }
      >
        <input
          id="career-resume"
          name="resume"
          type="file"
          required
          accept={RESUME_ACCEPT}
          onChange={onFileChange}
          {...describedBy('career-resume', { error: errors.resume, hint: true })}
          className="block w-full rounded-lg border border-border bg-bg text-sm text-fg file:mr-4 file:min-h-11 file:cursor-pointer file:border-0 file:bg-brand-soft file:px-4 file:py-2 file:font-semibold file:text-fg aria-[invalid=true]:border-danger"
        />
      </FormField>
      <Honeypot name={HONEYPOT_FIELD} label={copy.honeypotLabel} idPrefix="career" />
      {progress !== null && (
        <div className="grid gap-1">
          <label htmlFor="career-progress" className="text-sm text-muted">
            {copy.uploading}: {progress}%
          </label>
          <progress id="career-progress" max={100} value={progress} className="h-2 w-full accent-brand">
            {progress}%
          </progress>
        </div>
      )}
      <SubmitRow className="flex flex-col gap-4 sm:flex-row sm:items-center" pending={pending} label={copy.submit} pendingLabel={copy.submitting} status={status} testId="career-status" />
    </form>
    <ToastList toasts={toasts} />
    </>
  );
}
