import { CountUp } from '@/components/sections/count-up';
import { IconTile } from '@/components/ui/icon-tile';
import { SectionHeading } from '@/components/ui/section-heading';
import { whyChooseUs } from '@/content/home';
import { Icon } from './icons';

/** Why-choose-us list beside two count-ups, the years and the projects (the "Ready to Get Started" contact row is in the closing band, closing-cta.tsx). */
export function WhyChooseUs() {
  const w = whyChooseUs;
  const check = (
    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
      <Icon name="check" className="size-5" />
    </span>
  );
  return (
    <section id={w.id} aria-labelledby={`${w.id}-title`} className="bg-surface">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:px-8 lg:py-24">
        <div data-reveal>
          <SectionHeading id={`${w.id}-title`} eyebrow={w.eyebrow} title={w.title} />
          <p className="mt-4 text-lg leading-8 text-muted">{w.intro}</p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2">
            {[w.experience, w.projects].map((fact, index) => (
              <div key={fact.label} className="flex flex-col rounded-2xl border border-border bg-bg p-5 shadow-sm">
                <dt className="order-2 mt-2 font-semibold leading-snug text-fg">{fact.label}</dt>
                <dd className="order-1 text-4xl font-extrabold tracking-tight text-brand sm:text-5xl">
                  <CountUp value={fact.value} suffix={fact.suffix} delayMs={index * 200} />
                </dd>
                <dd className="order-3 mt-1 text-sm leading-6 text-muted">{fact.context}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:pt-10" data-reveal>
          {w.reasons.map((reason) => (
            <IconTile key={reason.title} className="flex gap-4" icon={check} title={reason.title} text={reason.description} />
          ))}
        </ul>
      </div>
    </section>
  );
}
