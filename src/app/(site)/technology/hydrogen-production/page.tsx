import { LongReadHero } from '@/components/layout/page-hero';
import { ClickToLoadEmbed } from '@/components/media/click-to-load-embed';
import { FigureRow } from '@/components/ui/figure-row';
import { CtaBand } from '@/components/ui/cta-band';
import { FeatureCards } from '@/components/technology/feature-cards';
import { HeroLink } from '@/components/technology/hero-link';
import { TechnologyCard } from '@/components/technology/technology-card';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import {
  darkFermentation,
  hydrogenApplications,
  hydrogenCta,
  hydrogenHero,
  hydrogenStats,
  hydrogenVideo,
  technologies,
} from '@/content/technology-hydrogen';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata(pages.hydrogen);

export default function HydrogenProductionPage() {
  return (
    <>
      <LongReadHero page={pages.hydrogen} hero={hydrogenHero}><HeroLink href={hydrogenHero.secondaryCta.href}>{hydrogenHero.secondaryCta.label}</HeroLink></LongReadHero>

      <FigureRow label="Hydrogen in numbers" stats={hydrogenStats} />

      {hydrogenVideo && (
        <Section align="start" id="video" eyebrow={hydrogenVideo.eyebrow} title={hydrogenVideo.title} intro={hydrogenVideo.intro}>
          <div className="mx-auto max-w-4xl" data-reveal>
            <ClickToLoadEmbed {...hydrogenVideo.embed} />
          </div>
        </Section>
      )}

      <Section align="start" id="technologies" eyebrow={technologies.eyebrow} title={technologies.title} intro={technologies.intro} tone="tinted">
        <div className="grid gap-6 lg:grid-cols-2">
          {technologies.items.map((entry) => (
            <TechnologyCard key={entry.title} entry={entry} />
          ))}
        </div>
      </Section>

      <Section align="start" id="dark-fermentation" eyebrow={darkFermentation.eyebrow} title={darkFermentation.title} intro={darkFermentation.intro}>
        <div className="grid gap-6 md:grid-cols-[1fr_auto_1fr] md:items-stretch">
          {darkFermentation.stages.map((stage, i) => (
            <div key={stage.label} className="contents">
              {i === 1 && (
                <div aria-hidden="true" className="flex items-center justify-center text-3xl text-brand md:px-2">
                  <span className="rotate-90 md:rotate-0">→</span>
                </div>
              )}
              <div className="rounded-2xl border border-border bg-gradient-to-br from-brand-soft to-accent-soft p-6 sm:p-8" data-reveal>
                <p className="text-sm font-bold uppercase tracking-wider text-brand">{stage.label}</p>
                <h3 className="mt-1 text-xl font-bold">{stage.title}</h3>
                <p className="mt-3 leading-7 text-muted">{stage.description}</p>
              </div>
            </div>
          ))}
        </div>

        <h3 className="mt-14 text-center text-2xl font-bold tracking-tight" data-reveal>
          {darkFermentation.stepsTitle}
        </h3>
        <div className="mt-6">
          <FeatureCards items={darkFermentation.steps} columns={3} numbered headingLevel={4} />
        </div>

        <h3 className="mt-14 text-center text-2xl font-bold tracking-tight" data-reveal>
          {darkFermentation.yieldsTitle}
        </h3>
        <dl className="mx-auto mt-6 grid max-w-3xl gap-5 sm:grid-cols-2">
          {darkFermentation.yields.map((y) => (
            <div key={y.label} className="flex flex-col rounded-2xl border border-border bg-bg p-6 text-center shadow-sm" data-reveal>
              <dt className="order-2 mt-1 text-lg font-semibold">{y.label}</dt>
              <dd className="order-1 text-4xl font-extrabold tracking-tight text-brand sm:text-5xl">{y.value}</dd>
              <dd className="order-3 mt-1 text-sm text-muted">{y.detail}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section align="start" id="applications" eyebrow={hydrogenApplications.eyebrow} title={hydrogenApplications.title} tone="tinted">
        <FeatureCards
          items={hydrogenApplications.items.map((a) => ({ title: a.title, description: a.description, meta: a.usage }))}
          columns={4}
        />
      </Section>

      <CtaBand id="cta" tone="quiet" title={hydrogenCta.title} text={hydrogenCta.text} actions={[hydrogenCta.primary, hydrogenCta.secondary]} />
    </>
  );
}
