import type { Metadata } from 'next';
import { ContractRdCard } from '@/components/services/contract-rd-card';
import { ServiceAreaPage } from '@/components/services/service-area-page';
import { StageTrain } from '@/components/technology/stage-train';
import { Section } from '@/components/ui/section';
import { contractRdAreas, contractRdCopy as copy, engagement } from '@/content/contract-rd';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.contractRd);

/** Built around the engagement: each stage of a programme beside what the client receives, then the research areas. */
export default function ContractRdPage() {
  return (
    <ServiceAreaPage
      page={pages.contractRd}
      copy={copy}
      id="expertise"
      columns={2}
      lead={
        <Section align="start" id="engagement" eyebrow={engagement.eyebrow} title={engagement.title} intro={engagement.intro}>
          {/* The section's full width, as the cards under it: capped narrower, it stopped at four fifths of the row. */}
          <StageTrain train={engagement.train} />
        </Section>
      }
      cards={contractRdAreas.map((area) => (
        <div key={area.id} data-reveal className="flex">
          <ContractRdCard area={area} />
        </div>
      ))}
      cta={{
        id: 'rd-contact',
        title: copy.bottom.title,
        text: copy.bottom.text,
        actions: [
          { label: copy.bottom.contact, href: pages.contact.path },
          { label: copy.bottom.projects, href: pages.projects.path },
        ],
      }}
    />
  );
}
