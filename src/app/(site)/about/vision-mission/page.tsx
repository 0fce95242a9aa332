import type { Metadata } from 'next';
import { FeatureGrid } from '@/components/about/feature-grid';
import { Pathway } from '@/components/about/pathway';
import { StatementCard } from '@/components/about/statement-card';
import { LongReadHero } from '@/components/layout/page-hero';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import { aboutSections, coreValues, mission, pathway, vision, visionClosing, visionMissionHero } from '@/content/about';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.visionMission);

export default function VisionMissionPage() {
  return (
    <>
      <LongReadHero page={pages.visionMission} hero={visionMissionHero} />

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <StatementCard id="mission-title" tone="brand" {...mission} />
        <StatementCard id="vision-title" tone="accent" {...vision} />
      </div>

      <Section align="start" id="values" eyebrow={aboutSections.values.eyebrow} title={aboutSections.values.title} tone="tinted">
        <FeatureGrid items={coreValues} />
      </Section>

      <Section align="start" id="pathway" eyebrow={aboutSections.pathway.eyebrow} title={aboutSections.pathway.title} intro={aboutSections.pathway.intro}>
        <Pathway steps={pathway} />
      </Section>

      <CtaBand id="vision-cta" tone="quiet" title={visionClosing.title} text={visionClosing.body} actions={[{ label: visionClosing.cta.label, href: visionClosing.cta.href }]} />
    </>
  );
}
