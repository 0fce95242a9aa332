#!/usr/bin/env node
/**
 * `npm run bench:pages` — a benchmark, not a test.
 *
 * Starts the production build of the site (building first if there is none)
 * and, next to it, the framework floor in bench/floor/ (a bare Next.js app of
 * the same version: one heading, one client counter; rebuilt when its sources
 * change) with its second page, the styled floor (/styled: the same page with
 * the site's compiled stylesheet as a separate file and the site's brand font
 * preloaded), so each route shows both what the framework costs and what any
 * page styled like the site must cost at least. Runs Lighthouse (mobile defaults, Debian's Chromium) on every route
 * listed in /sitemap.xml, interleaving the floor between the site's routes so
 * both see the same machine load, repeats the whole pass (three runs by
 * default) and reports each route's median against the floor's median:
 *
 *   LCP ÷ floor LCP ≤ 1.2, TBT − floor TBT ≤ +50 ms, JS − floor JS ≤ +20 KiB gzip,
 *   performance ≥ 0.98, CLS ≤ 0.02 (plus accessibility, best practices, SEO = 1)
 *
 * with ✘ on every miss (goals against the bare floor; the styled floor's ratios
 * are shown next to them). Absolute times vary 2–3× between machines and with
 * load; the ratios are the result. Writes reports/bench-pages.json, each
 * route's last Lighthouse report under reports/lighthouse/, and stops the
 * servers it started.
 *
 *   npm run bench:pages                                 every English route, 3 runs
 *   npm run bench:pages -- --routes / /contact          only these paths
 *   npm run bench:pages -- --routes / --runs 1          a quick iteration
 *   npm run bench:pages -- --all-languages              every route of all three language trees (by default the
 *                                                       English routes plus /hi and /mr/technology/cbg-production)
 *   npm run bench:pages -- --explain                    also print, per route, the LCP
 *                                                       element, its phases and the long tasks
 *   npm run bench:pages -- --without-js                 the lower bound: the same pages served
 *                                                       through a proxy that removes their scripts
 *                                                       (React, Next's runtime and payload), so the
 *                                                       table shows what HTML, CSS, font and images
 *                                                       alone cost against the floor
 *   npm run bench:pages -- --applied-throttling         Lighthouse's "devtools" throttling instead of
 *                                                       its default simulation: the browser really loads
 *                                                       each page over the slow link (562 ms round trip,
 *                                                       1.4 Mbit/s, CPU 4× slower), so what finished
 *                                                       early on the local server is not replayed onto
 *                                                       the critical path; about 20 s a run instead of 8
 *   npm run bench:pages -- --cpu-slowdown 6             the mobile profile with the CPU N× slower than this
 *                                                       machine instead of 4× (our visitors' phones are slower)
 */
import { spawn, execFileSync } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const floorDir = path.join(root, 'bench', 'floor');
const FLOOR = '(floor)';
const TRANSLATED_SAMPLE = ['/hi', '/mr/technology/cbg-production'];
const STYLED = '(styled floor)';

/** Absolute budgets, and budgets relative to the floor measured in the same run. */
const BUDGET = {
  performance: 0.98,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  cls: 0.02,
  lcpRatio: 1.2,
  tbtOverMs: 50,
  jsOverKiB: 20,
};

function parseArgs(argv) {
  const opts = { routes: [], runs: 3, explain: false, floorEvery: 4, withoutJs: false, appliedThrottling: false, cpuSlowdown: null, allLanguages: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--routes') continue;
    else if (a === '--runs') {
      opts.runs = Math.max(1, Number.parseInt(argv[++i] ?? '', 10) || 1);
    } else if (a === '--all-languages') {
      opts.allLanguages = true;
    } else if (a === '--explain') {
      opts.explain = true;
    } else if (a === '--without-js') {
      opts.withoutJs = true;
    } else if (a === '--applied-throttling') {
      opts.appliedThrottling = true;
    } else if (a === '--cpu-slowdown') {
      opts.cpuSlowdown = Math.max(1, Number(argv[++i]) || 4);
    } else if (a === '--floor-every') {
      opts.floorEvery = Math.max(1, Number.parseInt(argv[++i] ?? '', 10) || 4);
    } else if (a === '--help' || a === '-h') {
      console.log('usage: npm run bench:pages -- [--routes /a /b …] [--runs N] [--all-languages] [--floor-every K] [--explain] [--without-js] [--applied-throttling] [--cpu-slowdown N]');
      process.exit(0);
    } else if (a.startsWith('/')) opts.routes.push(a); // `--routes` is optional before the paths
    else {
      console.error(`unknown argument: ${a}`);
      process.exit(2);
    }
  }
  return opts;
}
const opts = parseArgs(process.argv.slice(2));
/** Names this run's report files apart from the default run's (e.g. `without-js-applied-throttling`). */
const cpuVariant = opts.cpuSlowdown ? `cpu-${opts.cpuSlowdown}x` : '';
const variant = [opts.withoutJs && 'without-js', opts.appliedThrottling && 'applied-throttling', cpuVariant].filter(Boolean).join('-');
/** The floor is never served without its scripts, so its reports carry only the throttling parts. */
const floorVariant = [opts.appliedThrottling && 'applied-throttling', cpuVariant].filter(Boolean).join('-');

// ---------------------------------------------------------------- builds

if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(path.join(root, '.next', 'csp-manifest.json'))) {
  console.log('No production build of the site found: running `npm run build` first…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

/** Newest modification time among the floor's sources (not its build output). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.next' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}
/**
 * The styled floor imports the site's compiled stylesheet (its @font-face rules left out:
 * the floor preloads the brand font itself). Written only when it changed, so an unchanged
 * site does not rebuild the floor.
 */
function writeStyledFloorCss() {
  const html = readFileSync(path.join(root, '.next', 'server', 'app', 'index.html'), 'utf8');
  const hrefs = [...new Set([...html.matchAll(/(?:href|data-inlined)="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]))];
  if (hrefs.length === 0) throw new Error('bench:pages: no stylesheet found in the site build (.next/server/app/index.html)');
  const css = hrefs.map((href) => readFileSync(path.join(root, '.next', href.replace(/^\/_next\//, '')), 'utf8').replace(/@font-face\s*\{[^}]*\}/g, '')).join('\n');
  const file = path.join(floorDir, 'app', 'styled', 'site-size.css');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== css) writeFileSync(file, css);
}
writeStyledFloorCss();
const floorBuildId = path.join(floorDir, '.next', 'BUILD_ID');
if (!existsSync(floorBuildId) || statSync(floorBuildId).mtimeMs < newestSource(floorDir)) {
  console.log('Building the floor (bench/floor)…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', floorDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

// ---------------------------------------------------------------- servers

const freePort = () => execFileSync(process.execPath, [path.join(root, 'tools', 'test', 'free-port.mjs')], { encoding: 'utf8' }).trim();
const sitePort = freePort();
const siteBase = `http://127.0.0.1:${sitePort}`;
const dbDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
const servers = [];
servers.push(
  spawn(process.execPath, [path.join(root, 'tools', 'production', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: sitePort, HOSTNAME: '127.0.0.1', DATABASE_URL: `file:${path.join(dbDir, 'site.db')}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
const floorPort = freePort();
const floorBase = `http://127.0.0.1:${floorPort}`;
servers.push(
  spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', floorDir, '-p', floorPort, '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
const stopServers = () => {
  for (const s of servers) if (s.exitCode === null && s.signalCode === null) s.kill('SIGTERM');
};
process.on('exit', stopServers);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${url}`);
}

/** Sum of the gzip sizes of the external scripts the page's HTML loads. */
async function clientJsGzipBytes(url, cache) {
  const html = await (await fetch(url)).text();
  const srcs = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&'), url).href);
  let total = 0;
  for (const src of new Set(srcs)) {
    if (!cache.has(src)) cache.set(src, gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer()), { level: 9 }).length);
    total += cache.get(src);
  }
  return total;
}

/**
 * --without-js: a proxy in front of the site that passes every response through
 * unchanged except HTML pages, from which it removes every script element (the
 * framework's chunks and the inline RSC payload) and the script preloads. It keeps
 * the small inline theme script (it decides the first paint's colours) and JSON-LD
 * (not executed). Same origin, same compression as the site: only the JavaScript
 * differs, so the difference to a normal run is what the scripts cost.
 */
function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (tag, attrs, body) =>
      /application\/ld\+json/.test(attrs) || (!/\bsrc=/.test(attrs) && /localStorage/.test(body) && !body.includes('__next_f')) ? tag : '',
    )
    .replace(/<link\b[^>]*\bas="script"[^>]*\/?>/g, '');
}
function startWithoutJsProxy(target) {
  const { hostname, port } = new URL(target);
  const server = http.createServer((req, res) => {
    const upstream = http.request({ hostname, port, path: req.url, method: req.method, headers: req.headers }, (up) => {
      if (!String(up.headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks = [];
      up.on('data', (c) => chunks.push(c));
      up.on('end', () => {
        const raw = Buffer.concat(chunks);
        const enc = up.headers['content-encoding'];
        const html = (enc === 'gzip' ? gunzipSync(raw) : enc === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8');
        const body = gzipSync(stripScripts(html));
        const headers = { ...up.headers, 'content-encoding': 'gzip', 'content-length': String(body.length) };
        delete headers['transfer-encoding'];
        res.writeHead(up.statusCode ?? 502, headers);
        res.end(body);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

await Promise.all([waitFor(`${siteBase}/robots.txt`), waitFor(floorBase)]);
const proxy = opts.withoutJs ? await startWithoutJsProxy(siteBase) : null;
// The proxy lives in this process, so it ends with it; only the two servers need stopping.
const pageBase = proxy ? `http://127.0.0.1:${proxy.address().port}` : siteBase;
let paths = opts.routes;
if (paths.length === 0) {
  const xml = await (await fetch(`${siteBase}/sitemap.xml`)).text();
  const all = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))];
  // The Hindi and Marathi trees are the English pages fed other words: every English route,
  // plus one page per translated language (its home, and the longest technology page), keeps
  // a whole-site run near half an hour; --all-languages measures all three trees.
  const translated = (p) => /^\/(hi|mr)(\/|$)/.test(p);
  paths = opts.allLanguages ? all : [...all.filter((p) => !translated(p)), ...TRANSLATED_SAMPLE.filter((p) => all.includes(p))];
}
// Lighthouse does not score error responses, so the 404 page gets its client JS measured only.
const notFoundPath = '/this-page-does-not-exist';

/** One pass: both floors first, then again after every `floorEvery` site routes, and last. */
function schedule() {
  const order = [FLOOR, STYLED];
  paths.forEach((p, i) => {
    order.push(p);
    if ((i + 1) % opts.floorEvery === 0 || i === paths.length - 1) order.push(FLOOR, STYLED);
  });
  return order;
}
const urlOf = (p) => (p === FLOOR ? `${floorBase}/` : p === STYLED ? `${floorBase}/styled` : pageBase + p);
const isFloor = (p) => p === FLOOR || p === STYLED;

/** The Lighthouse facts the report and --explain need from one run. */
function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lcpEl[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((lcpEl[1]?.items ?? []).map((row) => [row.phase, Math.round(row.timing)]));
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((t) => ({ url: t.url, startMs: Math.round(t.startTime), durationMs: Math.round(t.duration) }));
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 4).map((t) => ({ url: t.url, scriptingMs: Math.round(t.scripting), totalMs: Math.round(t.total) }));
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    bestPractices: lhr.categories['best-practices']?.score ?? 0,
    seo: lhr.categories.seo?.score ?? 0,
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    lcpElement: element ? { selector: element.selector, snippet: element.snippet } : null,
    lcpPhases: phases,
    longTasks,
    bootup,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
/** @type {Map<string, ReturnType<typeof summarise>[]>} */
const samples = new Map();
const jsCache = new Map();
const jsKiB = new Map();
const kib = (bytes) => Number((bytes / 1024).toFixed(1));
const reportName = (p) => (p === FLOOR ? 'floor' : p === STYLED ? 'floor-styled' : p === '/' ? 'home' : p.slice(1).replace(/[^a-z0-9]+/gi, '-'));
mkdirSync(path.join(root, 'reports', 'lighthouse'), { recursive: true });
const startedAt = Date.now();
try {
  jsKiB.set(FLOOR, kib(await clientJsGzipBytes(floorBase + '/', jsCache)));
  jsKiB.set(STYLED, kib(await clientJsGzipBytes(floorBase + '/styled', jsCache)));
  for (const p of paths) jsKiB.set(p, kib(await clientJsGzipBytes(pageBase + p, jsCache)));
  jsKiB.set(notFoundPath, kib(await clientJsGzipBytes(siteBase + notFoundPath, jsCache)));
  const order = schedule();
  for (let run = 1; run <= opts.runs; run++) {
    for (const p of order) {
      const url = urlOf(p);
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine: such a
      // run has no figures, so it is tried again (twice at most) rather than counted as zeros.
      let runner;
      for (let attempt = 1; attempt <= 3; attempt++) {
        runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // Same mobile profile either way; only how the slow link is produced differs.
          ...(opts.appliedThrottling ? { throttlingMethod: 'devtools' } : {}),
          // Lighthouse's mobile link (its default "slow 4G" figures) with another CPU factor.
          ...(opts.cpuSlowdown
            ? { throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: opts.cpuSlowdown } }
            : {}),
        });
        if (!runner.lhr.runtimeError) break;
        process.stderr.write(`  (Lighthouse error on ${p}, attempt ${attempt}: ${runner.lhr.runtimeError.code})\n`);
      }
      writeFileSync(path.join(root, 'reports', 'lighthouse', [isFloor(p) ? floorVariant : variant, reportName(p)].filter(Boolean).join('-') + '.json'), runner.report);
      const s = summarise(runner.lhr);
      if (!samples.has(p)) samples.set(p, []);
      samples.get(p).push(s);
      process.stderr.write(
        `  run ${run}/${opts.runs} ${p.padEnd(36)} perf ${s.performance.toFixed(2)}  LCP ${String(s.lcpMs).padStart(5)} ms  TBT ${String(s.tbtMs).padStart(4)} ms${s.runtimeError ? `  (Lighthouse error: ${s.runtimeError})` : ''}\n`,
      );
    }
  }
} finally {
  await chrome.kill();
  stopServers();
}

// ---------------------------------------------------------------- report

const aggregate = (p) => {
  // A run that still failed after its retries has no figures: it is left out of the medians and listed.
  const all = samples.get(p) ?? [];
  const list = all.filter((s) => !s.runtimeError);
  const m = (key) => median(list.map((s) => s[key]));
  return {
    path: p,
    runs: list.length,
    performance: m('performance'),
    accessibility: Math.min(...list.map((s) => s.accessibility)),
    bestPractices: Math.min(...list.map((s) => s.bestPractices)),
    seo: Math.min(...list.map((s) => s.seo)),
    fcpMs: m('fcpMs'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    jsKiB: jsKiB.get(p),
    lcpElement: list.at(-1)?.lcpElement ?? null,
    lcpPhases: list.at(-1)?.lcpPhases ?? {},
    longTasks: list.at(-1)?.longTasks ?? [],
    bootup: list.at(-1)?.bootup ?? [],
    runtimeErrors: all.map((s) => s.runtimeError).filter(Boolean),
    failedAudits: [...new Set(list.flatMap((s) => s.failedAudits))],
    samples: list.map(({ performance, lcpMs, tbtMs, cls, fcpMs }) => ({ performance, lcpMs, tbtMs, cls, fcpMs })),
  };
};
const floor = aggregate(FLOOR);
const styled = aggregate(STYLED);
styled.lcpRatio = Number((styled.lcpMs / floor.lcpMs).toFixed(2));
styled.tbtOverMs = Math.round(styled.tbtMs - floor.tbtMs);
const rows = paths.map((p) => {
  const r = aggregate(p);
  r.lcpRatio = Number((r.lcpMs / floor.lcpMs).toFixed(2));
  r.tbtOverMs = Math.round(r.tbtMs - floor.tbtMs);
  // Against the styled floor: what the route adds to any page styled like the site.
  r.lcpRatioStyled = Number((r.lcpMs / styled.lcpMs).toFixed(2));
  r.tbtOverStyledMs = Math.round(r.tbtMs - styled.tbtMs);
  r.jsOverKiB = Number((r.jsKiB - floor.jsKiB).toFixed(1));
  r.checks = {
    performance: r.performance >= BUDGET.performance,
    lcp: r.lcpRatio <= BUDGET.lcpRatio,
    tbt: r.tbtOverMs <= BUDGET.tbtOverMs,
    cls: r.cls <= BUDGET.cls,
    js: r.jsOverKiB <= BUDGET.jsOverKiB,
    accessibility: r.accessibility >= BUDGET.accessibility,
    bestPractices: r.bestPractices >= BUDGET.bestPractices,
    seo: r.seo >= BUDGET.seo,
  };
  return r;
});

const mark = (ok) => (ok ? ' ' : '✘');
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const sign = (n) => (n > 0 ? `+${n}` : String(n));
const header = `${pad('route', 34)} ${lpad('perf', 5)} ${lpad('LCP ms', 7)} ${lpad('÷floor', 7)} ${lpad('÷styled', 7)} ${lpad('TBT ms', 7)} ${lpad('−floor', 7)} ${lpad('−styled', 7)} ${lpad('CLS', 6)} ${lpad('JS KiB', 7)} ${lpad('−floor', 7)} ${lpad('a11y', 5)} ${lpad('bp', 5)} ${lpad('seo', 5)}`;
const lines = [header, '-'.repeat(header.length)];
lines.push(
  `${pad('(floor: bare Next.js)', 34)} ${lpad(floor.performance.toFixed(2), 5)} ${lpad(floor.lcpMs, 7)} ${lpad('1.00', 7)} ${lpad('', 7)} ${lpad(floor.tbtMs, 7)} ${lpad('0', 7)} ${lpad('', 7)} ${lpad(floor.cls, 6)} ${lpad(floor.jsKiB, 7)} ${lpad('0', 7)} ${lpad('', 5)} ${lpad('', 5)} ${lpad('', 5)}`,
  `${pad('(styled floor: + CSS and font)', 34)} ${lpad(styled.performance.toFixed(2), 5)} ${lpad(styled.lcpMs, 7)} ${lpad(styled.lcpRatio.toFixed(2), 7)} ${lpad('1.00', 7)} ${lpad(styled.tbtMs, 7)} ${lpad(sign(styled.tbtOverMs), 7)} ${lpad('0', 7)} ${lpad(styled.cls, 6)} ${lpad(styled.jsKiB, 7)} ${lpad(sign(Number((styled.jsKiB - floor.jsKiB).toFixed(1))), 7)} ${lpad('', 5)} ${lpad('', 5)} ${lpad('', 5)}`,
);
const misses = [];
for (const r of rows) {
  const c = r.checks;
  for (const [k, ok] of Object.entries(c)) if (!ok) misses.push(`${r.path}: ${k}${k === 'accessibility' || k === 'bestPractices' || k === 'seo' ? ` (failed audits: ${r.failedAudits.join(', ') || 'none binary'})` : ''}`);
  lines.push(
    `${pad(r.path, 34)} ${lpad(r.performance.toFixed(2), 4)}${mark(c.performance)} ${lpad(r.lcpMs, 7)} ${lpad(r.lcpRatio.toFixed(2), 6)}${mark(c.lcp)} ${lpad(r.lcpRatioStyled.toFixed(2), 7)} ${lpad(r.tbtMs, 7)} ${lpad(sign(r.tbtOverMs), 6)}${mark(c.tbt)} ${lpad(sign(r.tbtOverStyledMs), 7)} ${lpad(r.cls, 5)}${mark(c.cls)} ${lpad(r.jsKiB, 7)} ${lpad(sign(r.jsOverKiB), 6)}${mark(c.js)} ${lpad(r.accessibility.toFixed(2), 4)}${mark(c.accessibility)} ${lpad(r.bestPractices.toFixed(2), 4)}${mark(c.bestPractices)} ${lpad(r.seo.toFixed(2), 4)}${mark(c.seo)}`,
  );
}
const notFoundJsKiB = jsKiB.get(notFoundPath);
const notFoundOver = Number((notFoundJsKiB - floor.jsKiB).toFixed(1));
lines.push(`${pad(`${notFoundPath} (404, JS only)`, 34)} ${lpad('-', 5)} ${lpad('-', 7)} ${lpad('-', 7)} ${lpad('-', 7)} ${lpad('-', 7)} ${lpad('-', 7)} ${lpad('-', 7)} ${lpad('-', 6)} ${lpad(notFoundJsKiB, 7)} ${lpad(sign(notFoundOver), 6)}${mark(notFoundOver <= BUDGET.jsOverKiB)}`);
if (notFoundOver > BUDGET.jsOverKiB) misses.push(`${notFoundPath}: js`);

console.log(`\nMedian of ${opts.runs} run(s) per route; floor = median of ${floor.runs} interleaved floor runs, styled floor of ${styled.runs}.`);
if (opts.withoutJs) console.log('Pages served WITHOUT their JavaScript (--without-js): the lower bound of HTML, CSS, font and images alone.');
if (opts.appliedThrottling) console.log('Applied throttling (--applied-throttling): the browser loaded every page over the slow link; nothing is simulated.');
if (opts.cpuSlowdown) console.log(`CPU ${opts.cpuSlowdown}× slower than this machine (--cpu-slowdown; Lighthouse's mobile default is 4×).`);
console.log(`Goals: perf ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpRatio} × floor, TBT ≤ floor + ${BUDGET.tbtOverMs} ms, CLS ≤ ${BUDGET.cls}, JS ≤ floor + ${BUDGET.jsOverKiB} KiB gzip.\n`);
console.log(lines.join('\n'));

if (opts.explain) {
  console.log('\nWhy (last run of each route):');
  for (const r of [floor, styled, ...rows]) {
    const ph = r.lcpPhases;
    console.log(`\n${r.path}  FCP ${r.fcpMs} ms`);
    console.log(`  LCP element: ${r.lcpElement ? `${r.lcpElement.selector}  ${r.lcpElement.snippet.slice(0, 140)}` : '(none)'}`);
    console.log(`  LCP phases: ${Object.entries(ph).map(([k, v]) => `${k} ${v} ms`).join(', ') || '(none)'}`);
    for (const t of r.longTasks) console.log(`  long task ${t.durationMs} ms at ${t.startMs} ms: ${t.url}`);
    for (const b of r.bootup) console.log(`  script ${b.scriptingMs} ms scripting (${b.totalMs} ms total): ${b.url}`);
  }
}

const summary = {
  measuredAt: new Date().toISOString(),
  durationS: Math.round((Date.now() - startedAt) / 1000),
  runs: opts.runs,
  budgets: BUDGET,
  floor,
  styledFloor: styled,
  routes: rows.length,
  worst: {
    performance: Math.min(...rows.map((r) => r.performance)),
    lcpRatio: Math.max(...rows.map((r) => r.lcpRatio)),
    tbtOverMs: Math.max(...rows.map((r) => r.tbtOverMs)),
    cls: Math.max(...rows.map((r) => r.cls)),
    jsOverKiB: Math.max(...rows.map((r) => r.jsOverKiB)),
  },
  misses,
  rows,
  notFoundPage: { path: notFoundPath, jsKiB: notFoundJsKiB, jsOverKiB: notFoundOver },
  table: lines.join('\n'),
};
mkdirSync(path.join(root, 'reports'), { recursive: true });
const reportFile = ['bench-pages', variant].filter(Boolean).join('-') + '.json';
writeFileSync(path.join(root, 'reports', reportFile), JSON.stringify({ withoutJs: opts.withoutJs, appliedThrottling: opts.appliedThrottling, cpuSlowdown: opts.cpuSlowdown ?? 4, ...summary }, null, 2));
const w = summary.worst;
console.log(`\n${rows.length} routes; worst: perf ${w.performance}, LCP ${w.lcpRatio} × floor, TBT floor ${sign(w.tbtOverMs)} ms, CLS ${w.cls}, JS floor ${sign(w.jsOverKiB)} KiB`);
console.log(misses.length ? `Misses (${misses.length}):\n  ${misses.join('\n  ')}` : 'Every goal met.');
console.log(`Written: reports/${reportFile}, reports/lighthouse/*.json`);
process.exit(0);
