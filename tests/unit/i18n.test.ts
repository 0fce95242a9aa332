/**
 * The translation machinery: addresses per language, which strings are copy, and that a
 * Hindi or Marathi read of every translatable string returns exactly its catalogue entry
 * (so a page shows what the translator wrote, at the place they wrote it for).
 */
import { describe, expect, it } from 'vitest';
import { copyLeaves, elementSegment, englishPath, fingerprint, isCopy, localeOfPath, localizePath, TRANSLATED_LOCALES } from '@/lib/i18n';

const { contentModuleFiles, english, inLocale, readCatalogue, requestLocale, translatableRoots } = await import('@/content/i18n');
// Load every content module, as the site does, so that each registers its translatable values.
for (const file of contentModuleFiles()) await import(file);

describe('addresses in each language', () => {
  it('puts a page under its language and back', () => {
    expect(localizePath('/', 'hi')).toBe('/hi');
    expect(localizePath('/about/team', 'mr')).toBe('/mr/about/team');
    expect(localizePath('/contact?service=BMP#form', 'hi')).toBe('/hi/contact?service=BMP#form');
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(englishPath('/mr/about/team')).toBe('/about/team');
    expect(englishPath('/hi')).toBe('/');
    expect(localeOfPath('/mr/faq')).toBe('mr');
    expect(localeOfPath('/history')).toBe('en');
  });

  it('leaves alone what is the same in every language: the API, files, the workspace, other sites, an address already translated', () => {
    for (const shared of ['/api/contact', '/images/home/hero.webp', '/blogs/feed.xml', '/staff', 'https://example.org/x', 'mailto:a@example.org', '#main', '/hi/about']) {
      expect(localizePath(shared, 'mr')).toBe(shared);
    }
  });
});

describe('which strings are copy', () => {
  it('asks for words, not for addresses, ids, dates or enum values', () => {
    expect(isCopy('title', 'Our Story')).toBe(true);
    expect(isCopy('unit', 'days')).toBe(true);
    expect(isCopy('href', '/about')).toBe(false);
    expect(isCopy('status', 'completed')).toBe(false);
    expect(isCopy('note', 'cbg')).toBe(false);
    expect(isCopy('date', '2025-03-14')).toBe(false);
    expect(isCopy('email', 'info@example.com')).toBe(false);
  });

  it('walks into a value key for the words it holds (an image’s alt text)', () => {
    const leaves = [...copyLeaves({ image: { src: '/a.webp', alt: 'A digester at dusk' } }, 'x')];
    expect(leaves).toEqual([{ path: 'x.image.alt', text: 'A digester at dusk' }]);
  });

  it('keys a list item by its id, so that reordering a list keeps each translation with its item', () => {
    expect(elementSegment({ id: 'paddy-straw', name: 'Paddy straw' }, 3)).toBe('paddy-straw');
    expect(elementSegment('Paddy straw', 3)).toBe('3');
  });

  it('fingerprints the English a translation was made from, and notices an edit', () => {
    expect(fingerprint('Our Story')).toBe(fingerprint('Our Story'));
    expect(fingerprint('Our Story')).not.toBe(fingerprint('Our story'));
  });
});

/** The value at a copy path inside a (translated) view: list items are found by their id or index. */
function at(root: unknown, pathFromRoot: string[]): unknown {
  let node = root;
  for (const segment of pathFromRoot) {
    if (Array.isArray(node)) node = node.find((item, index) => elementSegment(english(item), index) === segment);
    else node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

describe('a translated read', () => {
  it('is English outside a page and in English pages', () => {
    expect(requestLocale()).toBe('en');
  });

  for (const locale of TRANSLATED_LOCALES) {
    it(`returns, in ${locale}, every string’s catalogue entry (and the English where a catalogue has none)`, () => {
      let checked = 0;
      for (const { moduleName, prefix, value, view } of translatableRoots()) {
        const catalogue = readCatalogue(locale, moduleName);
        const prefixLength = prefix ? prefix.split('.').length : 0;
        for (const leaf of copyLeaves(value, prefix)) {
          const shown = inLocale(locale, () => at(view, leaf.path.split('.').slice(prefixLength)));
          expect(shown, `${locale}/${moduleName} ${leaf.path}`).toBe(catalogue.get(leaf.path)?.text ?? leaf.text);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('takes internal links to the reader’s language', async () => {
    const { headerNav } = await import('@/content/navigation');
    const first = english(headerNav)[1]!;
    expect(inLocale('mr', () => headerNav[1]!.href)).toBe(localizePath(first.href, 'mr'));
    expect(headerNav[1]!.href).toBe(first.href);
  });
});

/*
 * Devanagari spelling a shaper can draw: a vowel sign (a matra, the candra ॅ, a nukta or a virama)
 * belongs after a consonant, never after an independent vowel. "अ" + "ॅ" is drawn with a dotted
 * circle between them (HarfBuzz, so Chrome and Android): Marathi writes that sound as one letter, ॲ.
 */
const DETACHED_SIGN = /[\u0904-\u0914\u0960\u0961\u0972-\u0977][\u093a-\u094d\u0955-\u0957\u0962\u0963]/u;

describe('Devanagari in the catalogues', () => {
  it('finds a vowel sign after an independent vowel (the check can fail)', () => {
    expect(DETACHED_SIGN.test('लोगो अ\u0945निमेशन')).toBe(true);
    expect(DETACHED_SIGN.test('लोगो ॲनिमेशन, बॅटरी, ऑक्सिजन')).toBe(false);
  });

  for (const locale of TRANSLATED_LOCALES) {
    it(`has no vowel sign after an independent vowel in ${locale}`, () => {
      const faults: string[] = [];
      for (const moduleName of new Set([...translatableRoots()].map((root) => root.moduleName))) {
        for (const [path, entry] of readCatalogue(locale, moduleName)) {
          const word = entry.text.split(/\s+/).find((w) => DETACHED_SIGN.test(w));
          if (word) faults.push(`${locale}/${moduleName} ${path}: ${word}`);
        }
      }
      expect(faults).toEqual([]);
    });
  }
});
