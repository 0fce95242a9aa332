import type { Metadata } from 'next';
import { ContractRdCard } from '@/components/services/contract-rd-card';
import { ServiceAreaPage } from '@/components/services/service-area-page';
import { contractRdAreas, contractRdCopy as copy } from '@/content/contract-rd';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.contractRd);

export default function ContractRdPage() {
  return (
    <ServiceAreaPage
      page={pages.contractRd}
      copy={copy}
      id="expertise"
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
