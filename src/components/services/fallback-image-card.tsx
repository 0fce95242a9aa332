'use client';

import Image from 'next/image';
import { useState, type ReactNode } from 'react';
import { SERVICE_PICTURE } from './picture-slot';

/**
 * A card with a photo on top. If the photo cannot load, it is removed and the
 * card shows the brand colour instead, so no broken-image icon. The card is a `group` with
 * `data-image-failed`, so server-rendered children can switch to light text
 * with `group-data-[image-failed=true]:` classes.
 */
export function FallbackImageCard({
  image,
  fallbackArt,
  labelledBy,
  children,
}: {
  image: { src: string; alt: string };
  /** Decoration shown where the photo was (e.g. a large icon). */
  fallbackArt?: ReactNode;
  labelledBy: string;
  children: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <article
      aria-labelledby={labelledBy}
      data-image-failed={failed}
      className={`group @container w-full overflow-hidden rounded-2xl border shadow-sm transition-shadow hover:shadow-lg ${
        failed ? 'border-transparent bg-linear-to-br from-emerald-950 to-emerald-800 text-white' : 'border-border bg-bg'
      }`}
    >
      <div className="flex h-full flex-col @2xl:flex-row">
      {/* Beside the text (a featured card), the picture is an inset centred in its half: pinned to the top it
          left an empty block under it, and stretched to the text's height it would be shown beyond its size; it is
          never wider than its file. */}
      <div className="relative aspect-[16/10] overflow-hidden @2xl:m-6 @2xl:w-[calc(50%-3rem)] @2xl:max-w-160 @2xl:shrink-0 @2xl:self-center @2xl:rounded-xl">
        {failed ? (
          <div aria-hidden="true" className="grid size-full place-items-center text-white/80">
            {fallbackArt}
          </div>
        ) : (
          <Image
            src={image.src}
            alt={image.alt}
            width={SERVICE_PICTURE.width}
            height={SERVICE_PICTURE.height}
            sizes={SERVICE_PICTURE.sizes}
            onError={() => setFailed(true)}
            className="art-image size-full bg-surface-2 object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
      </div>
      {children}
      </div>
    </article>
  );
}
