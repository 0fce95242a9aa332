import type { InputHTMLAttributes, ReactNode } from 'react';

/** A sign-in step (/staff/sign-in, /staff/sign-in/two-factor): heading, intro, the error if any, then the form. */
export function SignInStep({
  title,
  intro,
  error,
  action,
  submit,
  children,
}: {
  title: string;
  intro: string;
  error?: string;
  action: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted">{intro}</p>
      {error ? (
        <p role="alert" className="mt-6 rounded-md border border-danger px-4 py-3 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <form method="post" action={action} className="mt-6 space-y-5">
        {children}
        <button type="submit" className="w-full rounded-md bg-brand px-4 py-2.5 font-semibold text-brand-fg hover:bg-brand-strong">
          {submit}
        </button>
      </form>
    </div>
  );
}

/** A labelled input of a sign-in step; its name is its id. */
export function SignInField({ id, label, ...input }: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={id} name={id} {...input} className="mt-1 w-full rounded-md border border-border bg-surface px-3 py-2" />
    </div>
  );
}
