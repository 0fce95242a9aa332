import type { Metadata } from 'next';
import { Pathway } from '@/components/about/pathway';
import { StatementSpread } from '@/components/about/statement-spread';
import { ValueList } from '@/components/about/value-list';
import { LongReadHero } from '@/components/layout/page-hero';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import { aboutSections, coreValues, mission, pathway, vision, visionClosing, visionMissionHero } from '@/content/about';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.visionMission);

/**
 * A page of its own shape, told in order: why we exist (mission and vision as a spread
 * of two statements), what we hold to (a numbered list of values), and where we are on
 * the way (the pathway, from what is done to the targets for 2030, with their figures).
 */
export default function VisionMissionPage() {
  return (
    <>
      <LongReadHero page={pages.visionMission} hero={visionMissionHero} />

      <StatementSpread
        statements={[
          { id: 'mission-title', ...mission },
          { id: 'vision-title', ...vision },
        ]}
      />

      <Section align="start" id="values" eyebrow={aboutSections.values.eyebrow} title={aboutSections.values.title} tone="tinted">
        <ValueList values={coreValues} />
      </Section>

      <Section align="start" id="pathway" eyebrow={aboutSections.pathway.eyebrow} title={aboutSections.pathway.title} intro={aboutSections.pathway.intro}>
        <Pathway steps={pathway} />
      </Section>

      <CtaBand id="vision-cta" tone="quiet" title={visionClosing.title} text={visionClosing.body} actions={[{ label: visionClosing.cta.label, href: visionClosing.cta.href }]} />
    </>
  );
}
