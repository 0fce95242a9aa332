import type { Metadata } from 'next';
import Image from 'next/image';
import { LongReadHero } from '@/components/layout/page-hero';
import { VideoPlayer } from '@/components/media/video-player';
import { BrochureLink } from '@/components/technology/brochure-link';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import { FractionationDiagram } from '@/components/technology/fractionation-diagram';
import { HeroDrawing, StrawDataSheet } from '@/components/technology/hero-panels';
import { RuledFigures } from '@/components/technology/ruled-figures';
import { RuledList } from '@/components/technology/ruled-list';
import { pages } from '@/content/pages';
import { uiCopy } from '@/content/ui';
import {
  biomassBenefits,
  biomassClient,
  biomassCta,
  biomassHero,
  biomassHeroDrawing,
  biomassIntro,
  biomassStats,
  biomassVideo,
  brochure,
  fractionation,
} from '@/content/technology-biomass';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.biomass);

// Every section here has a flush-left heading: its body starts on the same left edge (the page's column), not centred in a narrower one.
export default function BiomassPage() {
  return (
    <>
      <LongReadHero page={pages.biomass} hero={biomassHero} aside={<StrawDataSheet />} picture={<HeroDrawing {...biomassHeroDrawing} />}><BrochureLink brochure={brochure} tone="onLight" /></LongReadHero>

      <Section align="start" id="products" eyebrow={fractionation.eyebrow} title={fractionation.title} intro={fractionation.intro}>
        <FractionationDiagram />
      </Section>

      <Section align="start" id="video" eyebrow={biomassVideo.eyebrow} title={biomassVideo.title} intro={biomassVideo.intro} tone="tinted">
        <div className="max-w-4xl" data-reveal>
          <VideoPlayer {...biomassVideo.video} copy={{ ...uiCopy.video }} />
        </div>
      </Section>

      <Section align="start" id="why-valorize" eyebrow={biomassIntro.eyebrow} title={biomassIntro.title}>
        {/* The argument on the left, the figures that back it on the right (stacked on a phone). */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <div className="max-w-3xl space-y-5 text-lg leading-8 text-muted" data-reveal>
            {biomassIntro.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div data-reveal>
            <RuledFigures stats={biomassStats} label={biomassHero.figuresLabel} />
          </div>
        </div>
      </Section>

      <Section align="start" id="benefits" eyebrow={biomassBenefits.eyebrow} title={biomassBenefits.title} tone="tinted">
        <RuledList items={biomassBenefits.items} columns={3} />
      </Section>

      <Section align="start" id="client" eyebrow={biomassClient.eyebrow} title={biomassClient.title}>
        <div className="grid max-w-4xl items-center gap-8 rounded-3xl border border-border bg-bg p-6 shadow-sm sm:p-10 md:grid-cols-[auto_1fr]" data-reveal>
          {/* The client's mark on a plate of its own. In dark mode the plate is off-white (#e8edea), not
              pure white glaring on the dark page, with a 1 px border. The file has no ground of its own
              (transparent, tools/media/generators/technology.ts), so its inks keep their colours on
              either plate; nothing recolours or dims it. */}
          <div className="mx-auto rounded-2xl bg-white p-3 ring-1 ring-border dark:bg-[#e8edea] dark:ring-[#c5cfca]">
            <Image {...biomassClient.logo} alt={biomassClient.logo.alt} sizes="240px" className="h-auto w-60" />
          </div>
          <figure>
            <blockquote className="text-pretty text-lg leading-8">
              <p>“{biomassClient.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 text-sm text-muted">
              <span className="block font-semibold text-fg">{biomassClient.person}</span>
              <span className="block">{biomassClient.role}</span>
              <time dateTime={biomassClient.date} className="block">{biomassClient.dateLabel}</time>
            </figcaption>
          </figure>
        </div>
        <div className="mt-10 flex" data-reveal>
          <BrochureLink brochure={brochure} tone="onLight" />
        </div>
      </Section>

      <CtaBand id="cta" tone="quiet" title={biomassCta.title} text={biomassCta.text} actions={[biomassCta.primary, biomassCta.secondary]} />
    </>
  );
}
