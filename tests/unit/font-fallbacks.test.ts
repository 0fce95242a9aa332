import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The fallback faces of src/app/font-fallbacks.css must match Figtree's metrics, or text
 * painted before the brand font arrives re-wraps when it swaps in. This recomputes every
 * value from the font metrics (Capsize's, shipped with Next.js, and Figtree's own file) and
 * checks the CSS and the font stack that names the faces.
 */
const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };
const capsizeAll = require('next/dist/server/capsize-font-metrics.json') as Record<string, { variants: Record<string, Metrics> }>;
function metrics(font: string, variant: string): Metrics {
  const m = capsizeAll[font]?.variants[variant];
  if (!m) throw new Error(`no Capsize metrics for ${font} ${variant}`);
  return m;
}

// Figtree's vertical metrics from the very file the site serves (fontkit ships inside next/font).
const fontkitModule = require('next/dist/compiled/@next/font/dist/fontkit') as { default: unknown };
const fontkit = ((fontkitModule.default as { default?: unknown }).default ?? fontkitModule.default) as (buf: Buffer) => {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
};
const figtreeFile = fontkit(readFileSync(path.join(root, 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2')));

const css = readFileSync(path.join(root, 'src/app/font-fallbacks.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
  const prop = (name: string) => body.match(new RegExp(`(?:^|;|\\s)${name}:\\s*([^;]+);`))?.[1]?.trim();
  return {
    family: prop('font-family')?.replace(/'/g, ''),
    weight: prop('font-weight'),
    src: prop('src'),
    sizeAdjust: prop('size-adjust'),
    ascent: prop('ascent-override'),
    descent: prop('descent-override'),
    lineGap: prop('line-gap-override'),
  };
});

/** A percentage as the CSS writes it: two decimals, compared as a number ("0%" equals "0.00%"). */
const pct = (v: number) => Number((v * 100).toFixed(2));
const num = (s: string | undefined) => (s?.endsWith('%') ? Number(s.slice(0, -1)) : NaN);
/** Fallback name → [Capsize key of its metrics, the local() names its regular and bold files go by]. */
const fallbacks = [
  ['Roboto', 'roboto'],
  ['Arial', 'arial'],
  ['Helvetica', 'helvetica'],
  // Liberation Sans is metric-compatible with Arial (same advance widths and vertical metrics).
  ['Liberation', 'arial'],
] as const;

describe('metric-matched fallback faces for the brand font', () => {
  it('Figtree file has the vertical metrics the overrides are computed from', () => {
    const figtree = metrics('figtree', 'regular');
    expect([figtreeFile.ascent, figtreeFile.descent, figtreeFile.lineGap, figtreeFile.unitsPerEm]).toEqual([
      figtree.ascent,
      figtree.descent,
      figtree.lineGap,
      figtree.unitsPerEm,
    ]);
  });

  for (const [name, key] of fallbacks) {
    for (const [weightRange, figtreeVariant, fallbackVariant] of [
      ['100 549', 'regular', 'regular'],
      ['550 1000', '600', '700'],
    ] as const) {
      it(`${name} ${weightRange}: size-adjust and overrides match Figtree ${figtreeVariant}`, () => {
        const face = faces.find((f) => f.family === `Figtree Fallback ${name}` && f.weight === weightRange);
        expect(face, `@font-face for ${name} ${weightRange}`).toBeDefined();
        const fig = metrics('figtree', figtreeVariant);
        const fb = metrics(key, fallbackVariant);
        const sizeAdjust = fig.xWidthAvg / fig.unitsPerEm / (fb.xWidthAvg / fb.unitsPerEm);
        const em = figtreeFile.unitsPerEm * sizeAdjust;
        const values = { sizeAdjust: num(face?.sizeAdjust), ascent: num(face?.ascent), descent: num(face?.descent), lineGap: num(face?.lineGap) };
        expect(values).toEqual({
          sizeAdjust: pct(sizeAdjust),
          ascent: pct(figtreeFile.ascent / em),
          descent: pct(Math.abs(figtreeFile.descent) / em),
          lineGap: pct(figtreeFile.lineGap / em),
        });
        expect(face?.src).toMatch(/^local\(/);
      });
    }
  }

  it('the font stack names the fallbacks after the brand faces, Roboto first', () => {
    const globals = readFileSync(path.join(root, 'src/app/globals.css'), 'utf8');
    const stack = globals.match(/--font-sans:\s*([^;]+);/)?.[1] ?? '';
    const order = ['var(--font-brand)', ...fallbacks.map(([name]) => `'Figtree Fallback ${name}'`), 'sans-serif'].map((s) => stack.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(globals).toContain("@import './font-fallbacks.css'");
  });
});
