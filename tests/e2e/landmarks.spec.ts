/**
 * Every page of the registry and every blog post: complementary content (<aside>)
 * is a top-level landmark, not nested in <main> or another landmark, so screen
 * reader users find it in the landmark list where they expect it.
 * (axe-core's best-practice rule, which the WCAG sweep in sweep.spec.ts does not run.)
 */
import AxeBuilder from '@axe-core/playwright';
import { posts } from '../../src/content/blog';
import { pageList } from '../../src/content/pages';
import { expect, test } from './fixtures';

const paths = [...pageList.map((p) => p.path), ...posts.map((post) => `/blogs/${post.id}`)];

test.describe.configure({ mode: 'parallel' });

for (const path of paths) {
  test(`${path} has no complementary landmark inside another landmark`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'landmark structure does not depend on the viewport');
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withRules(['landmark-complementary-is-top-level']).analyze();
    const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
    expect(found, `nested <aside> on ${path}`).toEqual([]);
  });
}
