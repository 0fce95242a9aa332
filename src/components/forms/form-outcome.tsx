import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button-link';

/** The body of the /contact/sent and /career/sent pages reached without JavaScript. */
export function FormOutcome({ body, reference, back, home }: { body: string; reference?: string; back: { href: string; label: string }; home: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <p role="status" className="text-lg leading-8 text-success">
        {body}
      </p>
      {reference ? (
        <p className="mt-4 text-lg font-semibold" data-testid="submission-reference">
          {reference}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={back.href}>{back.label}</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          {home}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The /contact/retry and /career/retry pages (no JavaScript, the message could not be stored):
 * the reason as an alert, then the form again, filled in from the draft.
 */
export function FormRetry({ title, subtitle, message, children }: { title: string; subtitle: string; message: string; children: ReactNode }) {
  return (
    <>
      <PageHero title={title} subtitle={subtitle} particles={false} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <p role="alert" className="mb-8 rounded-xl border border-danger bg-surface p-4 font-medium text-danger">
          {message}
        </p>
        {children}
      </div>
    </>
  );
}

/** The draft and reason a retry page's address names (`?draft=…&reason=…`), ignoring repeated parameters. */
export function retryQuery(params: Record<string, string | string[] | undefined>): { draft?: string; reason?: string } {
  const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  return { draft: one(params.draft), reason: one(params.reason) };
}
