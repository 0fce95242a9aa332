/**
 * /calculator as a visitor uses it: a GET form that works with and without
 * JavaScript, a result at a shareable address, a PDF of the same figures, and a
 * call to action that lands on /contact with the BMP test and a message preset.
 * Expected figures come from the same content and function the page uses.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { loadCalculatorData } from '../../src/content/collections/calculator';
import { calculatorCopy, calculatorExample } from '../../src/content/calculator';
import { pages } from '../../src/content/pages';
import { services } from '../../src/content/services';
import { estimate, formatFigure, rounded } from '../../src/lib/calculator';
import { expect, expectHydrated, expectNoAxeViolations, isPhone, test } from './fixtures';

const bmpService = services.find((s) => s.id === 'bmp-bhp-analysis')!.title;
const data = loadCalculatorData(path.join(process.cwd(), 'content'));
const [first, second] = data.feedstocks as [(typeof data.feedstocks)[number], (typeof data.feedstocks)[number]];
const feed = [{ id: first.id, tonnesPerDay: 300 }, { id: second.id, tonnesPerDay: 50 }];
const expected = rounded(
  estimate(data, { feedstocks: feed, operatingDays: data.economics.operatingDays.value, cbgPriceInrPerKg: data.economics.cbgPrice.value, manurePriceInrPerTonne: data.economics.manurePrice.value }),
);

async function fillAndSubmit(page: Page) {
  await page.goto(pages.calculator.path);
  await page.locator('[data-calculator-form]').getByLabel(first.name).fill('300');
  await page.locator('[data-calculator-form]').getByLabel(second.name).fill('50');
  await page.getByRole('button', { name: calculatorCopy.form.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${first.id}=300.*${second.id}=50`));
}

async function expectResult(page: Page) {
  const result = page.getByTestId('calculator-result');
  await expect(result).toBeVisible();
  await expect(result.locator('[data-figure="cbgTonnesPerDay"]')).toHaveText(formatFigure(expected.cbgTonnesPerDay.typical));
  await expect(page.getByTestId('calculator-figures')).toContainText(formatFigure(expected.biogasNm3PerDay.typical));
  // The form keeps what was typed.
  await expect(page.locator('[data-calculator-form]').getByLabel(first.name)).toHaveValue('300');
}

test.describe('/calculator', () => {
  test('fills the form in a browser and shows the estimate at a shareable address', async ({ page, consoleErrors }) => {
    await fillAndSubmit(page);
    await expectResult(page);
    // The address alone gives the same estimate.
    const url = page.url();
    const fresh = await page.context().newPage();
    await fresh.goto(url);
    await expectResult(fresh);
    expect(consoleErrors).toEqual([]);
  });

  test('with JavaScript, the estimate follows the typing and the address stays shareable', async ({ page }) => {
    await page.goto(pages.calculator.path);
    await expect(page.getByTestId('calculator-empty')).toBeVisible();
    await expectHydrated(page.getByTestId('calculator-live'));
    await page.locator('[data-calculator-form]').getByLabel(first.name).fill('300');
    await page.locator('[data-calculator-form]').getByLabel(second.name).fill('50');
    await expect(page.getByTestId('calculator-result').locator('[data-figure="cbgTonnesPerDay"]')).toHaveText(formatFigure(expected.cbgTonnesPerDay.typical));
    await expect(page).toHaveURL(new RegExp(`${first.id}=300.*${second.id}=50`));
    await page.locator('[data-calculator-form]').getByLabel(second.name).fill('5x');
    await expect(page.getByTestId('calculator-pending')).toBeVisible();
    await page.locator('[data-calculator-form]').getByLabel(first.name).fill('');
    await page.locator('[data-calculator-form]').getByLabel(second.name).fill('');
    await expect(page.getByTestId('calculator-empty')).toBeVisible();
  });

  test('before the visitor’s own figures, shows a worked example, tagged as one, which their figures replace', async ({ page }) => {
    await page.goto(pages.calculator.path);
    const example = page.getByTestId('calculator-example');
    await expect(example).toBeVisible();
    await expect(example.getByRole('heading', { level: 2 })).toContainText(calculatorCopy.result.example.title);
    await expect(example).toContainText(calculatorCopy.result.example.tag);
    const standard = rounded(estimate(data, { feedstocks: [{ id: calculatorExample.feedstock, tonnesPerDay: calculatorExample.tonnesPerDay }], operatingDays: data.economics.operatingDays.value, cbgPriceInrPerKg: data.economics.cbgPrice.value, manurePriceInrPerTonne: data.economics.manurePrice.value }));
    await expect(example.locator('[data-figure="cbgTonnesPerDay"]')).toHaveText(formatFigure(standard.cbgTonnesPerDay.typical));
    // The example asks for nothing: no PDF, no call to action of its own.
    await expect(example.getByTestId('calculator-pdf')).toHaveCount(0);
    await expect(example.getByTestId('calculator-cta')).toHaveCount(0);
    await expectHydrated(page.getByTestId('calculator-live'));
    await page.locator('[data-calculator-form]').getByLabel(first.name).fill('300');
    await expect(page.getByTestId('calculator-result')).toBeVisible();
    await expect(example).toHaveCount(0);
  });

  test('works without JavaScript, and re-shows the form with the error beside the field', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await fillAndSubmit(page);
    await expectResult(page);

    await page.locator('[data-calculator-form]').getByLabel(first.name).fill('-5');
    await page.locator('[data-calculator-form]').getByLabel(second.name).fill('<b>lots</b>');
    await page.getByRole('button', { name: calculatorCopy.form.submit }).click();
    const firstField = page.locator('[data-calculator-form]').getByLabel(first.name);
    await expect(firstField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#calc-${first.id}-error`)).toContainText('cannot be negative');
    await expect(page.locator(`#calc-${second.id}-error`)).toContainText('must be a number');
    // What was typed comes back as text in the field, never as markup.
    await expect(page.locator('[data-calculator-form]').getByLabel(second.name)).toHaveValue('<b>lots</b>');
    await expect(page.locator('main b', { hasText: 'lots' })).toHaveCount(0);
    await expect(page.getByTestId('calculator-result')).toHaveCount(0);
    await context.close();
  });

  // Pressing Enter in a field submits the form: the visitor lands on the estimate, its heading
  // focused, whether scripts run or not (the answer is a new page from the server either way).
  for (const javaScriptEnabled of [true, false]) {
    test(`submitting with the keyboard lands on the estimate${javaScriptEnabled ? '' : ', without JavaScript too'}`, async ({ browser, baseURL, isMobile }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL, isMobile, viewport: isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(pages.calculator.path);
      await page.locator('[data-calculator-form]').getByLabel(first.name).fill('300');
      await page.locator('[data-calculator-form]').getByLabel(first.name).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${first.id}=300.*#estimate$`));
      // The address to share names only what was entered, not every empty field of the form.
      expect(new URL(page.url()).search).toBe(`?${first.id}=300`);
      const heading = page.getByRole('heading', { level: 2, name: calculatorCopy.result.title });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await context.close();
    });
  }

  test('downloads the same estimate as a PDF', async ({ page }) => {
    await fillAndSubmit(page);
    const href = await page.getByTestId('calculator-pdf').getAttribute('href');
    expect(href).toContain(`${first.id}=300`);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.length).toBeGreaterThan(1000);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('leads to a BMP test: the contact form arrives with the service and a message preset', async ({ page }) => {
    await fillAndSubmit(page);
    const cta = page.getByTestId('calculator-cta');
    await expect(cta).toHaveText(calculatorCopy.cta.button);
    const href = new URL((await cta.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe(pages.contact.path);
    expect(href.searchParams.get('service')).toBe(bmpService);
    expect(href.searchParams.get('message')).toContain(`${first.name} 300 t/day`);
    await cta.click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.locator('#contact-service')).toHaveValue(bmpService);
    await expect(page.locator('#contact-message')).toHaveValue(href.searchParams.get('message')!);
  });

  test('leads to a BMP test in Hindi too: the form arrives with the service chosen', async ({ page }) => {
    await page.goto(`/hi${pages.calculator.path}?${first.id}=300`);
    const cta = page.getByTestId('calculator-cta');
    // The service travels by its option's value, which is the same in every language.
    expect(new URL((await cta.getAttribute('href'))!, 'http://x').searchParams.get('service')).toBe(bmpService);
    await cta.click();
    await expect(page).toHaveURL(/\/hi\/contact\?/);
    await expect(page.locator('#contact-service')).toHaveValue(bmpService);
  });

  test('has no axe violations with a result', async ({ page }) => {
    await fillAndSubmit(page);
    await expectNoAxeViolations(page);
  });

  test('has no axe violations with errors shown, answered with 422', async ({ page }) => {
    const response = await page.goto(`${pages.calculator.path}?${first.id}=0&days=400`);
    expect(response?.status()).toBe(422);
    await expect(page.getByTestId('calculator-errors')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('answers the API: an estimate as JSON, and a 4xx with a message for bad input', async ({ request }) => {
    const ok = await request.get(`/api/calculator?${first.id}=300&${second.id}=50`);
    expect(ok.status()).toBe(200);
    expect((await ok.json()).cbgKgPerDay).toEqual(expected.cbgKgPerDay);
    const bad = await request.get(`/api/calculator?${first.id}=-1`);
    expect(bad.status()).toBe(422);
    expect((await bad.json()).message).toMatch(/negative/);
    expect((await request.get(`/api/calculator?constructor=1&${first.id}=1`)).status()).toBe(400);
    // Next.js drops a __proto__ key before any code sees it: inert, the same answer as without it.
    const proto = await request.get(`/api/calculator?__proto__=1&${first.id}=300&${second.id}=50`);
    expect((await proto.json()).cbgKgPerDay).toEqual(expected.cbgKgPerDay);
  });

  // /calculator is rendered per request, so `npm run check:html` has no file of it: check its three states here.
  test('its HTML passes the Nu HTML checker: empty, with a result, with errors', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the HTML is the same at every width');
    const vnu = String(createRequire(path.join(process.cwd(), 'package.json'))('vnu-jar'));
    // One Java run for the three documents: the checker takes seconds to start.
    test.slow();
    const dir = mkdtempSync(path.join(tmpdir(), 'calculator-html-'));
    const files = new Map<string, string>();
    for (const [i, query] of ['', `?${first.id}=300&${second.id}=50`, `?${first.id}=-1&days=x`].entries()) {
      const file = path.join(dir, `state-${i}.html`);
      writeFileSync(file, await (await request.get(`${pages.calculator.path}${query}`)).text());
      files.set(pathToFileURL(file).href, `/calculator${query}`);
    }
    const run = spawnSync('java', ['-Xss1m', '-jar', vnu, '--errors-only', '--format', 'json', ...[...files.keys()].map((url) => fileURLToPath(url))], { encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    const messages = (JSON.parse(run.stderr).messages as { type: string; url?: string; message: string; extract?: string }[]).filter((m) => m.type === 'error');
    expect(messages.map((m) => `${files.get(m.url ?? '') ?? m.url}: ${m.message} ${m.extract ?? ''}`)).toEqual([]);
  });
});

/*
 * Below the two columns the estimate comes after nine fields: a bar at the foot of the screen shows the CBG
 * figure as soon as the typing gives one, and takes the visitor to the estimate. Across two columns the
 * estimate stands beside the form, and there is no bar.
 */
test.describe('/calculator: the estimate in sight while typing', () => {
  const typed = rounded(estimate(data, { feedstocks: [{ id: first.id, tonnesPerDay: 300 }], operatingDays: data.economics.operatingDays.value, cbgPriceInrPerKg: data.economics.cbgPrice.value, manurePriceInrPerTonne: data.economics.manurePrice.value }));
  const heading = (page: Page) => page.getByRole('heading', { level: 2, name: calculatorCopy.result.title });

  test('on a phone: the first field on the first screen, the CBG figure in sight after typing, and one tap to the estimate', async ({ page }) => {
    test.skip(!isPhone(page), 'the bar is for the one-column layout');
    await page.goto(pages.calculator.path);
    const field = page.locator('[data-calculator-form]').getByLabel(first.name);
    await expect(field).toBeInViewport();
    await expectHydrated(page.getByTestId('calculator-live'));
    const bar = page.getByRole('link', { name: calculatorCopy.result.jump.action });
    await expect(bar).toBeHidden();
    await field.fill('300');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(`${calculatorCopy.result.figures.cbgTonnesPerDay.label} ≈ ${formatFigure(typed.cbgTonnesPerDay.typical)} ${calculatorCopy.result.figures.cbgTonnesPerDay.unit}`);
    await expect(heading(page)).not.toBeInViewport();
    // Level with the WhatsApp button, and clear of it.
    // (The button's frame is measured, not the button: the button steps aside while a field has focus.)
    const barRight = await bar.evaluate((el) => el.getBoundingClientRect().right);
    const button = await page.locator('[data-quick-action-frame]').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(barRight).toBeLessThanOrEqual(button.left);
    await bar.click();
    await expect(heading(page)).toBeFocused();
    await expect(heading(page)).toBeInViewport();
    await expect(heading(page)).toContainText(calculatorCopy.result.title);
    // The estimate in view: the bar has gone.
    await expect(bar).toBeHidden();
  });

  test('on a phone: a shared estimate comes first, with one tap down to its form', async ({ page }) => {
    test.skip(!isPhone(page), 'the one-column layout');
    await page.goto(`${pages.calculator.path}?${first.id}=300`);
    const edit = page.getByRole('link', { name: calculatorCopy.result.editLink });
    await expect(edit).toBeInViewport();
    await expect(heading(page)).toBeInViewport();
    const field = page.locator('[data-calculator-form]').getByLabel(first.name);
    await expect(field).not.toBeInViewport();
    await edit.click();
    await expect(page.locator('#calculator-form-title')).toBeInViewport();
    await expect(field).toHaveValue('300');
  });

  test('on a phone: a field reached with Tab is never under the bar', async ({ page }) => {
    test.skip(!isPhone(page), 'the bar is for the one-column layout');
    await page.goto(pages.calculator.path);
    await expectHydrated(page.getByTestId('calculator-live'));
    const field = page.locator('[data-calculator-form]').getByLabel(first.name);
    await field.fill('300');
    const bar = page.getByRole('link', { name: calculatorCopy.result.jump.action });
    await expect(bar).toBeInViewport();
    let reached = 0;
    for (let i = 0; i < data.feedstocks.length + 4; i++) {
      await page.keyboard.press('Tab');
      const overlap = await page.evaluate(() => {
        const active = document.activeElement;
        if (!(active instanceof HTMLInputElement) || !active.matches('[data-calculator-field]')) return null;
        const jump = [...document.querySelectorAll('a')].find((a) => a.closest('[data-testid="calculator-live"]') && getComputedStyle(a).position === 'fixed');
        if (!jump || getComputedStyle(jump).visibility === 'hidden') return null;
        return active.getBoundingClientRect().bottom - jump.getBoundingClientRect().top;
      });
      if (overlap === null) continue;
      reached++;
      expect(overlap, 'the focused field runs under the bar').toBeLessThanOrEqual(0);
    }
    expect(reached, 'Tab reached fields while the bar showed').toBeGreaterThan(1);
  });

  test('across two columns: the estimate beside the form, no bar', async ({ page }) => {
    test.skip(isPhone(page), 'two columns from 1024 px');
    await page.goto(pages.calculator.path);
    await expectHydrated(page.getByTestId('calculator-live'));
    await page.locator('[data-calculator-form]').getByLabel(first.name).fill('300');
    await expect(page.getByTestId('calculator-result').locator('[data-figure="cbgTonnesPerDay"]')).toHaveText(formatFigure(typed.cbgTonnesPerDay.typical));
    await expect(page.getByTestId('calculator-result').locator('[data-figure="cbgTonnesPerDay"]')).toBeInViewport();
    await expect(page.getByRole('link', { name: calculatorCopy.result.jump.action })).toBeHidden();
  });

  // Two columns of fields at the narrowest phone, in the language with the longest labels too.
  for (const locale of ['', '/mr']) {
    test(`at 320 px${locale ? ` (${locale})` : ''}: the fields in two columns, none past the screen's edge or under the WhatsApp button`, async ({ browser, baseURL }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'a width of its own: once is enough');
      const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${locale}${pages.calculator.path}`);
      // The form, not the page: at 320 px the site header itself runs a few pixels wide, on every page.
      const form = page.locator('[data-calculator-form]');
      expect(await form.evaluate((el) => Math.max(...[el, ...el.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right)))).toBeLessThanOrEqual(320);
      expect(await form.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      const fields = page.locator('[data-calculator-form] fieldset [data-calculator-field]');
      const boxes = await fields.evaluateAll((inputs) => inputs.map((input) => input.parentElement!.getBoundingClientRect().toJSON() as DOMRect));
      expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(2);
      const button = await page.locator('[data-quick-action-frame]').evaluate((el) => el.getBoundingClientRect().left);
      // A label's visible text (not its box, as wide as its column, nor the unit it holds for screen readers).
      const labels = await page.locator('[data-calculator-form] fieldset label').evaluateAll((els) =>
        els.flatMap((el) =>
          [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return [...range.getClientRects()].map((rect) => rect.right);
          }),
        ),
      );
      for (const right of [...boxes.map((box) => box.right), ...labels]) expect(right).toBeLessThanOrEqual(button);
      await context.close();
    });
  }
});
