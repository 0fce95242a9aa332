import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buyingFrom, buyingMapCopy, buyingPlants, buyingPlantsCopy, plantLink } from '../../src/content/buying-plants';
import { company } from '../../src/content/company';
import { facts } from '../../src/content/facts';
import { MONTHS, feedstockContent, feedstockPhrases, feedstocks, monthOptions, rupeeRange } from '../../src/content/feedstock';
import { inLocale } from '../../src/content/i18n';
import { footerColumns } from '../../src/content/navigation';
import { pages } from '../../src/content/pages';
import { fillTemplate, formatDateOrMonth } from '../../src/lib/format';
import { localizePath } from '../../src/lib/i18n';
import { expect, expectHydrated, expectNoAxeViolations, isPhone, pageScreens, sidewaysScroll, test } from './fixtures';

/*
 * /feedstock as a farmer and the sales desk meet it: the page built from
 * src/content/feedstock.ts (every expectation is read from there, none is
 * written here), a supply enquiry sent with JavaScript that sales then find in
 * the workspace while hr and lab are refused, and the same form without
 * JavaScript, whose errors come back with the typed values.
 */

const copy = feedstockContent;
const form = copy.form;
const PASSWORD = 'e2e staff passphrase 2026';
const unique = () => randomBytes(4).toString('hex');

/** A staff account made through the operator CLI, as the README tells an operator (same as tests/e2e/staff.spec.ts). */
function makeUser(role: 'sales' | 'lab' | 'hr'): string {
  const email = `${role}-${unique()}@example.com`;
  execFileSync(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'src/cli/staff.ts', 'add-user', '--email', email, '--name', `E2E ${role}`, '--role', role, '--password-stdin'],
    { encoding: 'utf8', input: `${PASSWORD}\n`, env: { ...process.env, DATABASE_URL: `file:${path.join(process.env.E2E_DB_DIR ?? '', 'site.db')}` } },
  );
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/staff/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control of the supply form by its label (a required one's label ends in " *"). */
const field = (page: Page, label: string) => page.locator('form[action="/api/supply"]').getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`));

test('the page shows what we buy, when, at what indicative rate, and how weighing and payment work', async ({ page, consoleErrors }) => {
  await page.goto(pages.feedstock.path);
  await expect(page).toHaveTitle(new RegExp(pages.feedstock.title));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);

  // The calendar: a row per feedstock, and each month marked as the content module says.
  const calendar = page.getByTestId('season-calendar');
  await expect(calendar.locator('tbody tr')).toHaveCount(feedstocks.length);
  for (const item of feedstocks) {
    const row = calendar.locator(`tr[data-feedstock="${item.id}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(item.name);
    for (const code of MONTHS) await expect(row.locator(`td[data-month="${code}"]`)).toHaveAttribute('data-mark', item.season[code] ?? '');
  }

  // Rates: a price list, a row per feedstock with its two rates under their headings, labelled
  // indicative with its date in the caption; what we take and the smallest lots in the list beneath.
  const rates = page.getByTestId('rates-table');
  await expect(rates.locator('caption')).toHaveText(copy.rates.caption);
  await expect(rates.locator('thead th')).toHaveText([copy.rates.columns.feedstock, copy.rates.columns.collected, copy.rates.columns.delivered]);
  await expect(rates.locator('tbody tr')).toHaveCount(feedstocks.length);
  for (const item of feedstocks) {
    const row = rates.locator(`tr[data-feedstock="${item.id}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(item.name);
    await expect(row.locator('td')).toHaveText([rupeeRange(item.rate.collected), rupeeRange(item.rate.delivered)]);
  }
  await expect(page.getByTestId('rates-notes').locator(':scope > li')).toHaveCount(feedstocks.length);

  // How it works, and the worked slip ends with the payment promise.
  for (const step of copy.steps.items) await expect(page.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
  await expect(page.getByTestId('weighbridge-slip')).toContainText(copy.slip.labels.amount);

  // The WhatsApp alternative goes to the company's number.
  const digits = company.phones.whatsapp.e164.replace(/\D/g, '');
  const whatsapp = page.getByRole('link', { name: copy.whatsapp.action });
  await expect(whatsapp.first()).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${digits}\\?text=`));

  // The form's select offers exactly the content's feedstocks and months.
  await expect(field(page, form.labels.feedstock).locator('option')).toHaveCount(feedstocks.length + 1);
  await expect(field(page, form.labels.month).locator('option')).toHaveCount(monthOptions.length + 1);
  await expect(page.locator('form[action="/api/supply"] input[type="email"]')).not.toHaveAttribute('required', '');

  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('under the hero, every plant we buy for: whether it buys now, what, where loads are weighed, and a link that leads to its page', async ({ page }) => {
  await page.goto(pages.feedstock.path);
  const block = page.locator('#plants');
  await expect(block.getByRole('heading', { level: 2 })).toHaveText(buyingPlantsCopy.title);
  // Right under the hero: before the season calendar, and the hero's summary says how many days a plant runs.
  const [blockBox, calendarBox] = await Promise.all([block.boundingBox(), page.locator('#calendar').boundingBox()]);
  expect(blockBox!.y).toBeLessThan(calendarBox!.y);
  for (const item of copy.summary) await expect(page.getByText(item.note, { exact: true })).toBeVisible();

  const list = page.getByTestId('buying-plants');
  await expect(list.locator(':scope > li')).toHaveCount(buyingPlants.length);
  for (const plant of buyingPlants) {
    const card = list.locator(`li[data-plant="${plant.id}"]`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(plant.name);
    await expect(card).toContainText(plant.operator);
    const from = buyingFrom(plant);
    await expect(card.getByTestId('plant-status')).toHaveText(plant.status === 'now' ? buyingPlantsCopy.statusLabels.now : fillTemplate(buyingPlantsCopy.statusLabels.commissioning, { month: formatDateOrMonth(from!, 'en') }));
    for (const id of plant.buys) await expect(card.locator(`[data-feedstock="${id}"]`)).toHaveText(feedstocks.find((f) => f.id === id)!.name);
    await expect(card).toContainText(plant.weighbridge);
    await expect(card.getByRole('link')).toHaveAttribute('href', plantLink(plant).href);
    // A link to a story or a project names it by its own title (a plant's story can be a pilot's run there).
    const title = plantLink(plant).title;
    if (title) await expect(card.getByRole('link')).toContainText(title);
  }
  await expect(block.getByRole('link', { name: buyingPlantsCopy.map.label })).toHaveAttribute('href', buyingPlantsCopy.map.href);

  // Every link target is a page that answers, and its #fragment names an element on it.
  const targets = [...new Set([...buyingPlants.map((p) => plantLink(p).href), buyingPlantsCopy.map.href])];
  // Each page once (a second address on the same page is a jump within it, with no response of its own).
  for (const path of new Set(targets.map((href) => href.split('#')[0]!))) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    for (const hash of targets.filter((href) => href.split('#')[0] === path).flatMap((href) => href.split('#')[1] ?? [])) {
      await expect(page.locator(`[id="${hash}"]`), `${path}#${hash}`).toHaveCount(1);
    }
  }
  // A plant whose link lands on a list of client plants lands on its own entry, which names it.
  for (const plant of buyingPlants.filter((p) => plantLink(p).kind === 'clientPlants')) {
    await page.goto(plantLink(plant).href);
    const entry = page.locator(`[id="${plantLink(plant).href.split('#')[1]}"]`);
    await expect(entry).toContainText(plant.name);
    await expect(entry).toBeInViewport();
  }
});

test('the plants in Marathi: tags and labels in Marathi, links to the Marathi pages', async ({ page }) => {
  await page.goto(localizePath(pages.feedstock.path, 'mr'));
  const mr = inLocale('mr', () => ({ copy: { ...buyingPlantsCopy, statusLabels: { ...buyingPlantsCopy.statusLabels } }, names: buyingPlants.map((p) => p.name) }));
  const list = page.getByTestId('buying-plants');
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(mr.names);
  const nowCount = buyingPlants.filter((p) => p.status === 'now').length;
  await expect(list.getByTestId('plant-status').filter({ hasText: mr.copy.statusLabels.now })).toHaveCount(nowCount);
  for (const plant of buyingPlants) await expect(list.locator(`li[data-plant="${plant.id}"]`).getByRole('link')).toHaveAttribute('href', localizePath(plantLink(plant).href, 'mr'));
});

test('the map over the plants: a numbered marker per plant, paired with its card, in a circle of the collection radius drawn to the scale bar', async ({ page }) => {
  await page.goto(pages.feedstock.path);
  const map = page.getByTestId('buying-map');
  await expect(map.getByRole('img', { name: buyingMapCopy.title })).toBeVisible();
  await expect(map.locator('[data-marker]')).toHaveCount(buyingPlants.length);
  await expect(map.locator('[data-ring]')).toHaveCount(buyingPlants.length);
  // Map units in a km, read off the scale bar: its drawn length over the km it names.
  const bar = map.locator('[data-scale-bar]');
  const unitsPerKm = Number(await bar.locator('[data-scale-length]').getAttribute('width')) / Number(await bar.getAttribute('data-km'));
  expect(unitsPerKm).toBeGreaterThan(0);
  for (const [i, plant] of buyingPlants.entries()) {
    const marker = map.locator(`[data-marker="${plant.id}"]`);
    await expect(marker).toHaveAttribute('data-status', plant.status);
    // Marker and card carry the same number.
    await expect(map.locator(`[data-number="${plant.id}"]`)).toHaveText(String(i + 1));
    await expect(page.locator(`li[data-plant="${plant.id}"]`).getByTestId('plant-number')).toHaveText(String(i + 1));
    // The circle is centred on the marker, its radius the collection radius at the bar's scale; dashed only while the plant is not buying.
    const ring = map.locator(`[data-ring="${plant.id}"]`);
    const [cx, cy, r] = await Promise.all(['cx', 'cy', 'r'].map((a) => ring.getAttribute(a)));
    expect([cx, cy]).toEqual(await Promise.all(['cx', 'cy'].map((a) => marker.getAttribute(a))));
    expect(Math.abs(Number(r) - facts.collectionRadius.value * unitsPerKm), plant.id).toBeLessThan(0.05);
    if (plant.status === 'now') await expect(ring).not.toHaveAttribute('stroke-dasharray');
    else await expect(ring).toHaveAttribute('stroke-dasharray', /\d/);
  }
  await expect(map.locator('figcaption')).toContainText(buyingMapCopy.legend.commissioning);
});

test('the map on a phone, in every language: inside the screen, its names inside the drawing and at least 11 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'hi', 'mr'] as const) {
    await page.goto(localizePath(pages.feedstock.path, lang));
    const svg = page.getByTestId('buying-map').locator('svg[role="img"]');
    await svg.scrollIntoViewIfNeeded();
    expect(await sidewaysScroll(page), lang).toBeLessThanOrEqual(0);
    const names = await svg.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const scale = box.width / (el as SVGSVGElement).viewBox.baseVal.width;
      return [...el.querySelectorAll('text')]
        .filter((t) => t.getClientRects().length > 0 && getComputedStyle(t).display !== 'none' && t.getBoundingClientRect().width > 0)
        .map((t) => {
          const b = t.getBoundingClientRect();
          return { text: t.textContent!, px: parseFloat(getComputedStyle(t).fontSize) * scale, inside: b.left >= box.left - 0.5 && b.right <= box.right + 0.5 && b.top >= box.top - 0.5 && b.bottom <= box.bottom + 0.5 };
        });
    });
    expect(names.length, lang).toBeGreaterThan(buyingPlants.length);
    expect(await svg.evaluate((el) => el.getBoundingClientRect().right), lang).toBeLessThanOrEqual(390);
    for (const name of names) {
      expect(name.px, `${lang} ${name.text}`).toBeGreaterThanOrEqual(11);
      expect(name.inside, `${lang} ${name.text}`).toBe(true);
    }
  }
});

/** Taller than this, a rate is a card again (the cards it replaced were 250 to 330 px on a phone); a name on two lines stays under it. */
const RATE_ROW_MAX_PX = 80;

test('the rates read as a price list: every feedstock’s two prices in sight without a tap, a row each, in aligned columns; what we take opens beneath', async ({ page }) => {
  await page.goto(pages.feedstock.path);
  const rates = page.getByTestId('rates-table');
  await rates.scrollIntoViewIfNeeded();
  const width = page.viewportSize()!.width;
  const rows: { top: number; bottom: number; collected: { left: number; right: number }; delivered: { left: number; right: number } }[] = [];
  for (const item of feedstocks) {
    const row = rates.locator(`tr[data-feedstock="${item.id}"]`);
    const [collected, delivered] = [row.locator('td[data-rate="collected"] > span'), row.locator('td[data-rate="delivered"] > span')];
    await expect(collected).toBeVisible();
    await expect(collected).toHaveText(rupeeRange(item.rate.collected));
    await expect(delivered).toBeVisible();
    await expect(delivered).toHaveText(rupeeRange(item.rate.delivered));
    const [r, c, d] = await Promise.all([row.boundingBox(), collected.boundingBox(), delivered.boundingBox()]);
    expect(r!.height, `${item.name}: one row, not a card`).toBeLessThan(RATE_ROW_MAX_PX);
    // Each price on one line, inside the screen, the delivered rate to the right of the collected one.
    for (const box of [c!, d!]) expect(box.height, `${item.name}: a price on one line`).toBeLessThan(2 * 16);
    expect(d!.x + d!.width).toBeLessThanOrEqual(width);
    expect(d!.x).toBeGreaterThan(c!.x + c!.width);
    rows.push({ top: r!.y, bottom: r!.y + r!.height, collected: { left: c!.x, right: c!.x + c!.width }, delivered: { left: d!.x, right: d!.x + d!.width } });
  }
  // Rows one under another, each price column ending on one line, so the rates compare down it.
  for (const [i, row] of rows.entries()) {
    if (i > 0) expect(row.top).toBeGreaterThanOrEqual(rows[i - 1]!.bottom - 1);
    expect(Math.abs(row.collected.right - rows[0]!.collected.right)).toBeLessThanOrEqual(1);
    expect(Math.abs(row.delivered.right - rows[0]!.delivered.right)).toBeLessThanOrEqual(1);
  }

  // What the price list leaves out, for each feedstock: who supplies it, what we take, how it is weighed and the smallest lot.
  const notes = page.getByTestId('rates-notes');
  const summary = page.locator('#rates details.phone-fold > summary', { hasText: copy.rates.notes });
  if (isPhone(page)) {
    await expect(notes).toBeHidden();
    await summary.click();
  } else {
    await expect(summary).toBeHidden();
  }
  for (const item of feedstocks) {
    const note = notes.locator(`li[data-feedstock="${item.id}"]`);
    await expect(note).toBeVisible();
    await expect(note.getByRole('heading')).toHaveText(item.name);
    for (const text of [item.from, item.condition, item.minimumLot]) await expect(note).toContainText(text);
    await expect(note).toContainText(item.moistureLimit === undefined ? item.weighing! : fillTemplate(feedstockPhrases.moistureRule, { limit: item.moistureLimit }));
  }
});

/*
 * A phone's budget for the page: it measured 16.1 screens of 844 px at 390 px (13,552 px) before the
 * sample slip and the villages' points were folded behind their summaries (15.1 screens after), then
 * 15.4 (12,995 px) before the rate cards became one price list with what we take folded beneath it
 * (13.0 screens, 10,987 px, after). The rest is what a supplier came for: the plants, the calendar,
 * the rates, the steps and the form.
 */
const FEEDSTOCK_PHONE_BUDGET_SCREENS = 13.5;

test('on a phone the page stays within its budget of screens, the sample slip opens by its summary, and the enquiry is offered after the plants', async ({ page }) => {
  test.skip(!isPhone(page), 'phone width');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(pages.feedstock.path);
  expect(await pageScreens(page)).toBeLessThan(FEEDSTOCK_PHONE_BUDGET_SCREENS);
  const slip = page.getByTestId('weighbridge-slip');
  await expect(slip).toBeHidden();
  await page.locator('details.phone-fold > summary', { hasText: copy.slip.fold }).click();
  await expect(slip).toBeVisible();
  await expect(slip).toContainText(copy.slip.labels.amount);
  const villages = page.locator('details.phone-fold', { has: page.locator(':scope > summary', { hasText: fillTemplate(copy.villages.fold, { count: copy.villages.points.length }) }) });
  await villages.locator(':scope > summary').click();
  for (const point of copy.villages.points) await expect(villages.getByText(point)).toBeVisible();
  await expect(page.locator('#plants').getByRole('link', { name: copy.hero.actions.enquiry })).toHaveAttribute('href', '#enquiry');
});

test('the sample slip in Hindi: words in the sans face, figures in the monospace face, the payment term in Hindi', async ({ page }) => {
  await page.goto('/hi/feedstock');
  const slip = page.getByTestId('weighbridge-slip');
  await expect(slip).toContainText(/\d+ दिन/);
  const faces = await slip.evaluate((el) => {
    const family = (node: Element) => getComputedStyle(node).fontFamily;
    const devanagari = /[\u0900-\u097F]/;
    const texts = [...el.querySelectorAll('p, dt, dd span')].filter((node) => node.children.length === 0 && node.textContent!.trim());
    return texts.map((node) => ({ text: node.textContent!.trim(), devanagari: devanagari.test(node.textContent!), mono: /monospace|mono/i.test(family(node).split(',')[0]!) }));
  });
  expect(faces.filter((f) => f.devanagari).length).toBeGreaterThan(0);
  for (const face of faces) expect(face.mono, `${face.text}`).toBe(!face.devanagari);
});

test('the footer, /projects and the calculator lead to /feedstock', async ({ page }) => {
  const footerLink = footerColumns.flatMap((column) => column.links).find((link) => link.href === pages.feedstock.path)!;
  for (const path of [pages.projects.path, pages.calculator.path]) {
    await page.goto(path);
    // In the footer's column (folded on a phone, where its links are still in the page).
    await expect(page.locator('footer').locator(`a[href="${pages.feedstock.path}"]`)).toHaveText(footerLink.name);
    await expect(page.locator('main').locator(`a[href="${pages.feedstock.path}"]`).first()).toBeVisible();
  }
});

test.describe('the workspace', () => {
  test.describe.configure({ timeout: 300_000 });
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1024, 'run once, in the desktop project');
  test.skip(!process.env.E2E_DB_DIR || Boolean(process.env.E2E_BASE_URL), 'needs the server started by playwright.config.ts');

  test('an enquiry sent with JavaScript reaches sales; hr and lab are refused by list and by URL', async ({ page, browser, baseURL }) => {
    await page.goto(pages.feedstock.path);
    const formLocator = page.locator('form[action="/api/supply"]');
    await expectHydrated(formLocator);
    const name = `Farmer ${unique()}`;
    const item = feedstocks[1]!;
    await field(page, form.labels.name).fill(name);
    await field(page, form.labels.phone).fill('098765 43210');
    await field(page, form.labels.village).fill('Wadgaon, Maval');
    await field(page, form.labels.district).fill('Pune');
    await field(page, form.labels.feedstock).selectOption(item.id);
    await field(page, form.labels.tonnes).fill('2.5');
    await field(page, form.labels.month).selectOption(monthOptions[0]!.value);
    const [response] = await Promise.all([page.waitForResponse('**/api/supply'), page.getByRole('button', { name: form.submit }).click()]);
    expect(response.status()).toBe(200);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^SUP-\d{4}-\w{4,8}$/);
    await expect(page.getByTestId('supply-status')).toContainText(reference);
    await expect(field(page, form.labels.name)).toHaveValue('');

    await signIn(page, makeUser('sales'));
    await page.goto(`/staff?q=${reference}`);
    const row = page.getByTestId('submission-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText(item.name);
    await expect(row).toContainText('+91 98765 43210');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/staff\/submissions\/supply\/\d+$/);
    const href = new URL(page.url()).pathname;
    const fields = page.getByTestId('submission-fields');
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expect(fields).toContainText('Wadgaon, Maval');
    await expect(fields).toContainText(monthOptions[0]!.label);
    await expect(page.getByTestId('no-email')).toBeVisible();

    for (const role of ['hr', 'lab'] as const) {
      const other = await browser.newPage({ baseURL });
      await signIn(other, makeUser(role));
      await other.goto(`/staff?q=${reference}`);
      await expect(other.getByTestId('submission-row')).toHaveCount(0);
      expect((await other.goto(href))!.status()).toBe(404);
      const post = await other.request.post(`${href}/status`, { form: { status: 'done' }, headers: { origin: baseURL! }, maxRedirects: 0 });
      expect(post.status()).toBe(404);
      await other.close();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('errors come back with their messages and the typed values; the corrected form lands on the sent page', async ({ page }) => {
    await page.goto(pages.feedstock.path);
    await field(page, form.labels.name).fill('Sunita Pawar');
    await field(page, form.labels.phone).fill('12345');
    await field(page, form.labels.village).fill('Khed');
    await field(page, form.labels.feedstock).selectOption(feedstocks[0]!.id);
    await field(page, form.labels.tonnes).fill('ten');
    const [posted] = await Promise.all([page.waitForResponse('**/api/supply'), page.getByRole('button', { name: form.submit }).click()]);
    expect(posted.status()).toBe(303);
    await expect(page).toHaveURL(/\/feedstock\/retry\?draft=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: copy.retry.title })).toBeVisible();
    await expect(page.locator('#supply-phone-error')).toHaveText(copy.errors.phoneInvalid);
    await expect(page.locator('#supply-tonnes-error')).toHaveText(copy.errors.tonnesInvalid);
    await expect(field(page, form.labels.name)).toHaveValue('Sunita Pawar');
    await expect(field(page, form.labels.phone)).toHaveValue('12345');
    await expect(field(page, form.labels.village)).toHaveValue('Khed');
    await expect(field(page, form.labels.feedstock)).toHaveValue(feedstocks[0]!.id);
    await expect(field(page, form.labels.tonnes)).toHaveValue('ten');
    await expect(field(page, form.labels.phone)).toHaveAttribute('aria-invalid', 'true');

    await field(page, form.labels.phone).fill('+91 91234 56789');
    await field(page, form.labels.tonnes).fill('8');
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page).toHaveURL(/\/feedstock\/sent\?ref=SUP-\d{4}-\w{4,8}$/);
    await expect(page.getByRole('heading', { level: 1, name: copy.sent.title })).toBeVisible();
    await expect(page.getByTestId('submission-reference')).toContainText(new URL(page.url()).searchParams.get('ref')!);
  });
});
