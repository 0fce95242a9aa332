import { CountUp } from '@/components/sections/count-up';
import { IconTile } from '@/components/ui/icon-tile';
import { SectionHeading } from '@/components/ui/section-heading';
import { whyChooseUs } from '@/content/home';
import { Icon } from './icons';

/** Why-choose-us list beside the 15+ years count-up (the "Ready to Get Started" contact row is in the closing band, closing-cta.tsx). */
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
          <div className="mt-8 flex items-center gap-5 rounded-2xl border border-border bg-bg p-5 shadow-sm">
            <span className="text-5xl font-extrabold tracking-tight text-brand sm:text-6xl">
              <CountUp value={w.experience.value} suffix={w.experience.suffix} />
            </span>
            <span className="leading-snug">
              <span className="block font-semibold text-fg">{w.experience.label}</span>
              <span className="mt-1 block text-sm text-muted">{w.experience.context}</span>
            </span>
          </div>
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
