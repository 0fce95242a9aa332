import { company } from '../../src/content/company';
import { faqCategories, faqCopy } from '../../src/content/faq';
import { legalCopy, privacyPolicy, termsOfService, type LegalDocument } from '../../src/content/legal';
import { formatDateLong } from '../../src/lib/format';
import type { Stat } from '../../src/content/types';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** Question `index` of category `category`, failing loudly if the content changed shape. */
function qa(category: number, index: number) {
  const item = faqCategories[category]?.questions[index];
  if (!item) throw new Error(`no FAQ item ${category}.${index}`);
  return item;
}

test.describe('FAQ', () => {
  test('has every category and question, with every answer in the HTML', async ({ page, request }) => {
    const html = await (await request.get('/faq')).text();
    for (const category of faqCategories) {
      for (const item of category.questions) expect(html).toContain(item.a.slice(0, 60).replace(/'/g, '&#x27;'));
    }

    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqCopy.heroTitle);
    const titles = faqCategories.map((category) => category.title);
    const headings = (await page.getByRole('heading', { level: 2 }).allTextContents()).map((h) => h.trim());
    expect(headings.filter((h) => titles.includes(h))).toEqual(titles);
    for (const category of faqCategories) {
      await expect(page.locator(`#${category.slug} details`)).toHaveCount(category.questions.length);
    }
    // Closed by default: answers are in the page but not shown.
    await expect(page.getByText(qa(0, 0).a)).toBeHidden();
  });

  test('a question opens and closes with the mouse', async ({ page }) => {
    await page.goto('/faq');
    const item = qa(1, 1);
    const details = page.locator('details', { hasText: item.q });
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await expect(details.getByText(item.a)).toBeVisible();
    await details.locator('summary').click();
    await expect(details).not.toHaveAttribute('open');
    await expect(details.getByText(item.a)).toBeHidden();
  });

  test('questions open with Enter and Space from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const first = page.locator('details', { hasText: qa(2, 0).q });
    const second = page.locator('details', { hasText: qa(3, 2).q });

    await first.locator('summary').focus();
    await expect(first.locator('summary')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(qa(2, 0).a)).toBeVisible();

    await second.locator('summary').focus();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('open', '');
    await expect(second.getByText(qa(3, 2).a)).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(second).not.toHaveAttribute('open');
  });

  test('publishes FAQPage structured data with every question', async ({ page }) => {
    await page.goto('/faq');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const parsed = blocks.map((text) => JSON.parse(text) as { '@type': string; mainEntity?: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[] });
    const faq = parsed.find((d) => d['@type'] === 'FAQPage');
    expect(faq, 'FAQPage JSON-LD').toBeTruthy();
    const questions = faqCategories.flatMap((c) => c.questions);
    expect(faq?.mainEntity?.map((entity) => [entity['@type'], entity.name, entity.acceptedAnswer['@type'], entity.acceptedAnswer.text])).toEqual(
      questions.map((item) => ['Question', item.q, 'Answer', item.a]),
    );
  });

  test('shows the stats and links to contact and technology', async ({ page }) => {
    // Under reduced motion the counters show their final values at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/faq');
    const stats = page.getByRole('region', { name: faqCopy.statsTitle });
    for (const stat of faqCopy.stats as readonly Stat[]) {
      await expect(stats.getByText(`${stat.prefix ?? ''}${stat.value}${stat.suffix ?? ''}`, { exact: true }).first()).toBeVisible();
      await expect(stats).toContainText(stat.label);
    }
    await expect(page.getByRole('main').getByRole('link', { name: faqCopy.contactLabel })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('main').getByRole('link', { name: faqCopy.technologyLabel })).toHaveAttribute('href', '/technology');
    await expect(page.getByRole('navigation', { name: 'Browse by topic' }).getByRole('link')).toHaveCount(faqCategories.length);
  });

  test('has no axe violations, with a question open, in light and dark', async ({ page }) => {
    // Reveal animations off, so axe sees the settled colours.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/faq');
    await page.locator('summary').first().click();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.locator('summary').first().click();
    await expectNoAxeViolations(page);
  });
});

for (const [path, doc] of [
  ['/privacy', privacyPolicy],
  ['/terms', termsOfService],
] as const) {
  test.describe(doc.title, () => {
    test('has its sections, the effective date and a working table of contents', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      const effective = formatDateLong(doc.effectiveDate);
      await expect(page.getByText(`${legalCopy.effectiveLabel}: ${effective}`)).toBeVisible();
      const toc = page.getByRole('navigation', { name: legalCopy.tocTitle });
      const links = toc.getByRole('link');
      await expect(links).toHaveCount(doc.sections.length);
      for (const [i, section] of doc.sections.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', `#${section.id}`);
        await expect(page.locator(`#${section.id}`).getByRole('heading', { level: 2 })).toContainText(section.title);
      }
      const last = doc.sections.at(-1);
      if (!last) throw new Error('no sections');
      await links.last().click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`#${last.id}`).getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(page.locator(`#${last.id}`).getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    });

    test('has no axe violations in light and dark', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expectNoAxeViolations(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoAxeViolations(page);
    });
  });
}

/** Each block of a legal document of one type, with the id of the section it stands in. */
function blocksOf<T extends LegalDocument['sections'][number]['blocks'][number]['type']>(doc: LegalDocument, type: T) {
  return doc.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.type === type ? [{ section: section.id, block: block as Extract<typeof block, { type: T }> }] : [])),
  );
}

for (const [path, doc, related] of [
  ['/privacy', privacyPolicy, legalCopy.relatedTerms],
  ['/terms', termsOfService, legalCopy.relatedPrivacy],
] as const) {
  test(`${doc.title} shows every table row, list item and paragraph of its content, and links to the other document`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    for (const { section, block } of blocksOf(doc, 'table')) {
      const table = main.locator(`#${section}`).getByRole('table');
      for (const [data, kept] of block.rows) {
        await expect(table.getByRole('row').filter({ hasText: data })).toContainText(kept);
      }
    }
    for (const { section, block } of blocksOf(doc, 'list')) {
      for (const item of block.items) await expect(main.locator(`#${section} li`, { hasText: item }).first()).toBeVisible();
    }
    for (const { section, block } of blocksOf(doc, 'p')) {
      await expect(main.locator(`#${section}`)).toContainText(block.text);
    }
    await expect(main.getByRole('link', { name: related.label })).toHaveAttribute('href', related.href);
  });
}

test('the privacy policy names the careers address for applications', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText(company.careersEmail);
});
