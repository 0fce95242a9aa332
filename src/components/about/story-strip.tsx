import Image from 'next/image';
import type { storyStrip as storyStripContent } from '@/content/about';

/**
 * The story as one drawing of four scenes, each captioned under it with its year. The captions
 * sit in four columns spaced as the drawing's tiles are (a gutter of 0.6% of its width,
 * tools/media/scenes/story.ts STORY_GUTTER), so each stands under its scene. From `lg` the strip
 * is as wide as the page (at most 1216 px of its 1920); on smaller screens it keeps a scene to
 * about a phone's width and scrolls sideways inside its own box, a scene at a time, with the
 * next one showing at the edge: four scenes squeezed into 390 px would be 90 px each.
 */
export function StoryStrip({ strip }: { strip: typeof storyStripContent }) {
  return (
    <figure className="mt-16 sm:mt-20" data-story-strip>
      <figcaption className="text-xs font-semibold uppercase tracking-wider text-muted">{strip.label}</figcaption>
      {/* Focusable, for the widths where it scrolls (below lg): a keyboard reaches the later scenes with the arrow keys. */}
      <div
        role="region"
        aria-label={strip.regionLabel}
        tabIndex={0}
        className="-mx-4 mt-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pb-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:overflow-visible lg:px-0 lg:pb-0"
      >
        <div className="w-[calc(4*min(78vw,22rem))] lg:w-full" style={{ maxWidth: strip.image.width }}>
          <Image
            src={strip.image.src}
            alt={strip.image.alt}
            width={strip.image.width}
            height={strip.image.height}
            sizes="(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 4rem), (min-width: 452px) 1408px, 312vw"
            className="art-image h-auto w-full"
          />
          <ol className="mt-4 grid grid-cols-4 gap-x-[0.6%]">
            {strip.scenes.map((scene) => (
              <li key={scene.year} className="snap-start pr-3" data-story-scene>
                <p className="text-xl font-extrabold leading-tight text-brand">
                  <time dateTime={scene.year}>{scene.year}</time>
                </p>
                <p className="mt-1 font-semibold leading-snug text-fg">{scene.title}</p>
                <p className="mt-1 text-sm leading-6 text-muted">{scene.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </figure>
  );
}
