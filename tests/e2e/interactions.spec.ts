import { listedPhones } from '../../src/content/company';
import { headerNav } from '../../src/content/navigation';
import { hydrogenVideo } from '../../src/content/technology-hydrogen';
import { expect, test } from './fixtures';

const dropdownNames = headerNav.filter((item) => item.dropdown).map((item) => item.name);

test.describe('header dropdown at desktop width', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'desktop navigation');

  for (const name of dropdownNames) {
    test(`pointing at "${name}" opens it, and clicking it then keeps it open`, async ({ page }) => {
      await page.goto('/sitemap');
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      // The click that follows the pointing is what a visitor does to "open" it: it must not close it.
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('link').first()).toBeVisible();
      // A second click is a deliberate close.
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });
  }
});

test.describe('phone menu', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'phone navigation');

  test('Escape closes it and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/sitemap');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test('on a 360 px phone the header keeps its language links and menu button on screen, even with a wider face than planned', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'phone header');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/hi', '/mr']) {
    await page.goto(path);
    const header = page.locator('header').first();
    // A phone still waiting for its face sets the name in a wider fallback: stand in for it with wide
    // spacing. Without the name's ellipsis this pushes the menu button to x = 366 on the English home.
    await header.locator('a[href]').first().evaluate((link) => ((link as HTMLElement).style.letterSpacing = '1em'));
    for (const control of [header.locator('button[aria-controls="mobile-menu"]'), header.locator('a[hreflang]').last()]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, `${path}: a header control runs off the screen`).toBeLessThanOrEqual(360);
    }
  }
});

test('headings never break a hyphenated compound across lines', async ({ page }) => {
  for (const path of ['/career', '/technology', '/projects', '/technology/cbg-production']) {
    await page.goto(path);
    const broken = await page.evaluate(() => {
      const out: string[] = [];
      for (const heading of document.querySelectorAll('main h1, main h2')) {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) out.push(`${location.pathname}: "${match[0]}" in "${heading.textContent?.trim()}"`);
          }
        }
      }
      return out;
    });
    expect(broken).toEqual([]);
  }
});

test('the hydrogen page never plays a stand-in video', async ({ page }) => {
  await page.goto('/technology/hydrogen-production');
  const section = page.locator('#video');
  if (hydrogenVideo) {
    // A real company video: the click-to-load facade, and nothing from the provider before the click.
    await expect(section.getByRole('button', { name: new RegExp(hydrogenVideo.embed.title) })).toBeVisible();
    await expect(section.locator('iframe')).toHaveCount(0);
  } else {
    // No film published yet: no video section at all (no poster promising one), nothing from YouTube.
    await expect(section).toHaveCount(0);
    await expect(page.locator('iframe, a[href*="youtube.com/watch"]')).toHaveCount(0);
  }
});

test('every phone number is labelled, the same way on the contact page and in the footer', async ({ page }) => {
  await page.goto('/contact');
  for (const scope of [page.getByRole('main'), page.getByRole('contentinfo')]) {
    const links = scope.locator('a[href^="tel:"]');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const link = links.nth(i);
      const e164 = (await link.getAttribute('href'))!.slice('tel:'.length);
      const phone = listedPhones.find((p) => p.e164 === e164);
      expect(phone, `${e164} is one of the listed numbers`).toBeTruthy();
      // The label sits right beside the number: in the same row of the list or line.
      const row = link.locator('xpath=ancestor::*[self::div or self::p][1]');
      await expect(row).toContainText(phone!.label);
    }
  }
  const footer = page.getByRole('contentinfo');
  for (const phone of listedPhones) {
    await expect(footer.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`);
  }
});
