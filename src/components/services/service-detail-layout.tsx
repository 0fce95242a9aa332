import Image from 'next/image';
import Link from '@/components/ui/local-link';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { FactList } from '@/components/ui/fact-list';
import { SectionHeading } from '@/components/ui/section-heading';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import type { PageEntry } from '@/content/pages';
import { detailCopy, type DetailSection, type ServiceDetail } from '@/content/services-details';
import { english } from '@/content/i18n';
import { services } from '@/content/services';
import { contactHref } from '@/lib/forms/contact-fields';
import { ArrowIcon, ServiceIcon } from './service-icon';
import { SERVICE_PICTURE } from './picture-slot';

function BackToServicesLink() {
  return (
    <Link href="/services" className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-brand hover:underline">
      <ArrowIcon direction="left" />
      {detailCopy.backToServices}
    </Link>
  );
}

/** Duration, team and pricing beside the title: what a buyer asks first, as a ruled list. */
function ServiceSummary({ overview }: { overview: ServiceDetail['overview'] }) {
  const items = [
    { label: detailCopy.durationLabel, value: overview.duration, note: overview.durationNote },
    { label: detailCopy.teamLabel, value: overview.team, note: overview.teamNote },
    { label: detailCopy.pricingLabel, value: detailCopy.pricing },
  ];
  return (
    <section aria-label={detailCopy.summaryLabel}>
      <dl className="divide-y divide-border">
        {items.map((item) => (
          <div key={item.label} className="py-3 first:pt-0 last:pb-0">
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{item.label}</dt>
            <dd className="mt-1 font-bold">{item.value}</dd>
            {item.note && <dd className="mt-1 text-sm leading-6 text-muted">{item.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The opening and the close every laboratory service page shares: the title with
 * the service summary (duration, team, pricing) beside it, "Request a Quote" and
 * "Back to Services", and a closing "Contact Us" / "Back to Services". Between them
 * (`children`) each page builds its own body around the artefact its subject calls
 * for (a test catalogue, a sample path, a synthesis route, an analysis table, an
 * incubation timeline), so no two service pages share one layout.
 */
/** The contact form with this page's laboratory test chosen: the form's options name the tests in English (src/content/contact.ts). */
function quoteHref(page: PageEntry): string {
  const service = serviceOf(page);
  return service ? contactHref(english(service).title) : '/contact';
}

/** The laboratory service a detail page describes (its address is /services/{id}). */
function serviceOf(page: PageEntry) {
  return services.find((s) => page.path === `/services/${s.id}`);
}

export function ServiceDetailLayout({ page, detail, children }: { page: PageEntry; detail: ServiceDetail; children: ReactNode }) {
  const service = serviceOf(page);
  return (
    <>
      <PageHero
        layout="editorial"
        title={detail.title}
        subtitle={detail.hero.subtitle}
        badge={detail.hero.badge}
        crumbs={<Breadcrumbs page={page} />}
        aside={
          <>
            {/* The service's own drawing (the one /services shows on its card), so the opening shows the bench, not an empty half; from 640 px, where it stays under its native width. Lazy, so a phone, where it is hidden, does not fetch it. */}
            {service && (
              <Image
                src={service.image.src}
                alt={service.image.alt}
                width={SERVICE_PICTURE.width}
                height={SERVICE_PICTURE.height}
                sizes="(min-width: 1024px) 460px, 640px"
                className="art-image mb-6 aspect-[16/10] w-full max-w-160 rounded-2xl bg-surface-2 object-cover max-sm:hidden"
              />
            )}
            <ServiceSummary overview={detail.overview} />
          </>
        }
        asideLayout="panel"
      >
        <ButtonLink href={quoteHref(page)}>{detailCopy.requestQuote}</ButtonLink>
        <BackToServicesLink />
      </PageHero>

      {children}

      <CtaBand
        id="closing"
        tone="quiet"
        title={detailCopy.closingTitle}
        text={detailCopy.closingText}
        actions={[
          { label: detailCopy.contactUs, href: quoteHref(page) },
          { label: detailCopy.backToServices, href: '/services', back: true },
        ]}
      />
    </>
  );
}

/** The overview of a service: its heading, paragraphs held to a reading measure, and its short facts under a hairline. */
export function ServiceOverview({ overview, className = '' }: { overview: ServiceDetail['overview']; className?: string }) {
  return (
    <div data-reveal className={className}>
      <SectionHeading id="overview-title" eyebrow={detailCopy.overview} title={overview.title} />
      <div className="mt-5 max-w-[65ch] space-y-4 text-lg leading-8 text-muted">
        {overview.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <FactList facts={overview.facts} variant="plain" className="mt-8 grid max-w-[65ch] gap-x-8 gap-y-4 border-t border-border pt-6 sm:grid-cols-2" />
    </div>
  );
}

/** The section of a given kind from a service's content (each page places its sections itself). */
export function sectionOf<K extends DetailSection['kind']>(detail: ServiceDetail, kind: K): Extract<DetailSection, { kind: K }> {
  const found = detail.sections.find((s): s is Extract<DetailSection, { kind: K }> => s.kind === kind);
  if (!found) throw new Error(`${detail.id} has no ${kind} section`);
  return found;
}

/** A service's reasons as notes under their icons; the caller sets the grid (three columns, or a stack beside text). */
export function FeatureNotes({ section, className }: { section: Extract<DetailSection, { kind: 'features' }>; className: string }) {
  return (
    <dl className={className}>
      {section.features.map((feature) => (
        <div key={feature.title} data-reveal>
          <dt className="flex items-center gap-3 text-lg font-bold">
            <ServiceIcon name={feature.icon} className="size-5 shrink-0 text-brand" />
            {feature.title}
          </dt>
          <dd className="mt-2 leading-7 text-muted">{feature.description}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Why it matters" as three ruled columns of text, each under its icon: the reasons
 * read as notes beside the engineering, not as another row of cards.
 */
export function WhyList({ section, tone = 'plain' }: { section: Extract<DetailSection, { kind: 'features' }>; tone?: 'plain' | 'tinted' }) {
  return (
    <Section align="start" id={section.id} eyebrow={section.eyebrow} title={section.title} tone={tone}>
      <FeatureNotes section={section} className="grid gap-x-10 gap-y-8 border-t border-border pt-8 md:grid-cols-3" />
    </Section>
  );
}
