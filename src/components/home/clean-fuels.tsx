import { CountUp } from '@/components/sections/count-up';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { cleanFuels, HOME_STAT_DURATION_MS, HOME_STAT_STAGGER_MS, type HomeStat } from '@/content/home';
import { Fold } from '@/components/ui/fact-detail';
import { FactTag } from '@/components/technology/fact-tag';
import { statText } from '@/content/number-format';
import { uiCopy } from '@/content/ui';
import { FuelPathways } from './fuel-pathways';

/**
 * "Powering the Future with Clean Fuels": the paragraph, six counting figures and the
 * fuel-pathway diagram with the badge. The Nashik flow above is the page's proof at full
 * scale; these figures are a secondary band under it: smaller numerals, each with its tag and,
 * from 640 px, its one line of what it measures; a target's or an estimate's tag is an outlined
 * pill (FactTag), so it never reads as a measurement. On a phone the six stand two abreast, figure,
 * label and tag only: each line of context would be a column of three words there, so it waits
 * in the one fold under the six, with how each was worked out (src/content/facts.ts).
 */
export function CleanFuels() {
  const c = cleanFuels;
  const stats: readonly HomeStat[] = c.stats;
  return (
    <section id={c.id} aria-labelledby={`${c.id}-title`} className="scroll-mt-[var(--header-h)]">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 max-sm:gap-8 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-16 lg:px-8 lg:py-24">
        <div data-reveal>
          <SectionHeading id={`${c.id}-title`} eyebrow={c.eyebrow} title={c.title} />
          <p className="mt-4 max-w-[65ch] text-pretty text-muted max-sm:leading-7 sm:mt-5 sm:text-lg sm:leading-8">{c.paragraph}</p>
          <dl className="mt-6 grid grid-cols-2 gap-x-4 sm:mt-8 sm:grid-cols-3 sm:gap-x-8">
            {stats.map((stat, index) => (
              <div key={stat.label} className="flex flex-col border-t border-border pb-4 pt-3 sm:pb-5">
                <dt className="order-2 text-sm font-semibold leading-snug text-fg">{stat.label}</dt>
                <dd className="order-1 text-2xl leading-tight sm:text-[1.75rem] tracking-tight tabular-nums font-semibold text-fg">
                  <CountUp value={stat.value} suffix={stat.suffix} durationMs={HOME_STAT_DURATION_MS} delayMs={index * HOME_STAT_STAGGER_MS} />
                </dd>
                <dd className="order-3 mt-1">
                  <FactTag basis={stat.basis} />
                </dd>
                <dd className="order-4 mt-1 text-sm leading-6 text-muted max-sm:hidden">{stat.context}</dd>
              </div>
            ))}
          </dl>
          <Fold summary={uiCopy.howWorkedOutAll} className="text-sm">
            <ul className="mt-3 grid gap-3 border-l-2 border-border pl-4">
              {stats.map((stat) => (
                <li key={stat.label} className="leading-6 text-muted">
                  <span className="font-semibold text-fg">
                    {statText(stat)} {stat.label}.
                  </span>{' '}
                  {/* Under the figure from 640 px; on a phone here only. */}
                  <span className="sm:hidden">{stat.context} </span>
                  {stat.detail}
                </li>
              ))}
            </ul>
          </Fold>
          <div className="mt-6 sm:mt-8">
            <ButtonLink href={c.cta.href}>{c.cta.label}</ButtonLink>
          </div>
        </div>
        <div data-reveal className="lg:sticky lg:top-[calc(var(--header-h)+2rem)]">
          <FuelPathways />
        </div>
      </div>
    </section>
  );
}
