import { uiCopy } from '@/content/ui';

/**
 * Under a figure's one-line note: how the figure was worked out (facts.ts, `detail`), folded, so the
 * figure and what it measures lead and the arithmetic is one tap away. A native disclosure: it opens
 * without JavaScript.
 */
export function FactDetail({ detail }: { detail: string }) {
  return (
    <details className="group">
      <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1 font-medium text-brand [&::-webkit-details-marker]:hidden">
        {uiCopy.howWorkedOut}
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m4 6 4 4 4-4" />
        </svg>
      </summary>
      <p className="mt-1 leading-6 text-muted">{detail}</p>
    </details>
  );
}
