/**
 * Layout faults a visitor sees, on every page of the registry and every post:
 * - on a 390 px phone, nothing scrolls sideways (not by one pixel);
 * - on a 390 px phone, no centred block of text (a paragraph, or an intro set in a
 *   div) runs over three lines (a long centred lead is hard to read: each line
 *   starts somewhere else);
 * - on a 390 px phone, no note of a figure list (a <dd> of a sentence or more) set in a
 *   narrow column or in small type: squeezed beside another figure, it reads three words
 *   a line, and it is what makes the figure believable;
 * - on a 390 px phone, no running sentence (a paragraph, list item or note of 80 characters or
 *   more) under 16 px: 14 px grey is metadata, not the main reading size of a phone outdoors;
 *   captions, diagrams, tables, addresses and labels may stay smaller;
 * - at both widths, no "coming soon" or placeholder text: a page shows a real
 *   thing or nothing.
 * The list comes from the page registry and the blog, so new pages are checked too.
 * The Hindi and Marathi pages of the registry get the two phone checks as well:
 * Devanagari runs longer than English, so a sentence that fits three centred lines
 * in English can take four.
 */
import { posts } from '../../src/content/blog';
import { pageList, pages } from '../../src/content/pages';
import { localizePath, LOCALES, TRANSLATED_LOCALES } from '../../src/lib/i18n';
import type { Page } from '@playwright/test';
import { expect, isPhone, layOutWholePage, sidewaysScroll, test } from './fixtures';

const paths = [...pageList.map((p) => p.path), ...posts.map((post) => `/blogs/${post.id}`)];
const translatedPaths = TRANSLATED_LOCALES.flatMap((locale) => pageList.map((p) => localizePath(p.path, locale)));

/** Words that promise content instead of showing it. */
const PLACEHOLDER = /\b(?:coming soon|placeholder|lorem ipsum|to be announced|under construction|TBD|TBA)\b/i;

/**
 * Centred blocks of text in the main content (paragraphs, and divs that hold text of their own,
 * such as a section's intro) that run over three lines, with their line counts. Lines are the
 * distinct rows of the block's text boxes, so a button or a picture inside the block is not
 * counted as text.
 */
async function longCentredParagraphs(page: Page): Promise<string[]> {
  await layOutWholePage(page);
  return page.evaluate(() =>
    [...document.querySelectorAll('main p, main div')].flatMap((block) => {
      const ownText = [...block.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      if (block.tagName === 'DIV' && !ownText) return [];
      const style = getComputedStyle(block);
      const box = block.getBoundingClientRect();
      if (style.textAlign !== 'center' || box.height === 0 || style.visibility === 'hidden') return [];
      const range = document.createRange();
      range.selectNodeContents(block);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0).map((rect) => Math.round(rect.top / 4)));
      const lines = tops.size;
      return lines > 3 ? [`${lines} lines: "${(block.textContent ?? '').trim().slice(0, 60)}…"`] : [];
    }),
  );
}

/** A note this long (characters) is a sentence: it needs a line of its own width. */
const NOTE_CHARS = 60;
/** The narrowest column and the smallest type (px) a sentence-long note may have on a 390 px phone. */
const NOTE_MIN_WIDTH = 240;
const NOTE_MIN_FONT = 14;

/**
 * Notes of figure lists (a <dd> of a sentence or more) set narrower or smaller than the limits above,
 * as the visitor reads them: every note with the lists' folds closed (a closed fold's text is not
 * shown), then the notes that hold a fold, with it open.
 */
async function squeezedNotes(page: Page): Promise<string[]> {
  await layOutWholePage(page);
  return page.evaluate(
    ([chars, minWidth, minFont]) => {
      const squeezed = (dd: HTMLElement, prefix: string) => {
        const text = dd.innerText.trim();
        const box = dd.getBoundingClientRect();
        if (text.length < chars || box.height === 0) return [];
        const font = parseFloat(getComputedStyle(dd).fontSize);
        return box.width < minWidth || font < minFont ? [`${prefix}${Math.round(box.width)} px wide, ${font} px type: "${text.slice(0, 50)}…"`] : [];
      };
      const notes = [...document.querySelectorAll<HTMLElement>('main dl dd')];
      const closed = notes.flatMap((dd) => squeezed(dd, ''));
      const folds = [...document.querySelectorAll<HTMLDetailsElement>('main dl details')].filter((d) => !d.open);
      folds.forEach((d) => (d.open = true));
      const opened = notes.filter((dd) => dd.querySelector('details')).flatMap((dd) => squeezed(dd, 'opened: '));
      folds.forEach((d) => (d.open = false));
      return [...closed, ...opened];
    },
    [NOTE_CHARS, NOTE_MIN_WIDTH, NOTE_MIN_FONT] as const,
  );
}

/** A block of text this long (characters) is running text, not a label. */
const RUNNING_CHARS = 80;
/** The smallest type (px) running text may have on a phone. */
const RUNNING_MIN_FONT = 16;

/**
 * Running text set under RUNNING_MIN_FONT on the screen as the visitor reads it: leaf blocks of text
 * (a paragraph, list item or note holding no block of its own) in the main content, shown and not in
 * a figure (a drawing's or a diagram's labels), a table, an address or a label, with their size.
 */
async function smallRunningText(page: Page): Promise<string[]> {
  await layOutWholePage(page);
  return page.evaluate(
    ([chars, minFont]) =>
      [...document.querySelectorAll<HTMLElement>('main :is(p, li, dd)')].flatMap((block) => {
        if (block.querySelector('p, li, dd, div, ul, ol, dl, table')) return [];
        if (block.closest('figure, table, address, label, summary, .sr-only')) return [];
        const text = block.innerText.trim();
        const box = block.getBoundingClientRect();
        if (text.length < chars || box.height === 0 || box.width < 2) return [];
        const font = parseFloat(getComputedStyle(block).fontSize);
        return font < minFont ? [`${font} px: "${text.slice(0, 50)}…"`] : [];
      }),
    [RUNNING_CHARS, RUNNING_MIN_FONT] as const,
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
    expect(await squeezedNotes(page), `figure notes squeezed on ${path} at 390 px`).toEqual([]);
    expect(await smallRunningText(page), `running text under ${RUNNING_MIN_FONT} px on ${path} at 390 px`).toEqual([]);
  });
}

for (const path of translatedPaths) {
  test(`${path}: fits the screen and reads left-aligned on a phone`, async ({ page }) => {
    test.skip(!isPhone(page), 'phone width (the desktop sweep of these pages is tests/e2e/languages.spec.ts)');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), `${path} status`).toBe(200);
    // The Devanagari face is `font-display: optional` (src/components/layout/fonts.ts): a page uses it only if
    // it is ready at once, else the device's own Devanagari face. Phones have one; a test machine may have
    // none and draw empty boxes of other widths. Measure the page as a returning visitor sees it, the face cached.
    await page.evaluate(() => document.fonts.ready);
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => document.fonts.check('16px brandDevanagari', 'क')), `${path} is set in the Devanagari face`).toBe(true);
    await page.evaluate(() => document.querySelectorAll('[data-reveal]').forEach((el) => el.classList.add('is-visible')));
    expect(await sidewaysScroll(page), `${path} scrolls sideways at 390 px`).toBe(0);
    expect(await longCentredParagraphs(page), `centred text over three lines on ${path} at 390 px`).toEqual([]);
    expect(await squeezedNotes(page), `figure notes squeezed on ${path} at 390 px`).toEqual([]);
    expect(await smallRunningText(page), `running text under ${RUNNING_MIN_FONT} px on ${path} at 390 px`).toEqual([]);
  });
}

test('the header and the footer fit the narrowest phone, 320 px, in every language', async ({ page }) => {
  test.skip(!isPhone(page), 'phone width');
  await page.setViewportSize({ width: 320, height: 640 });
  for (const locale of LOCALES) {
    const path = localizePath('/sitemap', locale);
    await page.goto(path, { waitUntil: 'load' });
    expect(await sidewaysScroll(page), `${path} scrolls sideways at 320 px`).toBe(0);
  }
});

test('the checks can fail: a wide element, a long centred paragraph, a squeezed note, small running text and a promise are each caught', async ({ page }) => {
  test.skip(!isPhone(page), 'phone width');
  await page.setContent(
    // As the site's pages: laid out at the phone's width.
    `<meta name="viewport" content="width=device-width, initial-scale=1"><main><p style="text-align:center;width:300px;line-height:20px">${'A long centred lead that wraps. '.repeat(12)}</p><div style="text-align:center;width:300px">${'An intro set in a div. '.repeat(12)}<a href="#">and a link</a></div><div style="text-align:center"><p>Short.</p><a href="#">A button</a></div><div style="width:391px">wide</div><p>Video coming soon</p><dl style="display:grid;grid-template-columns:1fr 1fr;width:358px"><div><dt>95%</dt><dd style="font-size:16px">${'A note of a sentence, in its column. '.repeat(2)}</dd></div><div><dt>85%</dt><dd style="font-size:12px;width:300px">${'Small type across the row. '.repeat(3)}</dd></div><div><dt>5M+</dt><dd style="font-size:14px;width:150px"><details><summary>How</summary>${'The working, in a narrow column once opened. '.repeat(2)}</details></dd></div></dl></main>`,
  );
  expect(await sidewaysScroll(page)).toBeGreaterThan(0);
  expect(await longCentredParagraphs(page)).toHaveLength(2);
  // The narrow note, the small one, and the fold's working once opened (closed, it shows one word).
  const notes = await squeezedNotes(page);
  expect(notes).toHaveLength(3);
  expect(notes.filter((note) => note.startsWith('opened: '))).toHaveLength(1);
  expect((await page.locator('body').innerText()).match(PLACEHOLDER)?.[0]).toBe('coming soon');
  // Running text: the 12 px note above is caught, a 14 px caption of the same length is not.
  await page.evaluate(() =>
    document.querySelector('main')!.insertAdjacentHTML('beforeend', `<figure><figcaption style="font-size:14px">${'A caption under a drawing, small on purpose. '.repeat(3)}</figcaption></figure>`),
  );
  expect(await smallRunningText(page)).toEqual([expect.stringContaining('12 px')]);
});

/*
 * The long parts a phone visitor can skip (ui/phone-fold.tsx): on a phone each is closed behind a
 * summary that opens it; from 48rem each is shown whole, with no summary to tap.
 */
for (const path of [pages.career.path, pages.calculator.path, pages.feedstock.path, pages.cbg.path, pages.pretreatment.path, pages.hydrogen.path]) {
  test(`${path}: the parts folded on a phone open with one tap, and stand open on a wide screen`, async ({ page }) => {
    await page.goto(path);
    const folds = page.locator('details.phone-fold');
    const count = await folds.count();
    expect(count, `phone folds on ${path}`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const fold = folds.nth(i);
      // What the fold holds and shows: its content past the summary, without parts meant for the other width.
      const shown = fold.locator(':scope > :not(summary)').filter({ visible: true });
      if (isPhone(page)) {
        await expect(shown).toHaveCount(0);
        // Its own summary: a fold may hold a disclosure of its own (the reference plant's table and its working).
        await fold.locator(':scope > summary').click();
        await expect(shown.first()).toBeVisible();
      } else {
        await expect(fold.locator(':scope > summary')).toBeHidden();
        await expect(shown.first()).toBeVisible();
      }
    }
  });
}
