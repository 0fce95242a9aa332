/**
 * Layout faults a visitor sees, on every page of the registry and every post:
 * - on a 390 px phone, nothing scrolls sideways (not by one pixel);
 * - on a 390 px phone, no centred paragraph runs over three lines (a long centred
 *   lead is hard to read: each line starts somewhere else);
 * - at both widths, no "coming soon" or placeholder text: a page shows a real
 *   thing or nothing.
 * The list comes from the page registry and the blog, so new pages are checked too.
 */
import { posts } from '../../src/content/blog';
import { pageList } from '../../src/content/pages';
import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures';

const paths = [...pageList.map((p) => p.path), ...posts.map((post) => `/blogs/${post.id}`)];

/** Words that promise content instead of showing it. */
const PLACEHOLDER = /\b(?:coming soon|placeholder|lorem ipsum|to be announced|under construction|TBD|TBA)\b/i;

/** How far the page scrolls sideways, in pixels (0 when it fits). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Centred paragraphs of the main content that run over three lines, with their line counts. */
function longCentredParagraphs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main p')].flatMap((p) => {
      const style = getComputedStyle(p);
      const box = p.getBoundingClientRect();
      if (style.textAlign !== 'center' || box.height === 0 || style.visibility === 'hidden') return [];
      const lineHeight = style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
      const lines = Math.round((box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / lineHeight);
      return lines > 3 ? [`${lines} lines: "${(p.textContent ?? '').trim().slice(0, 60)}…"`] : [];
    }),
  );
}

test.describe.configure({ mode: 'parallel' });

for (const path of paths) {
  test(`${path}: fits the screen, reads left-aligned on a phone, and shows no placeholder`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), `${path} status`).toBe(200);
    // Reveal-on-scroll parts in their final place.
    await page.evaluate(() => document.querySelectorAll('[data-reveal]').forEach((el) => el.classList.add('is-visible')));

    const text = await page.locator('body').innerText();
    expect(text.match(PLACEHOLDER)?.[0], `placeholder text on ${path}`).toBeUndefined();

    if (!isPhone(page)) return;

    expect(await sidewaysScroll(page), `${path} scrolls sideways at 390 px`).toBe(0);
    expect(await longCentredParagraphs(page), `centred paragraphs over three lines on ${path} at 390 px`).toEqual([]);
  });
}

test('the checks can fail: a wide element, a long centred paragraph and a promise are each caught', async ({ page }) => {
  test.skip(!isPhone(page), 'phone width');
  await page.setContent(
    // As the site's pages: laid out at the phone's width.
    `<meta name="viewport" content="width=device-width, initial-scale=1"><main><p style="text-align:center;width:300px;line-height:20px">${'A long centred lead that wraps. '.repeat(12)}</p><div style="width:391px">wide</div><p>Video coming soon</p></main>`,
  );
  expect(await sidewaysScroll(page)).toBeGreaterThan(0);
  expect(await longCentredParagraphs(page)).toHaveLength(1);
  expect((await page.locator('body').innerText()).match(PLACEHOLDER)?.[0]).toBe('coming soon');
});
