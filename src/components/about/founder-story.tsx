import type { founder as founderContent } from '@/content/about';
import { SectionHeading } from '@/components/ui/section-heading';
import { Portrait } from './portrait';

/** The founder's portrait (photo, or a typographic card with initials), story and quote. */
export function FounderStory({ founder }: { founder: typeof founderContent }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
      <figure className="relative mx-auto w-full max-w-sm lg:max-w-none" data-reveal>
        <div aria-hidden="true" className="absolute -inset-2 -z-10 rotate-2 sm:-inset-3 rounded-3xl bg-gradient-to-br from-brand-soft to-accent-soft" />
        <Portrait
          name={founder.name}
          image={founder.image}
          sizes="(min-width: 1024px) 440px, (min-width: 640px) 384px, calc(100vw - 2rem)"
          className="aspect-[4/5] rounded-2xl border border-border shadow-lg"
        />
        <figcaption className="mt-4 text-center">
          <span className="block font-semibold text-fg">{founder.name}</span>
          <span className="text-sm text-muted">{founder.role}</span>
        </figcaption>
      </figure>
      <div data-reveal>
        <SectionHeading id="founder-title" eyebrow={founder.eyebrow} title={founder.title} />
        <div className="mt-6 space-y-4 text-pretty text-lg leading-8 text-muted">
          {founder.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
        <blockquote className="mt-8 rounded-2xl border-l-4 border-brand bg-surface p-6">
          <p className="text-lg font-medium italic leading-8 text-fg">&ldquo;{founder.quote}&rdquo;</p>
          <footer className="mt-3 text-sm font-semibold text-brand">{founder.name}</footer>
        </blockquote>
      </div>
    </div>
  );
}
