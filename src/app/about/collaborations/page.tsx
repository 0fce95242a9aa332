import { PartnerCard } from '@/components/about/partner-card';
import { LongReadHero } from '@/components/layout/page-hero';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import { collaborationsHero, collaborationsIntro, collaborators, partnerCta } from '@/content/collaborators';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.collaborations);

export default function CollaborationsPage() {
  return (
    <>
      <LongReadHero page={pages.collaborations} hero={collaborationsHero} />

      <Section align="start" id="partners" eyebrow={collaborationsIntro.eyebrow} title={collaborationsIntro.title} intro={collaborationsIntro.body}>
        <ul className="even-grid gap-6">
          {collaborators.map((partner) => (
            <li key={partner.name}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="partner-cta" tone="quiet" title={partnerCta.title} text={partnerCta.body} actions={[{ label: partnerCta.cta.label, href: partnerCta.cta.href }]} />
    </>
  );
}
