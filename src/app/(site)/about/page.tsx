import type { Metadata } from 'next';
import { CapabilityList } from '@/components/about/capability-list';
import { FounderStory } from '@/components/about/founder-story';
import { PillarList } from '@/components/about/pillar-list';
import { StoryHeroScene, StoryStrip } from '@/components/about/story-strip';
import { Timeline } from '@/components/about/timeline';
import { LongReadHero } from '@/components/layout/page-hero';
import { FigureRow } from '@/components/ui/figure-row';
import { ButtonLink } from '@/components/ui/button-link';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import {
  aboutSections,
  capabilities,
  founder,
  pillars,
  storyClosing,
  storyHero,
  storyStats,
  storyStrip,
  timelineHeading,
  timelineItems,
} from '@/content/about';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.about);

export default function OurStoryPage() {
  return (
    <>
      <LongReadHero page={pages.about} hero={storyHero} aside={<StoryHeroScene strip={storyStrip} />} asideWideOnly>
        <ButtonLink href={storyHero.secondaryCta.href} variant="secondary">{storyHero.secondaryCta.label}</ButtonLink>
      </LongReadHero>

      <FigureRow label={aboutSections.storyFigures} stats={storyStats} />

      <section aria-labelledby="founder-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <FounderStory founder={founder} />
        <StoryStrip strip={storyStrip} />
      </section>

      <Section align="side" id="timeline" eyebrow={timelineHeading.eyebrow} title={timelineHeading.title} intro={aboutSections.timeline.intro} tone="tinted">
        <Timeline items={timelineItems()} />
      </Section>

      <Section align="start" id="capabilities" eyebrow={aboutSections.capabilities.eyebrow} title={aboutSections.capabilities.title} intro={aboutSections.capabilities.intro}>
        <CapabilityList items={capabilities} />
      </Section>

      <Section align="start" id="pillars" eyebrow={aboutSections.pillars.eyebrow} title={aboutSections.pillars.title} intro={aboutSections.pillars.intro} tone="tinted">
        <PillarList pillars={pillars} />
      </Section>

      <CtaBand
        id="story-cta"
        tone="quiet"
        title={storyClosing.title}
        text={storyClosing.body}
        actions={[
          { label: storyClosing.contactLabel, href: storyHero.primaryCta.href },
          { label: storyHero.secondaryCta.label, href: storyHero.secondaryCta.href },
        ]}
      />
    </>
  );
}
