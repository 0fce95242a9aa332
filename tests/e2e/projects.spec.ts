import type { Locator, Page } from '@playwright/test';
import { facts, figure, OWN_PLANT_PIPELINE } from '../../src/content/facts';
import { pages } from '../../src/content/pages';
import { plantMap, townOf } from '../../src/content/plant-map';
import { countInWords } from '../../src/lib/format';
import { localizePath, LOCALES } from '../../src/lib/i18n';
import { completedProjects, currentProjects, ownPlantProgress, projectsCopy } from '../../src/content/projects';
import { expect, expectNoAxeViolations, isPhone, tableFaults, test } from './fixtures';

/** Every row of a grid ends at the grid's right edge: no orphan card leaves a gap. */
async function expectRowsFilled(grid: Locator) {
  const { rows, left, right } = await grid.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const byTop = new Map<number, number>();
    for (const child of Array.from(el.children)) {
      const r = child.getBoundingClientRect();
      const top = Math.round(r.top);
      byTop.set(top, Math.max(byTop.get(top) ?? 0, r.right));
    }
    return { rows: [...byTop.values()], left: box.left, right: box.right };
  });
  expect(rows.length).toBeGreaterThan(0);
  for (const rowRight of rows) expect(Math.abs(rowRight - right), `row ends at ${rowRight}, grid at ${right} (left ${left})`).toBeLessThanOrEqual(2);
}

async function breadcrumbNames(page: Page): Promise<string[]> {
  for (const text of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    const data = JSON.parse(text) as { '@type'?: string; itemListElement?: { name: string }[] };
    if (data['@type'] === 'BreadcrumbList') return (data.itemListElement ?? []).map((i) => i.name);
  }
  return [];
}

test.describe('projects overview', () => {
  test('the plant table reads whole on a phone, in every language', async ({ page }) => {
    test.skip(!isPhone(page), 'a desktop column holds the table');
    for (const locale of LOCALES) {
      await page.goto(localizePath(pages.projects.path, locale));
      expect(await tableFaults(page), `${locale}: tables cut on a phone`).toEqual([]);
    }
  });

  test('draws the goal of plants of our own as progress, from the projects and the pipeline, under its figures', async ({ page }) => {
    await page.goto(pages.projects.path);
    const goal = page.getByRole('complementary', { name: projectsCopy.overview.goal.title });
    await expect(goal).toBeVisible();
    const progress = ownPlantProgress();
    const fleet = [...completedProjects.filter((p) => p.fleet && p.location), ...currentProjects.filter((p) => p.fleet)];
    // The plants it counts are those marked as ours to run, each named; one square for each, and for each site behind the rest.
    for (const plant of fleet) await expect(goal).toContainText(townOf(plant.location!));
    expect(progress.running + progress.building).toBe(fleet.length);
    const squares = goal.locator('[data-goal-progress] [data-slot]');
    await expect(squares).toHaveCount(fleet.length + progress.sites);
    await expect(goal.locator('[data-slot="running"]')).toHaveCount(progress.running);
    await expect(goal.locator('[data-slot="signed"]')).toHaveCount(OWN_PLANT_PIPELINE.landAndFeedstockSigned);
    // The tick stands after the square that reaches the goal's number.
    const tick = goal.locator('[data-goal-mark]');
    await expect(tick).toContainText(String(facts.ownPlants2030.value));
    const [tickBox, lastBefore] = [await tick.boundingBox(), await squares.nth(facts.ownPlants2030.value - 1).boundingBox()];
    expect(tickBox!.x >= lastBefore!.x + lastBefore!.width || tickBox!.y > lastBefore!.y).toBe(true);
    // It leads with the sites behind the goal, then the plants it counts and when the rest must start.
    await expect(goal).toContainText(`${progress.sites} sites in feasibility`);
    await expect(goal).toContainText(/the rest must start building by \d{4}/);
    await expect(goal).toContainText(`${OWN_PLANT_PIPELINE.landAndFeedstockSigned} of them with land and a feedstock agreement signed`);
    // How we count stays folded until asked for.
    await expect(page.locator(`#${projectsCopy.overview.counting.id}`)).toBeHidden();
  });

  test('says how it counts plants, folded under the goal, and opens it for /about’s milestone', async ({ page }) => {
    await page.goto(pages.about.path);
    const milestone = page.getByRole('link', { name: `${facts.biogasPlants2024.value} farm and dairy biogas plants designed` });
    await milestone.click();
    await expect(page).toHaveURL(new RegExp(`${pages.projects.path}#${projectsCopy.overview.counting.id}$`));
    // The browser opens the folded list it was sent to.
    const rules = page.locator(`#${projectsCopy.overview.counting.id}`);
    await expect(rules).toBeVisible();
    await expect(rules).toBeInViewport();
    for (const fact of [facts.projectsCompleted, facts.plantsEngineered]) await expect(rules).toContainText(figure(fact));
    await expect(rules).toContainText(String(facts.biogasPlants2024.value));
    const onMap = completedProjects.filter((p) => p.location).length + currentProjects.length;
    const fleet = [...completedProjects.filter((p) => p.fleet && p.location), ...currentProjects.filter((p) => p.fleet)];
    await expect(rules).toContainText(`${countInWords(fleet.length)} of the ${onMap} plants and pilots on the map`);
  });

  test('the plant table dates every plant: the month it was completed, or the month a plant in progress is due', async ({ page }) => {
    await page.goto(pages.projects.path);
    const rows = page.locator('#map table tbody tr');
    const located = completedProjects.filter((p) => p.location);
    await expect(rows).toHaveCount(located.length + currentProjects.length);
    const months = [...located.map((p) => p.completionDate.slice(0, 7)), ...currentProjects.map((p) => p.estimatedCompletion.slice(0, 7))];
    for (const [i, month] of months.entries()) {
      await expect(rows.nth(i).locator(`time[datetime="${month}"]`), `row ${i + 1} shows ${month}`).toBeVisible();
    }
    // A plant in progress is due in the future, and its row says it is an estimate.
    const today = new Date().toISOString().slice(0, 7);
    for (const [i, p] of currentProjects.entries()) {
      expect(p.estimatedCompletion.slice(0, 7) > today, `${p.title} due ${p.estimatedCompletion}`).toBe(true);
      await expect(rows.nth(located.length + i).locator('time')).toContainText(plantMap.monthLabels.current.replace('{month}', '').trim());
    }
  });

  test('the plant map: every text readable (12 px or more), town and state names clear of each other and of the markers', async ({ page }) => {
    const located = [...completedProjects.filter((p) => p.location), ...currentProjects];
    for (const locale of LOCALES) {
      await page.goto(localizePath(pages.projects.path, locale));
      // Measured in the page's own faces: before the Devanagari face arrives, a Hindi or Marathi
      // name is drawn in fallback boxes of other widths.
      await page.evaluate(() => document.fonts.ready);
      const { texts, labels, states, markers } = await page.locator('#map svg[role="img"]').evaluate((svg: SVGSVGElement) => {
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const shown = [...svg.querySelectorAll('text')].filter((t) => getComputedStyle(t).display !== 'none' && t.getBoundingClientRect().width > 0);
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return [r.left, r.top, r.right, r.bottom] as [number, number, number, number];
        };
        return {
          texts: shown.map((t) => ({ text: t.textContent ?? '', px: parseFloat(getComputedStyle(t).fontSize) * scale })),
          labels: shown.filter((t) => t.hasAttribute('data-town-label')).map((t) => ({ text: t.textContent ?? '', box: box(t) })),
          // The inset's title and scale are names too: they must clear the towns' names and markers.
          states: shown.filter((t) => t.hasAttribute('data-state-label') || t.hasAttribute('data-sea-label') || t.hasAttribute('data-inset-text')).map((t) => ({ text: t.textContent ?? '', box: box(t) })),
          markers: [...svg.querySelectorAll('circle[data-marker]')].map(box),
        };
      });
      const small = texts.filter((t) => t.px < 12).map((t) => `"${t.text}" at ${t.px.toFixed(1)} px`);
      expect(small, `${locale}: map texts under 12 px`).toEqual([]);
      expect(labels, `${locale}: a name for every marker`).toHaveLength(located.length);
      expect(markers, `${locale}: a marker for every plant`).toHaveLength(located.length);
      const overlap = (a: number[], b: number[]) => Math.max(0, Math.min(a[2]!, b[2]!) - Math.max(a[0]!, b[0]!)) * Math.max(0, Math.min(a[3]!, b[3]!) - Math.max(a[1]!, b[1]!));
      const clashes: string[] = [];
      for (const [i, a] of labels.entries()) {
        for (const b of labels.slice(i + 1)) if (overlap(a.box, b.box) > 1) clashes.push(`"${a.text}" over "${b.text}"`);
        for (const [k, m] of markers.entries()) if (overlap(a.box, m) > 1) clashes.push(`"${a.text}" over marker ${k + 1}`);
        for (const b of states) if (overlap(a.box, b.box) > 1) clashes.push(`"${a.text}" over "${b.text}"`);
      }
      for (const [i, a] of states.entries()) {
        for (const b of states.slice(i + 1)) if (overlap(a.box, b.box) > 1) clashes.push(`"${a.text}" over "${b.text}"`);
        for (const [k, m] of markers.entries()) if (overlap(a.box, m) > 1) clashes.push(`"${a.text}" over marker ${k + 1}`);
      }
      expect(clashes, `${locale}: names that collide at ${isPhone(page) ? 'phone' : 'desktop'} width`).toEqual([]);
    }
  });

  test('the plant map on a phone: every marker whole in the map, every name beside its own marker, clear of the other names, the markers and the inset\'s lines', async ({ page }) => {
    test.skip(!isPhone(page), 'the phone map sets its names at a larger size, placed again');
    const located = [...completedProjects.filter((p) => p.location), ...currentProjects];
    for (const locale of LOCALES) {
      await page.goto(localizePath(pages.projects.path, locale));
      // The names are placed for the site's own faces. The Devanagari one is `font-display: optional`
      // (src/components/layout/fonts.ts): used only if ready at once, else the device's own face, which a
      // test machine may lack. Measure as a returning visitor sees the map, the face cached (as layout.spec.ts).
      await page.evaluate(() => document.fonts.ready);
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const { frame, markers, labels, lines } = await page.locator('#map svg[role="img"]').evaluate((svg: SVGSVGElement) => {
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return [r.left, r.top, r.right, r.bottom] as [number, number, number, number];
        };
        const ctm = svg.getScreenCTM()!;
        const onScreen = (x: number, y: number) => {
          const p = new DOMPoint(x, y).matrixTransform(ctm);
          return [p.x, p.y] as [number, number];
        };
        // The leader from the window on the map to the inset's box, and the edges of both dashed frames.
        const segments: { name: string; a: [number, number]; b: [number, number] }[] = [];
        for (const el of svg.querySelectorAll('[data-inset-line]')) {
          if (el instanceof SVGRectElement) {
            const { x, y, width: w, height: h } = el.getBBox();
            const c = [onScreen(x, y), onScreen(x + w, y), onScreen(x + w, y + h), onScreen(x, y + h)];
            c.forEach((a, i) => segments.push({ name: `${el.getAttribute('data-inset-line')} edge ${i + 1}`, a, b: c[(i + 1) % 4]! }));
          } else if (el instanceof SVGGeometryElement) {
            const end = el.getPointAtLength(el.getTotalLength());
            segments.push({ name: el.getAttribute('data-inset-line') ?? 'line', a: onScreen(el.getPointAtLength(0).x, el.getPointAtLength(0).y), b: onScreen(end.x, end.y) });
          }
        }
        // Markers and names come in the plants' order (the name of the nth marker is the nth name).
        return {
          frame: box(svg),
          markers: [...svg.querySelectorAll('circle[data-marker]')].map(box),
          labels: [...svg.querySelectorAll('text[data-town-label]')].filter((t) => getComputedStyle(t).display !== 'none' && t.getBoundingClientRect().width > 0).map((t) => ({ text: t.textContent ?? '', box: box(t) })),
          lines: segments,
        };
      });
      expect(markers, `${locale}: a marker for every plant`).toHaveLength(located.length);
      expect(labels, `${locale}: a name for every marker`).toHaveLength(located.length);
      expect(lines.length, `${locale}: the inset's leader and frames are found`).toBeGreaterThan(1);
      const faults: string[] = [];
      const inside = (a: number[], b: number[]) => a[0]! >= b[0]! && a[1]! >= b[1]! && a[2]! <= b[2]! && a[3]! <= b[3]!;
      const overlap = (a: number[], b: number[]) => Math.max(0, Math.min(a[2]!, b[2]!) - Math.max(a[0]!, b[0]!)) * Math.max(0, Math.min(a[3]!, b[3]!) - Math.max(a[1]!, b[1]!));
      // From a name's box to a marker's centre (0 when the centre is inside the box).
      const distance = (b: number[], m: number[]) => Math.hypot(Math.max(b[0]! - (m[0]! + m[2]!) / 2, 0, (m[0]! + m[2]!) / 2 - b[2]!), Math.max(b[1]! - (m[1]! + m[3]!) / 2, 0, (m[1]! + m[3]!) / 2 - b[3]!));
      // Whether a line runs through a box (shrunk by a pixel: a name's halo may touch a line, not straddle it).
      const crosses = (bx: number[], a: number[], b: number[]) => {
        let t0 = 0;
        let t1 = 1;
        const d = [b[0]! - a[0]!, b[1]! - a[1]!];
        for (const [p, q] of [[-d[0]!, a[0]! - (bx[0]! + 1)], [d[0]!, bx[2]! - 1 - a[0]!], [-d[1]!, a[1]! - (bx[1]! + 1)], [d[1]!, bx[3]! - 1 - a[1]!]] as const) {
          if (p === 0) {
            if (q < 0) return false;
          } else if (p < 0) t0 = Math.max(t0, q / p);
          else t1 = Math.min(t1, q / p);
        }
        return t0 < t1;
      };
      for (const [k, m] of markers.entries()) if (!inside(m, frame)) faults.push(`marker ${k + 1} cut by the map's edge`);
      for (const [i, label] of labels.entries()) {
        for (const other of labels.slice(i + 1)) if (overlap(label.box, other.box) > 1) faults.push(`"${label.text}" over "${other.text}"`);
        for (const [k, m] of markers.entries()) if (overlap(label.box, m) > 1) faults.push(`"${label.text}" over marker ${k + 1}`);
        for (const line of lines) if (crosses(label.box, line.a, line.b)) faults.push(`"${label.text}" crossed by the inset's ${line.name}`);
        // Nearer its own marker than any other, by at least a marker's radius: it reads as that marker's name.
        const own = distance(label.box, markers[i]!);
        const radius = (markers[i]![2]! - markers[i]![0]!) / 2;
        for (const [k, m] of markers.entries()) {
          if (k !== i && distance(label.box, m) < own + radius) faults.push(`"${label.text}" (marker ${i + 1}, ${own.toFixed(0)} px) as near marker ${k + 1} (${distance(label.box, m).toFixed(0)} px)`);
        }
      }
      expect(faults, `${locale}: the phone map`).toEqual([]);
    }
  });

  test('shows the completed cards linking to their project stories and the first two current projects with progress', async ({ page }) => {
    // Reveal animations off, so axe sees the settled colours.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Projects');

    const completed = page.locator('#completed');
    for (const project of completedProjects) {
      await expect(completed.getByRole('link', { name: project.title })).toHaveAttribute('href', `/projects/completed/${project.id}`);
    }
    await expect(completed.getByRole('article')).toHaveCount(completedProjects.length);

    const featured = currentProjects.slice(0, 2);
    const bars = page.locator('#current').getByRole('progressbar');
    await expect(bars).toHaveCount(featured.length);
    for (const [i, project] of featured.entries()) await expect(bars.nth(i)).toHaveAttribute('aria-valuenow', String(project.progress));

    await expect(page.getByRole('link', { name: 'View all completed projects' })).toHaveAttribute('href', '/projects/completed');
    await expect(page.getByRole('link', { name: 'View all current projects' })).toHaveAttribute('href', '/projects/current');
    await expectNoAxeViolations(page);
  });

  test('a card link opens the project story: situation, what was built, figures, outcome', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projects');
    const [, target] = completedProjects;
    if (!target) throw new Error('expected at least two completed projects');
    await page.locator('#completed').getByRole('link', { name: target.title }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/completed/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    // After a client-side navigation the <title> is set just after the new page paints: wait for it.
    await expect.poll(async () => (await page.title()).startsWith(`${target.title} | `)).toBe(true);
    const main = page.locator('main');
    await expect(main).toContainText(target.description);
    await expect(main).toContainText(target.beneficiaries);
    for (const h of target.highlights) await expect(main.getByText(h, { exact: true })).toBeVisible();
    const copy = projectsCopy.story;
    if (target.story) {
      for (const title of [copy.contextTitle, copy.builtTitle, copy.outcomeTitle]) await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      for (const p of [...target.story.context, ...target.story.built, ...target.story.outcome]) await expect(main.getByText(p, { exact: true })).toBeVisible();
      for (const f of target.story.figures) await expect(main.getByText(f.value, { exact: true })).toBeVisible();
      // A figure measured in operation says over which period.
      for (const f of target.story.figures.filter((f) => f.period)) {
        await expect(main.getByText(copy.measuredLabel.replace('{period}', f.period!), { exact: true }).first()).toBeVisible();
      }
    }
    // The organisation it was built for or with is in the row of facts.
    const organisation = target.client ?? target.partner;
    if (organisation) await expect(main.locator('header dl')).toContainText(`${target.client ? projectsCopy.labels.client : projectsCopy.labels.partner}${organisation}`);
    // The trail is visible and the same as the structured data.
    const trail = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Completed Projects' })).toHaveAttribute('href', '/projects/completed');
    await expect(trail.locator('[aria-current="page"]')).toHaveText(target.title);
    expect(await breadcrumbNames(page)).toEqual(['Home', 'Projects', 'Completed Projects', target.title]);
    await expectNoAxeViolations(page);
  });

  test('a link to a project on the completed list highlights it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const [first, target] = completedProjects;
    if (!first || !target) throw new Error('expected at least two completed projects');
    await page.goto(`/projects/completed#project-${target.id}`);
    const article = page.locator(`#project-${target.id}`);
    await expect(article).toBeInViewport();
    await expect(article.getByRole('heading', { name: target.title })).toBeVisible();
    // The :target highlight: a visible text marker and a solid outline, only on the linked project.
    await expect.poll(() => article.evaluate((el) => el.matches(':target'))).toBe(true);
    await expect(article.getByText('You followed a link to this project')).toBeVisible();
    await expect(article).toHaveCSS('outline-style', 'solid');
    const other = page.locator(`#project-${first.id}`);
    await expect(other.getByText('You followed a link to this project')).toBeHidden();
    await expect(other).toHaveCSS('outline-style', 'none');
    await expectNoAxeViolations(page);
  });

  test('the hash link highlights without JavaScript too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/projects/completed#project-3');
    await expect(page.locator('#project-3')).toBeInViewport();
    await expect(page.locator('#project-3').getByText('You followed a link to this project')).toBeVisible();
    await context.close();
  });
});

test.describe('completed projects', () => {
  test('says the projects shown are a selection of all those completed', async ({ page }) => {
    await page.goto(pages.projectsCompleted.path);
    const hero = page.locator('section[aria-labelledby="page-title"]');
    await expect(hero).toContainText(projectsCopy.completed.heroSubtitle);
    await expect(hero).toContainText(figure(facts.projectsCompleted));
    await expect(page.locator('main article[id^="project-"]')).toHaveCount(completedProjects.length);
  });

  test('lists each project with badge, dates in en-US, and location only when present', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projects/completed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Completed Projects');
    for (const project of completedProjects) {
      const article = page.locator(`#project-${project.id}`);
      await expect(article.getByRole('heading', { name: project.title })).toBeVisible();
      await expect(article.getByText('Completed', { exact: true })).toBeVisible();
      await expect(article).toContainText(project.beneficiaries);
      const date = new Date(`${project.completionDate}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
      await expect(article.locator('time')).toHaveText(date);
      if (project.location) await expect(article.getByText(project.location)).toBeVisible();
      else await expect(article.getByText('Location', { exact: true })).toHaveCount(0);
      const organisation = project.client ?? project.partner;
      if (organisation) await expect(article.locator('dl')).toContainText(`${project.client ? projectsCopy.labels.client : projectsCopy.labels.partner}${organisation}`);
      // Without a fragment nothing is highlighted.
      await expect(article.getByText('You followed a link to this project')).toBeHidden();
      await expect(article.getByRole('link', { name: `${projectsCopy.completed.storyLinkLabel}: ${project.title}` })).toHaveAttribute('href', `/projects/completed/${project.id}`);
    }
    await expect(page.getByRole('link', { name: 'Back to Projects' }).first()).toHaveAttribute('href', '/projects');
    await expectNoAxeViolations(page);
  });
});

test.describe('current projects', () => {
  test('shows every current project with an accessible progress bar, in order', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projects/current');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Current Projects');
    const bars = page.getByRole('progressbar');
    await expect(bars).toHaveCount(currentProjects.length);
    for (const [i, { progress: value }] of currentProjects.entries()) {
      const bar = bars.nth(i);
      await expect(bar).toHaveAttribute('aria-valuenow', String(value));
      await expect(bar).toHaveAttribute('aria-valuemin', '0');
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
      await expect(bar).toHaveAccessibleName(`Progress ${currentProjects[i]?.title}`);
    }
    for (const project of currentProjects) {
      const card = page.getByRole('article', { name: project.title });
      await expect(card.getByText('In Progress', { exact: true })).toBeVisible();
      await expect(card).toContainText(project.location);
      await expect(card).toContainText(`${project.progress}%`);
      await expect(card).toContainText(/Started\s*[A-Z][a-z]+ \d{4}/);
      await expect(card).toContainText(/Estimated completion\s*[A-Z][a-z]+ \d{4}/);
      await expect(card).toContainText(project.team);
    }
    await expect(page.getByRole('link', { name: 'Back to Projects' }).first()).toHaveAttribute('href', '/projects');
    await expectNoAxeViolations(page);
  });

  test('progress bars render their width under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projects/current');
    const fill = page.getByRole('progressbar').first().locator('div');
    await expect(fill).toHaveAttribute('style', /width:\s*85%/);
    await expect(fill).toHaveCSS('animation-name', 'none');
  });
});

test.describe('project stories', () => {
  test('every completed project has its story page, also without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const project of completedProjects) {
      const response = await page.goto(`/projects/completed/${project.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      for (const h of project.highlights) await expect(page.getByText(h, { exact: true })).toBeVisible();
    }
    await context.close();
  });

  test('an unknown or non-canonical project id is a 404', async ({ request }) => {
    const unknown = Math.max(...completedProjects.map((p) => p.id)) + 1;
    for (const id of [String(unknown), `0${completedProjects[0]?.id}`, 'abc']) {
      const response = await request.get(`/projects/completed/${id}`);
      expect(response.status(), id).toBe(404);
    }
  });
});

test.describe('grids end cleanly', () => {
  for (const width of [1280, 1024, 768, 390]) {
    test(`project grids have no orphan card at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/projects/current');
      await expectRowsFilled(page.locator('#current-list-title + div > div'));
      await page.goto('/projects');
      await expectRowsFilled(page.locator('#completed article').first().locator('xpath=..'));
    });
  }
});

for (const path of ['/projects', '/projects/completed', '/projects/current', ...completedProjects.map((p) => `/projects/completed/${p.id}`)]) {
  test(`${path} has no axe violations in dark mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
}
