import type { CSSProperties, JSX } from 'react';
import { english } from '@/content/i18n';
import { uiCopy } from '@/content/ui';
import { fillTemplate } from '@/lib/format';
import { GalleryMarqueeImage, type GalleryFallback } from './gallery-marquee-image';
import styles from './gallery-marquee.module.css';

type GalleryImage = { src: string; alt: string; width: number; height: number };
type GalleryRow = { title: string; images: GalleryImage[]; reverse?: boolean };

type GalleryMarqueeProps = {
  rows: GalleryRow[];
  /** 'tile': a failed image becomes a text tile "Image {n}" plus the row title; or a placeholder image. */
  fallback: 'tile' | { src: string; alt: string };
  durationSeconds?: number; // default 40
  /** Level of each row's heading (default 3, for a gallery inside an <h2> section). */
  headingLevel?: 2 | 3 | 4;
  /** Prefix for element ids, if two galleries share a page. */
  idPrefix?: string;
  /** 'compact': smaller tiles and row headings, and pictures dimmed further in dark mode, for a gallery that is secondary on its page. */
  size?: 'regular' | 'compact';
};

/** A copy must be at least this many images long so short rows still fill wide screens. */
const MIN_IMAGES_PER_COPY = 8;
/** Tile widths (the images are drawn wider than the widest), and the `sizes` that match them. */
const TILES = {
  regular: { item: 'w-60 sm:w-72', sizes: '(min-width: 640px) 288px, 240px', heading: 'text-xl', quiet: false },
  compact: { item: 'w-40 sm:w-48', sizes: '(min-width: 640px) 192px, 160px', heading: 'text-base', quiet: true },
};

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function Item({ image, index, row, fallback, hidden, tile }: { image: GalleryImage; index: number; row: GalleryRow; fallback: GalleryFallback; hidden?: boolean; tile: (typeof TILES)[keyof typeof TILES] }) {
  return (
    <li className={`${styles.item} ${tile.item} shrink-0`} aria-hidden={hidden || undefined}>
      <GalleryMarqueeImage image={image} tileLabel={fillTemplate(uiCopy.gallery.tile, { number: index + 1 })} rowTitle={row.title} fallback={fallback} sizes={tile.sizes} quiet={tile.quiet} />
    </li>
  );
}

/**
 * Auto-scrolling image rows (the site's one gallery). Each row's list is
 * rendered twice and translated by -50 %; the copy is hidden from assistive
 * technology. Rows pause on hover or keyboard focus and with the "Pause
 * animation" checkbox; under reduced motion they stop and become
 * horizontally scrollable lists. Only the images are client components (to
 * swap a failed image for a tile or placeholder).
 */
export function GalleryMarquee({ rows, fallback, durationSeconds = 40, headingLevel = 3, idPrefix = 'gallery', size = 'regular' }: GalleryMarqueeProps): JSX.Element {
  const tile = TILES[size];
  const Heading = `h${headingLevel}` as const;
  const style = { '--gallery-duration': `${durationSeconds}s` } as CSSProperties;
  const pauseId = `${idPrefix}-pause`;
  return (
    <div className={`${styles.gallery} space-y-10`} style={style}>
      <div className={`${styles.pauseControl} flex justify-end`}>
        <label htmlFor={pauseId} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-bg px-4 text-sm font-medium text-fg hover:border-brand">
          <input id={pauseId} type="checkbox" className={`${styles.pauseInput} h-4 w-4`} />
          {uiCopy.gallery.pause}
        </label>
      </div>
      {rows.map((row) => {
        // From the English title: a Hindi or Marathi one has no [a-z] and every row would get the same id.
        const headingId = `${idPrefix}-${slug(english(row).title)}`;
        const reps = Math.max(1, Math.ceil(MIN_IMAGES_PER_COPY / Math.max(row.images.length, 1)));
        const repeats = Array.from({ length: reps - 1 }, (_, r) => r);
        const copy = (hidden: boolean, key: string) => (
          <div key={key} className={`flex shrink-0 gap-4 pr-4 ${hidden ? styles.duplicate : ''}`} aria-hidden={hidden || undefined}>
            <ul className="flex shrink-0 gap-4" aria-label={hidden ? undefined : fillTemplate(uiCopy.gallery.rowLabel, { title: row.title, count: row.images.length })}>
              {row.images.map((image, i) => (
                <Item key={image.src} image={image} index={i} row={row} fallback={fallback} hidden={hidden} tile={tile} />
              ))}
            </ul>
            {repeats.map((r) => (
              <ul key={r} className={`${styles.duplicate} flex shrink-0 gap-4`} aria-hidden="true">
                {row.images.map((image, i) => (
                  <Item key={image.src} image={image} index={i} row={row} fallback={fallback} hidden tile={tile} />
                ))}
              </ul>
            ))}
          </div>
        );
        return (
          <div key={row.title} data-gallery-row={row.title}>
            <div className="mb-4 flex items-baseline justify-between gap-4 px-1">
              <Heading id={headingId} className={`${tile.heading} font-semibold tracking-tight text-fg`}>
                {row.title}
              </Heading>
              <p className="text-sm text-muted">{fillTemplate(uiCopy.gallery.count, { count: row.images.length })}</p>
            </div>
            <div
              className={styles.viewport}
              role="region"
              aria-labelledby={headingId}
              // Focusable so keyboard users can pause the row and, without motion, scroll it.
              tabIndex={0}
            >
              <div
                className={`marquee-track flex w-max ${row.reverse ? 'animate-marquee-reverse' : 'animate-marquee'}`}
                data-direction={row.reverse ? 'reverse' : 'normal'}
              >
                {copy(false, 'a')}
                {copy(true, 'b')}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
