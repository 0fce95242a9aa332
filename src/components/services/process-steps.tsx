import type { CSSProperties } from 'react';
import type { ProcessStep } from '@/content/services';
import { uiCopy } from '@/content/ui';
import { IconTile } from '@/components/ui/icon-tile';
import { ServiceIcon } from './service-icon';

/** A step's icon on the brand tint, with the step number pinned to its corner. */
function StepMarker({ step }: { step: ProcessStep }) {
  return (
    <span className={`relative grid size-14 shrink-0 place-items-center rounded-2xl ring-4 ring-bg lg:size-16 bg-brand-soft text-brand-strong`}>
      <ServiceIcon name={step.icon} className="size-7" />
      <span className="absolute -right-2 -top-2 grid size-7 place-items-center rounded-full bg-brand text-xs font-bold text-brand-fg">
        <span className="sr-only">{uiCopy.step} </span>
        {step.step}
      </span>
    </span>
  );
}

/**
 * The process as an ordered list: one row of as many columns as there are steps on
 * wide screens (a connecting line joins them), two columns in between, where an
 * odd last step spans the row so the grid ends cleanly.
 */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <div className="relative" style={{ '--steps': steps.length } as CSSProperties}>
      <span aria-hidden="true" className="absolute left-[10%] right-[10%] top-8 hidden h-0.5 bg-border lg:block" />
      <ol className="relative grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(var(--steps),minmax(0,1fr))] lg:gap-5">
      {steps.map((step) => (
        <IconTile key={step.step} reveal className="relative flex gap-5 rounded-2xl border border-border bg-bg p-5 shadow-sm sm:[&:last-child:nth-child(odd)]:col-span-2 lg:flex-col lg:items-center lg:p-6 lg:text-center lg:[&:last-child:nth-child(odd)]:col-span-1"
          icon={<StepMarker step={step} />} title={step.title} titleClassName="text-lg font-bold leading-snug lg:mt-5" text={step.description} textClassName="mt-2 text-sm leading-6 text-muted" />
      ))}
      </ol>
    </div>
  );
}
