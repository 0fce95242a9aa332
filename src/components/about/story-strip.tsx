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
      {/* Named "In pictures", and linked to the timeline under it ("The full record"), so the two read as one story told twice. */}
      <figcaption className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <span>
          <span className="block text-sm font-semibold uppercase tracking-wider text-brand">{strip.eyebrow}</span>
          <span className="mt-1 block text-xl font-bold tracking-tight text-fg sm:text-2xl">{strip.label}</span>
        </span>
        <a href="#timeline" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-2 hover:underline">
          {strip.recordLink}
          <span aria-hidden="true">↓</span>
        </a>
      </figcaption>
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

/** The drawing's tiles: four across its width with three gutters of 0.6% of it between them (tools/media/scenes/story.ts). */
const TILE_SHARE = (1 - 3 * 0.006) / 4;

/**
 * The about page's opening picture, from `lg`: the story drawing's last scene (the plant of today)
 * in the hero's right column, with its year and title under it. The same file as the strip further
 * down, cropped by its frame to that one tile, so nothing new is drawn or fetched; the frame has the
 * tile's shape and, at 1280 px, is a little narrower than the tile's own 471 px. The strip below
 * describes the drawing in words; here the caption names the scene, so the picture itself is not
 * described twice. Below `lg` the hero stays text only (the page passes `asideWideOnly`): on a phone
 * the strip follows soon after.
 */
export function StoryHeroScene({ strip }: { strip: typeof storyStripContent }) {
  const scene = strip.scenes.at(-1)!;
  const tile = { width: strip.image.width * TILE_SHARE, height: strip.image.height };
  return (
    <figure className="m-0" data-story-hero-scene>
      <div className="relative overflow-hidden rounded-2xl border border-border bg-surface" style={{ aspectRatio: `${tile.width} / ${tile.height}` }}>
        {/* As tall as the frame and aligned to its right edge: the frame shows the last tile only. */}
        <Image
          src={strip.image.src}
          alt=""
          width={strip.image.width}
          height={strip.image.height}
          sizes="(min-width: 1280px) 1880px, calc(163vw - 208px)"
          className="art-image absolute right-0 top-0 h-full w-auto max-w-none"
        />
      </div>
      <figcaption className="mt-3 text-sm leading-6 text-muted">
        <time dateTime={scene.year} className="font-bold text-brand">{scene.year}</time>
        <span aria-hidden="true"> · </span>
        <span className="font-semibold text-fg">{scene.title}</span>
      </figcaption>
    </figure>
  );
}
