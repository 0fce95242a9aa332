import type { ReactNode } from 'react';
import { FoldChevron } from './fact-detail';

/**
 * Closed behind its summary on a phone, open for good from 48rem (the `phone-fold` rules in
 * globals.css): a long part a phone visitor can skip in one tap (a job's duties, the calculator's
 * sources, a feedstock's terms), shown in full where there is room. A native disclosure, so it
 * opens without JavaScript; a browser that cannot style the disclosure's content keeps the summary
 * at every width, so nothing is ever shut away without a way to open it.
 *
 * `tone`: a `link` summary is set in the brand colour, as an action; a `heading` summary stands for
 * the heading of what it folds (a footer column's name), in the text colour and capitals. Such a
 * part's heading for a wide screen carries the `phone-fold-heading` class (globals.css): it shows
 * where the fold stands open for good, and the summary is the heading elsewhere.
 */
export function PhoneFold({
  summary,
  children,
  className = '',
  summaryClassName = '',
  tone = 'link',
}: {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
  tone?: 'link' | 'heading';
}) {
  const toneClass = tone === 'link' ? 'min-h-11 text-brand' : 'min-h-12 text-sm uppercase tracking-wide text-fg';
  return (
    <details className={`phone-fold group ${className}`}>
      <summary className={`flex cursor-pointer list-none items-center justify-between gap-3 font-semibold [&::-webkit-details-marker]:hidden ${toneClass} ${summaryClassName}`}>
        <span>{summary}</span>
        <FoldChevron className={tone === 'link' ? 'size-4' : 'size-4 text-muted'} />
      </summary>
      {children}
    </details>
  );
}
