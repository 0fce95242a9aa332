import { CountUp } from '@/components/sections/count-up';
import { IconTile } from '@/components/ui/icon-tile';
import { SectionHeading } from '@/components/ui/section-heading';
import { whyChooseUs } from '@/content/home';
import { Icon } from './icons';

/**
 * Why-choose-us list beside two count-ups, the years and the projects (the "Ready to Get Started"
 * contact row is in the closing band, closing-cta.tsx). On a phone each count-up stands beside its
 * words and the reasons' checks are smaller, so the text keeps more of the width.
 */
export function WhyChooseUs() {
  const w = whyChooseUs;
  const check = (
    <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand sm:size-9">
      <Icon name="check" className="size-4 sm:size-5" />
    </span>
  );
  return (
    <section id={w.id} aria-labelledby={`${w.id}-title`} className="bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:gap-12 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:px-8 lg:py-24">
        <div data-reveal>
          <SectionHeading id={`${w.id}-title`} eyebrow={w.eyebrow} title={w.title} />
          <p className="mt-4 text-muted max-sm:leading-7 sm:text-lg sm:leading-8">{w.intro}</p>
          <dl className="mt-6 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-4">
            {[w.experience, w.projects].map((fact, index) => (
              <div
                key={fact.label}
                className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 rounded-2xl border border-border bg-bg p-4 shadow-sm sm:flex sm:flex-col sm:p-5"
              >
                <dt className="order-2 col-start-2 row-start-1 font-semibold leading-snug text-fg sm:mt-2">{fact.label}</dt>
                <dd className="order-1 col-start-1 row-span-2 row-start-1 text-4xl font-extrabold tracking-tight text-brand sm:text-5xl">
                  <CountUp value={fact.value} suffix={fact.suffix} delayMs={index * 200} />
                </dd>
                <dd className="order-3 col-start-2 row-start-2 mt-1 text-sm leading-6 text-muted">{fact.context}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* Centred beside the taller column of figures, its rows packed: a grid as tall as that column stretched its rows and left a hole between them, and rows at the top left an empty block under them. */}
        <ul className="grid content-start gap-4 sm:grid-cols-2 sm:gap-6 lg:self-center" data-reveal>
          {w.reasons.map((reason) => (
            <IconTile key={reason.title} className="flex gap-3 sm:gap-4" icon={check} title={reason.title} text={reason.description} />
          ))}
        </ul>
      </div>
    </section>
  );
}
