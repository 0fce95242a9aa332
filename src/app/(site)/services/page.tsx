import type { Metadata } from 'next';
import Link from '@/components/ui/local-link';
import { PageHero } from '@/components/layout/page-hero';
import { LabSpecification } from '@/components/services/lab-specification';
import { ArrowIcon } from '@/components/services/service-icon';
import { ServiceCard } from '@/components/services/service-card';
import { StepRail } from '@/components/services/step-rail';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { pages } from '@/content/pages';
import { processSteps, services, servicesPageCopy as copy } from '@/content/services';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.services);

/**
 * The services: first the plants and programmes (the CBG plant page first), then the laboratory's five service cards (two columns, as on contract R&D: the
 * featured first card has a row of its own, so it is as tall as its own text), the five steps of a project as a
 * numbered rail beside their heading (as the service pages draw a sample's path), what a
 * client can check before sending a sample, and a quiet close like the service pages'.
 */
export default function ServicesPage() {
  return (
    <>
      <PageHero layout="listing" title={copy.hero.title} subtitle={copy.hero.subtitle} badge={copy.hero.badge} crumbs={<Breadcrumbs page={pages.services} />} />

      <Section align="start" id="more-services" tone="tinted" title={copy.more.title}>
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

      <Section align="start" id="services" eyebrow={copy.grid.eyebrow} title={copy.grid.title} intro={copy.grid.intro}>
        <div className="even-grid gap-6">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </Section>

      <section id="process" aria-labelledby="process-title" className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16 lg:px-8">
          <div data-reveal>
            <SectionHeading id="process-title" eyebrow={copy.process.eyebrow} title={copy.process.title} />
            <p className="mt-4 text-pretty text-lg leading-8 text-muted">{copy.process.intro}</p>
          </div>
          <div data-reveal className="lg:pt-2">
            <StepRail
              flow={{ id: 'process-steps', steps: processSteps.map((step) => ({ title: step.title, text: step.description })) }}
              label={copy.process.label}
              titleAs="h3"
            />
          </div>
        </div>
      </section>

      <Section align="start" id="benefits" eyebrow={copy.benefits.eyebrow} title={copy.benefits.title} intro={copy.benefits.intro}>
        <LabSpecification />
      </Section>

      <CtaBand id="start-project" tone="quiet" title={copy.cta.title} text={copy.cta.text} note={copy.cta.note} actions={[{ label: copy.cta.button, href: pages.contact.path }]} />
    </>
  );
}
