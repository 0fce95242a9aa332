import { PageHero } from '@/components/layout/page-hero';
import { ContractRdCard } from '@/components/services/contract-rd-card';
import { CtaBand } from '@/components/ui/cta-band';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { contractRdAreas, contractRdCopy as copy } from '@/content/contract-rd';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.contractRd);

export default function ContractRdPage() {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} badge={copy.hero.badge} crumbs={<Breadcrumbs page={pages.contractRd} tone="onDark" />} />

      <Section align="start" id="expertise" eyebrow={copy.intro.eyebrow} title={copy.intro.title} intro={copy.intro.text}>
        <div className="even-grid even-grid-3 gap-6">
          {contractRdAreas.map((area) => (
            <div key={area.id} data-reveal className="flex">
              <ContractRdCard area={area} />
            </div>
          ))}
        </div>
      </Section>

      <CtaBand
        id="rd-contact"
        title={copy.bottom.title}
        text={copy.bottom.text}
        actions={[
          { label: copy.bottom.contact, href: pages.contact.path },
          { label: copy.bottom.projects, href: pages.projects.path },
        ]}
      />
    </>
  );
}
