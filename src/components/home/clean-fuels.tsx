import { CountUp } from '@/components/sections/count-up';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { cleanFuels, HOME_STAT_DURATION_MS, HOME_STAT_STAGGER_MS, type HomeStat } from '@/content/home';
import { Fold } from '@/components/ui/fact-detail';
import { FactTag } from '@/components/technology/fact-tag';
import { uiCopy } from '@/content/ui';
import { FuelPathways } from './fuel-pathways';

/**
 * "Powering the Future with Clean Fuels": the paragraph, six counting figures and the
 * fuel-pathway diagram with the badge. The figures are ruled entries rather than cards:
 * each number says beside it whether it was measured or is an estimate, and when, its
 * line of context says what it measures, and the arithmetic behind it is folded beneath
 * (src/content/facts.ts). On a phone they stand two abreast, number and label only, and the
 * line of context moves into the fold: six figures with their notes ran to four screens. A figure
 * whose fold is open takes the whole row there, so its working is not read three words a line.
 */
export function CleanFuels() {
  const c = cleanFuels;
  const stats: readonly HomeStat[] = c.stats;
  return (
    <section id={c.id} aria-labelledby={`${c.id}-title`} className="scroll-mt-[var(--header-h)]">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-16 lg:px-8 lg:py-28">
        <div data-reveal>
          <SectionHeading id={`${c.id}-title`} eyebrow={c.eyebrow} title={c.title} />
          <p className="mt-5 max-w-[65ch] text-pretty text-lg leading-8 text-muted">{c.paragraph}</p>
          <dl className="mt-10 grid grid-cols-2 gap-x-5 sm:gap-x-10">
            {stats.map((stat, index) => (
              <div key={stat.label} className="flex flex-col border-t border-border pb-5 pt-4 max-sm:has-[details[open]]:col-span-2 sm:pb-6">
                <dt className="order-2 mt-1 font-semibold leading-snug text-fg">{stat.label}</dt>
                <dd className="order-1 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="text-3xl font-semibold tracking-tight text-fg tabular-nums">
                    <CountUp value={stat.value} suffix={stat.suffix} durationMs={HOME_STAT_DURATION_MS} delayMs={index * HOME_STAT_STAGGER_MS} />
                  </span>
                  <FactTag basis={stat.basis} />
                </dd>
                <dd className="order-3 mt-1 text-sm leading-6 text-muted max-sm:hidden">{stat.context}</dd>
                <dd className="order-4 mt-1 text-sm">
                  <Fold summary={uiCopy.howWorkedOut}>
                    <p className="mt-1 leading-6 text-muted sm:hidden">{stat.context}</p>
                    {stat.detail && <p className="mt-1 leading-6 text-muted">{stat.detail}</p>}
                  </Fold>
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-4">
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
