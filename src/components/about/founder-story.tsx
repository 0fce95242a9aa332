import type { founder as founderContent } from '@/content/about';
import { SectionHeading } from '@/components/ui/section-heading';
import { Portrait } from './portrait';

/** The founder's portrait (photo, or a typographic card with initials), story and quote. */
export function FounderStory({ founder }: { founder: typeof founderContent }) {
  return (
    // A portrait column of a fixed, modest width (a photo beside the story, not a poster); no tilted backdrop.
    <div className="grid items-start gap-10 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-16">
      <figure className="mx-auto w-full max-w-[15rem] sm:max-w-[18rem]" data-reveal>
        <Portrait
          name={founder.name}
          image={founder.image}
          sizes="(min-width: 640px) 288px, 240px"
          className="aspect-[4/5] rounded-2xl border border-border"
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
