import { whatsappContact } from '../../src/content/company';
import { pageList } from '../../src/content/pages';
import { expect, expectHydrated, test } from './fixtures';

/** The WhatsApp quick action (src/components/layout/whatsapp-quick-action.tsx): phones only, on every public page. */
const quickAction = (page: import('@playwright/test').Page) => page.getByRole('link', { name: whatsappContact.action, exact: true }).and(page.locator('[data-quick-action]'));

test.describe('WhatsApp quick action on phones', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 640, 'shown below the sm breakpoint only');

  // One page of each group: the link is part of the shared document, so a sample covers every layout.
  const sample = [...new Map(pageList.map((entry) => [entry.group, entry])).values()];
  for (const entry of sample) {
    test(`reachable without scrolling on ${entry.path}`, async ({ page }) => {
      await page.goto(entry.path);
      const link = quickAction(page);
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport({ ratio: 1 });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    });
  }

  test('is a small round button in the bottom-right corner, so it hides little of the text behind it', async ({ page }) => {
    await page.goto('/');
    const link = quickAction(page);
    const box = (await link.boundingBox())!;
    const viewport = page.viewportSize()!;
    // A touch target (44 px at least), but no larger than 48 px.
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeLessThanOrEqual(48);
    expect(box.height).toBe(box.width);
    // In the corner: at most 12 px from the right and bottom edges.
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(12);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(12);
    // Icon only: the name comes from its label, no visible text.
    expect((await link.innerText()).trim()).toBe('');
  });

  test('covers nothing at the bottom of the page, and the open menu covers it', async ({ page }) => {
    // Scrolled as soon as the page has loaded, perhaps before React has hydrated it (a visitor on a slow
    // phone does the same): hydration must leave the visitor where they scrolled to.
    await page.goto('/', { waitUntil: 'load' });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await expectHydrated(page.getByRole('button', { name: 'Open menu' }));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY), 'the page stays where the visitor scrolled to').toBeGreaterThanOrEqual(scrolledTo - 1);
    const link = quickAction(page);
    const box = (await link.boundingBox())!;
    // The footer's last text ends above the button.
    const lastText = page.getByRole('contentinfo').locator('p, a, li').last();
    const textBox = (await lastText.boundingBox())!;
    expect(textBox.y + textBox.height).toBeLessThanOrEqual(box.y);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The button is fixed, so it sits where it was measured; the menu panel is on top there.
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-quick-action]') != null, center);
    expect(onTop).toBe(false);
  });
});

test.describe('WhatsApp quick action beside a form', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 640, 'shown below the sm breakpoint only');

  test('steps aside while the visitor types in a field, and comes back after', async ({ page }) => {
    await page.goto('/contact');
    const link = quickAction(page);
    await expect(link).toBeVisible();
    const field = page.getByRole('main').getByRole('textbox').first();
    await field.focus();
    await expect(link).toBeHidden();
    await field.blur();
    // Focus scrolled the form up the screen, where the button also steps aside while the form passes
    // under it (globals.css): back at the top, with no field focused, it is there again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(link).toBeVisible();
  });
});

test.describe('WhatsApp quick action over a form', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 640, 'shown below the sm breakpoint only');

  for (const path of ['/feedstock', '/calculator']) {
    test(`${path}: shown at load, out of the way while the form passes under it, back once the form has gone by`, async ({ page }) => {
      await page.goto(path);
      const link = quickAction(page);
      await expect(link).toBeVisible();
      const form = page.locator('main form').first();
      const scrollTo = (where: 'middle' | 'past') =>
        form.evaluate((el, at) => {
          const box = el.getBoundingClientRect();
          // The form across the bottom of the screen, or its bottom edge well above the button.
          const y = at === 'middle' ? box.top + window.scrollY + 80 - window.innerHeight : box.bottom + window.scrollY - window.innerHeight + 200;
          window.scrollTo(0, Math.max(1, Math.min(y, document.documentElement.scrollHeight - window.innerHeight)));
        }, where);
      await scrollTo('middle');
      await expect(link).toBeHidden();
      const { bottom } = (await form.boundingBox().then((b) => ({ bottom: b!.y + b!.height })))!;
      if (bottom < page.viewportSize()!.height - 120) {
        await expect(link).toBeVisible();
      } else {
        await scrollTo('past');
        await expect(link).toBeVisible();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(link).toBeVisible();
    });
  }

  test('/contact: at load, shown beside the form’s first fields, not on them', async ({ page }) => {
    await page.goto('/contact');
    const link = quickAction(page);
    await expect(link).toBeInViewport();
    const button = (await link.boundingBox())!;
    const fields = page.locator('main form').locator('input:visible, select:visible, textarea:visible');
    for (const field of await fields.all()) {
      const box = (await field.boundingBox())!;
      const apart = box.x + box.width <= button.x || box.y + box.height <= button.y || box.y >= button.y + button.height;
      expect(apart, `${await field.getAttribute('name')} lies under the button`).toBe(true);
    }
  });

  test('/calculator: out of the way while the estimate’s table of figures passes under it', async ({ page }) => {
    await page.goto('/calculator');
    const link = quickAction(page);
    const table = page.getByTestId('calculator-figures');
    // The table's last row at the bottom of the screen, where the button would sit on its right-hand column.
    await table.evaluate((el) => {
      const box = el.getBoundingClientRect();
      window.scrollTo(0, box.bottom + window.scrollY - window.innerHeight + 10);
    });
    const lastCell = table.locator('tbody tr').last().locator('td').last();
    await expect(lastCell).toBeInViewport();
    await expect(link).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(link).toBeVisible();
  });
});

test.describe('WhatsApp quick action beside the estimate’s cards', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 640, 'shown below the sm breakpoint only');

  test('/calculator with figures: every card of the estimate keeps its words left of the button', async ({ page }) => {
    await page.goto('/calculator?paddy-straw=30');
    const button = (await quickAction(page).boundingBox())!;
    const result = page.getByTestId('calculator-result');
    // The screen-wide cards: the three figures, the plant, the call to action (the table steps the button aside instead).
    const cards = result.locator('dl > div, :scope > div.rounded-2xl, :scope > aside');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    for (const card of await cards.all()) {
      const right = await card.evaluate((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight));
      expect(right, `${(await card.innerText()).slice(0, 30)}… runs under the button`).toBeLessThanOrEqual(button.x);
    }
  });
});

test.describe('WhatsApp quick action on wide screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1280, 'the footer and /contact carry the number there');

  test('is not shown at 1280', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-quick-action="whatsapp"]')).toBeHidden();
  });
});
