/**
 * How a page in Hindi or Marathi gets its words: the same page component, the same
 * content modules, read through the language of the request.
 *
 * - A content module wraps what it exports in `translatable('home.hero', {...})`. In an
 *   English request that returns the English value untouched. In a Hindi or Marathi
 *   request, reading a string of copy (src/lib/i18n.ts says which strings are copy) returns
 *   its translation from the catalogue content/i18n/{hi,mr}/{module}.yaml, and reading an
 *   internal address under a key named `href` returns it in the page's language
 *   (`/about` → `/hi/about`). A string without a translation stays English (the check,
 *   `npm run i18n`, fails the tests on it).
 * - The language of a request is set once by its layout or page (`setRequestLocale`),
 *   from the `[lang]` segment of src/app/[lang]/; English pages never set it.
 * - Catalogue entries record the fingerprint of the English they were made from
 *   (`from`), so the check can tell a stale translation from a current one. A stale
 *   translation is still shown: it was right for the previous English.
 *
 * docs/decisions/018-languages.md says why a read-through wrapper rather than a copy
 * of each module per language.
 */
import 'server-only';
import { existsSync, readdirSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { cache } from 'react';
import { parse } from 'yaml';
import { DEFAULT_LOCALE, elementSegment, isCopy, isWalkable, localizePath, type Locale, type TranslatedLocale } from '@/lib/i18n';

type CatalogueEntry = { from: string; text: string };
/** One module's translations in one language: path (without the module name) → entry. */
export type Catalogue = Map<string, CatalogueEntry>;

const catalogueDir = path.join(process.cwd(), 'content', 'i18n');
export const catalogueFile = (locale: TranslatedLocale, moduleName: string) => path.join(catalogueDir, locale, `${moduleName}.yaml`);

/** Reads a catalogue file; a file that does not parse stops the build with its name. */
export function readCatalogue(locale: TranslatedLocale, moduleName: string): Catalogue {
  const file = catalogueFile(locale, moduleName);
  const entries: Catalogue = new Map();
  if (!existsSync(file)) return entries;
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`content/i18n/${locale}/${moduleName}.yaml does not parse: ${(error as Error).message}`);
  }
  if (data == null) return entries;
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error(`content/i18n/${locale}/${moduleName}.yaml: expected a map of paths to { from, text }`);
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const entry = value as Partial<CatalogueEntry> | null;
    if (!entry || typeof entry.text !== 'string' || typeof entry.from !== 'string') {
      throw new Error(`content/i18n/${locale}/${moduleName}.yaml: "${key}" needs a text and the fingerprint (from) of its English`);
    }
    if (entry.text.trim() !== '') entries.set(key, { from: entry.from, text: entry.text });
  }
  return entries;
}

const catalogues = new Map<string, Catalogue>();
let watching = false;
function catalogue(locale: TranslatedLocale, moduleName: string): Catalogue {
  const id = `${locale}/${moduleName}`;
  let found = catalogues.get(id);
  if (!found) {
    found = readCatalogue(locale, moduleName);
    catalogues.set(id, found);
    // In development a translator edits the files while the server runs: an edit empties the cache.
    if (process.env.NODE_ENV === 'development' && !watching && existsSync(catalogueDir)) {
      watching = true;
      watch(catalogueDir, { recursive: true }, () => catalogues.clear()).unref();
    }
  }
  return found;
}

/* ---------------------------------------------------------------- the request's language */

const requestStore = cache(() => ({ locale: DEFAULT_LOCALE as Locale }));

/** Sets the language of the request being rendered (the `[lang]` layout and pages call it). */
export function setRequestLocale(locale: Locale): void {
  requestStore().locale = locale;
}

/** A language set for the length of one synchronous call (`inLocale`), outside any request. */
let forced: Locale | null = null;

/**
 * Runs `build` with the content read in `locale`: for work outside a page's rendering, such
 * as the outbox composing a visitor's acknowledgement in the language of their form. `build`
 * must be synchronous (the language is set only while it runs).
 */
export function inLocale<T>(locale: Locale, build: () => T): T {
  const previous = forced;
  forced = locale;
  try {
    return build();
  } finally {
    forced = previous;
  }
}

/** The language of the request being rendered; English outside a request (at module load, in tools). */
export function requestLocale(): Locale {
  if (forced) return forced;
  try {
    return requestStore().locale;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** An internal address in the request's language (for links written in components). */
export const localHref = (href: string): string => localizePath(href, requestLocale());

/* ---------------------------------------------------------------- translatable values */

/** A translatable root: its module, its path there, its English value and the view pages read. */
type Registered = { moduleName: string; prefix: string; value: object; view: object };
const registered: Registered[] = [];

/**
 * The content modules, for tools and tests that need every translatable value registered
 * (a module registers its values when it is imported): import each of these first.
 */
export function contentModuleFiles(): string[] {
  const contentDir = path.join(process.cwd(), 'src', 'content');
  return [
    ...readdirSync(contentDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(contentDir, name)),
    path.join(contentDir, 'blog', 'index.ts'),
    path.join(contentDir, 'collections', 'index.ts'),
  ];
}

/** Every translatable root, for the check (`npm run i18n`). */
export const translatableRoots = (): readonly Registered[] => registered;

/**
 * Each view of an object, by where it sits (module and path): an object can appear in two
 * modules (a fact on the home page and in the registry), and each place has its own
 * translation. The same object at the same place always gives the same view.
 */
const views = new WeakMap<object, Map<string, object>>();
const targets = new WeakMap<object, object>();

/**
 * The English value behind a translatable view, for code that must compare with or submit
 * the English (a form option's value, a lookup key such as a town's name on the map).
 */
export function english<T>(value: T): T {
  return (typeof value === 'object' && value !== null ? (targets.get(value) as T | undefined) : undefined) ?? value;
}

/**
 * Marks a content value as translatable under `module.path` (e.g. `'home.hero'`: file
 * content/i18n/{lang}/home.yaml, keys starting with `hero.`). Returns a read-through view
 * with the same type.
 */
export function translatable<T extends object>(id: string, value: T): T {
  const dot = id.indexOf('.');
  const moduleName = dot < 0 ? id : id.slice(0, dot);
  const prefix = dot < 0 ? '' : id.slice(dot + 1);
  const read = view(value, moduleName, prefix);
  registered.push({ moduleName, prefix, value, view: read });
  return read as T;
}

const join = (prefix: string, segment: string) => (prefix ? `${prefix}.${segment}` : segment);

function view(wrapped: object, moduleName: string, at: string): object {
  // A value taken from another module is already a view of that module (a fact shown on the
  // About page): read its English, so that this place's own translation applies.
  const target = targets.get(wrapped) ?? wrapped;
  const place = `${moduleName}:${at}`;
  let byPlace = views.get(target);
  const existing = byPlace?.get(place);
  if (existing) return existing;
  const proxy = new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof property === 'symbol') return value;
      const locale = requestLocale();
      const isIndex = Array.isArray(object) && /^\d+$/.test(property);
      if (typeof value === 'string') {
        if (locale === DEFAULT_LOCALE) return value;
        const segments = at.split('.');
        const key = isIndex ? segments[segments.length - 1]! : property;
        // The key of the object holding this string (for an array's item, the array's own parent).
        const parent = isIndex ? (segments[segments.length - 2] ?? '') : (segments[segments.length - 1] ?? '');
        if (key === 'href') return localizePath(value, locale);
        if (!isCopy(key, value, parent)) return value;
        const segment = isIndex ? elementSegment(value, Number(property)) : property;
        return catalogue(locale as TranslatedLocale, moduleName).get(join(at, segment))?.text ?? value;
      }
      if (isWalkable(value)) {
        if (!isIndex && property !== 'constructor' && typeof value === 'object') {
          return view(value, moduleName, join(at, property));
        }
        return view(value, moduleName, join(at, elementSegment(value, Number(property))));
      }
      return value;
    },
  });
  targets.set(proxy, target);
  if (!byPlace) views.set(target, (byPlace = new Map()));
  byPlace.set(place, proxy);
  return proxy;
}

