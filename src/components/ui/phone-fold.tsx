import type { ReactNode } from 'react';

/**
 * Closed behind its summary on a phone, open for good from 48rem (the `phone-fold` rules in
 * globals.css): a long part a phone visitor can skip in one tap (a job's duties, the calculator's
 * sources, a feedstock's terms), shown in full where there is room. A native disclosure, so it
 * opens without JavaScript; a browser that cannot style the disclosure's content keeps the summary
 * at every width, so nothing is ever shut away without a way to open it.
 */
export function PhoneFold({ summary, children, className = '', summaryClassName = '' }: { summary: ReactNode; children: ReactNode; className?: string; summaryClassName?: string }) {
  return (
    <details className={`phone-fold group ${className}`}>
      <summary className={`flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold text-brand [&::-webkit-details-marker]:hidden ${summaryClassName}`}>
        <span>{summary}</span>
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m4 6 4 4 4-4" />
        </svg>
      </summary>
      {children}
    </details>
  );
}
