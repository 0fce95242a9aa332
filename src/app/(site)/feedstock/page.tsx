import { PageSections } from '@/components/ui/page-sections';
import { PhoneFold } from '@/components/ui/phone-fold';
import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/page-hero';
import { BuyingPlants } from '@/components/feedstock/buying-plants';
import { RatesNotes, RatesTable } from '@/components/feedstock/rates-table';
import { SeasonCalendar } from '@/components/feedstock/season-calendar';
import { WeighbridgeSlip } from '@/components/feedstock/weighbridge-slip';
import { SupplyForm } from '@/components/forms/supply-form';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { FactList } from '@/components/ui/fact-list';
import { Section } from '@/components/ui/section';
import { buyingPlants, buyingPlantsCopy } from '@/content/buying-plants';
import { feedstockContent, feedstocks, monthOptions } from '@/content/feedstock';
import { formLanguage } from '@/content/form-messages';
import { pageMetadata } from '@/content/metadata';
import { pages } from '@/content/pages';
import { fillTemplate } from '@/lib/format';

export const generateMetadata = (): Metadata => pageMetadata(pages.feedstock);


export default function FeedstockPage() {
  const copy = feedstockContent;
  return (
    <>
      <PageHero
        layout="editorial"
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        badge={copy.hero.badge}
        crumbs={<Breadcrumbs page={pages.feedstock} />}
        aside={
          <FactList
            variant="plain"
            className="grid gap-5"
            facts={copy.summary.map((item) => ({
              label: item.label,
              value: (
                <>
                  <span className="block text-3xl font-bold tracking-tight text-fg tabular-nums">{item.value}</span>
                  <span className="mt-1 block text-sm font-normal text-muted">{item.note}</span>
                </>
              ),
            }))}
          />
        }
      >
        <ButtonLink href="#enquiry">{copy.hero.actions.enquiry}</ButtonLink>
        <ButtonLink href={copy.whatsapp.href()} variant="secondary">
          {copy.whatsapp.action}
        </ButtonLink>
      </PageHero>
      <PageSections label={copy.hero.sections.label} links={copy.hero.sections.links} actionId="enquiry" />

      <Section id="plants" eyebrow={buyingPlantsCopy.eyebrow} title={buyingPlantsCopy.title} intro={buyingPlantsCopy.intro} align="start" tone="tinted">
        <BuyingPlants plants={buyingPlants} feedstocks={feedstocks} />
        {/* On a phone, the way to offer a load once the plants are read (about the fifth screen); the rates end in it too. */}
        <p className="mt-8 md:hidden">
          <ButtonLink href="#enquiry">{copy.hero.actions.enquiry}</ButtonLink>
        </p>
      </Section>

      <Section id="calendar" eyebrow={copy.calendar.eyebrow} title={copy.calendar.title} intro={copy.calendar.intro} align="start">
        <SeasonCalendar items={feedstocks} caption={copy.calendar.caption} feedstockHeading={copy.calendar.feedstockHeading} legend={copy.calendar.legend} />
      </Section>

      <Section id="rates" eyebrow={copy.rates.eyebrow} title={copy.rates.title} intro={copy.rates.intro} align="start" tone="tinted">
        {/* A price list at every width; on a wide screen what the two rates mean sits beside it. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,40rem)_minmax(0,1fr)] lg:items-start lg:gap-12">
          <RatesTable items={feedstocks} caption={copy.rates.caption} columns={copy.rates.columns} />
          <div>
            <p className="max-w-3xl text-sm text-muted">{copy.rates.note}</p>
            {/* Where a supplier has just read the rates, the way to offer a load (the form, at the page's end). */}
            <p className="mt-6">
              <ButtonLink href="#enquiry">{copy.hero.actions.enquiry}</ButtonLink>
            </p>
          </div>
        </div>
        <RatesNotes items={feedstocks} summary={copy.rates.notes} columns={copy.rates.columns} />
      </Section>

      <Section id="how-it-works" eyebrow={copy.steps.eyebrow} title={copy.steps.title} align="start">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-16">
          <ol className="grid gap-8" role="list">
            {copy.steps.items.map((step, index) => (
              <li key={step.title} className="grid grid-cols-[2.5rem_1fr] gap-4">
                <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full border-2 border-brand font-bold tabular-nums text-brand">
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p className="mt-1 max-w-[65ch] leading-7 text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          {/* On a phone the sample slip waits behind its summary: the steps beside it say the same in words. */}
          <PhoneFold summary={copy.slip.fold} className="border-y border-border md:border-0 lg:pt-1" summaryClassName="text-sm">
            <div className="max-md:mb-4 max-md:mt-2">
              <p className="mb-4 text-sm text-muted">{copy.slip.intro}</p>
              <WeighbridgeSlip />
            </div>
          </PhoneFold>
        </div>
      </Section>

      <section id="enquiry" aria-labelledby="enquiry-title" className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:gap-12 lg:px-8">
          <div className="rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand">{copy.form.eyebrow}</p>
            <h2 id="enquiry-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
              {copy.form.title}
            </h2>
            <p className="mb-6 mt-2 text-muted">{copy.form.intro}</p>
            <SupplyForm {...formLanguage()} copy={copy.form} feedstocks={feedstocks.map((item) => ({ value: item.id, label: item.name }))} months={monthOptions} errorCopy={copy.errors} requestFailed={copy.messages.requestFailed} />
          </div>
          <div className="grid content-start gap-6">
            <div className="rounded-2xl border border-border bg-bg p-6">
              <h3 className="text-lg font-semibold">{copy.whatsapp.title}</h3>
              <p className="mt-2 text-muted">{copy.whatsapp.text}</p>
              <ButtonLink href={copy.whatsapp.href()} className="mt-4" >
                {copy.whatsapp.action}
              </ButtonLink>
              <p className="mt-4 text-sm text-muted">
                {copy.whatsapp.call}:{' '}
                <a href={`tel:${copy.whatsapp.phone.e164}`} className="font-semibold text-accent underline-offset-2 hover:underline">
                  {copy.whatsapp.phone.display}
                </a>
              </p>
            </div>
            <div className="rounded-2xl border border-border bg-bg p-6">
              <h3 className="text-lg font-semibold">{copy.villages.title}</h3>
              <PhoneFold summary={fillTemplate(copy.villages.fold, { count: copy.villages.points.length })} className="mt-1 md:mt-0" summaryClassName="text-sm">
                <ul className="mt-3 grid gap-3 text-muted" role="list">
                  {copy.villages.points.map((point) => (
                    <li key={point} className="border-l-2 border-brand pl-3 leading-7">
                      {point}
                    </li>
                  ))}
                </ul>
              </PhoneFold>
            </div>
            <p className="text-sm text-muted">
              {copy.more.text}{' '}
              <a href={copy.more.link.href} className="font-semibold text-accent underline-offset-2 hover:underline">
                {copy.more.link.label}
              </a>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
