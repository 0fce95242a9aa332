import Link from '@/components/ui/local-link';
import { FactTag } from '@/components/technology/fact-tag';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { facts, figure } from '@/content/facts';
import { homeServices } from '@/content/home';
import { printedFact } from '@/content/number-format';
import { monthsToFirstGas } from '@/content/plant-engineering';
import { uiCopy } from '@/content/ui';
import { fillTemplate } from '@/lib/format';
import { Icon } from './icons';

/**
 * The services block under "Who We Are": the CBG plant card across the width, then six cards
 * linking to the service pages, each with one short sentence (src/content/home.ts) that shows
 * whole on a phone; the section is `compact` there.
 */
export function HomeServices() {
  const s = homeServices;
  return (
    <Section id={s.id} eyebrow={s.eyebrow} title={s.title} intro={s.intro} tone="tinted" compact>
      <PlantLead />
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {s.items.map((item) => (
          <li key={item.href} data-reveal>
            <Link
              href={item.href}
              className="group flex h-full flex-col rounded-2xl border border-border bg-bg p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md sm:p-6"
            >
              {/* On a phone the icon stands beside the name and an arrow ends the line, so six services take half the scroll. */}
              <div className="flex items-center gap-3 sm:block">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand sm:size-12">
                  <Icon name={item.icon} />
                </span>
                <h3 className="text-lg font-semibold text-fg group-hover:text-brand sm:mt-5">{item.title}</h3>
                <Icon name="arrow" className="ml-auto size-4 shrink-0 text-brand sm:hidden" />
              </div>
              <p className="mt-2 flex-1 text-sm leading-6 text-muted">{item.description}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand max-sm:hidden" aria-hidden="true">
                {uiCopy.details} <Icon name="arrow" className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 sm:mt-10 sm:text-center">
        <ButtonLink href={s.cta.href} variant="secondary">
          {s.cta.label}
        </ButtonLink>
      </div>
    </Section>
  );
}

/**
 * The plant we engineer, leading the block: its three figures as the plant page prints them (the
 * feed, the months to first CBG, the capital cost with its "Estimate" tag) and the way to that page.
 * On a phone the description is left out and each figure is one line, so the card adds about a
 * quarter of a screen to a page held to a budget of screens (tests/e2e/home.spec.ts).
 */
function PlantLead() {
  const lead = homeServices.lead;
  const [shortest, longest] = monthsToFirstGas();
  const figures = [
    { label: lead.capacity, value: figure(facts.plantCapacity) },
    { label: lead.firstGas.label, value: fillTemplate(lead.firstGas.value, { min: shortest, max: longest }) },
    { label: lead.capex, value: printedFact(facts.plantCapex), basis: facts.plantCapex.basis },
  ];
  return (
    // From 1024 px the words stand left and the figures right; below, the figures follow the title and the link ends the card.
    <div
      className="mb-3 grid gap-3 rounded-2xl border border-brand/40 bg-bg p-4 shadow-sm sm:mb-5 sm:gap-5 sm:p-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-x-12 lg:gap-y-3 lg:p-8"
      data-reveal
      data-plant-lead
    >
      <div className="flex items-center gap-3 sm:gap-4">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand text-brand-fg sm:size-12">
          <Icon name="plant" />
        </span>
        <h3 className="text-lg font-semibold text-fg sm:text-2xl">{lead.title}</h3>
      </div>
      <p className="leading-7 text-muted max-sm:hidden lg:col-start-1">{lead.text}</p>
      {/* A phone: a line a figure, the value before its words. From 640 px: three columns under rules, as the plant page prints them. */}
      <dl className="grid gap-1.5 sm:grid-cols-3 sm:gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-center" aria-label={lead.figuresLabel}>
        {figures.map((f) => (
          <div key={f.label} className="flex flex-wrap items-baseline gap-x-2 sm:flex-col sm:flex-nowrap sm:border-t-2 sm:border-fg sm:pt-3">
            <dt className="order-2 text-sm text-muted sm:mt-1 sm:font-semibold sm:leading-snug sm:text-fg">{f.label}</dt>
            <dd className="order-1 tabular-nums tracking-tight sm:text-3xl font-semibold text-fg">{f.value}</dd>
            {f.basis && (
              <dd className="order-3 sm:mt-1.5">
                <FactTag basis={f.basis} />
              </dd>
            )}
          </div>
        ))}
      </dl>
      <p className="lg:col-start-1">
        <Link href={lead.link.href} className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand hover:underline">
          {lead.link.label} <Icon name="arrow" className="size-4" />
        </Link>
      </p>
    </div>
  );
}
