import Image from 'next/image';
import { CountUp } from '@/components/sections/count-up';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { cleanFuels, HOME_STAT_DURATION_MS, HOME_STAT_STAGGER_MS } from '@/content/home';


/** "Powering the Future with Clean Fuels": copy, six counting stat cards and an image. */
export function CleanFuels() {
  const c = cleanFuels;
  return (
    <section id={c.id} aria-labelledby={`${c.id}-title`} className="scroll-mt-[var(--header-h)]">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16 lg:px-8 lg:py-28">
        <div data-reveal>
          <SectionHeading id={`${c.id}-title`} eyebrow={c.eyebrow} title={c.title} />
          <p className="mt-5 text-pretty text-lg leading-8 text-muted">{c.paragraph}</p>
          <dl className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
            {c.stats.map((stat, index) => (
              <div
                key={stat.label}
                className={`relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface p-4 pt-5 before:absolute before:inset-x-0 before:top-0 before:h-1 sm:p-5 sm:pt-6 text-brand before:bg-brand`}
              >
                <dt className="order-2 mt-1 text-sm font-semibold leading-snug text-fg">{stat.label}</dt>
                <dd className="order-1 text-3xl font-semibold tracking-tight sm:text-4xl">
                  <CountUp value={stat.value} suffix={stat.suffix} durationMs={HOME_STAT_DURATION_MS} delayMs={index * HOME_STAT_STAGGER_MS} />
                </dd>
                <dd className="order-3 mt-1 text-xs text-muted">{stat.context}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-10">
            <ButtonLink href={c.cta.href}>{c.cta.label}</ButtonLink>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-md lg:max-w-none" data-reveal>
          <div className="absolute -inset-3 -z-10 rounded-[2rem] bg-gradient-to-br from-emerald-200 via-emerald-100 to-surface-2 opacity-70 blur-2xl dark:from-emerald-900 dark:via-emerald-950 dark:to-surface" aria-hidden="true" />
          <Image {...c.image} alt={c.image.alt} sizes="(min-width: 1024px) 40vw, (min-width: 448px) 448px, 100vw" className="art-image h-auto w-full rounded-3xl object-cover shadow-xl ring-1 ring-black/5" />
          <div className="absolute -bottom-6 left-4 right-4 rounded-2xl border border-border bg-bg/95 p-4 shadow-lg backdrop-blur sm:left-auto sm:right-6 sm:max-w-xs">
            <p className="flex items-center gap-2 font-bold text-fg">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-brand-fg" aria-hidden="true">
                <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
              </span>
              {c.badge}
            </p>
            <p className="mt-1 text-sm text-muted">{c.badgeNote}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
