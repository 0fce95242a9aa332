/**
 * Text painted before the brand font arrives must not move when it swaps in: the fallback
 * faces of src/app/font-fallbacks.css are scaled to Figtree's metrics. Each page is laid out
 * twice, once with the font file blocked (what a visitor sees until it arrives, on this
 * machine's own fallback font) and once with it loaded, and every text block of the page
 * must keep its place and its number of lines. JavaScript is off so that nothing but the
 * font differs between the two layouts (no slider, counter or reveal animation).
 */
import type { Page } from '@playwright/test';
import { posts } from '../../src/content/blog';
import { pageList } from '../../src/content/pages';
import { expect, test } from './fixtures';

const paths = [...pageList.map((p) => p.path), ...posts.slice(0, 2).map((post) => `/blogs/${post.id}`)];

test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel' });

type Block = { key: string; top: number; height: number };

async function layout(page: Page, path: string, brandFont: 'blocked' | 'loaded'): Promise<{ blocks: Block[]; families: string[] }> {
  await page.unrouteAll();
  if (brandFont === 'blocked') await page.route(/\/_next\/static\/media\/.*\.woff2$/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const families = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
    const blocks = [...document.querySelectorAll('h1, h2, h3, h4, p, li, dt, dd, figcaption, blockquote, label, td, th')]
      .map((el, i) => {
        const r = el.getBoundingClientRect();
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return { key: `${i} <${el.tagName.toLowerCase()}> ${text}`, top: Math.round(r.top + window.scrollY), height: Math.round(r.height) };
      })
      .filter((b) => b.height > 0);
    return { blocks, families };
  });
}

for (const path of paths) {
  test(`${path}: no line moves when the brand font swaps in`, async ({ page }) => {
    const fallback = await layout(page, path, 'blocked');
    const brand = await layout(page, path, 'loaded');
    // The two layouts really differ in the font: Figtree loaded in one, not in the other.
    const isBrand = (family: string) => /brandSans/i.test(family);
    expect(fallback.families.some(isBrand), 'brand font blocked').toBe(false);
    expect(brand.families.some(isBrand), 'brand font loaded').toBe(true);
    expect(brand.blocks.map((b) => b.key)).toEqual(fallback.blocks.map((b) => b.key));
    // A block that re-wraps changes its height; every block after it moves (1 px of rounding allowed).
    const pairs = brand.blocks.flatMap((b, i) => {
      const f = fallback.blocks[i];
      return f ? [{ b, f }] : [];
    });
    const rewrapped = pairs.filter(({ b, f }) => Math.abs(b.height - f.height) > 1).map(({ b, f }) => `${b.key}: height ${f.height} → ${b.height}`);
    const moved = pairs.filter(({ b, f }) => Math.abs(b.top - f.top) > 1).length;
    expect({ rewrapped, moved }, `blocks that re-wrap or move on ${path}`).toEqual({ rewrapped: [], moved: 0 });
  });
}
