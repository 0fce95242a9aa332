import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { careerContent, openingAnchor, openingCtc, openings } from '../../src/content/career';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';

/* The open positions on /career come from content/openings; nothing here names one. */

const copy = careerContent.openings;
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-real-ip': `198.19.${testInfo.workerIndex % 250}.${(testInfo.repeatEachIndex + testInfo.retry + 1) % 250}` });
});

test('lists every open position in its own section with its details and a way to apply', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/career');
  const section = page.getByRole('region', { name: copy.title });
  await expect(section.getByRole('article')).toHaveCount(openings.length);
  // Newest first, by posting date.
  const shown = await section.getByRole('heading', { level: 3 }).allTextContents();
  expect(shown).toEqual([...openings].sort((a, b) => b.posted.localeCompare(a.posted)).map((o) => o.title));
  for (const opening of openings) {
    const article = page.locator(`#${openingAnchor(opening)}`);
    await expect(article.getByRole('heading', { level: 3 })).toHaveText(opening.title);
    for (const text of [opening.team, opening.location, opening.type, opening.experience, openingCtc(opening), opening.summary, ...opening.responsibilities, ...opening.requirements]) {
      await expect(article).toContainText(text);
    }
    // What job seekers look for, each under its label: experience, CTC, location, posting and closing dates.
    for (const label of ['experience', 'ctc', 'location', 'posted', 'closes'] as const) {
      await expect(article.locator('dt', { hasText: copy.labels[label] })).toHaveCount(1);
    }
    expect(await article.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))).toEqual([opening.posted, opening.closes]);
    // On a phone the duties and requirements wait behind one fold, which opens them.
    if (isPhone(page)) await article.getByText(copy.details, { exact: true }).click();
    await expect(article.getByRole('heading', { level: 4 })).toHaveText([copy.responsibilities, copy.requirements]);
    // The link names its position for screen readers (visually it says only "Apply for this position").
    const apply = article.getByRole('link', { name: copy.apply });
    await expect(apply).toHaveAttribute('href', '#apply');
    await expect(apply).toContainText(opening.title);
  }
  await expectNoAxeViolations(page);
});

test('an opening’s anchor scrolls to its section, without JavaScript too', async ({ browser, baseURL }) => {
  const opening = openings.at(-1);
  test.skip(!opening, 'no open positions');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`/career#${openingAnchor(opening!)}`);
  await expect(page.locator(`#${openingAnchor(opening!)}`).getByRole('heading', { level: 3 })).toBeInViewport();
  await context.close();
});

test('the form offers General application first (chosen by default) and then every opening', async ({ page }) => {
  await page.goto('/career');
  const select = page.locator('form[action="/api/career-apply"]').getByLabel(careerContent.form.labels.position);
  await expect(select.locator('option')).toHaveText([careerContent.form.generalApplication, ...openings.map((o) => o.title)]);
  await expect(select).toHaveValue('');
});

test('an opening\'s apply link leads to the form with that position chosen and focused', async ({ page }) => {
  const opening = openings.at(-1);
  test.skip(!opening, 'no open positions');
  await page.goto('/career');
  await page.locator(`#${openingAnchor(opening!)}`).getByRole('link', { name: copy.apply }).click();
  const select = page.locator('form[action="/api/career-apply"]').getByLabel(careerContent.form.labels.position);
  await expect(select).toBeFocused();
  await expect(select.locator('option:checked')).toHaveText(opening!.title);
  await expect(select).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an application names its position and is stored with it', async ({ page }) => {
    const opening = openings[0];
    test.skip(!opening, 'no open positions');
    // The stored application is read back through the staff inbox, from the server's own database.
    test.skip(Boolean(process.env.E2E_BASE_URL) || !process.env.E2E_DB_DIR, 'needs the database of the server the tests started');
    await page.goto('/career');
    const form = page.locator('form[action="/api/career-apply"]');
    const email = `applicant-${Date.now()}@example.org`;
    await form.getByLabel(/^Full Name/).fill('Kiran Sawant');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(careerContent.form.labels.position).selectOption({ label: opening!.title });
    await form.getByLabel(/^Resume/).setInputFiles({ name: 'Kiran Sawant CV.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await form.getByRole('button', { name: careerContent.form.submit }).click();
    await expect(page).toHaveURL(/\/career\/sent\?ref=JOB-[0-9]{4}-[0-9A-Z]{4}$/);

    const records = JSON.parse(
      execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'src/cli/inbox.ts', 'export', '--type', 'career', '--format', 'json'], {
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: `file:${path.join(process.env.E2E_DB_DIR!, 'site.db')}` },
      }),
    ) as { email: string; position: string }[];
    expect(records.find((record) => record.email === email)?.position).toBe(opening!.title);
  });
});
