import Link from '@/components/ui/local-link';
import { ProcessFlow } from '@/components/technology/process-flow';
import { SectionHeading } from '@/components/ui/section-heading';
import { homeBuilt as c } from '@/content/home-built';
import { NashikNote } from '@/components/technology/nashik-note';
import { FarmersBand } from './farmers-band';

/**
 * Directly below the hero: the plant the company built, drawn, and as a process flow with its daily
 * figures (on a phone a row that scrolls sideways, under the drawing).
 */
export function WhatWeBuild() {
  return (
    <section id={c.id} aria-labelledby={`${c.id}-title`} className="scroll-mt-[var(--header-h)] border-b border-border bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-10">
          <div className="max-w-3xl">
            <SectionHeading id={`${c.id}-title`} eyebrow={c.eyebrow} title={c.title} />
            <p className="mt-4 text-pretty text-muted max-sm:leading-7 sm:text-lg sm:leading-8">{c.intro}</p>
          </div>
          <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <Link href={c.link.href} className="inline-flex min-h-6 items-center text-brand underline-offset-4 hover:underline">
              {c.link.label} <span aria-hidden="true">&nbsp;→</span>
            </Link>
            <Link href={c.projectLink.href} className="inline-flex min-h-6 items-center text-brand underline-offset-4 hover:underline">
              {c.projectLink.label} <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </p>
        </div>
        <div className="mt-6 sm:mt-10">
          <ProcessFlow flow={c.flow} drawing={c.drawing} scrollerLabel={c.scrollerLabel} />
        </div>
        <NashikNote measured />
        <FarmersBand />
      </div>
    </section>
  );
}
