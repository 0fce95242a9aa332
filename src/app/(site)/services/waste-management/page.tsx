import type { Metadata } from 'next';
import { ServiceAreaPage } from '@/components/services/service-area-page';
import { WasteServiceCard } from '@/components/services/waste-service-card';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { wasteManagementCopy as copy, wasteServices } from '@/content/waste-management';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.wasteManagement);

export default function WasteManagementPage() {
  return (
    <ServiceAreaPage
      page={pages.wasteManagement}
      copy={copy}
      id="waste-services"
      cards={wasteServices.map((card) => (
        <WasteServiceCard key={card.id} card={card} />
      ))}
      cta={{ id: 'waste-contact', title: copy.cta.title, text: copy.cta.text, actions: [{ label: copy.cta.button, href: pages.contact.path }] }}
    >
      <Section align="start" id="compliance" tone="tinted" eyebrow={copy.compliance.eyebrow} title={copy.compliance.title}>
        <ol className="even-grid even-grid-3 gap-5">
          {copy.compliance.items.map((item, i) => (
            <li key={item.title} data-reveal className="rounded-2xl border border-border bg-bg p-6 shadow-sm">
              <span aria-hidden="true" className="text-4xl font-extrabold text-brand">
                0{i + 1}
              </span>
              <h3 className="mt-2 text-lg font-bold">{item.title}</h3>
              <p className="mt-2 leading-7 text-muted">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </ServiceAreaPage>
  );
}
