import type { Metadata } from 'next';
import { PhoneFold } from '@/components/ui/phone-fold';
import Image from 'next/image';
import { CalculatorTeaser } from '@/components/calculator/calculator-teaser';
import { LongReadHero } from '@/components/layout/page-hero';
import { BeforeAfter } from '@/components/technology/before-after';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckList } from '@/components/ui/check-list';
import { CtaBand } from '@/components/ui/cta-band';
import { HeroLink } from '@/components/technology/hero-link';
import { CbgFeedStrip, HeroDrawing } from '@/components/technology/hero-panels';
import { TaggedFigureRow } from '@/components/technology/tagged-figure-row';
import { ProcessFlow } from '@/components/technology/process-flow';
import { RuledList } from '@/components/technology/ruled-list';
import { ClientPlants } from '@/components/technology/client-plants';
import { Co2Table } from '@/components/technology/co2-table';
import { OwnSiteList, StateList } from '@/components/technology/state-list';
import { StatesMap } from '@/components/technology/states-map';
import { IconTile } from '@/components/ui/icon-tile';
import { KeepCompounds } from '@/components/ui/keep-compounds';
import { PageSections } from '@/components/ui/page-sections';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { pages } from '@/content/pages';
import {
  cbgCta,
  cbgHero,
  cbgHeroDrawing,
  cbgPhoneFolds,
  cbgProcess,
  cbgStats,
  cropComparison,
  environmentalBenefits,
  feedstocks,
  inHouseTechnologies,
  plan2030,
  upcomingStates,
} from '@/content/technology-cbg';
import { ownPlantSites } from '@/content/facts';
import { pageMetadata } from '@/content/metadata';
import { fillTemplate } from '@/lib/format';

export const generateMetadata = (): Metadata => pageMetadata(pages.cbg);

export default function CbgProductionPage() {
  return (
    <>
      <LongReadHero page={pages.cbg} hero={cbgHero} aside={<CbgFeedStrip />} picture={<HeroDrawing {...cbgHeroDrawing} />}><HeroLink href={cbgHero.secondaryCta.href}>{cbgHero.secondaryCta.label}</HeroLink></LongReadHero>

      <PageSections label={cbgHero.sections.label} links={cbgHero.sections.links} />
      {/* Each section below is `compact`: tighter on a phone, where this is one of the longest pages; from 640 px as any other. */}
      <TaggedFigureRow label={cbgHero.figuresLabel} stats={cbgStats} />

      <Section compact align="start" id="process" eyebrow={cbgProcess.eyebrow} title={cbgProcess.title} intro={cbgProcess.intro}>
        <ProcessFlow flow={cbgProcess.flow} />
        <div className="mt-14 grid gap-x-10 gap-y-3 lg:grid-cols-[2fr_3fr] lg:items-start">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand">{inHouseTechnologies.eyebrow}</p>
            <h3 className="mt-2 text-2xl font-bold tracking-tight">{inHouseTechnologies.title}</h3>
          </div>
          {/* On a phone the four are named in the summary and described behind it. */}
          <PhoneFold summary={inHouseTechnologies.items.map((item) => item.title).join(' · ')} className="border-y border-border md:border-0" summaryClassName="text-sm">
            <dl className="grid gap-5 max-md:mb-4 max-md:mt-2 sm:grid-cols-2 sm:gap-x-8">
              {inHouseTechnologies.items.map((item) => (
                <div key={item.title} className="border-l-2 border-brand pl-4">
                  <dt className="font-semibold">{item.title}</dt>
                  <dd className="mt-1 text-sm leading-6 text-muted">{item.description}</dd>
                </div>
              ))}
            </dl>
          </PhoneFold>
        </div>
      </Section>

      <Section compact align="start" id="feedstocks" eyebrow={feedstocks.eyebrow} title={feedstocks.title}>
        <div className="grid gap-8 md:grid-cols-2">
          {feedstocks.items.map((item) => (
            <article key={item.name} className="overflow-hidden rounded-3xl border border-border bg-bg shadow-sm" data-reveal>
              <Image {...item.image} alt={item.image.alt} sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw" className="art-image aspect-[32/21] h-auto w-full object-cover" />
              <div className="p-6 sm:p-8">
                <h3 className="text-2xl font-bold tracking-tight">{item.name}</h3>
                <p className="mt-3 leading-7 text-muted">{item.description}</p>
                <CheckList items={item.points} icon={<span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand" />} className="mt-5 space-y-2" itemClassName="flex items-start gap-2.5 text-sm leading-6" />
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section compact align="start" id="crop-comparison" eyebrow={cropComparison.eyebrow} title={cropComparison.title} intro={cropComparison.intro} tone="tinted">
        <BeforeAfter before={cropComparison.before} after={cropComparison.after} />
      </Section>

      <Section compact align="start" id="states" eyebrow={upcomingStates.eyebrow} title={upcomingStates.title} intro={upcomingStates.intro}>
        {/* The map beside the six states and our own sites in words: the same states and counts, nothing only in the picture. */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
          <StatesMap />
          <div>
            {/* On a phone the lists wait behind their summary, under the map that draws the same states and counts. */}
            <PhoneFold
              summary={fillTemplate(cbgPhoneFolds.states, { clients: upcomingStates.states.length, sites: ownPlantSites })}
              className="border-y border-border md:border-0"
              summaryClassName="text-sm"
            >
              <div className="max-md:mb-6 max-md:mt-2">
                <StateList states={upcomingStates.states} label={upcomingStates.clientsTitle} />
                <OwnSiteList title={upcomingStates.own.title} note={upcomingStates.own.note} rows={upcomingStates.own.sitesByState} unit={upcomingStates.own.unit} />
              </div>
            </PhoneFold>
            <ArrowLink href={upcomingStates.mapLink.href} label={upcomingStates.mapLink.label} className="mt-6" />
          </div>
        </div>
        <ClientPlants />
      </Section>

      <Section compact align="start" id="plan-2030">
        <div className="grid items-start gap-10 rounded-3xl border border-border bg-surface p-6 sm:p-10 lg:grid-cols-2" data-reveal>
          <div>
            <SectionHeading eyebrow={plan2030.eyebrow} title={plan2030.title} />
            <dl className="mt-6 grid grid-cols-3 gap-4 border-y border-border py-4">
              {plan2030.today.map((t) => (
                <div key={t.label} className="flex flex-col">
                  <dt className="order-2 text-sm leading-5 text-muted">{t.label}</dt>
                  <dd className="order-1 text-3xl font-semibold tracking-tight tabular-nums">{t.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 leading-7 text-muted sm:text-lg sm:leading-8"><KeepCompounds text={plan2030.text} /></p>
            {/* Our own sites by state are on the states map above; /projects shows the goal's progress. */}
            <ArrowLink href={plan2030.progressLink.href} label={plan2030.progressLink.label} className="mt-6" />
          </div>
          <PhoneFold summary={fillTemplate(cbgPhoneFolds.milestones, { count: plan2030.milestones.length })} className="border-y border-border md:border-0" summaryClassName="text-sm">
            <ol className="space-y-4 max-md:mb-4 max-md:mt-2">
              {plan2030.milestones.map((m, i) => (
                <IconTile key={m.label} className="flex gap-4 rounded-2xl bg-bg p-5 shadow-sm" title={m.label} text={m.detail}
                  icon={<span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-fg">{i + 1}</span>} />
              ))}
            </ol>
          </PhoneFold>
        </div>
      </Section>

      <CalculatorTeaser tone="tinted" />

      <Section compact align="start" id="environment" eyebrow={environmentalBenefits.eyebrow} title={environmentalBenefits.title}>
        {/* On a phone the four short essays wait behind their summary: their figures repeat the page's own. */}
        <PhoneFold summary={fillTemplate(cbgPhoneFolds.benefits, { count: environmentalBenefits.items.length })} className="border-y border-border md:border-0" summaryClassName="text-sm">
          <RuledList items={environmentalBenefits.items} columns={4} closingRule={false} />
        </PhoneFold>
        <Co2Table />
      </Section>

      <CtaBand id="cta" tone="quiet" title={cbgCta.title} text={cbgCta.text} actions={[cbgCta.primary, cbgCta.secondary]} />
    </>
  );
}
