import { CtaPanel } from '@/components/about/cta-panel';
import { FeatureGrid } from '@/components/about/feature-grid';
import { Pathway } from '@/components/about/pathway';
import { StatementCard } from '@/components/about/statement-card';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { coreValues, mission, pathway, pathwayIntro, vision, visionClosing, visionMissionHero } from '@/content/about';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.visionMission);

export default function VisionMissionPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'About Us', path: pages.about.path },
          { name: pages.visionMission.title, path: pages.visionMission.path },
        ])}
      />
      <PageHero title={visionMissionHero.title} subtitle={visionMissionHero.subtitle} badge={visionMissionHero.badge} />

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <StatementCard id="mission-title" tone="brand" {...mission} />
        <StatementCard id="vision-title" tone="accent" {...vision} />
      </div>

      <Section id="values" eyebrow="What we stand for" title="Our core values" tone="tinted">
        <FeatureGrid items={coreValues} />
      </Section>

      <Section id="pathway" eyebrow="The road ahead" title="Our pathway to impact" intro={pathwayIntro}>
        <Pathway steps={pathway} />
      </Section>

      <CtaPanel id="vision-cta" title={visionClosing.title} body={visionClosing.body}>
        <ButtonLink href={visionClosing.cta.href} variant="light">
          {visionClosing.cta.label}
        </ButtonLink>
      </CtaPanel>
    </>
  );
}
