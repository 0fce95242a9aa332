#!/usr/bin/env node
/**
 * After `next build`: reads every prerendered HTML page, hashes its inline
 * scripts (sha256) and writes .next/csp-manifest.json mapping each path to a
 * Content-Security-Policy whose script-src allows 'self' and exactly those
 * hashes. scripts/start.mjs serves it. Unknown paths get the not-found page's policy.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

export function policy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

const pages = {};
let fallback = null;
for (const file of walk(appDir)) {
  const rel = path.relative(appDir, file).replace(/\\/g, '/').replace(/\.html$/, '');
  const csp = policy(inlineScriptHashes(readFileSync(file, 'utf8')));
  if (rel === '_not-found') fallback = csp;
  if (rel.startsWith('_')) continue;
  const route = rel === 'index' ? '/' : `/${rel}`;
  pages[route] = csp;
}
if (!fallback) throw new Error('csp-hashes: .next/server/app/_not-found.html not found; did the build run?');
writeFileSync(path.join(root, '.next', 'csp-manifest.json'), JSON.stringify({ pages, fallback }, null, 1));
console.log(`csp-hashes: hashed inline scripts of ${Object.keys(pages).length} prerendered pages`);
