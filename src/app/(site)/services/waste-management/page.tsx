import type { Metadata } from 'next';
import { ServiceAreaPage } from '@/components/services/service-area-page';
import { WasteRoutes } from '@/components/services/waste-routes';
import { WasteServiceCard } from '@/components/services/waste-service-card';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { wasteManagementCopy as copy, wasteRoutes, wasteServices } from '@/content/waste-management';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.wasteManagement);

/** Built around the routes: where each stream goes from your gate, then the three services and how each load is documented. */
export default function WasteManagementPage() {
  return (
    <ServiceAreaPage
      page={pages.wasteManagement}
      copy={copy}
      id="waste-services"
      lead={
        <Section align="start" id="routes" eyebrow={wasteRoutes.eyebrow} title={wasteRoutes.title} intro={wasteRoutes.intro}>
          <WasteRoutes />
        </Section>
      }
      cards={wasteServices.map((card) => (
        <WasteServiceCard key={card.id} card={card} />
      ))}
      cta={{ id: 'waste-contact', title: copy.cta.title, text: copy.cta.text, actions: [{ label: copy.cta.button, href: pages.contact.path }] }}
    >
      <Section align="start" id="compliance" eyebrow={copy.compliance.eyebrow} title={copy.compliance.title}>
        <ol className="grid gap-x-10 gap-y-8 border-t border-border pt-8 md:grid-cols-3">
          {copy.compliance.items.map((item, i) => (
            <li key={item.title} data-reveal>
              <p aria-hidden="true" className="text-sm font-bold text-brand tabular-nums">0{i + 1}</p>
              <h3 className="mt-1 text-lg font-bold">{item.title}</h3>
              <p className="mt-2 leading-7 text-muted">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </ServiceAreaPage>
  );
}
