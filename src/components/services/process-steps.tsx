import type { ProcessStep } from '@/content/services';
import { ServiceIcon } from './service-icon';

/** The five-step process as an ordered list; a connecting line joins the steps on wide screens. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="relative grid gap-6 before:absolute before:left-[10%] before:right-[10%] before:top-8 before:hidden before:h-0.5 before:bg-gradient-to-r before:from-emerald-400 before:via-sky-400 before:to-amber-400 before:opacity-60 sm:grid-cols-2 lg:grid-cols-5 lg:gap-5 lg:before:block">
      {steps.map((step) => (
        <li key={step.step} data-reveal className="relative flex gap-5 rounded-2xl border border-border bg-bg p-5 shadow-sm sm:last:col-span-2 lg:flex-col lg:items-center lg:p-6 lg:text-center lg:last:col-span-1">
          <span className={`relative grid size-14 shrink-0 place-items-center rounded-2xl ring-4 ring-bg lg:size-16 ${step.color}`}>
            <ServiceIcon name={step.icon} className="size-7" />
            <span className="absolute -right-2 -top-2 grid size-7 place-items-center rounded-full bg-brand text-xs font-bold text-brand-fg">
              <span className="sr-only">Step </span>
              {step.step}
            </span>
          </span>
          <div>
            <h3 className="text-lg font-bold leading-snug lg:mt-5">{step.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
