'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';

export type GalleryFallback = 'tile' | { src: string; alt: string };

type Props = {
  image: { src: string; alt: string; width: number; height: number };
  /** The failure tile's name with the image's 1-based position in its row ("Image 3", in the page's language). */
  tileLabel: string;
  rowTitle: string;
  fallback: GalleryFallback;
  sizes: string;
  /** Dim two steps in dark mode instead of one (`art-image-quiet`): a gallery that is secondary on its page. */
  quiet?: boolean;
};

/**
 * One gallery image (lazy). If it fails to load it becomes a text tile
 * "Image {n}" with the row title, or the given placeholder image, never a broken-image icon.
 */
export function GalleryMarqueeImage({ image, tileLabel, rowTitle, fallback, sizes, quiet }: Props) {
  const [state, setState] = useState<'ok' | 'failed' | 'placeholder-failed'>('ok');
  const imgRef = useRef<HTMLImageElement>(null);

  // An image that failed before React hydrated fired its error event unheard: check once on mount.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setState('failed');
  }, []);
  const frame = 'aspect-[3/2] w-full overflow-hidden rounded-xl border border-border bg-surface-2 shadow-sm';

  if (state !== 'ok' && (fallback === 'tile' || state === 'placeholder-failed')) {
    return (
      <div className={`${frame} flex flex-col items-center justify-center gap-1 bg-gradient-to-br from-brand-soft to-accent-soft p-4 text-center`} data-gallery-fallback="tile">
        <span className="text-lg font-bold text-fg">{tileLabel}</span>
        <span className="text-sm font-medium text-muted">{rowTitle}</span>
      </div>
    );
  }

  const usePlaceholder = state === 'failed' && fallback !== 'tile';
  const src = usePlaceholder ? fallback.src : image.src;
  const alt = usePlaceholder ? fallback.alt : image.alt;
  return (
    <div className={frame}>
      <Image
        key={src}
        ref={state === 'ok' ? imgRef : undefined}
        src={src}
        alt={alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        loading="lazy"
        className={`${quiet ? 'art-image-quiet' : 'art-image'} h-full w-full object-cover`}
        data-gallery-fallback={usePlaceholder ? 'placeholder' : undefined}
        onError={() => setState((s) => (s === 'ok' ? 'failed' : 'placeholder-failed'))}
      />
    </div>
  );
}
