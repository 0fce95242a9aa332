import Link from '@/components/ui/local-link';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { FactList } from '@/components/ui/fact-list';
import { SectionHeading } from '@/components/ui/section-heading';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { PageEntry } from '@/content/pages';
import { detailCopy, type ServiceDetail } from '@/content/services-details';
import { DetailSections } from './detail-sections';
import { ArrowIcon, ServiceIcon } from './service-icon';
import { CtaBand } from '@/components/ui/cta-band';

function BackToServicesLink({ className = '' }: { className?: string }) {
  return (
    <Link
      href="/services"
      className={`inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold text-brand hover:underline ${className}`}
    >
      <ArrowIcon direction="left" />
      {detailCopy.backToServices}
    </Link>
  );
}

/** One line of the service summary: icon and label, the value, and a note under it. */
function SummaryItem({ icon, label, value, note }: { icon: 'clock' | 'users'; label: string; value: string; note: string }) {
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-sm text-muted">
        <span className="absolute left-0 top-0 grid size-10 place-items-center rounded-xl bg-brand-soft text-brand">
          <ServiceIcon name={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="font-bold">{value}</dd>
      <dd className="mt-1 text-sm leading-6 text-muted">{note}</dd>
    </div>
  );
}

/**
 * The shared layout of every laboratory service page: banner with "Request a
 * Quote", a back link, the overview (duration, team, pricing), the page's
 * content sections, and a closing "Contact Us" / "Back to Services" band.
 */
export function ServiceDetailLayout({
  page,
  detail,
  children,
}: {
  page: PageEntry;
  detail: ServiceDetail;
  /** Extra content placed between the overview and the data-driven sections. */
  children?: ReactNode;
}) {
  const { overview } = detail;
  return (
    <>
      <PageHero title={detail.title} subtitle={detail.hero.subtitle} badge={detail.hero.badge} crumbs={<Breadcrumbs page={page} tone="onDark" />}>
        <ButtonLink href="/contact" variant="light">
          {detailCopy.requestQuote}
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="overview-title" className="mx-auto max-w-7xl px-4 pb-4 pt-6 sm:px-6 lg:px-8">
        <BackToServicesLink />
        <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
          <div data-reveal>
            <SectionHeading id="overview-title" eyebrow={detailCopy.overview} title={overview.title} />
            <div className="mt-5 space-y-4 text-lg leading-8 text-muted">
              {overview.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <FactList facts={overview.facts} variant="tiles" className="mt-8 grid gap-4 sm:grid-cols-2" />
          </div>
          <section data-reveal aria-label={detailCopy.summaryLabel} className="self-start rounded-2xl border border-border bg-surface p-6 shadow-sm">
            <dl className="space-y-5">
              <SummaryItem icon="clock" label={detailCopy.durationLabel} value={overview.duration} note={overview.durationNote} />
              <SummaryItem icon="users" label={detailCopy.teamLabel} value={overview.team} note={overview.teamNote} />
              <div className="border-t border-border pt-4">
                <dt className="text-sm text-muted">{detailCopy.pricingLabel}</dt>
                <dd className="font-semibold">{detailCopy.pricing}</dd>
              </div>
            </dl>
            <ButtonLink href="/contact" className="mt-6 w-full">
              {detailCopy.requestQuote}
            </ButtonLink>
          </section>
        </div>
      </section>

      {children}
      <DetailSections sections={detail.sections} />

      <CtaBand
        id="closing"
        title={detailCopy.closingTitle}
        text={detailCopy.closingText}
        actions={[
          { label: detailCopy.contactUs, href: '/contact' },
          { label: detailCopy.backToServices, href: '/services', back: true },
        ]}
      />
    </>
  );
}
