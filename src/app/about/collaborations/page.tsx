import { CtaPanel } from '@/components/about/cta-panel';
import { PartnerCard } from '@/components/about/partner-card';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { collaborationsHero, collaborationsIntro, collaborators, partnerCta } from '@/content/collaborators';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.collaborations);

export default function CollaborationsPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'About Us', path: pages.about.path },
          { name: pages.collaborations.title, path: pages.collaborations.path },
        ])}
      />
      <PageHero title={collaborationsHero.title} subtitle={collaborationsHero.subtitle} badge={collaborationsHero.badge} />

      <Section id="partners" eyebrow={collaborationsIntro.eyebrow} title={collaborationsIntro.title} intro={collaborationsIntro.body}>
        <ul className="grid gap-6 md:grid-cols-2">
          {collaborators.map((partner) => (
            <li key={partner.name}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaPanel id="partner-cta" title={partnerCta.title} body={partnerCta.body}>
        <ButtonLink href={partnerCta.cta.href} variant="light">
          {partnerCta.cta.label}
        </ButtonLink>
      </CtaPanel>
    </>
  );
}
