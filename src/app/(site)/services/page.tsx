import type { Metadata } from 'next';
import Link from '@/components/ui/local-link';
import { PageHero } from '@/components/layout/page-hero';
import { BenefitGrid } from '@/components/services/benefit-grid';
import { CtaBand } from '@/components/ui/cta-band';
import { ProcessSteps } from '@/components/services/process-steps';
import { ArrowIcon } from '@/components/services/service-icon';
import { ServiceCard } from '@/components/services/service-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { benefits, processSteps, services, servicesPageCopy as copy } from '@/content/services';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.services);

export default function ServicesPage() {
  return (
    <>
      <PageHero layout="listing" title={copy.hero.title} subtitle={copy.hero.subtitle} badge={copy.hero.badge} crumbs={<Breadcrumbs page={pages.services} />} />

      <Section align="start" id="services" eyebrow={copy.grid.eyebrow} title={copy.grid.title} intro={copy.grid.intro}>
        <div className="even-grid even-grid-3 gap-6">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </Section>

      <Section align="start" id="process" tone="tinted" eyebrow={copy.process.eyebrow} title={copy.process.title} intro={copy.process.intro}>
        <ProcessSteps steps={processSteps} />
      </Section>

      <CtaBand id="start-project" title={copy.cta.title} text={copy.cta.text} note={copy.cta.note} actions={[{ label: copy.cta.button, href: pages.contact.path }]} />

      <Section align="start" id="benefits" tone="tinted" eyebrow={copy.benefits.eyebrow} title={copy.benefits.title}>
        <BenefitGrid benefits={benefits} />
      </Section>

      <Section align="start" id="more-services" title={copy.more.title}>
        <div className="even-grid gap-5">
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
