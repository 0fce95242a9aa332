/**
 * Every page, at both widths: no WCAG 2.2 A/AA violation (axe-core), no console
 * error, no uncaught exception and no Content-Security-Policy violation.
 * The list comes from the page registry and the blog, so new pages are swept too.
 */
import { posts } from '../../src/content/blog';
import { pageList } from '../../src/content/pages';
import { expect, expectNoAxeViolations, test } from './fixtures';

const paths = [...pageList.map((p) => p.path), ...posts.map((post) => `/blogs/${post.id}`)];

test.describe.configure({ mode: 'parallel' });

for (const path of paths) {
  test(`${path} is accessible, error-free and within its CSP`, async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), `${path} status`).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    // Let lazy parts (images, counters, client components) settle.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('load');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, `CSP violations on ${path}`).toEqual([]);
    expect(consoleErrors, `console errors on ${path}`).toEqual([]);
  });
}
