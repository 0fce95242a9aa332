/**
 * Text never moves when the brand font arrives (docs/decisions/009-look-brand-typeface.md):
 * Figtree is `font-display: optional` (src/components/layout/fonts.ts), so a browser uses it
 * only if it is ready for the first paint, and otherwise keeps the metric-matched fallback
 * (src/app/font-fallbacks.css) for the rest of the document.
 *
 * Each sampled page is loaded with the font file held back well beyond the font's block
 * period, as on a first visit over a slow link. The line boxes of its text are measured right
 * after the first paint (the fallback), then again once the font file has arrived: not one may
 * have moved or changed size. The self-check serves the same page with `swap` put back and
 * proves that this measurement sees a font arriving. JavaScript is off so that nothing but the
 * font could change the layout between the two measurements (no slider, counter or reveal).
 */
import type { Page } from '@playwright/test';
import { posts } from '../../src/content/blog';
import { pageList } from '../../src/content/pages';
import { expect, layOutWholePage, test } from './fixtures';

/** A spread of the registry (every third page, whatever the registry holds) and a blog post. */
// Pages rendered per request keep a stylesheet link (the build inlines prerendered pages only), so their
// first paint waits for CSS rather than the font: the known miss in docs/decisions/012-speed-floor-benchmark.md.
const sample = [
  ...pageList.filter((p) => !p.dynamic).filter((_, i) => i % 3 === 0).map((p) => p.path),
  ...posts.slice(0, 1).map((post) => `/blogs/${post.id}`),
];
const selfCheckPath = sample[0] ?? '/';

/** Far beyond the block period of `optional` (about 100 ms) and `swap` (0–100 ms in Chromium). */
const FONT_DELAY_MS = 1500;
const FONT_FILE = /\/_next\/static\/media\/.*\.woff2$/;

test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel' });

/** Every line box (one client rect per line of each box) of the text blocks of the page, rounded to the pixel. */
function lineBoxes(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const boxes: Record<string, string> = {};
    document.querySelectorAll('h1, h2, h3, h4, p, li, dt, dd, figcaption, blockquote, label, td, th').forEach((el, i) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) return;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      boxes[`${i} <${el.tagName.toLowerCase()}> ${text}`] = rects
        .map((r) => `${Math.round(r.left)},${Math.round(r.top + window.scrollY)} ${Math.round(r.width)}×${Math.round(r.height)}`)
        .join(' | ');
    });
    return boxes;
  });
}

/**
 * Loads `path` with the font file held back, measures after the first paint and after the
 * font has arrived; returns the text blocks whose line boxes changed.
 */
async function measureArrival(page: Page, path: string) {
  let fontArrived = false;
  // The font file is released only after the first measurement (and not before FONT_DELAY_MS),
  // so a slow first paint on a busy machine cannot let the font in first. A font that held
  // back the first paint itself would keep it from happening: the poll below would fail.
  let measured = () => {};
  const firstMeasured = new Promise<void>((resolve) => (measured = resolve));
  await page.route(FONT_FILE, async (route) => {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS)), firstMeasured]);
    await route.continue();
  });
  const fontDone = page.waitForEvent('requestfinished', { predicate: (r) => FONT_FILE.test(new URL(r.url()).pathname), timeout: 20_000 });
  void fontDone.then(() => (fontArrived = true));

  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { intervals: [20], message: 'first paint' })
    .toBeGreaterThan(0);
  // Every section laid out, off-screen ones too (they are skipped until scrolled near), so both
  // measurements see all the text, set in the fallback face and then in the brand face.
  await layOutWholePage(page);
  const firstPaint = await lineBoxes(page);
  measured();
  expect(fontArrived, 'the first measurement is taken before the font file arrives').toBe(false);
  expect(Object.keys(firstPaint).length, 'text blocks measured').toBeGreaterThan(0);

  const fontRequest = await fontDone;
  expect((await fontRequest.response())?.status(), 'the font file was delivered').toBe(200);
  await page.evaluate(() => document.fonts.ready);
  const afterFont = await lineBoxes(page);

  expect(Object.keys(afterFont)).toEqual(Object.keys(firstPaint));
  return Object.entries(firstPaint)
    .filter(([key, boxes]) => afterFont[key] !== boxes)
    .map(([key, boxes]) => `${key}\n      ${boxes}\n    → ${afterFont[key]}`);
}

for (const path of sample) {
  test(`${path}: no line box moves when the brand font arrives late`, async ({ page }) => {
    const moved = await measureArrival(page, path);
    expect(moved, `text blocks whose lines moved on ${path}`).toEqual([]);
  });
}

test('self-check: the same measurement sees the lines move when the font swaps in', async ({ page }) => {
  // Serve the page with the brand face's `font-display` back at `swap`. Its inline stylesheet
  // then no longer matches the hash in the page's CSP, so the policy is left off this response.
  let replaced = 0;
  await page.route(
    (url) => url.pathname === selfCheckPath,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(/font-display:\s*optional/g, () => {
        replaced += 1;
        return 'font-display:swap';
      });
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name.toLowerCase() !== 'content-security-policy'));
      await route.fulfill({ response, body, headers });
    },
  );
  const moved = await measureArrival(page, selfCheckPath);
  expect(replaced, 'the page declares its brand face `optional`').toBeGreaterThan(0);
  expect(moved.length, `text blocks whose lines moved on ${selfCheckPath} with swap`).toBeGreaterThan(0);
  test.info().annotations.push({ type: 'swap', description: `${moved.length} text blocks moved on ${selfCheckPath} with swap` });
});

test('the fallback faces follow the brand face in the font stack, Roboto first', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' });
  const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const order = [/brandSans/, ...['Roboto', 'Arial', 'Helvetica', 'Liberation'].map((name) => new RegExp(`Figtree Fallback ${name}`)), /sans-serif/].map((re) =>
    stack.search(re),
  );
  expect(order.every((i) => i >= 0), `font stack: ${stack}`).toBe(true);
  expect(order, `font stack: ${stack}`).toEqual([...order].sort((a, b) => a - b));
});
