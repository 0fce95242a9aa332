import type { ReactNode } from 'react';

/**
 * Input classes shared by both forms (tokens switch with the theme). The minimum height is a text
 * input's (its padding, line and border), so a select, which the browser draws shorter, lines up with it.
 */
export const inputClass =
  'block min-h-[2.875rem] w-full rounded-lg border border-border bg-bg px-3 py-2.5 text-base text-fg shadow-sm placeholder:text-muted focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-danger';

/** A label, one control, an optional hint and the field's error message. */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  className = '',
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-fg">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes tying a control to its hint and error. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: boolean }) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** A one-line text field: `control` is the input's id, name, value and aria attributes. */
export function TextField({
  control,
  label,
  type,
  required,
  maxLength,
  autoComplete,
  error,
}: {
  control: { id: string; name: string; defaultValue: string } & ReturnType<typeof describedBy>;
  label: string;
  type: 'text' | 'email' | 'tel';
  required?: boolean;
  maxLength: number;
  autoComplete: string;
  error?: string;
}) {
  return (
    <FormField id={control.id} label={label} required={required} error={error}>
      <input {...control} type={type} required={required} maxLength={maxLength} autoComplete={autoComplete} className={inputClass} />
    </FormField>
  );
}

/**
 * The honeypot: off-screen, hidden from assistive technology and out of the
 * tab order, so only form-filling bots fill it.
 */
export function Honeypot({ name, label, idPrefix }: { name: string; label: string; idPrefix: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      <input id={`${idPrefix}-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The submit button of both forms; its label never wraps beside a long status message. */
function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className="inline-flex min-h-11 shrink-0 items-center justify-center whitespace-nowrap rounded-full bg-brand px-8 py-2.5 text-sm font-semibold text-brand-fg shadow-sm transition-colors hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-70"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** The foot of both forms: the submit button and the status region, laid out by `className`. */
export function SubmitRow({
  className,
  pending,
  label,
  pendingLabel,
  status,
  testId,
}: {
  className: string;
  pending: boolean;
  label: string;
  pendingLabel: string;
  status: Parameters<typeof FormStatus>[0]['status'];
  testId: string;
}) {
  return (
    <div className={className}>
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} />
      <FormStatus status={status} testId={testId} />
    </div>
  );
}

/**
 * The form's status region. A success is shown by the toast, so here it is only
 * announced (visually hidden) and the text does not appear twice; errors stay in view
 * beside the button.
 */
function FormStatus({ status, testId }: { status: { tone: 'success' | 'error'; text: string } | null; testId: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={`text-sm font-medium ${status?.tone === 'success' ? 'sr-only text-success' : 'text-danger'}`}
    >
      {status?.text ?? ''}
    </p>
  );
}
