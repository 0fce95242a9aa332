/**
 * Display formats shared by the pages. Dates are shown in the page's language:
 * US English by default ("Mar 14, 2025" on lists, "March 14, 2025" on a post),
 * Hindi and Marathi with their month names, always with Western digits (the site
 * keeps Western Arabic numerals) and always in UTC, so an ISO date never shifts
 * by a day with the server's time zone.
 */
import type { Locale } from './i18n';

/** The Intl locale of each site language (`-u-nu-latn`: Western digits). */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn' };

type DateStyle = 'short' | 'long' | 'monthYear';
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  long: { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  monthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per language and style, made on first use. */
function dateFormat(style: DateStyle, lang: Locale): Intl.DateTimeFormat {
  const locale = DATE_LOCALES[lang];
  const id = `${locale}|${style}`;
  let format = dateFormats.get(id);
  if (!format) dateFormats.set(id, (format = new Intl.DateTimeFormat(locale, DATE_OPTIONS[style])));
  return format;
}

/** Parses "2025-03-14" (or a full ISO timestamp) as a UTC instant; throws on anything else. */
export function parseIsoDate(iso: string): Date {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${iso}`);
  return date;
}

/** "Mar 14, 2025" (`lang`: the page's language, `'en'`, `'hi'` or `'mr'`). */
export function formatDateShort(iso: string, lang: Locale = 'en'): string {
  return dateFormat('short', lang).format(parseIsoDate(iso));
}

/** "March 14, 2025"; in Hindi "14 मार्च 2025". */
export function formatDateLong(iso: string, lang: Locale = 'en'): string {
  return dateFormat('long', lang).format(parseIsoDate(iso));
}

/** "2023-08-04" → "August 4, 2023"; a month-precision "2025-12" → "December 2025". */
export function formatDateOrMonth(iso: string, lang: Locale = 'en'): string {
  return /^\d{4}-\d{2}$/.test(iso) ? dateFormat('monthYear', lang).format(parseIsoDate(`${iso}-01`)) : formatDateLong(iso, lang);
}

/** RFC 822 date for RSS, e.g. "Fri, 14 Mar 2025 00:00:00 GMT". */
export function formatRfc822(iso: string): string {
  return parseIsoDate(iso).toUTCString();
}

/** Number of words in one or more pieces of text. */
export function countWords(...texts: string[]): number {
  let words = 0;
  for (const text of texts) {
    const trimmed = text.trim();
    if (trimmed) words += trimmed.split(/\s+/).length;
  }
  return words;
}

/** Average adult silent reading speed used for read times. */
const WORDS_PER_MINUTE = 200;

/** Whole minutes needed to read `words` words, rounded up, at least 1. */
export function readingMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** "6 min read" */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A count in running text: "seven", "twelve", "14" (words up to twelve, digits above). */
export function countInWords(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** "Seven projects", "One state": a count and its noun, the count in words, capitalised. */
export function countedNoun(n: number, one: string, many: string): string {
  const words = countInWords(n);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${n === 1 ? one : many}`;
}

/**
 * A sentence of content with its `{name}` slots filled in (`'Revenue counts {days} days'`):
 * translations move the slots where their grammar wants them. A slot without a value stays as written.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
