import type { Metadata } from 'next';
import { PageSections } from '@/components/ui/page-sections';
import Link from '@/components/ui/local-link';
import { LongReadHero } from '@/components/layout/page-hero';
import { GalleryMarquee } from '@/components/media/gallery-marquee';
import { VideoPlayer } from '@/components/media/video-player';
import { CheckList } from '@/components/ui/check-list';
import { CtaBand } from '@/components/ui/cta-band';
import { CavitationDiagram } from '@/components/technology/cavitation-diagram';
import { HeroLink } from '@/components/technology/hero-link';
import { CavitationKeyData } from '@/components/technology/hero-panels';
import { SpecTable } from '@/components/technology/spec-table';
import { ResultsCharts } from '@/components/technology/results-charts';
import { Section } from '@/components/ui/section';
import { PhoneCta } from '@/components/ui/phone-cta';
import { PhoneFold } from '@/components/ui/phone-fold';
import { pages } from '@/content/pages';
import { uiCopy } from '@/content/ui';
import {
  applications,
  benefits,
  chartGroups,
  gallery,
  cavitationSpec,
  howItWorks,
  necessity,
  pretreatmentHero,
  pretreatmentLinks,
  pretreatmentPhoneFolds,
  processVideo,
  resultsSection,
} from '@/content/technology-pretreatment';
import { pageMetadata } from '@/content/metadata';
import { fillTemplate } from '@/lib/format';

export const generateMetadata = (): Metadata => pageMetadata(pages.pretreatment);

export default function PretreatmentPage() {
  return (
    <>
      <LongReadHero page={pages.pretreatment} hero={pretreatmentHero} aside={<CavitationKeyData />}><HeroLink href={pretreatmentHero.secondaryCta.href}>{pretreatmentHero.secondaryCta.label}</HeroLink></LongReadHero>

      <PageSections label={pretreatmentHero.sections.label} links={pretreatmentHero.sections.links} />

      <Section align="start" id="why-pretreatment" eyebrow={necessity.eyebrow} title={necessity.title}>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div className="space-y-5 text-lg leading-8 text-muted" data-reveal>
            {necessity.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="rounded-2xl border border-border bg-surface p-6" data-reveal>
            <h3 className="text-lg font-semibold">{necessity.feedstocksTitle}</h3>
            <CheckList
              items={necessity.feedstocks}
              icon={<span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand" />}
              className="mt-4 grid gap-2.5 sm:grid-cols-2 lg:grid-cols-1"
              itemClassName="flex items-start gap-2.5 text-sm leading-6"
            />
          </div>
        </div>
      </Section>

      <Section align="start" id="how-it-works" eyebrow={howItWorks.eyebrow} title={howItWorks.title} intro={howItWorks.intro} tone="tinted">
        <CavitationDiagram />
      </Section>

      <Section align="start" id="benefits" eyebrow={benefits.eyebrow} title={benefits.title}>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          {/* On a phone the unit's data sheet waits behind its summary: what it changes, beside it, leads. */}
          <PhoneFold summary={fillTemplate(pretreatmentPhoneFolds.spec, { count: cavitationSpec.rows.length })} className="border-y border-border md:border-0" summaryClassName="text-sm">
            <div className="max-md:mb-4 max-md:mt-2">
              <SpecTable spec={cavitationSpec} />
            </div>
          </PhoneFold>
          <dl className="space-y-5 max-md:order-first">
            {benefits.list.map((item) => (
              <div key={item.title} className="border-l-2 border-brand pl-4">
                <dt className="font-semibold">{item.title}</dt>
                <dd className="mt-1 text-sm leading-6 text-muted">{item.description}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* On a phone, the page's call to action once the diagram and the benefits are read (about the fifth screen). */}
        <PhoneCta cta={pretreatmentLinks} />
      </Section>

      {/* The argument first (data sheet, then the measured results), the pictures last: a gallery
          between the table and the charts interrupted it. */}
      <Section align="start" id="results" eyebrow={resultsSection.eyebrow} title={resultsSection.title} intro={resultsSection.intro} tone="tinted">
        <ResultsCharts groups={chartGroups} />
      </Section>

      <Section align="start" id="applications" eyebrow={applications.eyebrow} title={applications.title}>
        <PhoneFold summary={fillTemplate(pretreatmentPhoneFolds.applications, { count: applications.items.length })} className="border-y border-border md:border-0" summaryClassName="text-sm">
          <ul className="grid gap-5 max-md:mb-4 max-md:mt-2 sm:grid-cols-2 lg:grid-cols-4">
            {applications.items.map((item) => (
              <li key={item.title} className="flex flex-col rounded-2xl border border-border bg-bg p-6 shadow-sm" data-reveal>
                <h3 className="text-lg font-semibold leading-snug">{item.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-muted">{item.description}</p>
                <Link href={item.href} className="mt-4 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-accent hover:underline">
                  {item.linkLabel}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </PhoneFold>
      </Section>

      <Section align="start" id="process-video" eyebrow={processVideo.eyebrow} title={processVideo.title} intro={processVideo.intro} tone="tinted">
        <div className="max-w-4xl" data-reveal>
          <VideoPlayer {...processVideo.video} copy={{ ...uiCopy.video }} />
        </div>
      </Section>

      <Section align="start" id="gallery" eyebrow={gallery.eyebrow} title={gallery.title} intro={gallery.intro}>
        <GalleryMarquee rows={gallery.rows} fallback={gallery.fallback} idPrefix="cavitation-gallery" />
      </Section>

      <CtaBand id="cta" tone="quiet" title={pretreatmentLinks.title} text={pretreatmentLinks.text} actions={[pretreatmentLinks.primary, ...pretreatmentLinks.related]} />
    </>
  );
}
