/**
 * Services section: /services, the five laboratory service pages, waste
 * management and contract R&D. Redirects of mixed-case ids, 404 for unknown
 * ids, the BMP/BHP tabs (mouse, keyboard, no JavaScript), the contract R&D
 * image fallback, every quote and back link, and axe-core at both widths.
 */
import type { Page } from '@playwright/test';
import { contractRdAreas, engagement } from '../../src/content/contract-rd';
import { pageList, pages } from '../../src/content/pages';
import { labTimes } from '../../src/content/facts';
import { BMP_BHP, bmpBhpDetail, reportDays, TIMELINE_END_DAY, timelineDays } from '../../src/content/services-bmp-bhp';
import {
  biomassCharacterization,
  biomassLab,
  detailCopy,
  gasLab,
  materialLab,
  materialSynthesis,
  microbialLab,
  microbialTesting,
  type DetailSection,
  type ServiceDetail,
} from '../../src/content/services-details';
import { biomassStandards, categoryLabels, labSpecification, processSteps, services } from '../../src/content/services';
import { wasteRoutes, wasteServices } from '../../src/content/waste-management';
import { contactHref } from '../../src/lib/forms/contact-fields';
import { withRanges } from '../../src/components/services/figure-range';
import { expect, expectNoAxeViolations, isPhone, tableFaults, test } from './fixtures';

/** Scrolls through the page so every reveal animation has run before axe looks at colours. */
async function revealAll(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => document.querySelectorAll('[data-reveal]').forEach((el) => el.classList.add('is-visible')));
}

async function breadcrumbNames(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const text of blocks) {
    const data = JSON.parse(text) as { '@type'?: string; itemListElement?: { name: string }[] };
    if (data['@type'] === 'BreadcrumbList') return (data.itemListElement ?? []).map((i) => i.name);
  }
  return [];
}

test.describe('/services', () => {
  test('shows five service cards with their facts and lower-case Read More links', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energy Services');
    const cards = page.locator('#services article');
    await expect(cards).toHaveCount(5);
    for (const [i, service] of services.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title);
      await expect(card.getByText(categoryLabels[service.category], { exact: true })).toBeVisible();
      await expect(card.locator('li')).toHaveText(service.features.slice(0, 3));
      await expect(card.getByText('Custom Quote')).toBeVisible();
      // As set: an en dash in each range, kept on one line with its unit.
      await expect(card.getByText(withRanges(service.duration), { exact: true })).toBeVisible();
      for (const range of await card.locator('dd .whitespace-nowrap').all()) {
        const box = (await range.boundingBox())!;
        expect(box.height, 'a range of figures on one line').toBeLessThan(30);
      }
      const readMore = card.getByRole('link', { name: /Read More/ });
      await expect(readMore).toHaveAttribute('href', `/services/${service.id}`);
    }
  });

  test('Read More opens the detail page', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('link', { name: 'Read More about Gas Composition Analysis' }).click();
    await expect(page).toHaveURL(/\/services\/gas-composition$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gas Composition Analysis');
  });

  test('shows the five-step process, the call to action and six benefits', async ({ page }) => {
    await page.goto('/services');
    await expect(page.locator('#process li h3')).toHaveText(processSteps.map((s) => s.title));
    await expect(page.locator('#process li h3')).toHaveText([
      'Consultation & Planning',
      'Sample Analysis',
      'Testing & Measurement',
      'Data Analysis',
      'Reporting & Delivery',
    ]);
    const cta = page.getByRole('link', { name: 'Start Your Project Today' });
    await expect(cta).toHaveAttribute('href', '/contact');
    await expect(page.getByText(/first consultation is free/)).toBeVisible();
    await expect(page.locator('#benefits li')).toHaveCount(6);
  });

  test('the laboratory table names the standards of each service, as its page does', async ({ page }) => {
    await page.goto('/services');
    const table = page.getByRole('region', { name: labSpecification.title });
    const biomass = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: services.find((s) => s.id === 'biomass-characterization')!.title }) });
    for (const standard of Object.values(biomassStandards)) await expect(biomass).toContainText(standard);
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/services');
    await revealAll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('service ids', () => {
  test('a mixed-case id answers a permanent redirect to the lower-case URL', async ({ request, page }) => {
    const response = await request.get('/services/Biomass-characterization', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/services/biomass-characterization');

    await page.goto('/services/Biomass-characterization');
    await expect(page).toHaveURL(/\/services\/biomass-characterization$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biomass Characterization');
  });

  test('every service id redirects from upper case', async ({ request }) => {
    test.slow(); // five server renders in a row
    for (const service of services) {
      const response = await request.get(`/services/${service.id.toUpperCase()}`, { maxRedirects: 0 });
      expect(response.status(), service.id).toBe(308);
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(`/services/${service.id}`);
    }
  });

  test('an unknown id is a 404', async ({ page, request }) => {
    const response = await request.get('/services/solar-panels', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const pageResponse = await page.goto('/services/solar-panels');
    expect(pageResponse?.status()).toBe(404);
  });
});

// Durations come from the content (src/content/facts.ts), so a new quote never breaks the test.
const detailPages = [
  { page: pages.microbial, h1: 'Microbial Testing', crumb: 'Microbial Testing', duration: labTimes.microbial.value, text: 'Specific methanogenic activity (SMA) with acetate and mixed substrates' },
  { page: pages.bmpBhp, h1: 'BMP/BHP Testing', crumb: 'BMP/BHP Testing', duration: bmpBhpDetail.overview.duration, text: 'At least triplicate' },
  { page: pages.materialSynthesis, h1: 'Material Synthesis and Testing', crumb: 'Material Synthesis and Testing', duration: labTimes.materialSynthesis.value, text: 'rGO conductive ink' },
  { page: pages.gasComposition, h1: 'Gas Composition Analysis', crumb: 'Gas Composition Analysis', duration: labTimes.characterisation.value, text: 'Porapak column for carbon dioxide (CO₂) with backflush, keeping heavy components off the molecular sieve' },
  { page: pages.biomassCharacterization, h1: 'Biomass Characterization', crumb: 'Biomass Characterization', duration: labTimes.characterisation.value, text: biomassLab.methods[1]! },
];

for (const detail of detailPages) {
  test.describe(detail.page.path, () => {
    test('goes by one name: its H1 and breadcrumb, and its cards on /services and the home page', async ({ page }) => {
      await page.goto('/services');
      // The card whose Read More leads here carries the page's name.
      const card = page.locator('main article').filter({ has: page.locator(`a[href="${detail.page.path}"]`) }).first();
      await expect(card.getByRole('heading').first()).toHaveText(detail.h1);
      await page.goto('/');
      await expect(page.locator(`main a[href="${detail.page.path}"] h3`)).toHaveText(detail.h1);
      expect(detail.crumb).toBe(detail.h1);
    });

    test('has its banner, overview, quote, contact and back links', async ({ page }) => {
      const response = await page.goto(detail.page.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${detail.page.title} | Aranya Bioenergy`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.h1);
      await expect(page.getByRole('region', { name: detailCopy.summaryLabel }).getByText(detail.duration, { exact: true })).toBeVisible();
      await expect(page.getByText(detail.text, { exact: true }).first()).toBeAttached();

      const quotes = page.locator('main').getByRole('link', { name: 'Request a Quote' });
      expect(await quotes.count()).toBeGreaterThanOrEqual(1);
      // Both open the contact form with this page's test chosen.
      const test = services.find((service) => detail.page.path === `/services/${service.id}`);
      const quoteHref = test ? contactHref(test.title) : '/contact';
      for (const link of await quotes.all()) await expect(link).toHaveAttribute('href', quoteHref);
      await expect(page.locator('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', quoteHref);
      const backLinks = page.locator('main').getByRole('link', { name: 'Back to Services' });
      await expect(backLinks).toHaveCount(2);
      for (const link of await backLinks.all()) await expect(link).toHaveAttribute('href', '/services');

      expect(await breadcrumbNames(page)).toEqual(['Home', 'Services', detail.crumb]);
    });

    test('Back to Services returns to /services', async ({ page }) => {
      await page.goto(detail.page.path);
      await page.locator('main').getByRole('link', { name: 'Back to Services' }).first().click();
      await expect(page).toHaveURL(/\/services$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energy Services');
    });

    test('has no axe violations', async ({ page }) => {
      await page.goto(detail.page.path);
      await revealAll(page);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('BMP/BHP tabs', () => {
  test('BMP is selected by default and a click switches to BHP', async ({ page }) => {
    await page.goto(pages.bmpBhp.path);
    const bmpTab = page.getByRole('tab', { name: 'BMP' });
    const bhpTab = page.getByRole('tab', { name: 'BHP' });
    const bmpPanel = page.getByRole('tabpanel', { name: 'BMP' });
    const bhpPanel = page.locator('[data-tab-panel="bhp"]');

    await expect(bmpTab).toHaveAttribute('aria-selected', 'true');
    await expect(bhpTab).toHaveAttribute('aria-selected', 'false');
    await expect(bmpPanel).toContainText(BMP_BHP.bmp.duration);
    for (const value of [BMP_BHP.bmp.siRatio, BMP_BHP.bmp.mesophilic, BMP_BHP.bmp.thermophilic, BMP_BHP.bmp.pH, 'At least triplicate', BMP_BHP.biogasCompression]) {
      await expect(bmpPanel).toContainText(value);
    }
    await expect(bhpPanel).toBeHidden();
    // The inactive panel's content is still in the page.
    await expect(bhpPanel).toContainText(BMP_BHP.bhp.duration);

    await bhpTab.click();
    await expect(bhpTab).toHaveAttribute('aria-selected', 'true');
    await expect(bmpTab).toHaveAttribute('aria-selected', 'false');
    await expect(bhpPanel).toBeVisible();
    await expect(bhpPanel).toHaveAttribute('role', 'tabpanel');
    for (const value of [BMP_BHP.bhp.duration, BMP_BHP.bhp.pH, BMP_BHP.bhp.temperature]) await expect(bhpPanel).toContainText(value);
    await expect(page.locator('[data-tab-panel="bmp"]')).toBeHidden();

    await bmpTab.click();
    await expect(bmpTab).toHaveAttribute('aria-selected', 'true');
    await expect(bhpPanel).toBeHidden();
  });

  test('arrow keys, Home and End move focus and select', async ({ page }) => {
    await page.goto(pages.bmpBhp.path);
    const bmpTab = page.getByRole('tab', { name: 'BMP' });
    const bhpTab = page.getByRole('tab', { name: 'BHP' });
    await expect(bmpTab).toHaveAttribute('tabindex', '0');
    await expect(bhpTab).toHaveAttribute('tabindex', '-1');

    await bmpTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(bhpTab).toBeFocused();
    await expect(bhpTab).toHaveAttribute('aria-selected', 'true');
    await expect(bhpTab).toHaveAttribute('tabindex', '0');
    await expect(bmpTab).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('[data-tab-panel="bhp"]')).toBeVisible();

    await page.keyboard.press('ArrowRight'); // wraps to the first tab
    await expect(bmpTab).toBeFocused();
    await expect(bmpTab).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowLeft'); // wraps to the last tab
    await expect(bhpTab).toBeFocused();
    await expect(bhpTab).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Home');
    await expect(bmpTab).toBeFocused();
    await expect(page.locator('[data-tab-panel="bmp"]')).toBeVisible();
    await expect(page.locator('[data-tab-panel="bhp"]')).toBeHidden();

    await page.keyboard.press('End');
    await expect(bhpTab).toBeFocused();
    await expect(page.locator('[data-tab-panel="bhp"]')).toBeVisible();

    // Tab leaves the tab list for the active panel.
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-tab-panel="bhp"]')).toBeFocused();
  });

  test('without JavaScript both programmes are readable', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(pages.bmpBhp.path);
    await expect(page.locator('[data-tab-panel="bmp"]')).toBeVisible();
    await expect(page.locator('[data-tab-panel="bhp"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Biohydrogen Potential (BHP)' })).toBeVisible();
    await expect(page.locator('[data-tab-panel="bhp"]')).toContainText(BMP_BHP.bhp.temperature);
    // Tab buttons do nothing without scripts, so they are not shown.
    await expect(page.locator('[role="tablist"]')).toBeHidden();
    await context.close();
  });

  test('has no axe violations with the BHP tab open', async ({ page }) => {
    await page.goto(pages.bmpBhp.path);
    await page.getByRole('tab', { name: 'BHP' }).click();
    await expect(page.locator('[data-tab-panel="bhp"]')).toBeVisible();
    await revealAll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('/services/waste-management', () => {
  test('shows three waste services, each with its bullets and a quote link', async ({ page }) => {
    await page.goto(pages.wasteManagement.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waste Management Services');
    const cards = page.locator('#waste-services article');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Biomass Waste Management and Valorization',
      'Biomedical and Medical Waste Management',
      'Hazardous Waste Management',
    ]);
    for (const [i, card] of wasteServices.entries()) {
      await expect(cards.nth(i).locator('li')).toHaveText(card.points);
      await expect(cards.nth(i).getByRole('link', { name: /Request a Quote/ })).toHaveAttribute('href', contactHref('Waste management'));
    }
    await expect(page.locator('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(await breadcrumbNames(page)).toEqual(['Home', 'Services', 'Waste Management']);
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto(pages.wasteManagement.path);
    await revealAll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('/services/contract-and-rd', () => {
  test('shows five expertise areas with Contact Now, and the bottom buttons', async ({ page }) => {
    await page.goto(pages.contractRd.path);
    const cards = page.locator('#expertise article');
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Bio-Gas Production',
      'Hydrogen Production',
      'Waste to Value',
      'Nano Particles',
      'Biomass Valorization',
    ]);
    for (const [i, area] of contractRdAreas.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: `Contact Now about ${area.title}` })).toHaveAttribute('href', '/contact');
      await expect(cards.nth(i).getByRole('img', { name: area.image.alt })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Discuss a Project' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'See Our Projects' })).toHaveAttribute('href', '/projects');
    expect(await breadcrumbNames(page)).toEqual(['Home', 'Services', 'Contract R&D']);
  });

  test('an image that fails to load is hidden and its card gets a gradient', async ({ page }) => {
    test.slow(); // axe runs on a long page after the image check
    await page.route(
      (url) => url.href.includes('rd-hydrogen'),
      (route) => route.fulfill({ status: 404, body: 'not found' }),
    );
    await page.goto(pages.contractRd.path);
    const failed = page.locator('#expertise article').filter({ has: page.getByRole('heading', { name: 'Hydrogen Production' }) });
    const healthy = page.locator('#expertise article').filter({ has: page.getByRole('heading', { name: 'Bio-Gas Production' }) });
    // The photos load lazily below the engagement diagram: the visitor reaches the card first.
    await failed.scrollIntoViewIfNeeded();
    await expect(failed).toHaveAttribute('data-image-failed', 'true');
    await expect(failed.locator('img')).toHaveCount(0);
    await expect(failed).toHaveCSS('background-image', /gradient/);
    await expect(failed.getByRole('heading', { name: 'Hydrogen Production' })).toBeVisible();
    await expect(failed.getByRole('link', { name: /Contact Now/ })).toHaveAttribute('href', '/contact');
    // Other cards keep their photos.
    await expect(healthy).toHaveAttribute('data-image-failed', 'false');
    await expect(healthy.locator('img')).toBeVisible();
    await revealAll(page);
    await expectNoAxeViolations(page);
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto(pages.contractRd.path);
    await revealAll(page);
    await expectNoAxeViolations(page);
  });
});

function groupsOf(detail: ServiceDetail) {
  return detail.sections.find((s): s is Extract<DetailSection, { kind: 'groups' }> => s.kind === 'groups')!.groups;
}

// Each service page is built around the artefact its subject calls for; every figure in it is text.
test.describe('each service page shows its own engineering', () => {
  test('microbial testing: the test catalogue with method and turnaround, and how to send a sample', async ({ page }) => {
    await page.goto(pages.microbial.path);
    const table = page.getByRole('region', { name: microbialLab.catalogueTitle });
    await expect(table.locator('caption')).toContainText(microbialLab.catalogueCaption);
    const groups = groupsOf(microbialTesting);
    // Under each group's band (its first row), a row per test.
    await expect(table.locator('tbody tr:not(:first-child) td')).toHaveText(groups.flatMap((g) => g.items));
    for (const [i, group] of groups.entries()) {
      const body = table.locator('tbody').nth(i);
      await expect(body.locator('th[scope="rowgroup"]')).toHaveText(group.title);
      await expect(body).toContainText(microbialLab.groups[i]!.method);
      await expect(body).toContainText(microbialLab.groups[i]!.turnaround);
    }
    const sample = page.getByRole('region', { name: microbialLab.sample.title });
    for (const item of microbialLab.sample.items) await expect(sample).toContainText(item.value);
  });

  test("gas composition: the sample's path to the report and the table of analytes", async ({ page }) => {
    await page.goto(pages.gasComposition.path);
    const flow = page.getByRole('figure', { name: gasLab.flow.caption });
    await expect(flow.locator('ol > li')).toHaveCount(gasLab.flow.steps.length + 1);
    for (const step of gasLab.flow.steps) await expect(flow).toContainText(step.title);
    await expect(flow).toContainText(labTimes.characterisation.value);
    const table = page.getByRole('region', { name: gasLab.analytes.title });
    await expect(table.locator('tbody tr')).toHaveCount(gasLab.analytes.rows.length);
    for (const [i, row] of gasLab.analytes.rows.entries()) {
      await expect(table.locator('tbody tr').nth(i)).toContainText(row.parameter);
      for (const value of row.values) await expect(table.locator('tbody tr').nth(i)).toContainText(value);
    }
  });

  test('material synthesis: the two materials, the route each batch takes and what each technique tells', async ({ page }) => {
    await page.goto(pages.materialSynthesis.path);
    const steps = materialSynthesis.sections.find((s): s is Extract<DetailSection, { kind: 'steps' }> => s.kind === 'steps')!.steps;
    const route = page.getByRole('figure', { name: materialLab.caption });
    // The first two steps are the materials, beside the route; the rest are its stations, in order.
    await expect(route.locator('ol > li p.font-semibold')).toHaveText(steps.slice(2).map((s) => s.title));
    for (const m of steps.slice(0, 2)) await expect(page.locator('main').getByText(m.title, { exact: true }).first()).toBeVisible();
    const table = page.getByRole('region', { name: materialLab.techniques.title });
    await expect(table.locator('tbody tr')).toHaveCount(materialLab.techniques.rows.length);
  });

  test('biomass characterization: every analysis with its parameters and method, and the sample preparation', async ({ page }) => {
    await page.goto(pages.biomassCharacterization.path);
    const table = page.getByRole('region', { name: biomassLab.tableTitle });
    const rows = table.locator('tbody tr');
    const groups = groupsOf(biomassCharacterization);
    await expect(rows).toHaveCount(groups.length);
    for (const [i, group] of groups.entries()) {
      await expect(rows.nth(i).locator('th')).toHaveText(group.title);
      for (const item of group.items) await expect(rows.nth(i)).toContainText(item);
      await expect(rows.nth(i)).toContainText(biomassLab.methods[i]!);
    }
    const prep = page.getByRole('figure', { name: biomassLab.prep.caption });
    await expect(prep.locator('ol > li')).toHaveCount(biomassLab.prep.steps.length);
  });

  test('BMP/BHP: the incubation timeline, each bar to scale with its figure as text', async ({ page }) => {
    await page.goto(pages.bmpBhp.path);
    const timeline = page.locator('#timeline figure');
    const rows = timeline.locator('ol > li');
    const keys = ['bhpIncubation', 'firstResults', 'bmpIncubation'] as const;
    await expect(rows).toHaveCount(keys.length + 1);
    for (const [i, key] of keys.entries()) {
      await expect(rows.nth(i)).toContainText(labTimes[key].label);
      await expect(rows.nth(i)).toContainText(withRanges(labTimes[key].value));
      // Every test starts on day 0: the solid bar runs from day 0 to the earliest day the test can end,
      // the pale window from there to the latest, each where its days fall on the axis.
      const { track, solid, window } = await rows.nth(i).evaluate((li) => {
        const t = li.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
        const [s, w] = [...li.querySelectorAll('[aria-hidden="true"] > span')].map((el) => el.getBoundingClientRect());
        return { track: { left: t.left, width: t.width }, solid: { left: s!.left, right: s!.right }, window: { left: w!.left, right: w!.right } };
      });
      const [from, to] = timelineDays[key];
      const x = (day: number) => track.left + (day / TIMELINE_END_DAY) * track.width;
      expect(Math.abs(solid.left - x(0))).toBeLessThanOrEqual(1.5);
      expect(Math.abs(solid.right - x(from))).toBeLessThanOrEqual(1.5);
      expect(Math.abs(window.left - x(from))).toBeLessThanOrEqual(1.5);
      expect(Math.abs(window.right - x(to))).toBeLessThanOrEqual(1.5);
    }
    // The final report is a range over the days the BMP can end on, not a point on a day no figure gives.
    const report = await rows.nth(keys.length).evaluate((li) => {
      const t = li.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
      const r = li.querySelector('[aria-hidden="true"] > span')!.getBoundingClientRect();
      return { track: { left: t.left, width: t.width }, left: r.left, right: r.right };
    });
    const x = (day: number) => report.track.left + (day / TIMELINE_END_DAY) * report.track.width;
    expect(Math.abs(report.left - x(reportDays[0]))).toBeLessThanOrEqual(1.5);
    expect(Math.abs(report.right - x(reportDays[1]))).toBeLessThanOrEqual(1.5);
  });

  test('waste management: a route per waste stream, from the source to what comes out', async ({ page }) => {
    await page.goto(pages.wasteManagement.path);
    const routes = page.locator('#routes figure');
    await expect(routes.getByRole('heading', { level: 3 })).toHaveText(wasteRoutes.lanes.map((lane) => lane.name));
    // Every stream is one the page offers as a service.
    for (const lane of wasteRoutes.lanes) expect(wasteServices.map((s) => s.id)).toContain(lane.service);
    for (const [i, lane] of wasteRoutes.lanes.entries()) {
      const cells = routes.locator('ol').nth(i).locator('li');
      await expect(cells).toHaveCount(wasteRoutes.stages.length);
      for (const [j, cell] of lane.cells.entries()) await expect(cells.nth(j)).toContainText(cell);
    }
  });

  test('contract R&D: each stage of a programme beside what the client receives', async ({ page }) => {
    await page.goto(pages.contractRd.path);
    const train = page.getByRole('figure', { name: engagement.train.caption });
    const rows = train.locator('ol > li');
    await expect(rows).toHaveCount(engagement.train.rows.length);
    for (const [i, row] of engagement.train.rows.entries()) {
      await expect(rows.nth(i)).toContainText(row.stage.title);
      await expect(rows.nth(i)).toContainText(row.product.title);
    }
  });

  test('no two service pages share one layout', async ({ page }) => {
    test.skip(isPhone(page), 'a layout is a wide-screen notion: on a phone every page is one column');
    test.slow(); // seven pages
    const paths = [pages.microbial, pages.gasComposition, pages.materialSynthesis, pages.biomassCharacterization, pages.bmpBhp, pages.wasteManagement, pages.contractRd].map((p) => p.path);
    const shapes = new Map<string, string>();
    for (const path of paths) {
      await page.goto(path);
      // The page's shape: its sections in order, each named by the drawings and tables it holds
      // (with their rows or steps) and where each sits (the left column, or beside text on the right).
      const shape = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll(':scope > section, :scope > * > section')]
          .map((section) =>
            [...section.querySelectorAll('figure, table, [role="tablist"], article')]
              .filter((el) => !el.parentElement?.closest('figure, table, article'))
              .map((el) => {
                const items = el.matches('table') ? el.querySelectorAll('tbody tr').length : el.querySelectorAll('li, [role="tab"]').length;
                const side = el.getBoundingClientRect().left > window.innerWidth * 0.4 ? 'right' : 'left';
                return `${el.tagName.toLowerCase()}${el.getAttribute('role') ?? ''}:${items}@${side}`;
              })
              .join(' '),
          )
          .join(' | '),
      );
      expect(shapes.get(shape), `${path} has the layout of ${shapes.get(shape)}: ${shape}`).toBeUndefined();
      shapes.set(shape, path);
    }
  });
});

/** Every row of a grid ends at the grid's right edge: no orphan card leaves a gap. */
async function expectRowsFilled(page: Page, selector: string) {
  const { rows, right } = await page.locator(selector).evaluate((el) => {
    const byTop = new Map<number, number>();
    for (const child of Array.from(el.children)) {
      const r = child.getBoundingClientRect();
      byTop.set(Math.round(r.top), Math.max(byTop.get(Math.round(r.top)) ?? 0, r.right));
    }
    return { rows: [...byTop.values()], right: el.getBoundingClientRect().right };
  });
  expect(rows.length).toBeGreaterThan(0);
  for (const rowRight of rows) expect(Math.abs(rowRight - right), `${selector}: a row ends at ${rowRight}, the grid at ${right}`).toBeLessThanOrEqual(2);
}

test.describe('service grids end cleanly', () => {
  for (const width of [1280, 1024, 768, 390]) {
    test(`no orphan card at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/services');
      await expectRowsFilled(page, '#services article >> nth=0 >> xpath=..');
      await expectRowsFilled(page, '#process ol');
      await page.goto('/services/contract-and-rd');
      await expectRowsFilled(page, '#expertise article >> nth=0 >> xpath=../..');
    });
  }
});

/**
 * On a phone a table fits its frame, or its frame scrolls and says so. A table wider than
 * the box that clips it hides its last columns with no sign that they exist (the gas
 * analytes' range, 499 px of table in a 356 px frame): such a table stacks its rows into
 * labelled blocks (the shared class beside TableFrame, src/components/ui/table-frame.tsx)
 * or scrolls in a frame that shows the scroll shadow (`scroll-shadow-x`, src/app/globals.css).
 * Its caption is never clipped: a caption inside the scrolling table is as wide as the
 * table, so it belongs outside the scroll region.
 */
test.describe('tables on a phone', () => {
  // The services group of the registry (every page under /services, and the calculator), the calculator with an estimate.
  const paths = [...pageList.filter((p) => p.group === pages.services.group).map((p) => p.path), `${pages.calculator.path}?paddy-straw=300`];
  for (const path of paths) {
    test(`${path}: every table fits its frame or scrolls with a visible cue`, async ({ page }) => {
      test.skip(!isPhone(page), 'a desktop frame holds every table');
      await page.goto(path);
      const faults = await tableFaults(page);
      expect(faults).toEqual([]);
    });
  }
});
