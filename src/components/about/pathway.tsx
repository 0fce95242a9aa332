import type { PathwayStep } from '@/content/about';
import { uiCopy } from '@/content/ui';

/** The three-step pathway as an ordered list with connecting arrows on wide screens. */
export function Pathway({ steps }: { steps: PathwayStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.step} className="relative rounded-3xl border border-border bg-bg p-8 shadow-sm" data-reveal>
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-soft text-xl font-black text-brand" aria-hidden="true">
            {step.step}
          </span>
          <h3 className="mt-5 text-xl font-bold text-fg">
            <span className="sr-only">
              {uiCopy.step} {i + 1}:{' '}
            </span>
            {step.title}
          </h3>
          <p className="mt-3 leading-7 text-muted">{step.description}</p>
          {i < steps.length - 1 && (
            <span aria-hidden="true" className="absolute -right-5 top-1/2 z-10 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-brand text-brand-fg shadow md:inline-flex">
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
                <path d="M5 12h14M13 6l6 6-6 6" />
              </svg>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
