/**
 * The drawings that carry the story are server-rendered and readable as text:
 * the home page's built-plant flow directly under the hero, the map of plants on
 * /projects with its table, each with figures from the content modules. Both work
 * without JavaScript.
 */
import { hero } from '../../src/content/home';
import { homeBuilt } from '../../src/content/home-built';
import { pages } from '../../src/content/pages';
import { plantMap } from '../../src/content/plant-map';
import { completedProjects, currentProjects } from '../../src/content/projects';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('home: directly below the hero, the built plant as a flow with a figure at each step, linked to the CBG page', async ({ page }) => {
  await page.goto('/');
  const section = page.locator(`#${homeBuilt.id}`);
  // The element just before the section is the hero (the slider with the first slide's title).
  const before = await section.evaluate((el) => el.previousElementSibling?.textContent ?? '');
  expect(before).toContain(hero.slides[0]!.title);
  const steps = section.locator('figure ol > li');
  await expect(steps).toHaveCount(homeBuilt.flow.steps.length + 1);
  for (const [i, step] of homeBuilt.flow.steps.entries()) {
    await expect(steps.nth(i)).toContainText(step.title);
    await expect(steps.nth(i)).toContainText(step.figure!.value);
  }
  for (const out of homeBuilt.flow.outputs) await expect(steps.last()).toContainText(out.figure!.value);
  await expect(section.locator(`a[href="${pages.cbg.path}"]`)).toBeVisible();
});

test('/projects: every located plant numbered on the map and listed with its capacity', async ({ page }) => {
  await page.goto(pages.projects.path);
  const located = [...completedProjects.filter((p) => p.location), ...currentProjects];
  const map = page.locator('#map');
  await expect(map.locator('svg[role="img"]')).toBeVisible();
  await expect(map.locator('figcaption')).toContainText(plantMap.caption);
  const rows = map.locator('tbody tr');
  await expect(rows).toHaveCount(located.length);
  for (const [i, plant] of located.entries()) {
    await expect(rows.nth(i)).toContainText(plant.title);
    await expect(rows.nth(i)).toContainText(plant.capacity!);
  }
  // One marker per plant: its number drawn on the map.
  for (let n = 1; n <= located.length; n++) await expect(map.locator('svg text', { hasText: new RegExp(`^${n}$`) })).toHaveCount(1);
});
