import Image from 'next/image';
import type { founder as founderContent } from '@/content/about';
import { SectionHeading } from '@/components/ui/section-heading';
import { Portrait, hasPhoto } from './portrait';

/**
 * The founder's story set as an essay with a byline: the heading, the founder's name and role
 * beside her monogram, the story, and her words as a pull quote in the side column. A real
 * photo supplied under `founder.image.src` replaces the monogram: it stands above the quote at
 * its own proportions and at most 320 px wide (a photo beside the story, not a poster).
 */
export function FounderStory({ founder }: { founder: typeof founderContent }) {
  const photo = hasPhoto(founder.image.src);
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
      <div className="max-w-3xl" data-reveal>
        <SectionHeading id="founder-title" eyebrow={founder.eyebrow} title={founder.title} />
        <div className="mt-8 flex items-center gap-4">
          {!photo && <Portrait name={founder.name} image={founder.image} />}
          <p className="min-w-0">
            <span className="block text-lg font-semibold text-fg">{founder.name}</span>
            <span className="block text-sm font-semibold text-brand">{founder.role}</span>
          </p>
        </div>
        <div className="mt-8 space-y-4 text-pretty text-lg leading-8 text-muted">
          {founder.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
      </div>
      {/* A div, not <aside>: inside <main> a complementary landmark is misplaced (tests/e2e/landmarks.spec.ts). */}
      <div className="lg:sticky lg:top-28" data-reveal>
        {photo && (
          <Image
            src={founder.image.src}
            alt={founder.image.alt}
            width={founder.image.width}
            height={founder.image.height}
            sizes="320px"
            className="art-image mb-8 h-auto w-full max-w-80 rounded-2xl"
          />
        )}
        <blockquote className="border-t-2 border-brand pt-6">
          <p className="text-pretty text-xl font-medium leading-8 text-fg">&ldquo;{founder.quote}&rdquo;</p>
          <footer className="mt-4 text-sm font-semibold text-muted">{founder.name}</footer>
        </blockquote>
      </div>
    </div>
  );
}
