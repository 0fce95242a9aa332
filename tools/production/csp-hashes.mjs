#!/usr/bin/env node
/**
 * After `next build`: reads every prerendered HTML page, hashes its inline
 * scripts (sha256) and writes .next/csp-manifest.json mapping each path to a
 * Content-Security-Policy whose script-src allows 'self' and exactly those
 * hashes. tools/production/start.mjs serves it. Other paths get the not-found page's hashes plus a
 * per-request nonce (start.mjs). The directives come from src/lib/security-policy.json.
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
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The directives and headers of src/lib/security-policy.json, their one source. */
export const securityPolicy = JSON.parse(readFileSync(path.join(root, 'src', 'lib', 'security-policy.json'), 'utf8'));

export function policy(hashes) {
  return formatPolicy(securityPolicy.csp, { 'script-src': hashes });
}

function writeManifest() {
  const pages = {};
  let fallbackHashes = null;
  for (const file of walk(appDir)) {
    const rel = path.relative(appDir, file).replace(/\\/g, '/').replace(/\.html$/, '');
    const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
    if (rel === '_not-found') fallbackHashes = hashes;
    if (rel.startsWith('_')) continue;
    const route = rel === 'index' ? '/' : `/${rel}`;
    pages[route] = policy(hashes);
  }
  if (!fallbackHashes) throw new Error('csp-hashes: .next/server/app/_not-found.html not found; did the build run?');
  // `fallbackHashes`: the not-found page's, which start.mjs combines with a nonce for paths that are not prerendered pages.
  const manifest = { pages, fallback: policy(fallbackHashes), fallbackHashes };
  writeFileSync(path.join(root, '.next', 'csp-manifest.json'), JSON.stringify(manifest, null, 1));
  console.log(`csp-hashes: hashed inline scripts of ${Object.keys(pages).length} prerendered pages`);
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
