import type { Page } from '@playwright/test';
import { notFoundCopy } from '../../src/content/not-found';
import { posts } from '../../src/content/blog';
import { company } from '../../src/content/company';
import { footerColumns, headerCopy, headerNav } from '../../src/content/navigation';
import { pageList } from '../../src/content/pages';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';

test.describe('header on wide screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'desktop navigation');

  test('has every item of the spec, with Contact Us', async ({ page }) => {
    await page.goto('/sitemap');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of headerNav) {
      if (item.dropdown) await expect(nav.getByRole('button', { name: item.name })).toBeVisible();
      else await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', item.href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('dropdown opens on hover and closes shortly after the pointer leaves', async ({ page }) => {
    await page.goto('/sitemap');
    const trigger = page.getByRole('button', { name: 'About Us' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = page.locator(`#${await trigger.getAttribute('aria-controls')}`).getByRole('link');
    await expect(items).toHaveText(['Our Story', 'Vision & Mission', 'Team', 'Collaborations', 'Research Infrastructure']);
    // Moving into the panel keeps it open.
    await items.first().hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('click toggles; only one is open; outside click and Escape close', async ({ page }) => {
    await page.goto('/sitemap');
    await page.mouse.move(640, 700);
    const about = page.getByRole('button', { name: 'About Us' });
    const tech = page.getByRole('button', { name: 'Our Technology' });
    await about.dispatchEvent('click');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await tech.dispatchEvent('click');
    await expect(tech).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.click(640, 700);
    await expect(tech).toHaveAttribute('aria-expanded', 'false');

    await tech.focus();
    await page.keyboard.press('Enter');
    await expect(tech).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hydrogen Production' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tech).toHaveAttribute('aria-expanded', 'false');
    await expect(tech).toBeFocused();
  });

  test('keyboard alone reaches and follows a dropdown link', async ({ page }) => {
    await page.goto('/sitemap');
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Energy Services' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
  });

  test('marks the current page and highlights its dropdown parent', async ({ page }) => {
    await page.goto('/about/team');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'About Us' })).toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('button', { name: 'Services' })).not.toHaveAttribute('data-active');
    await nav.getByRole('button', { name: 'About Us' }).dispatchEvent('click');
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Our Story' })).not.toHaveAttribute('aria-current');
  });
});

test.describe('header on small screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'mobile navigation');

  test('menu toggle opens a stacked menu that locks the page and closes on navigation', async ({ page }) => {
    await page.goto('/sitemap');
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    // The panel covers the screen below the header (not clipped to the header's box).
    expect((await menu.boundingBox())?.height ?? 0).toBeGreaterThan(600);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    const section = menu.getByRole('button', { name: 'Our Technology' });
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'CBG Production' }).click();
    await expect(page).toHaveURL(/\/technology\/cbg-production$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});

/**
 * The footer's column that holds a link, opened: on a phone each column is folded behind its name (a
 * native disclosure, so this works without scripts too); from 48rem the columns stand open, no summary.
 */
async function openFooterColumn(page: Page, title: string) {
  const summary = page.getByRole('contentinfo').getByRole('navigation', { name: title }).locator('summary');
  if (await summary.isVisible()) {
    await expect(summary.locator('..')).not.toHaveAttribute('open');
    await summary.click();
  }
}

test('footer has the spec link columns, contact details and social links in a new tab', async ({ page }) => {
  await page.goto('/sitemap');
  const footer = page.getByRole('contentinfo');
  for (const column of footerColumns) {
    const nav = footer.getByRole('navigation', { name: column.title });
    // On a phone the column's links wait behind its name; one tap shows them.
    if (isPhone(page)) await expect(nav.getByRole('link')).toHaveCount(0);
    await openFooterColumn(page, column.title);
    await expect(nav.getByRole('link')).toHaveCount(column.links.length);
    for (const link of column.links) await expect(nav.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
  }
  await expect(footer.getByRole('link', { name: company.phones.primary.display })).toHaveAttribute('href', `tel:${company.phones.primary.e164}`);
  await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
  await expect(footer).toContainText(company.address.city);
  await expect(footer).toContainText(`© ${company.copyrightYear}`);
  for (const social of company.social) {
    const link = footer.getByRole('link', { name: new RegExp(social.name) });
    await expect(link).toHaveAttribute('href', social.href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('following a link scrolls the new page to the top', async ({ page }) => {
  await page.goto('/sitemap');
  await openFooterColumn(page, footerColumns.find((column) => column.links.some((link) => link.name === 'FAQ'))!.title);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('unknown paths answer 404 with the not-found page and log the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (msg) => logged.push(msg.text()));
  const response = await page.goto('/this/path/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundCopy.heading);
  await expect(page.getByRole('main').getByRole('link', { name: notFoundCopy.home.label })).toHaveAttribute('href', notFoundCopy.home.href);
  await expect.poll(() => logged.join('\n')).toContain('/this/path/does-not-exist');
});

test('theme follows the system without a flash and the toggle remembers the choice', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/sitemap');
  // Set by the inline head script, before any bundle runs.
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // On a phone the switch is in the menu (the header keeps its room for the language links).
  const themeToggle = async () => {
    if (isPhone(page)) await page.getByRole('button', { name: /menu/i }).click();
    return page.getByRole('button', { name: 'Dark theme' });
  };
  const toggle = await themeToggle();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(await themeToggle()).toHaveAttribute('aria-pressed', 'false');
});

test('sitemap.xml, robots.txt and the HTML sitemap list every page', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const entry of pageList) expect(locs).toContain(entry.path);
  for (const post of posts) expect(locs).toContain(`/blogs/${post.id}`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);

  await page.goto('/sitemap');
  const main = page.getByRole('main');
  for (const group of ['About Us', 'Our Technology', 'Services', 'Projects', 'Legal']) {
    await expect(main.getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
  for (const entry of pageList) await expect(main.locator(`a[href="${entry.path}"]`).first()).toBeAttached();
});

test('a page carries its title, description, keywords, canonical URL and social tags', async ({ page }) => {
  await page.goto('/sitemap');
  await expect(page).toHaveTitle(`Sitemap | ${company.shortName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /renewable energy/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sitemap$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Sitemap | ${company.shortName}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/og\/default\.jpg$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  await page.goto('/');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const org = jsonLd.map((text) => JSON.parse(text)).find((d) => [d['@type']].flat().includes('Organization'));
  expect(org?.address?.addressLocality).toBe(company.address.city);
  expect(org?.openingHoursSpecification).toHaveLength(2);
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/sitemap', '/does-not-exist', '/robots.txt']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('the shell has no WCAG 2.2 AA violations, with the mobile menu open too', async ({ page }) => {
  await page.goto('/sitemap');
  await expectNoAxeViolations(page);
  if (isPhone(page)) {
    await page.getByRole('button', { name: /menu/i }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'About Us' }).click();
  } else {
    await page.getByRole('button', { name: 'About Us' }).dispatchEvent('click');
  }
  await expectNoAxeViolations(page);
  await page.goto('/does-not-exist');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a dark system setting gets the dark palette without the theme script', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/sitemap');
    const background = () => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    const dark = await background();
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background()).not.toBe(dark);
    // A dark page: the background's brightest channel stays low.
    expect(Math.max(...(dark.match(/\d+/g) ?? ['255']).slice(0, 3).map(Number))).toBeLessThan(64);
  });

  test('pages read fully and every page stays reachable', async ({ page }) => {
    await page.goto('/sitemap');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    // The theme toggle needs scripts, so it is not offered.
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeHidden();
    if (isPhone(page)) {
      // The menu toggle needs scripts; a plain link to the sitemap stands in for it.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/sitemap');
      await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
    } else {
      // Dropdowns open on hover through CSS alone.
      await page.getByRole('button', { name: 'About Us' }).hover();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vision & Mission' })).toBeVisible();
    }
    await openFooterColumn(page, footerColumns.find((column) => column.links.some((link) => link.name === 'Privacy Policy'))!.title);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('skip link', () => {
  test('the first Tab shows it as a padded button clear of the text around it, and it leads to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: headerCopy.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    // Padding on its focused state: the sr-only reset would otherwise leave the text touching its edge.
    const padding = await skip.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.paddingTop, style.paddingLeft].map((v) => parseFloat(v));
    });
    for (const side of padding) expect(side).toBeGreaterThanOrEqual(8);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
