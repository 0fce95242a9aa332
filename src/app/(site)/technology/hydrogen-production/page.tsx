import type { Metadata } from 'next';
import { LongReadHero } from '@/components/layout/page-hero';
import { ClickToLoadEmbed } from '@/components/media/click-to-load-embed';
import { CtaBand } from '@/components/ui/cta-band';
import { HeroLink } from '@/components/technology/hero-link';
import { EnergyBalance } from '@/components/technology/energy-balance';
import { HydrogenRig } from '@/components/technology/hero-panels';
import { TaggedFigureRow } from '@/components/technology/tagged-figure-row';
import { RuledList } from '@/components/technology/ruled-list';
import { SpecTable } from '@/components/technology/spec-table';
import { StageTrain } from '@/components/technology/stage-train';
import { TechnologyCard } from '@/components/technology/technology-card';
import { Section } from '@/components/ui/section';
import { PhoneCta } from '@/components/ui/phone-cta';
import { PhoneFold } from '@/components/ui/phone-fold';
import { PageSections } from '@/components/ui/page-sections';
import { pages } from '@/content/pages';
import { uiCopy } from '@/content/ui';
import {
  darkFermentation,
  hydrogenApplications,
  hydrogenCta,
  hydrogenEnergyBalance,
  hydrogenHero,
  hydrogenPhoneFolds,
  hydrogenRoutes,
  hydrogenTrain,
  hydrogenStats,
  hydrogenVideo,
  reformingTrain,
  technologies,
} from '@/content/technology-hydrogen';
import { pageMetadata } from '@/content/metadata';
import { fillTemplate } from '@/lib/format';

export const generateMetadata = (): Metadata => pageMetadata(pages.hydrogen);

export default function HydrogenProductionPage() {
  return (
    <>
      <LongReadHero page={pages.hydrogen} hero={hydrogenHero} aside={<HydrogenRig />}><HeroLink href={hydrogenHero.secondaryCta.href}>{hydrogenHero.secondaryCta.label}</HeroLink></LongReadHero>

      <PageSections label={hydrogenHero.sections.label} links={hydrogenHero.sections.links} />

      <TaggedFigureRow label={hydrogenHero.figuresLabel} stats={hydrogenStats} counting />

      {hydrogenVideo && (
        <Section align="start" id="video" eyebrow={hydrogenVideo.eyebrow} title={hydrogenVideo.title} intro={hydrogenVideo.intro}>
          <div className="max-w-4xl" data-reveal>
            <ClickToLoadEmbed {...hydrogenVideo.embed} copy={{ ...uiCopy.embed, newTab: uiCopy.newTab }} />
          </div>
        </Section>
      )}

      <Section align="start" id="technologies" eyebrow={technologies.eyebrow} title={technologies.title} intro={technologies.intro} tone="tinted">
        <div className="grid gap-6 lg:grid-cols-2">
          {technologies.items.map((entry) => (
            <TechnologyCard key={entry.title} entry={entry} labels={technologies.cardLabels} />
          ))}
        </div>
        {/* On a phone, the page's call to action after the two routes (about the fifth screen), not only at its end. */}
        <PhoneCta cta={hydrogenCta} />
        <div className="mt-12">
          <StageTrain train={reformingTrain} />
        </div>
        <div className="mt-12">
          {/* On a phone the ten rows and their notes (about a screen and a half) wait behind one line, so the
              dark-fermentation train follows the reforming one; the energy balance keeps its own fold below. */}
          <PhoneFold summary={fillTemplate(hydrogenPhoneFolds.routes, { count: hydrogenRoutes.rows.length })} className="border-y border-border md:border-0" summaryClassName="text-sm">
            <SpecTable spec={hydrogenRoutes} stackOnPhone />
          </PhoneFold>
          <EnergyBalance balance={hydrogenEnergyBalance} />
        </div>
      </Section>

      <Section align="start" id="dark-fermentation" eyebrow={darkFermentation.eyebrow} title={darkFermentation.title} intro={darkFermentation.intro}>
        <StageTrain train={hydrogenTrain} />
      </Section>

      <Section align="start" id="applications" eyebrow={hydrogenApplications.eyebrow} title={hydrogenApplications.title} intro={hydrogenApplications.intro} tone="tinted">
        {/* On a phone the four markets wait behind their summary, so the call to action follows the process. */}
        <PhoneFold summary={fillTemplate(hydrogenPhoneFolds.applications, { count: hydrogenApplications.items.length })} className="border-y border-border md:border-0" summaryClassName="text-sm">
          <RuledList items={hydrogenApplications.items.map((a) => ({ title: a.title, description: a.description, meta: a.usage }))} closingRule={false} />
        </PhoneFold>
      </Section>

      <CtaBand id="cta" tone="quiet" title={hydrogenCta.title} text={hydrogenCta.text} actions={[hydrogenCta.primary, hydrogenCta.secondary]} />
    </>
  );
}
