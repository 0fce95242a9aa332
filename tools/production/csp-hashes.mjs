#!/usr/bin/env node
/**
 * After `next build`: rewrites every prerendered HTML page so that its stylesheets are
 * inlined (no second round trip before the first paint, docs/decisions/012-speed-floor-benchmark.md),
 * hashes its inline scripts and styles (sha256) and writes .next/csp-manifest.json mapping
 * each path to a Content-Security-Policy whose script-src and style-src allow 'self' and
 * exactly those hashes. tools/production/start.mjs serves it. Other paths get the not-found page's
 * script hashes plus a per-request nonce (start.mjs). The directives come from
 * src/lib/security-policy.json. Running it twice changes nothing.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPolicy } from '../../src/lib/csp-format.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const appDir = path.join(root, '.next', 'server', 'app');

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (name.endsWith('.html')) yield full;
  }
}

/** Inline, executable scripts: no src attribute and a JavaScript type (or none). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(re)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    if (body.length === 0) continue;
    hashes.add(sha256(body));
  }
  return [...hashes].sort();
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline style elements (their text, as the browser hashes it). */
export function inlineStyleHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) hashes.add(sha256(match[1] ?? ''));
  return [...hashes].sort();
}

/**
 * A stylesheet's relative `url(…)`s (its fonts: `../media/…`) rewritten as absolute paths,
 * which mean the same inside the page as they did relative to the stylesheet's own URL.
 */
export function absoluteUrls(css, href) {
  const base = new URL(href, 'http://site.invalid');
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote, ref) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
    const target = new URL(ref, base);
    return `url(${quote}${target.pathname}${target.search}${target.hash}${quote})`;
  });
}

/**
 * Puts the text of each of the page's stylesheets (Next.js's `<link rel="stylesheet"
 * data-precedence>`) into a `<style>` in its place, so the first paint needs no second
 * request. The link stays, marked `disabled` and for no medium (`media="not all"`): React,
 * which looks the page's stylesheets up by `link[rel="stylesheet"][href]` when it hydrates or
 * navigates, finds it and neither fetches nor waits for it, and no browser fetches it. `disabled`
 * alone did not keep Debian's Chromium 150 from fetching it (the whole stylesheet a second time,
 * after the page); with both it fetches nothing (tests/e2e/first-paint.spec.ts). `readCss(href)`
 * returns a stylesheet's text.
 */
export function inlineStylesheets(html, readCss) {
  return html.replace(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g, (_, href, precedence) => {
    const css = absoluteUrls(readCss(href), href);
    if (/<\/style/i.test(css)) throw new Error(`csp-hashes: ${href} contains "</style" and cannot be inlined`);
    return `<style data-precedence="${precedence}" data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="not all" disabled=""/>`;
  });
}

/** The directives and headers of src/lib/security-policy.json, their one source. */
export const securityPolicy = JSON.parse(readFileSync(path.join(root, 'src', 'lib', 'security-policy.json'), 'utf8'));

export function policy(scriptHashes, styleHashes = []) {
  return formatPolicy(securityPolicy.csp, { 'script-src': scriptHashes, 'style-src': styleHashes });
}

function writeManifest() {
  const pages = {};
  let fallbackHashes = null;
  let fallbackStyleHashes = [];
  const cssCache = new Map();
  const readCss = (href) => {
    if (!cssCache.has(href)) cssCache.set(href, readFileSync(path.join(root, '.next', href.replace(/^\/_next\//, '')), 'utf8'));
    return cssCache.get(href);
  };
  let inlined = 0;
  for (const file of walk(appDir)) {
    const rel = path.relative(appDir, file).replace(/\\/g, '/').replace(/\.html$/, '');
    const built = readFileSync(file, 'utf8');
    const html = inlineStylesheets(built, readCss);
    if (html !== built) {
      writeFileSync(file, html);
      inlined += 1;
    }
    const hashes = inlineScriptHashes(html);
    if (rel === '_not-found') {
      fallbackHashes = hashes;
      fallbackStyleHashes = inlineStyleHashes(html);
    }
    if (rel.startsWith('_')) continue;
    const route = rel === 'index' ? '/' : `/${rel}`;
    pages[route] = policy(hashes, inlineStyleHashes(html));
  }
  if (!fallbackHashes) throw new Error('csp-hashes: .next/server/app/_not-found.html not found; did the build run?');
  // `fallbackHashes`, `fallbackStyleHashes`: the not-found page's, which start.mjs combines with a
  // nonce for paths that are not prerendered pages (the prerendered not-found page has its CSS inline).
  const manifest = { pages, fallback: policy(fallbackHashes, fallbackStyleHashes), fallbackHashes, fallbackStyleHashes };
  writeFileSync(path.join(root, '.next', 'csp-manifest.json'), JSON.stringify(manifest, null, 1));
  console.log(`csp-hashes: inlined the stylesheets of ${inlined} and hashed the inline scripts and styles of ${Object.keys(pages).length} prerendered pages`);
}

/**
 * Canonical URLs, Open Graph, JSON-LD, the sitemap, the RSS feed and share links are written
 * into the pages at build time from SITE_URL (src/lib/site.ts), which defaults to
 * http://localhost:3000. A production build without it is almost certainly a mistake.
 */
function warnWithoutSiteUrl() {
  if (process.env.SITE_URL) return;
  const line = '!'.repeat(78);
  console.warn(
    [
      line,
      'WARNING: SITE_URL is not set. This build writes http://localhost:3000 into every',
      'canonical URL, Open Graph tag, JSON-LD block, sitemap, RSS feed and share link.',
      'Set SITE_URL to the public origin (e.g. SITE_URL=https://www.example.com) and build again.',
      line,
    ].join('\n'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeManifest();
  warnWithoutSiteUrl();
}
