/**
 * `npm run i18n`: the translation check, and a helper for translators.
 *
 *   npm run i18n                     lists, per language and module, the strings with no
 *                                    translation (missing) and those whose English changed
 *                                    since they were translated (stale); exits 1 on missing.
 *                                    Stale ones are warnings, each with the pages that show it
 *                                    (found in the prerendered pages when a build exists).
 *   npm run i18n -- --todo hi home   adds every missing or stale string of module `home` to
 *                                    content/i18n/hi/home.yaml as an entry to fill in, with
 *                                    its English in a comment above it.
 *   npm run i18n -- --list           the modules and how many strings each has.
 *
 * The strings come from every value a content module wraps in `translatable(...)`
 * (src/content/i18n/index.ts); which strings are copy is decided in src/lib/i18n.ts.
 */
import '../src/cli/allow-server-modules.ts';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Document, isMap, parseDocument, Scalar } from 'yaml';
import { copyLeaves, fingerprint, isTranslatedLocale, TRANSLATED_LOCALES, type TranslatedLocale } from '../src/lib/i18n.ts';

const root = process.cwd();

const { contentModuleFiles, translatableRoots, readCatalogue, catalogueFile } = await import('../src/content/i18n/index.ts');
// Load every content module, so that each registers its translatable values.
for (const file of contentModuleFiles()) await import(file);

type Leaf = { path: string; text: string };
const leavesByModule = new Map<string, Leaf[]>();
for (const { moduleName, prefix, value } of translatableRoots()) {
  const list = leavesByModule.get(moduleName) ?? [];
  // A list can be registered twice (the featured projects are some of the projects): one entry per path.
  for (const leaf of copyLeaves(value, prefix)) if (!list.some((known) => known.path === leaf.path)) list.push(leaf);
  leavesByModule.set(moduleName, list);
}
const modules = [...leavesByModule.keys()].sort();

const args = process.argv.slice(2);

if (args.includes('--list')) {
  for (const moduleName of modules) {
    const leaves = leavesByModule.get(moduleName) ?? [];
    console.log(`${moduleName.padEnd(24)} ${String(leaves.length).padStart(4)} strings, ${leaves.reduce((n, l) => n + l.text.length, 0)} characters`);
  }
  process.exit(0);
}

const todo = args.indexOf('--todo');
if (todo >= 0) {
  const locale = args[todo + 1];
  const moduleName = args[todo + 2];
  if (!isTranslatedLocale(locale) || !moduleName || !leavesByModule.has(moduleName)) {
    console.error(`usage: npm run i18n -- --todo <${TRANSLATED_LOCALES.join('|')}> <moduleName>\nmodules: ${modules.join(', ')}`);
    process.exit(2);
  }
  writeTodo(locale, moduleName);
  process.exit(0);
}

/** The pages (prerendered files of the language's tree) whose HTML contains a text. */
function pagesShowing(locale: TranslatedLocale, text: string): string[] {
  const dir = path.join(root, '.next', 'server', 'app', locale);
  if (!existsSync(dir)) return [];
  const needle = text.slice(0, 60).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const found: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html') && readFileSync(full, 'utf8').includes(needle)) {
        found.push(`/${locale}/${path.relative(dir, full).replace(/\\/g, '/').replace(/\.html$/, '')}`.replace(/\/index$/, ''));
      }
    }
  };
  walk(dir);
  if (existsSync(`${dir}.html`) && readFileSync(`${dir}.html`, 'utf8').includes(needle)) found.unshift(`/${locale}`);
  return found;
}

let missingTotal = 0;
let staleTotal = 0;
let unusedTotal = 0;
for (const locale of TRANSLATED_LOCALES) {
  for (const moduleName of modules) {
    const leaves = leavesByModule.get(moduleName) ?? [];
    const catalogue = readCatalogue(locale, moduleName);
    const missing = leaves.filter((leaf) => !catalogue.has(leaf.path));
    const stale = leaves.filter((leaf) => catalogue.has(leaf.path) && catalogue.get(leaf.path)?.from !== fingerprint(leaf.text));
    const known = new Set(leaves.map((leaf) => leaf.path));
    const unused = [...catalogue.keys()].filter((key) => !known.has(key));
    missingTotal += missing.length;
    staleTotal += stale.length;
    unusedTotal += unused.length;
    if (missing.length + stale.length + unused.length === 0) continue;
    console.log(`${locale}/${moduleName}: ${leaves.length - missing.length} of ${leaves.length} translated` +
      (missing.length ? `, ${missing.length} missing` : '') + (stale.length ? `, ${stale.length} stale` : '') + (unused.length ? `, ${unused.length} unused` : ''));
    for (const leaf of missing.slice(0, 8)) console.log(`  missing  ${leaf.path}: ${JSON.stringify(leaf.text.slice(0, 70))}`);
    if (missing.length > 8) console.log(`  … and ${missing.length - 8} more (npm run i18n -- --todo ${locale} ${moduleName})`);
    for (const leaf of stale) {
      const shown = pagesShowing(locale, catalogue.get(leaf.path)?.text ?? '');
      console.log(`  warning: stale ${leaf.path} (English now ${JSON.stringify(leaf.text.slice(0, 60))})${shown.length ? ` on ${shown.join(', ')}` : ''}`);
    }
    for (const key of unused) console.log(`  warning: unused ${key} (no such English string any more)`);
  }
}
console.log(`\ni18n: ${modules.length} modules, ${TRANSLATED_LOCALES.length} languages: ${missingTotal} missing, ${staleTotal} stale, ${unusedTotal} unused`);
process.exit(missingTotal > 0 ? 1 : 0);

function writeTodo(locale: TranslatedLocale, moduleName: string) {
  const file = catalogueFile(locale, moduleName);
  mkdirSync(path.dirname(file), { recursive: true });
  const doc = existsSync(file) ? parseDocument(readFileSync(file, 'utf8')) : new Document({});
  if (!isMap(doc.contents)) doc.contents = doc.createNode({}) as typeof doc.contents;
  const catalogue = readCatalogue(locale, moduleName);
  let added = 0;
  for (const leaf of leavesByModule.get(moduleName) ?? []) {
    const entry = catalogue.get(leaf.path);
    if (entry && entry.from === fingerprint(leaf.text)) continue;
    const node = doc.createNode({ from: fingerprint(leaf.text), text: entry?.text ?? '' });
    const key = new Scalar(leaf.path);
    key.commentBefore = ` ${entry ? 'English changed, now' : 'English'}: ${leaf.text}`.replace(/\n/g, '\n ');
    if (doc.has(leaf.path)) doc.delete(leaf.path);
    (doc.contents as { add: (pair: unknown) => void }).add(doc.createPair(key, node));
    added += 1;
  }
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
  console.log(`${path.relative(root, file)}: ${added} entries to translate`);
}
