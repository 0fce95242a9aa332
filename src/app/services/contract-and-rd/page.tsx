import { PageHero } from '@/components/layout/page-hero';
import { ContractRdCard } from '@/components/services/contract-rd-card';
import { CtaBand } from '@/components/ui/cta-band';
import { servicesBreadcrumb } from '@/components/services/service-detail-layout';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { contractRdAreas, contractRdCopy as copy } from '@/content/contract-rd';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.contractRd);

export default function ContractRdPage() {
  return (
    <>
      <JsonLd data={servicesBreadcrumb(pages.contractRd, pages.contractRd.title)} />
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} badge={copy.hero.badge} />

      <Section id="expertise" eyebrow={copy.intro.eyebrow} title={copy.intro.title} intro={copy.intro.text}>
        {/* Three cards on the first row and two centred below on wide screens; the last centred on tablets. */}
        <div className="grid gap-6 sm:grid-cols-4 lg:grid-cols-6 [&>*]:sm:col-span-2 [&>*:nth-child(4)]:lg:col-start-2 [&>*:nth-child(5)]:sm:col-start-2 [&>*:nth-child(5)]:lg:col-start-auto">
          {contractRdAreas.map((area) => (
            <div key={area.id} data-reveal className="flex">
              <ContractRdCard area={area} />
            </div>
          ))}
        </div>
      </Section>

      <CtaBand id="rd-contact" title={copy.bottom.title} text={copy.bottom.text}>
        <ButtonLink href="/contact" variant="light">
          {copy.bottom.contact}
        </ButtonLink>
        <ButtonLink href="/projects" variant="secondary">
          {copy.bottom.projects}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
