/**
 * The site's languages and the rules every part of the translation machinery shares:
 * which address a page has in each language, and which strings of a content module
 * are copy a translator writes (as opposed to addresses, ids and enum values).
 * Pure: no React, no I/O. The catalogues and the per-request language live in
 * src/content/i18n/ (docs/decisions/018-languages.md).
 */

export const LOCALES = ['en', 'hi', 'mr'] as const;
export type Locale = (typeof LOCALES)[number];
/** English is the source and lives at the root; the others under /hi and /mr. */
export const DEFAULT_LOCALE: Locale = 'en';
export const TRANSLATED_LOCALES = ['hi', 'mr'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
export const isTranslatedLocale = (value: unknown): value is TranslatedLocale =>
  typeof value === 'string' && (TRANSLATED_LOCALES as readonly string[]).includes(value);

/** `<html lang>`, the Open Graph locale, and each language's name written in itself (the switcher's label). */
export const LOCALE_INFO: Record<Locale, { htmlLang: string; ogLocale: string; hreflang: string; name: string; english: string }> = {
  en: { htmlLang: 'en-IN', ogLocale: 'en_IN', hreflang: 'en', name: 'English', english: 'English' },
  hi: { htmlLang: 'hi', ogLocale: 'hi_IN', hreflang: 'hi', name: 'हिन्दी', english: 'Hindi' },
  mr: { htmlLang: 'mr', ogLocale: 'mr_IN', hreflang: 'mr', name: 'मराठी', english: 'Marathi' },
};

/**
 * Site paths that are the same in every language: the API, build output, files under
 * public/ (anything with a file extension), the workspace, feeds.
 */
function isSharedPath(path: string): boolean {
  return /^\/(?:api|_next|staff|keystatic)(?:\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0] ?? '');
}

/** A site path in a language: `/about` → `/hi/about`, `/` → `/hi`; English and shared paths stay as they are. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//') || isSharedPath(path)) return path;
  if (localeOfPath(path) !== DEFAULT_LOCALE) return path;
  if (path === '/') return `/${locale}`;
  if (path.startsWith('/#') || path.startsWith('/?')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** The language an address is in (by its first segment). */
export function localeOfPath(path: string): Locale {
  const first = /^\/([a-z]{2})(?:[/?#]|$)/.exec(path)?.[1];
  return isTranslatedLocale(first) ? first : DEFAULT_LOCALE;
}

/** The English address of a page in any language: `/mr/about` → `/about`, `/hi` → `/`. */
export function englishPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === DEFAULT_LOCALE) return path;
  const rest = path.slice(locale.length + 1);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/*
 * Which strings are copy. A content module mixes words for people with values for code:
 * addresses, ids, file names, enum values. A string is copy unless its key says it is a
 * value (below) or it looks like one: an address, a mail or file name, a date, or a single
 * lower-case token such as `'cbg'` or `'contact'` (an id or enum member). Everything the
 * check in `npm run i18n` asks a translator for passes this test; nothing else is touched.
 */
const VALUE_KEYS = new Set([
  'href', 'src', 'poster', 'webm', 'mp4', 'id', 'slug', 'icon', 'image', 'images', 'cover', 'url', 'path', 'email',
  'phone', 'tel', 'date', 'datetime', 'updated', 'kind', 'variant', 'tone', 'color', 'colour', 'className',
  'key', 'group', 'lang', 'locale', 'format', 'mime', 'file', 'video', 'anchor', 'hash', 'target', 'rel', 'sameAs',
  'logo', 'photo', 'portrait', 'avatar', 'linkedin', 'twitter', 'orcid', 'doi', 'pattern', 'autoComplete', 'inputMode',
  'keywords', 'field', 'type', 'category', 'status', 'mapsUrl', 'embed', 'embedUrl', 'brochure', 'wordmark', 'mark',
  'whatsapp', 'initials', 'symbol', 'unitCode', 'currency', 'iso', 'geo', 'coords', 'fill', 'stroke', 'accent',
]);

/** Keys whose strings are words even when they are one lower-case word (`unit: 'days'`). */
const WORD_KEYS = new Set(['unit', 'suffix', 'prefix', 'label', 'name', 'title', 'text']);

/** Objects whose every string is words for people, whatever its key (`labels: { email: 'Email' }`). */
const WORD_PARENTS = new Set(['labels', 'hints', 'placeholders', 'columns']);

export function isCopy(key: string, value: string, parent = ''): boolean {
  if (WORD_PARENTS.has(parent) && /[A-Za-z]/.test(value)) return true;
  if (VALUE_KEYS.has(key)) return false;
  if (!/[A-Za-z]/.test(value)) return false;
  if (WORD_KEYS.has(key) && /^[a-z]+$/.test(value.trim())) return true;
  // A unit after a number is words even when it is one letter and a sign (`suffix: 'k+'`: "100 हज़ार+").
  if ((key === 'suffix' || key === 'prefix') && /[A-Za-z]/.test(value)) return true;
  const trimmed = value.trim();
  if (/^(?:\/|#|https?:|mailto:|tel:|data:|www\.)/i.test(trimmed)) return false;
  if (/^[^\s@]+@[^\s@]+\.[a-z]+$/i.test(trimmed)) return false;
  if (/^\d{4}-\d{2}(?:-\d{2})?(?:T[\d:.]+Z?)?$/.test(trimmed)) return false;
  if (/^[a-z0-9][a-z0-9_.:+-]*$/.test(trimmed)) return false;
  if (/^[\w-]+\.(?:webp|png|jpe?g|svg|pdf|mp4|webm|avif)$/i.test(trimmed)) return false;
  return true;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Whether a value is walked into: plain objects and arrays (not Dates, Maps, class instances). */
export const isWalkable = (value: unknown): value is object => Array.isArray(value) || isPlainObject(value);

/**
 * The path segment of an array element: its `id` or `slug` when it has one (so that
 * reordering a list does not move translations between items), else its index.
 */
export function elementSegment(element: unknown, index: number): string {
  if (isPlainObject(element)) {
    const id = element.id ?? element.slug;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return String(index);
}

const join = (prefix: string, segment: string) => (prefix ? `${prefix}.${segment}` : segment);

export type CopyLeaf = { path: string; text: string };

/** Every string of copy in a value, with its path (`hero.slides.0.title`). */
export function* copyLeaves(value: unknown, path: string, key = '', ancestors: object[] = [], parent = ''): Generator<CopyLeaf> {
  if (typeof value === 'string') {
    if (isCopy(key, value, parent)) yield { path, text: value };
    return;
  }
  if (!isWalkable(value) || ancestors.includes(value)) return;
  const inside = [...ancestors, value];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) yield* copyLeaves(value[i], join(path, elementSegment(value[i], i)), key, inside, parent);
    return;
  }
  // A value key's own string is not copy, but what it holds may be (`image: { src, alt }`).
  for (const [childKey, child] of Object.entries(value)) yield* copyLeaves(child, join(path, childKey), childKey, inside, key);
}

/**
 * The fingerprint of an English string that a translation records (`from`): when the English
 * changes, the fingerprint does, and the check reports the translation as stale. cyrb53, a
 * small non-cryptographic hash: enough to notice an edit, pure so it runs anywhere.
 */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
