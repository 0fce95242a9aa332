import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

export { expect };

/** WCAG 2.2 A and AA rules, as the site promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with a readable list when axe-core finds any WCAG 2.2 A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // The whole page, as a visitor meets it section by section (axe reads every element, on screen or not).
  await layOutWholePage(page);
  // Reveal-on-scroll content fades in; measure it in its final state, not half-transparent mid-transition.
  await page.evaluate(() => document.querySelectorAll('[data-reveal]').forEach((el) => el.classList.add('is-visible')));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a instanceof CSSTransition && a.playState === 'running' && (a.effect as KeyframeEffect | null)?.target?.hasAttribute('data-reveal')).length))
    .toBe(0);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** A page that also records console errors and uncaught exceptions. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

/**
 * Lays out every section of the page, as if each were on the screen: sections off the screen are
 * contained (content-visibility, globals.css), which clips what overflows them, pauses their
 * transitions and hides them from hit-testing. A test that measures or audits the whole page
 * calls this first; `restore` puts the containment back.
 */
export async function layOutWholePage(page: Page, restore = false): Promise<void> {
  await page.evaluate((back) => {
    for (const el of document.querySelectorAll<HTMLElement>('main > section')) {
      if (back) el.style.removeProperty('content-visibility');
      else el.style.contentVisibility = 'visible';
    }
  }, restore);
}

/** How far the page scrolls sideways, in pixels (0 when it fits), every section laid out. */
export async function sidewaysScroll(page: Page): Promise<number> {
  await layOutWholePage(page);
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await layOutWholePage(page, true);
  return over;
}

/**
 * How many screens tall the page is: its whole height, every section laid out and every
 * reveal-on-scroll part in place, over the height of the viewport.
 */
export async function pageScreens(page: Page): Promise<number> {
  await layOutWholePage(page);
  const screens = await page.evaluate(() => {
    document.querySelectorAll('[data-reveal]').forEach((el) => el.classList.add('is-visible'));
    return document.documentElement.scrollHeight / window.innerHeight;
  });
  await layOutWholePage(page, true);
  return screens;
}

/** True when the test runs in the phone project (390 px). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/**
 * Waits until React has hydrated `locator`'s element: React attaches its props to a
 * DOM node (a `__reactProps$…` key) when it takes the node over, so the page needs no
 * test-only attribute to say so. Before that moment a form submit is still a native post.
 */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the element was never hydrated by React',
    })
    .toBe(true);
}

/**
 * Tables on the page that a phone cannot read whole: a table wider than its frame that does not
 * scroll with the scroll shadow (globals.css's scroll-shadow-x), or a caption running past the
 * frame. Each fault names the table.
 */
export async function tableFaults(page: Page): Promise<string[]> {
  await layOutWholePage(page);
  return page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((t) => t.getBoundingClientRect().width > 0)
      .flatMap((table) => {
        let frame = table.parentElement!;
        while (frame !== document.body && getComputedStyle(frame).overflowX === 'visible') frame = frame.parentElement!;
        const name = (table.closest('[aria-label]')?.getAttribute('aria-label') ?? table.closest('section')?.querySelector('h2, h3')?.textContent ?? 'a table').trim();
        const style = getComputedStyle(frame);
        const out: string[] = [];
        if (frame.scrollWidth > frame.clientWidth + 1) {
          const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
          const cue = style.backgroundImage.includes('radial-gradient') && style.backgroundAttachment.includes('local');
          if (!scrolls || !cue) out.push(`${name}: ${frame.scrollWidth} px of table in a ${frame.clientWidth} px frame with no scroll cue`);
        }
        const caption = table.querySelector('caption');
        if (caption && caption.getBoundingClientRect().right > frame.getBoundingClientRect().right + 1) out.push(`${name}: its caption runs past the frame`);
        return out;
      }),
  );
}
