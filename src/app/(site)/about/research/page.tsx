import type { Metadata } from 'next';
import { FocusAreaCard } from '@/components/about/focus-area-card';
import { InstrumentTable } from '@/components/about/instrument-table';
import { PublicationList } from '@/components/about/publication-list';
import { LongReadHero } from '@/components/layout/page-hero';
import { GalleryMarquee } from '@/components/media/gallery-marquee';
import { StatGrid } from '@/components/sections/stat-grid';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import {
  focusAreas,
  focusIntro,
  galleryGroups,
  galleryIntro,
  instruments,
  instrumentsIntro,
  patentApplications,
  publications,
  publicationsIntro,
  researchClosing,
  researchHero,
  researchStats,
  statsIntro,
} from '@/content/research';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.research);

export default function ResearchPage() {
  return (
    <>
      <LongReadHero page={pages.research} hero={researchHero} />

      <Section align="start" id="output" eyebrow={statsIntro.eyebrow} title={statsIntro.title} intro={statsIntro.body}>
        <StatGrid stats={researchStats} staggerMs={200} counting />
        {/* The figures' evidence: a selection of the papers and patent applications they count. */}
        <PublicationList labels={publicationsIntro} publications={publications} patents={patentApplications} />
      </Section>

      {/* What a lab client weighs first: the instruments, what they measure and the service that uses them. */}
      <Section align="start" id="instruments" eyebrow={instrumentsIntro.eyebrow} title={instrumentsIntro.title} intro={instrumentsIntro.body} tone="tinted">
        <InstrumentTable title={instrumentsIntro.tableTitle} caption={instrumentsIntro.caption} columns={instrumentsIntro.columns} rows={instruments} />
      </Section>

      <Section align="start" id="focus" eyebrow={focusIntro.eyebrow} title={focusIntro.title} intro={focusIntro.body}>
        <div className="even-grid gap-6">
          {focusAreas.map((area) => (
            <FocusAreaCard key={area.title} area={area} projectsHeading={focusIntro.projectsHeading} />
          ))}
        </div>
      </Section>

      <Section align="start" id="gallery" eyebrow={galleryIntro.eyebrow} title={galleryIntro.title} intro={galleryIntro.body} tone="tinted">
        {/* Secondary: the drawings after the instruments and the research, in small tiles. */}
        <GalleryMarquee rows={galleryGroups} fallback="tile" size="compact" />
      </Section>

      <CtaBand id="research-cta" tone="quiet" title={researchClosing.title} text={researchClosing.body} actions={[{ label: researchClosing.primary.label, href: researchClosing.primary.href }, { label: researchClosing.secondary.label, href: researchClosing.secondary.href }]} />
    </>
  );
}
