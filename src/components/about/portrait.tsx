import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Image from 'next/image';

export type PortraitImage = { src: string; width: number; height: number; alt: string };

/** "Dr. Meera Kulkarni" -> "MK": first letters of the first and last name, titles skipped. */
function initialsOf(name: string): string {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    // Titles are not initials, in English or in Devanagari (the Hindi and Marathi pages write "डॉ. मीरा कुलकर्णी": मक, not डक).
    .filter((w) => w && !/^(dr|prof|mr|mrs|ms|shri|smt|डॉ|डा|प्रो|श्री|श्रीमती|सौ)\.?$/i.test(w));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * True when a real photo has been dropped into public/ under the path the
 * content names. Checked when the page is rendered (at build time for static
 * pages), so adding a photo and rebuilding is all it takes.
 */
function hasPhoto(src: string): boolean {
  return src.startsWith('/') && !src.includes('..') && existsSync(path.join(/* turbopackIgnore: true */ process.cwd(), 'public', src));
}

/**
 * A person's portrait: their photo when public/ holds one under `image.src`,
 * otherwise a typographic card with their initials. Every caller prints the
 * name and role beside it, so the card is decorative (hidden from assistive
 * technology); a photo keeps its alt text.
 */
export function Portrait({
  name,
  image,
  sizes,
  className = '',
  size = 'lg',
}: {
  name: string;
  image: PortraitImage;
  sizes: string;
  className?: string;
  size?: 'lg' | 'sm';
}) {
  if (hasPhoto(image.src)) {
    return <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={sizes} className={`art-image h-auto w-full object-cover ${className}`} />;
  }
  if (size === 'sm') {
    return (
      <span
        aria-hidden="true"
        className={`inline-flex size-14 shrink-0 items-center justify-center rounded-full border border-brand/30 bg-brand-soft text-lg font-semibold tracking-tight text-brand ${className}`}
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <div
      aria-hidden="true"
      data-portrait-initials
      className={`relative flex w-full items-end overflow-hidden bg-brand-soft p-6 text-brand ${className}`}
    >
      {/* Fine contour lines: the texture of the card, drawn in CSS. */}
      <span className="pointer-events-none absolute inset-0 opacity-40 [background-image:repeating-radial-gradient(circle_at_85%_15%,transparent_0_14px,color-mix(in_oklab,currentColor_18%,transparent)_14px_15px)]" />
      <span className="relative text-[clamp(4rem,9vw,6.5rem)] font-semibold leading-none tracking-tighter">{initialsOf(name)}</span>
    </div>
  );
}
