/**
 * Helpers for the media generators. Everything is drawn from code (SVG rendered
 * by sharp or, with text, by Chromium; video by Debian's ffmpeg, its WebM muxed
 * `+bitexact` so that no random segment id goes in) with seeded randomness, so
 * running `npm run media` twice gives the same files. Replace any output with a real
 * photo of the same name and size.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../chromium.mjs';

export const publicDir = path.resolve(__dirname, '..', '..', 'public');

/** How a drawing names the brand typeface for its text (the only face drawings use). */
export const BRAND_FONT = 'Figtree, sans-serif';

let brandFace: string | undefined;

/**
 * Figtree's @font-face rules with the font files inline (a page set from a string may not read
 * files), for the pages Chromium renders: drawings with text here, the client marks in
 * generators/clients.ts. Read once, on first use.
 */
export function brandFaceCss(): string {
  brandFace ??= (['normal', 'italic'] as const)
    .map((style) => {
      const file = path.resolve(__dirname, '..', '..', 'node_modules', '@fontsource-variable', 'figtree', 'files', `figtree-latin-wght-${style}.woff2`);
      return `@font-face{font-family:Figtree;font-weight:300 900;font-style:${style};src:url(data:font/woff2;base64,${readFileSync(file).toString('base64')}) format('woff2')}`;
    })
    .join('');
  return brandFace;
}

let browser: Promise<Browser> | undefined;
const contexts = new Map<number, Promise<BrowserContext>>();

/**
 * An SVG drawing as PNG, `scale` times its own size. sharp's SVG renderer (librsvg) sees only the
 * system's fonts (DejaVu on Debian) and cannot read Figtree's WOFF2, so a drawing with text goes
 * through Chromium with Figtree embedded, the way the client marks are set
 * (generators/clients.ts); one without text stays with sharp, which is faster.
 */
export async function svgToPng(svg: string, scale = 1): Promise<Buffer> {
  if (!svg.includes('<text')) return sharp(Buffer.from(svg), { density: 72 * scale }).png().toBuffer();
  const faces = [...svg.matchAll(/font-family="([^"]*)"/g)].map((m) => m[1]).filter((face) => face !== BRAND_FONT);
  if (faces.length > 0) throw new Error(`media: text in drawings is set in the brand typeface (BRAND_FONT), not ${[...new Set(faces)].join(', ')}`);
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\bwidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="([\d.]+)"/.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error('media: a drawing with text needs width and height on its <svg>');
  browser ??= chromium.launch(chromiumLaunchOptions());
  const key = Math.round(scale * 1000);
  if (!contexts.has(key)) contexts.set(key, browser.then((b) => b.newContext({ deviceScaleFactor: scale })));
  const tab = await (await contexts.get(key)!).newPage();
  try {
    await tab.setViewportSize({ width: Math.ceil(width), height: Math.ceil(height) });
    await tab.setContent(`<!doctype html><html><head><style>${brandFaceCss()}html,body{margin:0;background:transparent}svg{display:block}</style></head><body>${svg}</body></html>`);
    const loaded = await tab.evaluate(async () => {
      await Promise.all([...document.fonts].map((face) => face.load().catch(() => face)));
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.status === 'loaded');
    });
    if (!loaded) throw new Error('media: Figtree did not load in Chromium; the drawing would fall back to another face');
    return await tab.screenshot({ clip: { x: 0, y: 0, width, height }, omitBackground: true });
  } finally {
    await tab.close();
  }
}

/** Closes the browser svgToPng started, if any (`npm run media` calls it once at the end). */
export async function closeRenderer(): Promise<void> {
  const started = browser;
  browser = undefined;
  contexts.clear();
  if (started) await (await started).close();
}

/** Deterministic pseudo-random numbers (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number from a string, for seeding. */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export type ImageFormat = 'webp' | 'avif' | 'jpg' | 'png';

/**
 * Renders an SVG string to `public/<relPath>` in the format its extension names.
 * Quality settings keep photos small for slow networks; `webp` overrides them
 * for pictures on a byte budget (video posters, which are LCP candidates).
 */
export async function writeImage(svg: string, relPath: string, size: { width: number; height: number }, webp: { quality?: number; preset?: 'default' | 'picture' | 'drawing' } = {}): Promise<string> {
  const out = path.join(publicDir, relPath);
  mkdirSync(path.dirname(out), { recursive: true });
  const ext = path.extname(relPath).slice(1) as ImageFormat;
  const own = Number(/<svg\b[^>]*?\bwidth="([\d.]+)"/.exec(svg)?.[1]) || size.width;
  // A drawing without text goes to sharp as SVG, as it always has (same files as before svgToPng existed).
  const input = svg.includes('<text') ? await svgToPng(svg, Math.max(1, size.width / own)) : Buffer.from(svg);
  let img = sharp(input, { density: 72 }).resize(size.width, size.height, { fit: 'cover' });
  if (ext === 'webp') img = img.webp({ quality: webp.quality ?? 72, effort: 6, ...(webp.preset ? { preset: webp.preset } : {}) });
  else if (ext === 'avif') img = img.avif({ quality: 50, effort: 6 });
  else if (ext === 'jpg') img = img.jpeg({ quality: 76, mozjpeg: true });
  else img = img.png({ compressionLevel: 9, palette: true });
  await img.toFile(out);
  return out;
}

/** Writes a text file (SVG logos, PDFs as bytes) under public/. */
export function writePublic(relPath: string, content: string | Uint8Array): string {
  const out = path.join(publicDir, relPath);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, content);
  return out;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A stand-in "photo": a soft landscape-like composition in the site's palette
 * with a few shapes that hint at the subject. `motif` picks the shapes.
 */
export function standInPhoto(opts: {
  width: number;
  height: number;
  seed: number;
  palette?: [string, string, string];
  motif?: 'field' | 'lab' | 'plant' | 'hydrogen' | 'waste' | 'portrait' | 'abstract';
  label?: string;
}): string {
  const { width: w, height: h, seed } = opts;
  const rnd = seededRandom(seed);
  const [c1, c2, c3] = opts.palette ?? ['#064e3b', '#0f766e', '#0369a1'];
  const shapes: string[] = [];
  const motif = opts.motif ?? 'abstract';
  if (motif === 'field') {
    for (let i = 0; i < 5; i++) {
      const y = h * (0.45 + i * 0.12);
      shapes.push(`<path d="M0 ${y} Q ${w * 0.3} ${y - h * 0.08 * rnd()} ${w * 0.6} ${y} T ${w} ${y} V ${h} H 0 Z" fill="${i % 2 ? c2 : c3}" opacity="${0.35 + i * 0.1}"/>`);
    }
    shapes.push(`<circle cx="${w * (0.7 + rnd() * 0.2)}" cy="${h * 0.22}" r="${h * 0.09}" fill="#fde68a" opacity="0.85"/>`);
  } else if (motif === 'lab') {
    for (let i = 0; i < 6; i++) {
      const x = w * (0.1 + i * 0.14);
      const fh = h * (0.25 + rnd() * 0.25);
      shapes.push(`<rect x="${x}" y="${h * 0.75 - fh}" width="${w * 0.07}" height="${fh}" rx="${w * 0.02}" fill="#e0f2fe" opacity="0.55"/>`);
      shapes.push(`<rect x="${x}" y="${h * 0.75 - fh * 0.5}" width="${w * 0.07}" height="${fh * 0.5}" rx="${w * 0.02}" fill="${i % 2 ? '#34d399' : '#38bdf8'}" opacity="0.8"/>`);
    }
    shapes.push(`<rect x="0" y="${h * 0.75}" width="${w}" height="${h * 0.25}" fill="${c1}" opacity="0.9"/>`);
  } else if (motif === 'plant') {
    for (let i = 0; i < 3; i++) {
      const cx = w * (0.2 + i * 0.3);
      const r = h * (0.16 + rnd() * 0.06);
      shapes.push(`<rect x="${cx - r}" y="${h * 0.72 - r * 0.6}" width="${r * 2}" height="${r * 0.6}" fill="#cbd5e1" opacity="0.85"/>`);
      shapes.push(`<path d="M${cx - r} ${h * 0.72 - r * 0.6} A ${r} ${r * 0.9} 0 0 1 ${cx + r} ${h * 0.72 - r * 0.6} Z" fill="#e2e8f0" opacity="0.9"/>`);
    }
    shapes.push(`<rect x="${w * 0.05}" y="${h * 0.45}" width="${w * 0.9}" height="${h * 0.02}" fill="#94a3b8"/>`);
    shapes.push(`<rect x="0" y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${c1}"/>`);
  } else if (motif === 'hydrogen') {
    for (let i = 0; i < 14; i++) {
      const x = rnd() * w;
      const y = rnd() * h;
      const r = h * (0.03 + rnd() * 0.07);
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#a5f3fc" stroke-width="${r * 0.25}" opacity="${0.3 + rnd() * 0.5}"/>`);
      shapes.push(`<circle cx="${x + r * 1.6}" cy="${y}" r="${r}" fill="none" stroke="#a5f3fc" stroke-width="${r * 0.25}" opacity="${0.3 + rnd() * 0.4}"/>`);
    }
  } else if (motif === 'waste') {
    for (let i = 0; i < 18; i++) {
      const x = rnd() * w;
      const y = h * (0.55 + rnd() * 0.4);
      shapes.push(`<rect x="${x}" y="${y}" width="${w * (0.03 + rnd() * 0.06)}" height="${h * (0.03 + rnd() * 0.06)}" transform="rotate(${rnd() * 90} ${x} ${y})" fill="${['#a3e635', '#fbbf24', '#94a3b8', '#34d399'][i % 4]}" opacity="0.75"/>`);
    }
    shapes.push(`<path d="M${w * 0.5} ${h * 0.2} l ${w * 0.06} ${h * 0.1} h -${w * 0.12} z" fill="#ecfccb" opacity="0.8"/>`);
  } else if (motif === 'portrait') {
    shapes.push(`<circle cx="${w / 2}" cy="${h * 0.4}" r="${Math.min(w, h) * 0.18}" fill="#f1f5f9" opacity="0.9"/>`);
    shapes.push(`<path d="M${w * 0.18} ${h} Q ${w / 2} ${h * 0.5} ${w * 0.82} ${h} Z" fill="#f1f5f9" opacity="0.9"/>`);
  } else {
    for (let i = 0; i < 8; i++) {
      shapes.push(`<circle cx="${rnd() * w}" cy="${rnd() * h}" r="${h * (0.1 + rnd() * 0.3)}" fill="${[c2, c3, '#34d399'][i % 3]}" opacity="0.25"/>`);
    }
  }
  const label = opts.label
    ? `<text x="${w * 0.05}" y="${h * 0.93}" font-family="${BRAND_FONT}" font-size="${Math.round(h * 0.05)}" fill="#ffffff" opacity="0.85">${escapeXml(opts.label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="0.6" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}${label}</svg>`;
}
