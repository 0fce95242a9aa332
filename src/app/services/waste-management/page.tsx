import { PageHero } from '@/components/layout/page-hero';
import { CtaBand } from '@/components/ui/cta-band';
import { servicesBreadcrumb } from '@/components/services/service-detail-layout';
import { WasteServiceCard } from '@/components/services/waste-service-card';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { wasteManagementCopy as copy, wasteServices } from '@/content/waste-management';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.wasteManagement);

export default function WasteManagementPage() {
  return (
    <>
      <JsonLd data={servicesBreadcrumb(pages.wasteManagement, pages.wasteManagement.title)} />
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} badge={copy.hero.badge} />

      <Section id="waste-services" eyebrow={copy.intro.eyebrow} title={copy.intro.title} intro={copy.intro.text}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {wasteServices.map((card) => (
            <WasteServiceCard key={card.id} card={card} />
          ))}
        </div>
      </Section>

      <Section id="compliance" tone="tinted" eyebrow={copy.compliance.eyebrow} title={copy.compliance.title}>
        <ol className="grid gap-5 md:grid-cols-3">
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

      <CtaBand id="waste-contact" title={copy.cta.title} text={copy.cta.text}>
        <ButtonLink href="/contact" variant="light">
          {copy.cta.button}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
