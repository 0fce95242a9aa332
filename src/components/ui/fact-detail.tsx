import type { ReactNode } from 'react';
import { uiCopy } from '@/content/ui';

/** The chevron of a disclosure's summary, turned over while it is open (the `group` is the <details>). */
export function FoldChevron({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={`${className} shrink-0 transition-transform group-open:rotate-180`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}

/**
 * A native disclosure with a chevron: the working behind a figure or a table, one tap away and
 * open without JavaScript.
 */
export function Fold({ summary, children, className = '' }: { summary: string; children: ReactNode; className?: string }) {
  return (
    <details className={`group ${className}`}>
      <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1 font-medium text-brand [&::-webkit-details-marker]:hidden">
        {summary}
        <FoldChevron />
      </summary>
      {children}
    </details>
  );
}

/** Under a figure's one-line note: how the figure was worked out (facts.ts, `detail`), folded, so the figure and what it measures lead. */
export function FactDetail({ detail }: { detail: string }) {
  return (
    <Fold summary={uiCopy.howWorkedOut}>
      <p className="mt-1 leading-6 text-muted">{detail}</p>
    </Fold>
  );
}
