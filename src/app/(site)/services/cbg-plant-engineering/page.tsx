import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/page-hero';
import { CompletedProjectCard } from '@/components/projects/completed-project-card';
import { PlantCostFigures, PlantCostTable } from '@/components/services/plant-costs';
import { PlantStageList, PlantTimeline } from '@/components/services/plant-timeline';
import { ArrowIcon } from '@/components/services/service-icon';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { CtaBand } from '@/components/ui/cta-band';
import { FactList } from '@/components/ui/fact-list';
import Link from '@/components/ui/local-link';
import { PageSections } from '@/components/ui/page-sections';
import { Section } from '@/components/ui/section';
import { calculatorData } from '@/content/calculator-data';
import { BUILT_PLANT_PROJECT_ID } from '@/content/facts';
import { pageMetadata } from '@/content/metadata';
import { pages } from '@/content/pages';
import { CITY_SERVICE, costColumns, PLANT_SERVICE, plantEngineeringCopy as copy } from '@/content/plant-engineering';
import { completedProjects } from '@/content/projects';
import { contactHref } from '@/lib/forms/contact-fields';
import { fillTemplate } from '@/lib/format';

export const generateMetadata = (): Metadata => pageMetadata(pages.plantEngineering);

/** The calculator's sources the schemes cite (content/calculator.yaml), by the scheme's place in the list. */
const SCHEME_SOURCES: Partial<Record<number, string>> = { 0: 'mopng-price-2025', 2: 'mda-2023' };

/**
 * The offer page for someone buying a plant: the standard plant and how long the job takes, the
 * stages drawn to scale, who does what, the costs with their working, the schemes that apply,
 * one plant we built, and the way to start.
 */
export default function PlantEngineeringPage() {
  const nashik = completedProjects.find((p) => p.id === BUILT_PLANT_PROJECT_ID);
  const sources = calculatorData().sources;
  return (
    <>
      <PageHero
        layout="editorial"
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        badge={copy.hero.badge}
        crumbs={<Breadcrumbs page={pages.plantEngineering} />}
        aside={
          <div>
            <p className="text-xs font-semibold uppercase tracking-wider text-muted">{copy.hero.summaryLabel}</p>
            <FactList
              variant="plain"
              className="mt-4 grid gap-5"
              facts={copy.hero.summary.map((item) => ({
                label: item.label,
                value: (
                  <>
                    <span className="block text-3xl font-bold tracking-tight text-fg tabular-nums">{item.value}</span>
                    <span className="mt-1 block text-sm font-normal text-muted">{item.note}</span>
                  </>
                ),
              }))}
            />
          </div>
        }
      >
        <ButtonLink href={copy.hero.primary.href}>{copy.hero.primary.label}</ButtonLink>
        <ButtonLink href={copy.hero.secondary.href} variant="secondary">
          {copy.hero.secondary.label}
        </ButtonLink>
      </PageHero>
      <PageSections label={copy.sections.label} links={copy.sections.links} />

      <Section align="start" id="stages" eyebrow={copy.stages.eyebrow} title={copy.stages.title} intro={copy.stages.intro}>
        <PlantTimeline />
        <PlantStageList />
        <p className="mt-8 font-semibold md:hidden">{copy.stages.total}</p>
      </Section>

      <Section align="start" id="roles" eyebrow={copy.roles.eyebrow} title={copy.roles.title} intro={copy.roles.intro} tone="tinted">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <div>
            <h3 className="text-xl font-bold">{copy.roles.oursTitle}</h3>
            <ul className="mt-4 space-y-3">
              {copy.roles.ours.map((item) => (
                <li key={item} className="flex gap-3 leading-7">
                  <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-brand" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xl font-bold">{copy.roles.yoursTitle}</h3>
            <p className="mt-1 text-muted">{copy.roles.yoursIntro}</p>
            <dl className="mt-4 divide-y divide-border border-y border-border" data-testid="plant-requirements">
              {copy.roles.items.map((item) => (
                <div key={item.label} className="grid gap-1 py-4 sm:grid-cols-[8rem_9rem_minmax(0,1fr)] sm:gap-4">
                  <dt className="font-semibold">{item.label}</dt>
                  <dd className="font-bold tabular-nums text-brand">{item.value}</dd>
                  <dd className="text-sm leading-6 text-muted">{item.note}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section align="start" id="costs" eyebrow={copy.costs.eyebrow} title={copy.costs.title} intro={copy.costs.intro}>
        <PlantCostFigures />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12">
          <PlantCostTable />
          <div>
            <h3 className="text-lg font-bold">{copy.costs.assumptionsTitle}</h3>
            <ul className="mt-3 space-y-2 text-base leading-6 text-muted sm:text-sm">
              {copy.costs.assumptions.map((item) => (
                <li key={item} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 h-px w-3 shrink-0 bg-muted" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section align="start" id="schemes" eyebrow={copy.schemes.eyebrow} title={copy.schemes.title} intro={copy.schemes.intro} tone="tinted">
        <ol className="grid gap-x-10 gap-y-8 md:grid-cols-2">
          {copy.schemes.items.map((scheme, i) => {
            const source = sources.find((s) => s.id === SCHEME_SOURCES[i]);
            return (
              <li key={scheme.name} className="border-t border-border pt-4" data-reveal>
                <h3 className="text-lg font-bold">{scheme.name}</h3>
                <p className="mt-1 text-sm text-muted">{scheme.who}</p>
                <p className="mt-3 leading-7">{scheme.text}</p>
                {source && 'sourceLabel' in scheme && (
                  // The calculator's own source, under the title it was published with (English on every page).
                  <p className="mt-3 text-sm text-muted">
                    {scheme.sourceLabel}:{' '}
                    <span lang="en">
                      {source.url ? (
                        <a href={source.url} className="text-brand underline-offset-2 hover:underline" rel="noopener noreferrer">
                          {source.title}
                        </a>
                      ) : (
                        source.title
                      )}
                      . {source.publisher}, {source.year}.
                    </span>
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </Section>

      <Section align="start" id="proof" eyebrow={copy.proof.eyebrow} title={copy.proof.title} intro={copy.proof.intro}>
        <div className="grid gap-6 md:grid-cols-2">
          {/* Half the page's width from 768 px (two columns of the 1280 px container), not a third as on /projects. */}
          {nashik && <CompletedProjectCard project={nashik} sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw" />}
          <div className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 sm:p-8">
            <div>
              <h3 className="text-xl font-bold tracking-tight">{copy.proof.calculatorTitle}</h3>
              <p className="mt-3 leading-7 text-muted">{copy.proof.calculatorText}</p>
            </div>
            <ul className="divide-y divide-border border-y border-border" data-testid="plant-calculator-feeds">
              {costColumns.map((column) => (
                <li key={column.feed} className="py-4">
                  <p className="font-semibold">{copy.proof.feeds[column.feed]}</p>
                  <p className="mt-1 tabular-nums text-muted">{fillTemplate(copy.proof.feedResult, { cbg: column.cbg, revenue: column.revenue })}</p>
                  <Link href={column.href} className="group mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline">
                    {copy.proof.calculatorLink}
                    <ArrowIcon className="size-4 transition-transform group-hover:translate-x-1" />
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-auto">
              <ButtonLink href={pages.calculator.path} variant="secondary">
                {copy.proof.ownLink}
              </ButtonLink>
            </p>
          </div>
        </div>
      </Section>

      <CtaBand
        id="plant-contact"
        tone="quiet"
        title={copy.cta.title}
        text={copy.cta.text}
        actions={[
          { label: copy.cta.button, href: contactHref(PLANT_SERVICE) },
          { label: copy.cta.city, href: contactHref(CITY_SERVICE) },
        ]}
      />
    </>
  );
}
