import Image from 'next/image';
import type { ReactNode } from 'react';

export type CardImage = { src: string; alt: string; width: number; height: number };

/**
 * The picture at the head of a card, in its frame, with an optional label
 * pinned to its top left corner (status, category, before/after) and any other
 * overlay as `children`. Frames and crops differ by card, so they come in as
 * classes. Every card picture is a scene (never a logo or a chart), so it
 * dims a step in dark mode (`art-image`, src/app/globals.css).
 */
export function CardMedia({
  image,
  sizes,
  priority,
  className,
  imageClassName,
  badge,
  badgeClassName = '',
  children,
}: {
  image: CardImage;
  sizes: string;
  /** Load eagerly: the first card's picture can be the largest paint. */
  priority?: boolean;
  className: string;
  imageClassName: string;
  badge?: ReactNode;
  badgeClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={sizes} preload={priority} className={`art-image ${imageClassName}`} />
      {badge !== undefined && <span className={`absolute left-4 top-4 ${badgeClassName}`}>{badge}</span>}
      {children}
    </div>
  );
}
