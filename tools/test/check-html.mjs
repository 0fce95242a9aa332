#!/usr/bin/env node
/**
 * `npm run check:html` (after `npm run build`): validates the prerendered HTML of
 * every page with the W3C Nu HTML Checker (npm `vnu-jar`, run by a local Java)
 * and exits 1 on any error. The routes come from the page registry
 * (src/content/pages.ts) and the blog, so a new page is checked too; a route
 * without a prerendered file is an error as well. The other prerendered views
 * (not-found pages, form outcome pages) are checked with them.
 *
 * Runs under tsx (see package.json) because it reads the registry's TypeScript.
 * Options: --json prints the checker's messages as JSON.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const appDir = path.join(root, '.next', 'server', 'app');
const require = createRequire(import.meta.url);

function fail(message) {
  console.error(`check:html: ${message}`);
  process.exit(1);
}

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  fail(
    'no Java runtime found: the W3C Nu HTML Checker (vnu-jar) needs `java` on PATH.\n' +
      "Install Debian's 'default-jre-headless' (sudo apt-get install default-jre-headless); `npm test` does this itself when run as root.",
  );
}

let vnuJar;
try {
  vnuJar = String(require('vnu-jar'));
} catch {
  fail('the npm package vnu-jar is missing: run `npm install`.');
}

if (!existsSync(appDir)) fail('no production build in .next: run `npm run build` first.');

// The blog index reads the content collections, which are marked server-only: this process is one.
await import('../../src/cli/allow-server-modules.ts');
const { pageList } = await import('../../src/content/pages.ts');
const { posts } = await import('../../src/content/blog/index.ts');
const routes = [...pageList.map((p) => p.path), ...posts.map((post) => `/blogs/${post.id}`)];

/** The prerendered file of a route: / → index.html, /about/team → about/team.html. */
const fileOf = (route) => path.join(appDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (name.endsWith('.html')) yield full;
  }
}

// A page rendered per request (`dynamic` in the registry) has no file; its browser test validates it.
const dynamicRoutes = new Set(pageList.filter((p) => p.dynamic).map((p) => p.path));
const missing = routes.filter((route) => !existsSync(fileOf(route)) && !dynamicRoutes.has(route));
const registryFiles = new Set(routes.map(fileOf));
const otherFiles = [...walk(appDir)].filter((file) => !registryFiles.has(file)).sort();
const files = [...registryFiles].filter((file) => existsSync(file)).concat(otherFiles);
const routeOf = (file) => {
  const rel = path.relative(appDir, file).replace(/\\/g, '/').replace(/\.html$/, '');
  return rel === 'index' ? '/' : `/${rel}`;
};

const run = spawnSync('java', ['-Xss1m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) fail(`could not run the checker: ${run.error.message}`);
let report;
try {
  // vnu writes its JSON report to stderr.
  report = JSON.parse(run.stderr);
} catch {
  fail(`unexpected checker output (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
}

/*
 * The pages carry their stylesheet inline (tools/production/csp-hashes.mjs), so the checker now
 * also runs its CSS validator over it. That validator predates CSS that Tailwind emits and every
 * current browser supports: @property and @container, container-type and margin-trim, a custom
 * property in transition-property, scroll-driven animations (Chromium and Safari; the rule that
 * uses them sits inside @supports, so a browser without them skips it), and the colour space of a gradient (Tailwind's
 * `@supports (background-image: linear-gradient(in lab, red, red))`, which the validator cannot
 * parse; it then loses its place and reports one bare "Parse Error" at the end of the element).
 * Those few messages are skipped, and only when they point inside a <style> element: they judge
 * the stylesheet (which, as a separate file, the checker never read), not the HTML. The bare
 * "Parse Error" is skipped only in a file where the gradient message was. Every HTML error, a CSS
 * error in a style="" attribute and any other CSS message (a misspelt property, say) still fails.
 */
const GRADIENT_COLOUR_SPACE = /^CSS: “background-image”: (?:“in” is not a “color” value|Parse Error)\.$/;
const CSS_THE_VALIDATOR_DOES_NOT_KNOW = [
  /^CSS: Unrecognized at-rule “@(?:property|container)”/,
  /^CSS: “(?:container-type|container-name|container|margin-trim)”: Property “[a-z-]+” doesn't exist\.$/,
  // Scroll-driven animations (globals.css, the phone's quick action over forms), inside @supports.
  /^CSS: “(?:animation-timeline|animation-range|view-timeline-name|timeline-scope)”: Property “[a-z-]+” doesn't exist\.$/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
  GRADIENT_COLOUR_SPACE,
];

/** The character ranges of each file's <style> contents, to place a message by its line and column. */
const styleRanges = new Map();
function insideStyle(file, line, column) {
  if (!styleRanges.has(file)) {
    const html = readFileSync(file, 'utf8');
    const lineStarts = [0];
    for (let i = html.indexOf('\n'); i >= 0; i = html.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    const ranges = [...html.matchAll(/(<style\b[^>]*>)([\s\S]*?)<\/style>/g)].map((m) => {
      const start = (m.index ?? 0) + (m[1]?.length ?? 0);
      return [start, start + (m[2]?.length ?? 0)];
    });
    styleRanges.set(file, { lineStarts, ranges });
  }
  const { lineStarts, ranges } = styleRanges.get(file);
  const offset = (lineStarts[line - 1] ?? Infinity) + column - 1;
  return ranges.some(([start, end]) => offset >= start && offset <= end);
}

const byFile = new Map(files.map((file) => [file, []]));
const lostTheirPlace = new Set();
for (const message of report.messages ?? []) {
  if (message.type !== 'error' && message.subType !== 'fatal') continue;
  const file = message.url ? fileURLToPath(message.url) : '';
  const text = message.message ?? '';
  const known =
    CSS_THE_VALIDATOR_DOES_NOT_KNOW.some((re) => re.test(text)) || (text === 'CSS: Parse Error.' && lostTheirPlace.has(file));
  if (known && file && insideStyle(file, message.lastLine ?? 0, message.lastColumn ?? 0)) {
    if (GRADIENT_COLOUR_SPACE.test(text)) lostTheirPlace.add(file);
    continue;
  }
  if (!byFile.has(file)) byFile.set(file, []);
  byFile.get(file).push(message);
}

if (process.argv.includes('--json')) console.log(JSON.stringify(Object.fromEntries([...byFile].map(([f, m]) => [routeOf(f), m])), null, 2));

let errors = 0;
for (const [file, messages] of byFile) {
  errors += messages.length;
  const label = routeOf(file);
  if (messages.length === 0) {
    console.log(`ok      ${label}`);
    continue;
  }
  console.log(`${String(messages.length).padEnd(7)} ${label}`);
  for (const m of messages) {
    const extract = (m.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
    console.log(`    line ${m.lastLine ?? '?'}: ${m.message}\n      ${extract}`);
  }
}
for (const route of missing) console.log(`MISSING ${route} (no prerendered ${path.relative(root, fileOf(route))})`);

console.log(
  `\nW3C Nu HTML Checker ${spawnSync('java', ['-jar', vnuJar, '--version'], { encoding: 'utf8' }).stdout.trim()}: ` +
    `${files.length} pages (${routes.length - missing.length} of ${routes.length} registry routes), ${errors} errors` +
    (missing.length ? `, ${missing.length} routes not prerendered` : ''),
);
process.exit(errors === 0 && missing.length === 0 ? 0 : 1);
