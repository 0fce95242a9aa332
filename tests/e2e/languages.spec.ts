/**
 * Hindi and Marathi: every page of the registry, every post and project story answers at
 * /hi/… and /mr/… in its language (html lang, title and main text in Devanagari), names its
 * twins (hreflang, canonical), offers the switcher, passes axe; English pages never fetch the
 * Devanagari face; the sitemap lists all three trees; a form posted without JavaScript from a
 * Marathi page comes back in Marathi, and one posted with JavaScript from a Hindi page answers
 * in Hindi. Interaction tests stay in English elsewhere (tests/e2e/forms.spec.ts): here one
 * path per language and form. The words expected come from the catalogues themselves
 * (content/i18n), read through the same content modules the pages use.
 */
import { posts } from '../../src/content/blog';
import { formText } from '../../src/content/form-messages';
import { inLocale } from '../../src/content/i18n';
import { pageList, pages } from '../../src/content/pages';
import { completedProjects, projectStoryPath } from '../../src/content/projects';
import { contactContent } from '../../src/content/contact';
import { careerContent } from '../../src/content/career';
import { LOCALE_INFO, LOCALES, localizePath, TRANSLATED_LOCALES, type Locale } from '../../src/lib/i18n';
import { headerCopy } from '../../src/content/navigation';
import { notFoundCopy } from '../../src/content/not-found';
import { legalCopy } from '../../src/content/legal';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';

const englishPaths = [
  ...pageList.map((p) => p.path),
  ...posts.map((post) => `/blogs/${post.id}`),
  ...completedProjects.map((project) => projectStoryPath(project)),
];

const DEVANAGARI = /[\u0900-\u097F]/g;
const LATIN = /[A-Za-z]/g;
/** Share of Devanagari among the letters of a text (names, units and codes may stay in Latin letters). */
const devanagariShare = (text: string) => {
  const d = text.match(DEVANAGARI)?.length ?? 0;
  const l = text.match(LATIN)?.length ?? 0;
  return d / Math.max(1, d + l);
};

// One width: the pages are the English pages' components, which both widths already sweep.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'translated pages are swept at one width'));
test.describe.configure({ mode: 'parallel' });

for (const locale of TRANSLATED_LOCALES) {
  for (const english of englishPaths) {
    const path = localizePath(english, locale);
    test(`${path} is in ${LOCALE_INFO[locale].english}, linked to its twins and accessible`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), `${path} status`).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].htmlLang);
      expect(devanagariShare(await page.title()), `title of ${path}: ${await page.title()}`).toBeGreaterThan(0.5);
      // Parts marked as English (lang="en…": a bibliography of English titles) are not the page's own text.
      const main = await page.locator('main').evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const part of copy.querySelectorAll('[lang^="en"]')) part.remove();
        return copy.textContent ?? '';
      });
      expect(devanagariShare(main), `share of Devanagari letters in the main text of ${path}`).toBeGreaterThan(0.6);

      // hreflang alternates for every language and x-default, and the canonical is the page's own address.
      const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname])),
      );
      for (const other of LOCALES) expect(alternates[LOCALE_INFO[other].hreflang], `${other} alternate of ${path}`).toBe(localizePath(english, other));
      expect(alternates['x-default']).toBe(english);
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(path);

      // The switcher leads to this page in the other two languages, each named in its own language.
      const switcher = page.getByRole('navigation', { name: inLocale(locale, () => headerCopy.languages) });
      for (const other of LOCALES.filter((l): l is Locale => l !== locale)) {
        await expect(switcher.getByRole('link', { name: LOCALE_INFO[other].name })).toHaveAttribute('href', localizePath(english, other));
      }

      await expectNoAxeViolations(page);
      expect(consoleErrors, `console errors on ${path}`).toEqual([]);
    });
  }
}

test('an English page never downloads the Devanagari face; a Hindi page does', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  for (const path of [pages.home.path, pages.calculator.path, pages.contact.path]) {
    await page.goto(path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
  }
  expect(fonts.filter((font) => /devanagari/i.test(font)), 'Devanagari fonts fetched by English pages').toEqual([]);
  await page.goto(localizePath(pages.home.path, 'hi'), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((font) => /devanagari/i.test(font)), 'the Hindi home page fetches the Devanagari face').toBe(true);
});

test('an address under /hi or /mr that names no page gets that language’s not-found page, with 404', async ({ page }) => {
  for (const locale of TRANSLATED_LOCALES) {
    const response = await page.goto(`/${locale}/no-such-page-${Date.now()}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].htmlLang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLocale(locale, () => notFoundCopy.heading));
  }
});

test('a translated legal page says that the English text prevails and links to it; the English page does not', async ({ page }) => {
  for (const legal of [pages.privacy, pages.terms]) {
    for (const locale of TRANSLATED_LOCALES) {
      await page.goto(localizePath(legal.path, locale));
      const notice = page.getByTestId('translation-notice');
      await expect(notice).toContainText(inLocale(locale, () => legalCopy.translationNotice.text));
      await expect(notice.getByRole('link')).toHaveAttribute('href', legal.path);
    }
    await page.goto(legal.path);
    await expect(page.getByTestId('translation-notice')).toHaveCount(0);
  }
});

test('the sitemap lists every page in all three languages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  for (const english of englishPaths) for (const locale of LOCALES) expect(listed.has(localizePath(english, locale)), localizePath(english, locale)).toBe(true);
});

test.describe('forms in the page’s language', () => {
  let client = 0;
  test.beforeEach(async ({ page }, testInfo) => {
    client += 1;
    await page.setExtraHTTPHeaders({ 'x-real-ip': `198.19.${testInfo.workerIndex % 250}.${client % 250}` });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a contact message with errors posted from a Marathi page comes back in Marathi', async ({ page }) => {
      const copy = inLocale('mr', () => ({ labels: { ...contactContent.form.labels }, submit: contactContent.form.submit, invalid: formText.outcomes.invalid, email: formText.fields.emailInvalid }));
      await page.goto('/mr/contact');
      const form = page.locator('form[action="/api/contact"]');
      await form.getByLabel(new RegExp(`^${copy.labels.firstName}( \\*)?$`)).fill('मीरा');
      await form.getByLabel(new RegExp(`^${copy.labels.email}( \\*)?$`)).fill('meera@example');
      await form.getByLabel(new RegExp(`^${copy.labels.message}( \\*)?$`)).fill('बायोगॅस प्रकल्पाबद्दल माहिती हवी आहे.');
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(page).toHaveURL(/\/mr\/contact\/retry\?draft=/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
      await expect(page.getByRole('alert')).toHaveText(copy.invalid);
      await expect(form.getByLabel(new RegExp(`^${copy.labels.email}( \\*)?$`))).toHaveAccessibleDescription(copy.email);
      await expect(form.getByLabel(new RegExp(`^${copy.labels.message}( \\*)?$`))).toHaveValue('बायोगॅस प्रकल्पाबद्दल माहिती हवी आहे.');
    });

    test('an application posted from a Hindi page lands on the Hindi sent page', async ({ page }) => {
      const copy = inLocale('hi', () => ({ labels: { ...careerContent.form.labels }, submit: careerContent.form.submit }));
      await page.goto('/hi/career');
      const form = page.locator('form[action="/api/career-apply"]');
      await form.getByLabel(new RegExp(`^${copy.labels.name}( \\*)?$`)).fill('अर्जुन देशपांडे');
      await form.getByLabel(new RegExp(`^${copy.labels.email}( \\*)?$`)).fill('arjun@example.org');
      await form.getByLabel(new RegExp(`^${copy.labels.resume}( \\*)?$`)).setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4000, 0x20), Buffer.from('\n%%EOF\n')]),
      });
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(page).toHaveURL(/\/hi\/career\/sent\?ref=JOB-\d{4}-\w{4}$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(devanagariShare(await page.locator('main').innerText())).toBeGreaterThan(0.6);
    });
  });

  test('a contact message sent with JavaScript from a Hindi page is answered in Hindi', async ({ page }) => {
    const copy = inLocale('hi', () => ({ labels: { ...contactContent.form.labels }, submit: contactContent.form.submit, success: formText.outcomes.contact.success }));
    await page.goto('/hi/contact');
    const form = page.locator('form[action="/api/contact"]');
    await expectHydrated(form);
    await form.getByLabel(new RegExp(`^${copy.labels.firstName}( \\*)?$`)).fill('मीरा');
    await form.getByLabel(new RegExp(`^${copy.labels.email}( \\*)?$`)).fill('meera@example.org');
    await form.getByLabel(new RegExp(`^${copy.labels.message}( \\*)?$`)).fill('हमें अपने गाँव के लिए बायोगैस संयंत्र की जानकारी चाहिए।');
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: copy.success }).first()).toBeVisible();
  });
});
