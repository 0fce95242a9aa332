/**
 * /services/cbg-plant-engineering, the page for someone buying a plant: the stages in order with
 * their durations (drawn to scale from a tablet up, a list on a phone), what the client provides,
 * the cost figures with their tags and their working, the schemes citing the calculator's own
 * sources, Nashik and the calculator as proof, and the way to the contact form with the plant
 * preselected. It is reached from /services and from the calculator's result.
 */
import { basisTag, BUILT_PLANT_PROJECT_ID, facts } from '../../src/content/facts';
import { calculatorCopy } from '../../src/content/calculator';
import { printedFact } from '../../src/content/number-format';
import { pages } from '../../src/content/pages';
import { CITY_SERVICE, PLANT_SERVICE, plantEngineeringCopy as copy, plantStages } from '../../src/content/plant-engineering';
import { servicesPageCopy } from '../../src/content/services';
import { uiCopy } from '../../src/content/ui';
import { contactHref } from '../../src/lib/forms/contact-fields';
import { expect, expectNoAxeViolations, test } from './fixtures';

const path = pages.plantEngineering.path;

test.describe(path, () => {
  test('lists the stages in order, each with its duration, and draws them to scale from a tablet up', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    const list = page.getByRole('list', { name: copy.stages.title });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(plantStages.map((s) => s.title));
    // Every stage says how long it takes (weeks, months or its contract's years).
    for (const item of await list.getByRole('listitem').all()) await expect(item).toContainText(/\d+[–-]\d+ (weeks|months)|\d+-year/);
    const strip = page.locator('figure', { hasText: copy.stages.timelineTitle });
    if ((page.viewportSize()?.width ?? 1280) >= 768) {
      await expect(strip).toBeVisible();
      await expect(strip.getByRole('listitem')).toHaveCount(plantStages.length);
      // Drawn to scale: building takes longer than designing, so its bar is wider.
      const barWidth = async (title: string) => (await strip.getByRole('listitem').filter({ hasText: title }).locator('[aria-hidden="true"] > span').first().boundingBox())!.width;
      const build = plantStages.find((s) => s.id === 'build')!.title;
      const design = plantStages.find((s) => s.id === 'design')!.title;
      expect(await barWidth(build)).toBeGreaterThan(2 * (await barWidth(design)));
    } else {
      await expect(strip).toBeHidden();
      await expect(page.getByText(copy.stages.total).last()).toBeVisible();
    }
  });

  test('says what the client provides', async ({ page }) => {
    await page.goto(path);
    const requirements = page.getByTestId('plant-requirements');
    for (const item of copy.roles.items) {
      await expect(requirements.getByText(item.label, { exact: true })).toBeVisible();
      await expect(requirements.getByText(item.value, { exact: true })).toBeVisible();
    }
  });

  test('gives the capital and running costs with their tags, and how they were worked out', async ({ page }) => {
    await page.goto(path);
    const figures = page.getByTestId('plant-cost-figures');
    for (const fact of [facts.plantCapex, facts.plantRunningCost]) {
      const entry = figures.locator('div').filter({ hasText: fact.label });
      await expect(entry.getByText(printedFact(fact), { exact: true })).toBeVisible();
      await expect(entry.getByText(basisTag(fact.basis), { exact: true })).toBeVisible();
      await entry.getByText(uiCopy.howWorkedOut).click();
      await expect(entry.getByText(fact.detail)).toBeVisible();
    }
    // The table's totals are the figures above.
    const table = page.getByRole('region', { name: copy.costs.tableTitle });
    await expect(table.getByRole('row', { name: new RegExp(`^${copy.costs.capexTotal}`) })).toContainText(String(facts.plantCapex.value));
  });

  test('cites the calculator’s own sources for the offtake price and the manure assistance', async ({ page }) => {
    await page.goto(path);
    const schemes = page.locator('#schemes');
    await expect(schemes.getByRole('heading', { level: 3 })).toHaveText(copy.schemes.items.map((s) => s.name));
    await expect(schemes.locator('[lang="en"] a')).toHaveCount(copy.schemes.items.filter((s) => 'sourceLabel' in s).length);
  });

  test('shows Nashik as proof, linked to its story, and the standard plant in the calculator', async ({ page }) => {
    await page.goto(path);
    const proof = page.locator('#proof');
    await expect(proof.locator(`a[href$="/projects/completed/${BUILT_PLANT_PROJECT_ID}"]`)).toHaveCount(1);
    const feeds = page.getByTestId('plant-calculator-feeds');
    await expect(feeds.getByRole('link')).toHaveCount(Object.keys(copy.proof.feeds).length);
    await feeds.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/calculator\?/);
    await expect(page.getByTestId('calculator-result')).toBeVisible();
  });

  test('closes on the contact form with the plant preselected, and a city’s own option', async ({ page }) => {
    await page.goto(path);
    const cta = page.getByRole('region', { name: copy.cta.title });
    await expect(cta.getByRole('link', { name: copy.cta.button })).toHaveAttribute('href', contactHref(PLANT_SERVICE));
    await expect(cta.getByRole('link', { name: copy.cta.city })).toHaveAttribute('href', contactHref(CITY_SERVICE));
    await cta.getByRole('link', { name: copy.cta.button }).click();
    await expect(page.getByLabel(/Service Interested In/)).toHaveValue(PLANT_SERVICE);
  });

  test('is accessible', async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => document.querySelectorAll('[data-reveal]').forEach((el) => el.classList.add('is-visible')));
    await expectNoAxeViolations(page);
  });
});

test('/services lists the plant page among its other offers', async ({ page }) => {
  await page.goto(pages.services.path);
  const item = servicesPageCopy.more.items.find((i) => i.href === path)!;
  await page.locator('#more-services').getByRole('link', { name: item.title }).click();
  await expect(page).toHaveURL(path);
});

test('the calculator’s result asks what such a plant would cost, and leads to the costs', async ({ page }) => {
  await page.goto('/calculator?paddy-straw=30');
  const link = page.getByTestId('calculator-plant-link');
  await expect(link).toHaveText(new RegExp(calculatorCopy.cta.plantLink.replace('?', '\\?')));
  await link.click();
  await expect(page).toHaveURL(`${path}#costs`);
  await expect(page.getByRole('heading', { name: copy.costs.title })).toBeVisible();
});
