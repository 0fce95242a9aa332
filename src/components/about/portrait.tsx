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
export function hasPhoto(src: string): boolean {
  return src.startsWith('/') && !src.includes('..') && existsSync(path.join(/* turbopackIgnore: true */ process.cwd(), 'public', src));
}

/**
 * The slot a portrait fills beside a person's name, and the type of the initials in it.
 * Small on purpose: until photos are supplied the monogram is a mark beside the name, like a
 * partner card of a consultancy, not a picture-sized square that reads as a missing photo.
 */
const slots = {
  /** The founder's byline and the team cards. */
  md: { box: 'w-16 sm:w-24', type: 'text-xl sm:text-[1.75rem]' },
  /** A collaborator beside the organisation's picture. */
  sm: { box: 'w-14', type: 'text-lg' },
};

/**
 * A person's portrait in the slot beside their name: their photo when public/ holds one
 * under `image.src` (at the slot's width, its own aspect ratio), otherwise their initials
 * set in the brand face in a quiet neutral frame. Every caller prints the name and role
 * beside it, so the monogram is decorative (hidden from assistive technology); a photo
 * keeps its alt text.
 */
export function Portrait({ name, image, size = 'md' }: { name: string; image: PortraitImage; size?: keyof typeof slots }) {
  const slot = slots[size];
  if (hasPhoto(image.src)) {
    return (
      <span className={`block shrink-0 ${slot.box}`}>
        <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={size === 'md' ? '(min-width: 640px) 96px, 64px' : '56px'} className="art-image h-auto w-full rounded-lg" />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-portrait-initials
      className={`relative flex aspect-square shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface font-semibold leading-none tracking-tight text-brand ${slot.box} ${slot.type}`}
    >
      {initialsOf(name)}
      {/* A short brand rule along the foot of the frame: the one accent, as on the section eyebrows. */}
      <span className="absolute bottom-0 left-0 h-0.5 w-full bg-brand/70" />
    </span>
  );
}
