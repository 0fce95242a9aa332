/**
 * Every page of the registry and every blog post: the title a browser tab and a
 * search result show is "{title} | {short name}" (the home page too), and the
 * meta description fits in a search result (160 characters at most).
 * Expected values come from the content, so new pages are checked too.
 */
import { posts } from '../../src/content/blog';
import { company } from '../../src/content/company';
import { pageList } from '../../src/content/pages';
import { expect, test } from './fixtures';

const entries = [
  ...pageList.map((p) => ({ path: p.path, title: p.title })),
  ...posts.map((post) => ({ path: `/blogs/${post.id}`, title: post.title })),
];

/** Longest meta description search engines show without cutting it off. */
const MAX_DESCRIPTION = 160;

test.describe.configure({ mode: 'parallel' });

for (const entry of entries) {
  test(`${entry.path} has "{title} | ${company.shortName}" and a short description`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'metadata does not depend on the viewport');
    await page.goto(entry.path, { waitUntil: 'commit' });
    await expect(page).toHaveTitle(`${entry.title} | ${company.shortName}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, `description of ${entry.path}: ${description}`).toBeGreaterThan(0);
    expect(description!.length, `description of ${entry.path}: ${description}`).toBeLessThanOrEqual(MAX_DESCRIPTION);
  });
}
