import { CtaPanel } from '@/components/about/cta-panel';
import { FocusAreaCard } from '@/components/about/focus-area-card';
import { PageHero } from '@/components/layout/page-hero';
import { GalleryMarquee } from '@/components/media/gallery-marquee';
import { StatGrid } from '@/components/sections/stat-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { focusAreas, focusIntro, galleryGroups, galleryIntro, researchClosing, researchHero, researchStats, statsIntro } from '@/content/research';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.research);

export default function ResearchPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'About Us', path: pages.about.path },
          { name: pages.research.title, path: pages.research.path },
        ])}
      />
      <PageHero title={researchHero.title} subtitle={researchHero.subtitle} badge={researchHero.badge} />

      <Section id="output" eyebrow={statsIntro.eyebrow} title={statsIntro.title} intro={statsIntro.body}>
        <StatGrid stats={researchStats} staggerMs={200} />
      </Section>

      <Section id="gallery" eyebrow={galleryIntro.eyebrow} title={galleryIntro.title} intro={galleryIntro.body} tone="tinted">
        <GalleryMarquee rows={galleryGroups} fallback="tile" />
      </Section>

      <Section id="focus" eyebrow={focusIntro.eyebrow} title={focusIntro.title} intro={focusIntro.body}>
        <div className="grid gap-6 lg:grid-cols-2">
          {focusAreas.map((area) => (
            <FocusAreaCard key={area.title} area={area} />
          ))}
        </div>
      </Section>

      <CtaPanel id="research-cta" title={researchClosing.title} body={researchClosing.body}>
        <ButtonLink href={researchClosing.primary.href} variant="light">
          {researchClosing.primary.label}
        </ButtonLink>
        <ButtonLink href={researchClosing.secondary.href} variant="secondary">
          {researchClosing.secondary.label}
        </ButtonLink>
      </CtaPanel>
    </>
  );
}
