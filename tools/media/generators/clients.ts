/**
 * Client marks (`npm run media -- clients`): each client's name set in the brand
 * typeface (Figtree, from @fontsource-variable/figtree) as its wordmark, the way
 * the mark in src/content/clients.ts describes it, in one neutral grey that reads
 * on the light and the dark tile alike (the strip never recolours them).
 * Chromium sets the type (sharp's SVG renderer has no Figtree); each mark is a
 * 480x160 WebP with a transparent background, shown at 240x80.
 * `npm run media:check` proves no two marks are near-duplicates.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { clients, type Client } from '../../../src/content/clients';
import { chromiumLaunchOptions } from '../../chromium.mjs';
import { brandFaceCss, escapeXml, publicDir } from '../lib';

/** Neutral grey between the light tile (#fff) and the dark one (#10201d). */
export const MARK_COLOUR = '#71807c';
const W = 240;
const H = 80;
const SCALE = 2;

/** The CSS of one mark, from its description in src/content/clients.ts. */
function markHtml(client: Client): string {
  const m = client.mark;
  const first = [
    `font-weight:${m.weight}`,
    `letter-spacing:${m.tracking ?? 0}em`,
    `font-size:${m.size ?? 26}px`,
    m.caps ? 'text-transform:uppercase' : '',
    m.italic ? 'font-style:italic' : '',
    'line-height:1.05',
  ].join(';');
  const second = [
    `font-weight:${m.subWeight ?? 500}`,
    `font-size:${m.subCaps ? 9.5 : 12}px`,
    m.subCaps ? 'text-transform:uppercase;letter-spacing:0.18em' : 'letter-spacing:0.01em',
    `margin-top:${m.rule === 'line' ? 6 : 3}px`,
    m.rule === 'line' ? `border-top:1.5px solid ${MARK_COLOUR};padding-top:5px` : '',
  ].join(';');
  const block = [
    'display:flex;flex-direction:column',
    m.align === 'left' ? 'align-items:flex-start;text-align:left' : 'align-items:center;text-align:center',
    m.rule === 'bar' ? `border-left:5px solid ${MARK_COLOUR};padding-left:10px` : '',
  ].join(';');
  const [line1, line2] = m.lines;
  return `<div class="tile"><div style="${block}"><div style="${first}">${escapeXml(line1)}</div>${line2 ? `<div style="${second}">${escapeXml(line2)}</div>` : ''}</div></div>`;
}

function page(client: Client): string {
  return `<!doctype html><html><head><style>
${brandFaceCss()}
html, body { margin: 0; background: transparent; }
.tile { width: ${W}px; height: ${H}px; display: flex; align-items: center; justify-content: center; font-family: Figtree; color: ${MARK_COLOUR}; white-space: nowrap; }
</style></head><body>${markHtml(client)}</body></html>`;
}

export async function generate(): Promise<void> {
  const dir = path.join(publicDir, 'images', 'clients');
  mkdirSync(dir, { recursive: true });
  // Marks of clients no longer listed (or drawn another way before) go.
  const keep = new Set(clients.map((c) => path.basename(c.logo)));
  for (const name of readdirSync(dir)) if (!keep.has(name)) rmSync(path.join(dir, name));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: W, height: H }, deviceScaleFactor: SCALE });
    const tab = await context.newPage();
    const overflowing: string[] = [];
    for (const client of clients) {
      await tab.setContent(page(client), { waitUntil: 'load' });
      const loaded = await tab.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Figtree' && face.status === 'loaded');
      });
      if (!loaded) throw new Error('clients: Figtree did not load; the marks would be set in a fallback face');
      const fits = await tab.evaluate(() => {
        const tile = document.querySelector('.tile')!;
        const inner = tile.firstElementChild!.getBoundingClientRect();
        return inner.width <= tile.clientWidth - 8 && inner.height <= tile.clientHeight - 4;
      });
      if (!fits) {
        overflowing.push(client.name);
        continue;
      }
      const png = await tab.locator('.tile').screenshot({ omitBackground: true });
      await sharp(png).webp({ quality: 90, alphaQuality: 100 }).toFile(path.join(publicDir, client.logo.replace(/^\//, '')));
    }
    if (overflowing.length > 0)
      throw new Error(`clients: these marks do not fit ${W}x${H} (shorten their lines or size in src/content/clients.ts): ${overflowing.join('; ')}`);
  } finally {
    await browser.close();
  }
}
