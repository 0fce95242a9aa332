import type { FaqItem as FaqItemData } from '@/content/faq';

/**
 * One question and answer as a native disclosure (<details>/<summary>): it opens with
 * mouse, Enter and Space, works without JavaScript, and the answer is in the HTML.
 */
export function FaqItem({ item, id }: { item: FaqItemData; id: string }) {
  return (
    <details id={id} className="group rounded-xl border border-border bg-bg shadow-sm transition-colors open:border-brand/50 open:shadow-md">
      <summary className="flex min-h-14 cursor-pointer list-none items-start justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold leading-6 hover:text-brand [&::-webkit-details-marker]:hidden">
        <span>{item.q}</span>
        <span
          aria-hidden="true"
          className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-soft text-brand transition-transform duration-200 group-open:rotate-45 motion-reduce:transition-none"
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round">
            <path d="M12 5v14M5 12h14" />
          </svg>
        </span>
      </summary>
      <div className="px-5 pb-5 leading-7 text-muted">
        <p>{item.a}</p>
      </div>
    </details>
  );
}
