import { completedProjects, currentProjects } from '../../src/content/projects';
import { expect, expectNoAxeViolations, test } from './fixtures';


test.describe('projects overview', () => {
  test('shows the completed cards linking to their project and the first two current projects with progress', async ({ page }) => {
    // Reveal animations off, so axe sees the settled colours.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Projects');

    const completed = page.locator('#completed');
    for (const project of completedProjects) {
      await expect(completed.getByRole('link', { name: project.title })).toHaveAttribute('href', `/projects/completed#project-${project.id}`);
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

  test('a card link lands on its project and highlights it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projects');
    const [first, target] = completedProjects;
    if (!first || !target) throw new Error('expected at least two completed projects');
    // A full navigation (not client-side), so the fragment sets :target.
    await Promise.all([
      page.waitForURL(new RegExp(`/projects/completed#project-${target.id}$`), { waitUntil: 'commit' }),
      page.locator('#completed').getByRole('link', { name: target.title }).click(),
    ]);

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
      // Without a fragment nothing is highlighted.
      await expect(article.getByText('You followed a link to this project')).toBeHidden();
    }
    expect(completedProjects.some((p) => !p.location)).toBe(true);
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

for (const path of ['/projects', '/projects/completed', '/projects/current']) {
  test(`${path} has no axe violations in dark mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
}
