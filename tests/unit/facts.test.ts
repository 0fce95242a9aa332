/**
 * Company figures come from one place (src/content/facts.ts) and no page contradicts it.
 *
 * 1. Source: no module of src/content, src/components or src/app writes a figure such as
 *    "30+" as a literal; they read it from facts.ts.
 * 2. Text: every claim of the form "N+ <noun>" or "more than N <noun>" in the content
 *    (modules, Markdown/YAML collections) and in the prerendered pages uses a value that
 *    facts.ts gives for that noun: "30+ projects" fails while facts.ts says 25+.
 * 3. Shared figures: every figure shown as a figure (the value of a stat card, figure row
 *    or specification list) on two or more prerendered pages ("93%", "30+", "2-3 weeks",
 *    "30 t/day") is one that facts.ts prints, so a figure a buyer meets twice has one
 *    source. The figures are found in the pages, not listed here; prose claims are
 *    checked by 2.
 * 4. Counts of biogas plants or digesters ("40 farm and dairy biogas plants") are the
 *    farm- and dairy-scale designs of facts.ts and say so (farm, dairy or small): printed
 *    beside "30+ CBG plants engineered", a bare "40 biogas plants" left the reader to
 *    work out that the two count different plants.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanFuelFacts, facts, figure, labTimes, type Fact } from '@/content/facts';

const root = path.resolve(__dirname, '../..');

function filesUnder(dir: string, exts: string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, exts);
    return exts.some((ext) => name.endsWith(ext)) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(root, file);

/** Nouns a figure can be claimed for, from the labels of facts.ts (e.g. "CBG plants engineered" → plants). */
const allFacts: Fact[] = [...Object.values(facts), ...Object.values(cleanFuelFacts)];
const allowed = new Map<string, Set<number>>();
for (const fact of allFacts) {
  // "Tons H2 per year" claims tons, not years.
  for (const word of fact.label.toLowerCase().replace(/\bper \w+/g, '').match(/[a-z]+/g) ?? []) {
    const noun = word.replace(/s$/, '');
    if (noun.length < 4 || ['from', 'with', 'energy', 'share', 'growth', 'reduced', 'served', 'completed', 'engineered', 'delivered', 'started', 'filed'].includes(noun)) continue;
    if (!allowed.has(noun)) allowed.set(noun, new Set());
    allowed.get(noun)!.add(fact.value);
  }
}

const CLAIM = /(?:\b(\d[\d,]*)\+|\bmore than (\d[\d,]*))\s+((?:[A-Za-z][\w-]*\s+){0,3}?)([A-Za-z]+)\b/gi;
/** A stat card in page text: its label, a block boundary, then its number ("Projects completed | 25+"). */
const CARD = /(?:^|\|)\s*([A-Za-z][A-Za-z ]{2,40}?)\s*\|\s*(\d[\d,]*)\+/g;

function check(found: string[], claim: string, value: number, words: string[]) {
  const noun = words.map((w) => w.toLowerCase().replace(/s$/, '')).find((w) => allowed.has(w));
  if (noun && !allowed.get(noun)!.has(value)) found.push(`"${claim}" (facts.ts: ${[...allowed.get(noun)!].join(' or ')} ${noun}s)`);
}

/** Claims in `text` whose number is not the one facts.ts gives for their noun. */
function contradictions(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CLAIM)) {
    // The noun is the first word after the number that facts.ts knows ("30+ CBG plants", "15+ years").
    check(found, match[0].trim(), Number((match[1] ?? match[2] ?? '').replace(/,/g, '')), `${match[3]}${match[4]}`.trim().split(/\s+/));
  }
  for (const match of text.matchAll(CARD)) {
    check(found, match[0].replace(/^\|/, '').trim(), Number((match[2] ?? '').replace(/,/g, '')), (match[1] ?? '').trim().split(/\s+/));
  }
  return found;
}

/**
 * "40 biogas plants": counts of biogas plants or digesters that are not the designs of facts.ts,
 * or do not say which plants they are ("compressed biogas plants" are the CBG plants, checked above).
 */
function unnamedPlantCounts(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(\d[\d,]*)\s+((?:[\w-]+\s+){0,4}?)(?<!compressed )(biogas plants|digesters)\b/gi)) {
    const [claim, number, words] = m;
    if (Number(number!.replace(/,/g, '')) !== facts.biogasPlants2024.value) found.push(`"${claim}" (facts.ts: ${facts.biogasPlants2024.value})`);
    else if (!/\b(?:farm|dairy|small)\b/i.test(words ?? '')) found.push(`"${claim}" does not say these are farm or dairy plants`);
  }
  return found;
}

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Every figure facts.ts prints, normalised as figuresIn() finds them. */
const factFigures = new Set<string>([
  ...allFacts.flatMap((fact) => figuresIn(figure(fact))),
  ...Object.values(labTimes).flatMap((time) => figuresIn(time.value)),
]);

/**
 * Quantities in a text, normalised: "25+", "93%", "5M+", "2-3 weeks", "30-45 days",
 * "30 t/day". Bare numbers (years, counts in lists, dates) are not figures.
 */
function figuresIn(text: string): string[] {
  const found: string[] = [];
  const normal = text.replace(/[–—]/g, '-').replace(/\u00a0/g, ' ');
  for (const m of normal.matchAll(/(?<![\w.,-])(\d[\d,]*(?:\.\d+)?)(?:\s?(%|k\+|M\+|\+)|(?:-(\d[\d,]*))?\s?(weeks?|days|t\/day|tons\/day|TPD)(?![\w/]))/g)) {
    const [, number, sign, upper, unit] = m;
    found.push(sign ? `${number}${sign}` : `${number}${upper ? `-${upper}` : ''} ${unit === 'TPD' || unit === 'tons/day' ? 't/day' : unit}`);
  }
  return found;
}

/** Visible text of an HTML fragment, blocks separated. */
function textOfHtml(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<\/(?:div|p|li|dt|dd|h[1-6]|td|th|figcaption|section)>/g, ' | ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('company figures', () => {
  it('knows the nouns it checks (the check cannot pass vacuously)', () => {
    for (const noun of ['year', 'project', 'plant', 'state', 'citie', 'member']) expect(allowed.has(noun), noun).toBe(true);
    expect(contradictions('We have completed 30+ projects in 12+ cities.')).toHaveLength(1);
    expect(contradictions('| Projects Completed | 30+ 30+ |')).toHaveLength(1);
    expect(contradictions(`We have ${facts.experience.value}+ years of experience.`)).toEqual([]);
    expect(figuresIn('93% in 2–3 weeks, 30 TPD, 25+ plants, 5M+ tons, in 2016')).toEqual(['93%', '2-3 weeks', '30 t/day', '25+', '5M+']);
    expect(factFigures.has(figure(facts.projectsCompleted))).toBe(true);
    expect(unnamedPlantCounts(`We designed ${facts.biogasPlants2024.value} biogas plants.`)).toHaveLength(1);
    expect(unnamedPlantCounts('We designed 12 farm biogas plants.')).toHaveLength(1);
    expect(unnamedPlantCounts('More than 30 compressed biogas plants engineered.')).toEqual([]);
    expect(unnamedPlantCounts(`We designed ${facts.biogasPlants2024.value} farm and dairy biogas plants and ${facts.biogasPlants2024.value} small digesters.`)).toEqual([]);
  });

  it('every figure carries a line of context', () => {
    for (const fact of allFacts) expect(fact.context.length, fact.label).toBeGreaterThan(20);
  });

  it('no source module writes a figure such as "30+" as a literal', () => {
    const sources = [
      ...filesUnder(path.join(root, 'src/content'), ['.ts', '.tsx']),
      ...filesUnder(path.join(root, 'src/components'), ['.ts', '.tsx']),
      ...filesUnder(path.join(root, 'src/app'), ['.ts', '.tsx']),
    ].filter((file) => !file.endsWith('.test.ts') && !file.endsWith(path.join('src', 'content', 'facts.ts')) && !file.includes(`${path.sep}blog${path.sep}posts${path.sep}`));
    expect(sources.length).toBeGreaterThan(20);
    const offenders = sources.flatMap((file) => {
      const code = stripComments(readFileSync(file, 'utf8'));
      const literals = [...code.matchAll(/\b\d+\+(?=[\s'"`,.)]|$)|suffix: '\+'/g)].map((m) => m[0]);
      return literals.length ? [`${rel(file)}: ${literals.join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('no content text contradicts facts.ts', async () => {
    const modules = filesUnder(path.join(root, 'src/content'), ['.ts']).filter((file) => !file.endsWith('.test.ts'));
    const texts: [string, string][] = [];
    for (const file of modules) texts.push([rel(file), JSON.stringify(await import(file))]);
    // Collections kept as files (Markdown, YAML, JSON), where they exist.
    for (const file of filesUnder(path.join(root, 'content'), ['.md', '.mdx', '.yaml', '.yml', '.json'])) {
      texts.push([rel(file), readFileSync(file, 'utf8')]);
    }
    const found = texts.flatMap(([file, text]) => contradictions(text).map((c) => `${file}: ${c}`));
    expect(found).toEqual([]);
    const unnamed = texts.flatMap(([file, text]) => unnamedPlantCounts(text).map((c) => `${file}: ${c}`));
    expect(unnamed).toEqual([]);
  });

  const built = path.join(root, '.next/server/app');
  const pages = filesUnder(built, ['.html']);
  // The prerendered pages exist after `npm run build` (npm test builds before Vitest runs).
  describe.skipIf(pages.length === 0)('in the prerendered pages', () => {
    const textOf = (file: string) =>
      readFileSync(file, 'utf8')
        .replace(/<script[\s\S]*?<\/script>/g, ' ')
        .replace(/<style[\s\S]*?<\/style>/g, ' ')
        // A block ends a claim: a number in one card never pairs with the next card's label.
        .replace(/<\/(?:div|p|li|dt|dd|h[1-6]|td|th|figcaption|section)>/g, ' | ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\s+/g, ' ');

    it('no page contradicts facts.ts', () => {
      const found = pages.flatMap((file) => contradictions(textOf(file)).map((c) => `${rel(file)}: ${c}`));
      expect(found).toEqual([]);
      const unnamed = pages.flatMap((file) => unnamedPlantCounts(textOf(file)).map((c) => `${rel(file)}: ${c}`));
      expect(unnamed).toEqual([]);
    });

    it('every figure shown on two or more pages is printed by facts.ts', () => {
      const pagesWith = new Map<string, Set<string>>();
      for (const file of pages) {
        const main = /<main\b[\s\S]*?<\/main>/.exec(readFileSync(file, 'utf8'))?.[0];
        if (!main) continue;
        // Figures shown as figures: the values of stat cards, figure rows and specification lists (<dd>).
        // (A long <dd>, such as an answer on /faq, is prose: claims in prose are checked above.)
        const shownAsFigures = [...main.matchAll(/<dd\b[^>]*>([\s\S]*?)<\/dd>/g)]
          .map((m) => textOfHtml(m[1] ?? '').trim())
          .filter((text) => text.length <= 80)
          .join(' | ');
        // A page and its Hindi and Marathi twins (.next/server/app/hi/…, mr/…) are one page.
        const page = rel(file).replace(/^(\.next\/server\/app\/)(?:hi|mr)\.html$/, '$1index.html').replace(/^(\.next\/server\/app\/)(?:hi|mr)\//, '$1');
        for (const token of figuresIn(shownAsFigures)) {
          if (!pagesWith.has(token)) pagesWith.set(token, new Set());
          pagesWith.get(token)!.add(page);
        }
      }
      const shared = [...pagesWith].filter(([, where]) => where.size > 1);
      expect(shared.length, 'the pages share figures (the check cannot pass vacuously)').toBeGreaterThan(3);
      const strays = shared.filter(([token]) => !factFigures.has(token)).map(([token, where]) => `${token}: ${[...where].join(', ')}`);
      expect(strays).toEqual([]);
    });

    it('each home stat card shows what it measures, where and by when', () => {
      const home = textOf(path.join(built, 'index.html'));
      for (const fact of Object.values(cleanFuelFacts)) {
        expect(home).toContain(fact.label);
        expect(home).toContain(fact.context);
      }
    });
  });
});
