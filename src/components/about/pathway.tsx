import type { PathwayStep } from '@/content/about';
import { figure } from '@/content/facts';
import { uiCopy } from '@/content/ui';

/**
 * The pathway as a sequence on one rail: a vertical line on phones, a horizontal one
 * from 1024 px. Each stage says since when it runs and shows its figures from
 * facts.ts. A target stage is drawn open (a hollow node, a dashed rail into it and a
 * dashed frame round its figures, its figures in the muted text colour rather than
 * the solid brand colour of what is done), and its heading and figure labels name the year, so
 * nothing planned reads as done, even where a target repeats a done figure's number.
 */
export function Pathway({ steps }: { steps: PathwayStep[] }) {
  return (
    <ol className="grid gap-12 lg:grid-cols-3 lg:gap-8">
      {steps.map((step, i) => {
        const target = step.status === 'target';
        const next = steps[i + 1];
        return (
          <li key={step.step} className="relative flex flex-col pl-14 lg:pl-0 lg:pt-16" data-reveal data-status={step.status}>
            {next && (
              <span
                aria-hidden="true"
                className={`absolute -bottom-12 left-[1.1875rem] top-10 border-l-2 border-brand lg:-right-8 lg:bottom-auto lg:left-10 lg:top-[1.1875rem] lg:border-l-0 lg:border-t-2 ${
                  next.status === 'target' ? 'border-dashed' : ''
                }`}
              />
            )}
            <span
              aria-hidden="true"
              className={`absolute left-0 top-0 grid size-10 place-items-center rounded-full border-2 border-brand text-sm font-bold tabular-nums ${
                target ? 'border-dashed bg-bg text-brand' : 'bg-brand text-brand-fg'
              }`}
            >
              {step.step}
            </span>
            <p className="text-sm font-semibold uppercase tracking-[0.12em] text-brand">{step.when}</p>
            <h3 className="mt-2 text-xl font-bold text-fg">
              <span className="sr-only">
                {uiCopy.step} {i + 1}:{' '}
              </span>
              {step.title}
            </h3>
            <p className="mt-3 leading-7 text-muted">{step.description}</p>
            <dl className={`mt-6 grid flex-1 content-start gap-5 rounded-2xl border p-5 ${target ? 'border-dashed border-brand/60' : 'border-border bg-surface'}`}>
              {step.figures.map((fact) => (
                <div key={fact.label} className="flex flex-col">
                  <dt className="order-2 mt-1 text-sm font-semibold text-fg">{fact.label}</dt>
                  <dd
                    className={`order-1 text-3xl tracking-tight ${target ? 'font-semibold text-muted' : 'font-bold text-brand'}`}
                  >
                    {figure(fact)}
                  </dd>
                  <dd className="order-3 mt-1 text-sm leading-6 text-muted">{fact.context}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
