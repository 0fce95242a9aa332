import { PartnerCard } from '@/components/about/partner-card';
import { PeoplePage } from '@/components/about/people-page';
import { collaborationsHero, collaborationsIntro, collaborators, partnerCta } from '@/content/collaborators';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.collaborations);

export default function CollaborationsPage() {
  return (
    <PeoplePage
      page={pages.collaborations}
      hero={collaborationsHero}
      id="partners"
      intro={collaborationsIntro}
      columns={2}
      people={collaborators.map((partner) => ({ key: partner.name, card: <PartnerCard partner={partner} /> }))}
      closing={{ id: 'partner-cta', title: partnerCta.title, body: partnerCta.body, actions: [partnerCta.cta] }}
    />
  );
}
