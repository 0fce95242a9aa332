import type { ReactNode } from 'react';
import { FoldChevron } from './fact-detail';

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
        <FoldChevron className="size-4" />
      </summary>
      {children}
    </details>
  );
}
