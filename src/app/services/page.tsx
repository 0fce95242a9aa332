import Link from 'next/link';
import { PageHero } from '@/components/layout/page-hero';
import { BenefitGrid } from '@/components/services/benefit-grid';
import { CtaBand } from '@/components/ui/cta-band';
import { ProcessSteps } from '@/components/services/process-steps';
import { ArrowIcon } from '@/components/services/service-icon';
import { ServiceCard } from '@/components/services/service-card';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { benefits, processSteps, services, servicesPageCopy as copy } from '@/content/services';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.services);

export default function ServicesPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Services', path: pages.services.path },
        ])}
      />
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} badge={copy.hero.badge} />

      <Section id="services" eyebrow={copy.grid.eyebrow} title={copy.grid.title} intro={copy.grid.intro}>
        {/* Three cards on the first row and two centred below on wide screens; the last centred on tablets. */}
        <div className="grid gap-6 sm:grid-cols-4 lg:grid-cols-6 [&>*]:sm:col-span-2 [&>*:nth-child(4)]:lg:col-start-2 [&>*:nth-child(5)]:sm:col-start-2 [&>*:nth-child(5)]:lg:col-start-auto">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </Section>

      <Section id="process" tone="tinted" eyebrow={copy.process.eyebrow} title={copy.process.title} intro={copy.process.intro}>
        <ProcessSteps steps={processSteps} />
      </Section>

      <CtaBand id="start-project" title={copy.cta.title} text={copy.cta.text} note={copy.cta.note}>
        <ButtonLink href="/contact" variant="light">
          {copy.cta.button}
          <ArrowIcon />
        </ButtonLink>
      </CtaBand>

      <Section id="benefits" tone="tinted" eyebrow={copy.benefits.eyebrow} title={copy.benefits.title}>
        <BenefitGrid benefits={benefits} />
      </Section>

      <Section id="more-services" title={copy.more.title}>
        <div className="mx-auto grid max-w-4xl gap-5 md:grid-cols-2">
          {copy.more.items.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              data-reveal
              className="group flex items-start justify-between gap-4 rounded-2xl border border-border bg-bg p-6 shadow-sm transition-colors hover:border-brand"
            >
              <span>
                <span className="block text-lg font-bold group-hover:text-brand">{item.title}</span>
                <span className="mt-1.5 block leading-7 text-muted">{item.description}</span>
              </span>
              <ArrowIcon className="mt-1.5 size-5 shrink-0 text-brand transition-transform group-hover:translate-x-1" />
            </Link>
          ))}
        </div>
      </Section>
    </>
  );
}
