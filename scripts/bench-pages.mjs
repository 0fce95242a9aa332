#!/usr/bin/env node
/**
 * `npm run bench:pages` — a benchmark, not a test.
 * Starts the production build (building first if there is none) on a free
 * loopback port, runs Lighthouse (mobile defaults, Debian's Chromium) on every
 * route listed in /sitemap.xml plus the 404 page, measures the gzip size of the
 * client JavaScript each page's HTML loads, prints a table with the budgets,
 * writes reports/bench-pages.json (and each page's full Lighthouse report under
 * reports/lighthouse/), and stops the server it started.
 *
 *   npm run bench:pages                 all routes
 *   npm run bench:pages -- / /about     only these paths
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET = { performance: 0.95, accessibility: 1, bestPractices: 1, seo: 1, cls: 0.02, tbtMs: 150, jsKiB: 200 };

if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(path.join(root, '.next', 'csp-manifest.json'))) {
  console.log('No production build found: running `npm run build` first…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const port = execFileSync(process.execPath, [path.join(root, 'scripts', 'free-port.mjs')], { encoding: 'utf8' }).trim();
const base = `http://127.0.0.1:${port}`;
const dbDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: port, HOSTNAME: '127.0.0.1', DATABASE_URL: `file:${path.join(dbDir, 'site.db')}` },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${base}/robots.txt`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
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

await waitForServer();
let paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (paths.length === 0) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
// Lighthouse does not score error responses, so the 404 page gets its client JS measured only.
const notFoundPath = '/this-page-does-not-exist';

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const rows = [];
const jsCache = new Map();
const notFoundJsKiB = Number(((await clientJsGzipBytes(base + notFoundPath, jsCache)) / 1024).toFixed(1));
try {
  for (const p of paths) {
    const url = base + p;
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = runner.lhr;
    mkdirSync(path.join(root, 'reports', 'lighthouse'), { recursive: true });
    writeFileSync(path.join(root, 'reports', 'lighthouse', `${p === '/' ? 'home' : p.slice(1).replace(/[^a-z0-9]+/gi, '-')}.json`), runner.report);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const row = {
      path: p,
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories['best-practices'].score,
      seo: lhr.categories.seo.score,
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      jsKiB: Number(((await clientJsGzipBytes(url, jsCache)) / 1024).toFixed(1)),
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
    for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) row[key] ??= 0;
    rows.push(row);
    process.stderr.write(`  measured ${p}${row.runtimeError ? ` (Lighthouse error: ${row.runtimeError})` : ''}\n`);
  }
} finally {
  await chrome.kill();
  stopServer();
}

const misses = [];
const mark = (ok) => (ok ? ' ' : '✘');
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
console.log(
  `\n${pad('route', 40)} ${lpad('perf', 5)} ${lpad('a11y', 5)} ${lpad('bp', 5)} ${lpad('seo', 5)} ${lpad('LCP ms', 7)} ${lpad('TBT ms', 7)} ${lpad('CLS', 6)} ${lpad('JS KiB', 7)}`,
);
for (const r of rows) {
  const checks = {
    performance: r.performance >= BUDGET.performance,
    accessibility: r.accessibility >= BUDGET.accessibility,
    bestPractices: r.bestPractices >= BUDGET.bestPractices,
    seo: r.seo >= BUDGET.seo,
    tbt: r.tbtMs <= BUDGET.tbtMs,
    cls: r.cls <= BUDGET.cls,
    js: r.jsKiB <= BUDGET.jsKiB,
  };
  for (const [k, ok] of Object.entries(checks)) if (!ok) misses.push(`${r.path}: ${k}${r.failedAudits.length ? ` (failed audits: ${r.failedAudits.join(', ')})` : ''}`);
  console.log(
    `${pad(r.path, 40)} ${lpad(r.performance.toFixed(2), 4)}${mark(checks.performance)} ${lpad(r.accessibility.toFixed(2), 4)}${mark(checks.accessibility)} ${lpad(r.bestPractices.toFixed(2), 4)}${mark(checks.bestPractices)} ${lpad(r.seo.toFixed(2), 4)}${mark(checks.seo)} ${lpad(r.lcpMs, 7)} ${lpad(r.tbtMs, 6)}${mark(checks.tbt)} ${lpad(r.cls, 5)}${mark(checks.cls)} ${lpad(r.jsKiB, 6)}${mark(checks.js)}`,
  );
}
const summary = {
  measuredAt: new Date().toISOString(),
  budgets: BUDGET,
  routes: rows.length,
  worst: {
    performance: Math.min(...rows.map((r) => r.performance)),
    lcpMs: Math.max(...rows.map((r) => r.lcpMs)),
    tbtMs: Math.max(...rows.map((r) => r.tbtMs)),
    cls: Math.max(...rows.map((r) => r.cls)),
    jsKiB: Math.max(...rows.map((r) => r.jsKiB)),
  },
  misses,
  rows,
  notFoundPage: { path: notFoundPath, jsKiB: notFoundJsKiB },
};
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports', 'bench-pages.json'), JSON.stringify(summary, null, 2));
console.log(`${pad(`${notFoundPath} (404: JS only)`, 40)} ${lpad('-', 5)} ${lpad('-', 5)} ${lpad('-', 5)} ${lpad('-', 5)} ${lpad('-', 7)} ${lpad('-', 7)} ${lpad('-', 6)} ${lpad(notFoundJsKiB, 6)}${mark(notFoundJsKiB <= BUDGET.jsKiB)}`);
if (notFoundJsKiB > BUDGET.jsKiB) misses.push(`${notFoundPath}: js`);
console.log(`\n${rows.length} routes; worst: perf ${summary.worst.performance}, LCP ${summary.worst.lcpMs} ms, TBT ${summary.worst.tbtMs} ms, CLS ${summary.worst.cls}, JS ${summary.worst.jsKiB} KiB gzip`);
console.log(misses.length ? `Budget misses (${misses.length}):\n  ${misses.join('\n  ')}` : 'Every budget met.');
console.log('Written: reports/bench-pages.json');
process.exit(0);
