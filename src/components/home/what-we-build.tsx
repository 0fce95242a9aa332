import Image from 'next/image';
import Link from '@/components/ui/local-link';
import { ProcessFlow } from '@/components/technology/process-flow';
import { SectionHeading } from '@/components/ui/section-heading';
import { homeBuilt as c } from '@/content/home-built';
import { NashikNote } from '@/components/technology/nashik-note';
import { FarmersBand } from './farmers-band';

/**
 * Directly below the hero: the plant the company built, drawn (beside the heading from lg), and as a
 * process flow with its daily figures, numbered as the drawing's stations.
 *
 * On a phone the flow comes before the drawing, as compact rows (ProcessFlow's `stations`), so the
 * plant's output is on the first screen of the section; the drawing and the links follow. Only the
 * drawing moves (CSS order): the links stay after the flow in the source as on screen, so the
 * keyboard's order is the reading order at every width.
 */
export function WhatWeBuild() {
  return (
    <section id={c.id} aria-labelledby={`${c.id}-title`} className="scroll-mt-[var(--header-h)] border-b border-border bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-10 max-sm:flex max-sm:flex-col sm:px-6 sm:py-16 lg:px-8">
        {/* From lg the drawing stands beside the heading, at 7/12 of the width, so the five figures
            follow it on the same screen: at the page's full width it was a screen on its own. */}
        <div className="grid gap-6 max-sm:contents lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-10">
          <div>
            <SectionHeading id={`${c.id}-title`} eyebrow={c.eyebrow} title={c.title} />
            <p className="mt-4 text-pretty text-muted max-sm:leading-7 sm:text-lg sm:leading-8">{c.intro}</p>
          </div>
          <Image
            src={c.drawing.src}
            alt={c.drawing.alt}
            width={c.drawing.width}
            height={c.drawing.height}
            sizes="(min-width: 1280px) 686px, (min-width: 1024px) 54vw, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
            className="art-image h-auto w-full rounded-xl border border-border max-sm:order-1 max-sm:mt-6"
          />
        </div>
        <div className="mt-6 sm:mt-8">
          <ProcessFlow flow={c.flow} stations />
        </div>
        <NashikNote measured />
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold max-sm:order-2">
          <Link href={c.link.href} className="inline-flex min-h-6 items-center text-brand underline-offset-4 hover:underline">
            {c.link.label} <span aria-hidden="true">&nbsp;→</span>
          </Link>
          <Link href={c.projectLink.href} className="inline-flex min-h-6 items-center text-brand underline-offset-4 hover:underline">
            {c.projectLink.label} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </p>
        <div className="max-sm:order-2">
          <FarmersBand />
        </div>
      </div>
    </section>
  );
}
