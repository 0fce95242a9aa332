import { CtaPanel } from '@/components/about/cta-panel';
import { FeatureGrid } from '@/components/about/feature-grid';
import { FounderStory } from '@/components/about/founder-story';
import { PillarCards } from '@/components/about/pillar-cards';
import { Timeline } from '@/components/about/timeline';
import { PageHero } from '@/components/layout/page-hero';
import { StatGrid } from '@/components/sections/stat-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import {
  capabilities,
  capabilitiesIntro,
  founder,
  pillars,
  pillarsIntro,
  storyClosing,
  storyHero,
  storyStats,
  timeline,
  timelineIntro,
} from '@/content/about';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.about);

export default function OurStoryPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: pages.about.title, path: pages.about.path }])} />
      <PageHero title={storyHero.title} subtitle={storyHero.subtitle} badge={storyHero.badge}>
        <ButtonLink href={storyHero.primaryCta.href} variant="light">
          {storyHero.primaryCta.label}
        </ButtonLink>
        <ButtonLink href={storyHero.secondaryCta.href} variant="secondary">
          {storyHero.secondaryCta.label}
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="stats-title" className="relative z-10 mx-auto -mt-10 max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="sr-only">
          Our story in numbers
        </h2>
        <StatGrid stats={storyStats} staggerMs={200} className="[&>div]:shadow-lg" />
      </section>

      <section aria-labelledby="founder-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <FounderStory founder={founder} />
      </section>

      <Section id="timeline" eyebrow="Milestones" title="From a lab bench to 40 biogas plants" intro={timelineIntro} tone="tinted">
        <Timeline items={timeline} />
      </Section>

      <Section id="capabilities" eyebrow="What we do" title="Eight capabilities, one team" intro={capabilitiesIntro}>
        <FeatureGrid items={capabilities} />
      </Section>

      <Section id="pillars" eyebrow="How we work" title="Our three pillars" intro={pillarsIntro} tone="tinted">
        <PillarCards pillars={pillars} />
      </Section>

      <CtaPanel id="story-cta" title={storyClosing.title} body={storyClosing.body}>
        <ButtonLink href={storyHero.primaryCta.href} variant="light">
          Contact Us
        </ButtonLink>
        <ButtonLink href={storyHero.secondaryCta.href} variant="secondary">
          {storyHero.secondaryCta.label}
        </ButtonLink>
      </CtaPanel>
    </>
  );
}
