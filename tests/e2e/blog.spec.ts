import { test, expect, expectNoAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';
import { company } from '../../src/content/company';
import { authorPath, blogAuthor, getPost, markdownText, postReadTime, posts as contentPosts, relatedPosts } from '../../src/content/blog';

/**
 * The posts in list order (newest first), from content/blog, with the dates as a
 * visitor reads them. Nothing here names a post: adding one never breaks a test.
 */
const date = (iso: string, month: 'short' | 'long') =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const posts = contentPosts.map((post) => ({ ...post, iso: post.date, short: date(post.date, 'short'), long: date(post.date, 'long') }));
const nth = (i: number) => posts[Math.min(i, posts.length - 1)]!;

/** The smallest positive id no post has. */
const missingId = String(Array.from({ length: posts.length + 1 }, (_, i) => i + 1).find((id) => !getPost(id)));

/** Plain text of a body's paragraphs (lines that are not headings or list items). */
const paragraphs = (markdown: string) =>
  markdown
    .split(/\n{2,}/)
    .filter((block) => !/^(#|-|\d+\.|>|!\[)/.test(block))
    .map((block) => markdownText(block).trim());

const relatedHrefs = (id: number) => relatedPosts(getPost(id)!).map((post) => `/blogs/${post.id}`);

async function canonicalUrl(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/** Removes the Web Share API so the page shows its fallback, whatever the platform. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
}

test.describe('blog list', () => {
  test('shows every post as a card linking to its page', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page).toHaveTitle(/^Blog \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blog');

    const cards = page.locator('main article');
    await expect(cards).toHaveCount(posts.length);
    const readMore = page.getByRole('link', { name: /^Read more/ });
    await expect(readMore).toHaveCount(posts.length);

    for (const [i, post] of posts.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(post.title);
      await expect(card).toContainText(post.category);
      await expect(card).toContainText(postReadTime(post));
      await expect(card).toContainText(post.short);
      await expect(card).toContainText(post.author.name);
      // Cover images are lazy: bring the card into view before checking that its image loaded.
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
      expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const link = card.getByRole('link', { name: `Read more: ${post.title}` });
      await expect(link).toHaveAttribute('href', `/blogs/${post.id}`);
    }
  });

  test('fetches the first cover from the head (it can be the largest paint) and the others when scrolled near', async ({ page }) => {
    await page.goto('/blogs');
    const covers = page.locator('main article img');
    await expect(covers).toHaveCount(posts.length);
    // The optimiser URL carries the file's path, URL-encoded.
    const first = encodeURIComponent(posts[0]!.imageUrl);
    await expect(page.locator(`head link[rel="preload"][as="image"][imagesrcset*="${first}"]`)).toHaveCount(1);
    await expect(covers.first()).toHaveAttribute('src', new RegExp(first.replace(/[.%]/g, '\\$&')));
    await expect(covers.first()).not.toHaveAttribute('loading', 'lazy');
    for (let i = 1; i < posts.length; i++) await expect(covers.nth(i)).toHaveAttribute('loading', 'lazy');
  });

  test('opens a post from its card', async ({ page }) => {
    await page.goto('/blogs');
    const post = nth(1);
    await page.getByRole('link', { name: `Read more: ${post.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${post.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  });

  test('links the RSS feed from the head and the page', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blogs\/feed\.xml$/);
    await expect(page.getByRole('link', { name: 'Subscribe via RSS' })).toHaveAttribute('href', '/blogs/feed.xml');
  });

  test('has no accessibility violations', async ({ page }) => {
    // Reduced motion: the cards' scroll reveal would otherwise be measured mid-fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blogs');
    await expectNoAxeViolations(page);
  });
});

test('in every row of the list the cards come out about as tall as each other: none stretched with a gap above its byline', async ({ page }) => {
  await page.goto('/blogs');
  const cards = page.locator('section[aria-labelledby="latest-articles"] ul > li article');
  await expect(cards).toHaveCount(posts.length);
  // The gap between a card's excerpt and its byline rule: what the card was stretched by.
  const gaps = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      const excerpt = article.querySelector('h3 + p')!.getBoundingClientRect();
      const byline = article.querySelector('h3 + p + div')!.getBoundingClientRect();
      return { title: article.querySelector('h3')!.textContent, gap: Math.round(byline.top - excerpt.bottom) };
    }),
  );
  // mt-5 (20 px) is the designed gap; a line of excerpt more or less in a neighbour is tolerated.
  for (const { title, gap } of gaps) expect(gap, `${title}: ${gap} px above the byline`).toBeLessThanOrEqual(20 + 32);
});

test.describe('blog post', () => {
  test('shows its parts in order: back link, category, read time, title, author, date, image, body', async ({ page }) => {
    const post = nth(2);
    await page.goto(`/blogs/${post.id}`);
    await expect(page).toHaveTitle(`${post.title} | ${company.shortName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');

    const hero = page.locator('main section').first();
    await expect(hero).toContainText(post.category);
    await expect(hero).toContainText(postReadTime(post));
    // The byline names the team member, links to their card on /about/team, and keeps the team label as the group.
    const author = hero.getByRole('link', { name: post.author.name });
    await expect(author).toHaveAttribute('href', authorPath(post.author));
    await expect(hero).toContainText(blogAuthor);
    await expect(hero.locator('time')).toHaveText(post.long);
    await expect(hero.locator('time')).toHaveAttribute('datetime', post.iso);

    const cover = page.locator('main article img').first();
    await expect(cover).toHaveAttribute('alt', /.{10,}/);
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const body = page.locator('main article .prose-body');
    // The Markdown body as HTML: its "## " headings become h2, and every paragraph is there.
    const headings = [...post.body.matchAll(/^## (.+)$/gm)].map((m) => markdownText(m[1]!));
    await expect(body.getByRole('heading', { level: 2 })).toHaveText(headings);
    for (const text of paragraphs(post.body)) await expect(body).toContainText(text);
  });

  test('lists up to three related articles, in list order, without itself', async ({ page }) => {
    const post = nth(2);
    await page.goto(`/blogs/${post.id}`);
    const related = page.getByRole('region', { name: 'Related Articles' });
    await expect(related.getByRole('heading', { level: 2 })).toHaveText('Related Articles');
    const links = related.getByRole('link', { name: /^Read more/ });
    await expect(links).toHaveCount(Math.min(3, posts.length - 1));
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(relatedHrefs(post.id));
    expect(hrefs).not.toContain(`/blogs/${post.id}`);
    await expect(related).not.toContainText(post.title);
  });

  test('the newest post relates the next ones', async ({ page }) => {
    const post = nth(0);
    await page.goto(`/blogs/${post.id}`);
    const hrefs = await page
      .getByRole('region', { name: 'Related Articles' })
      .getByRole('link', { name: /^Read more/ })
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(posts.slice(1, 4).map((other) => `/blogs/${other.id}`));
  });

  test('has its own metadata, the feed link and BlogPosting structured data', async ({ page }) => {
    const post = nth(4);
    await page.goto(`/blogs/${post.id}`);
    expect(await canonicalUrl(page)).toMatch(new RegExp(`/blogs/${post.id}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(await page.locator('meta[property="og:image"]').first().getAttribute('content')).toMatch(new RegExp(`${post.imageUrl}$`));
    expect(await page.locator('meta[property="article:published_time"]').getAttribute('content')).toMatch(new RegExp(`^${post.iso}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blogs\/feed\.xml$/);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const posting = data.find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toBeDefined();
    expect(posting!.headline).toBe(post.title);
    expect(posting!.datePublished).toBe(post.iso);
    expect(posting!.articleSection).toBe(post.category);
    expect(String(posting!.mainEntityOfPage)).toMatch(new RegExp(`/blogs/${post.id}$`));
    // The structured author is the person the byline names, pointing at the same card.
    const author = posting!.author as Record<string, string>;
    expect(author['@type']).toBe('Person');
    expect(author.name).toBe(post.author.name);
    expect(author.url?.endsWith(authorPath(post.author))).toBe(true);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto(`/blogs/${nth(1).id}`);
    await expectNoAxeViolations(page);
  });

  test('has no accessibility violations in the dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto(`/blogs/${nth(4).id}`);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
});

test.describe('sharing a post', () => {
  test('without the Web Share API: LinkedIn, X and WhatsApp links to the canonical URL', async ({ page }) => {
    await withoutWebShare(page);
    const post = nth(3);
    await page.goto(`/blogs/${post.id}`);
    const url = await canonicalUrl(page);
    const title = post.title;
    const share = page.getByRole('region', { name: 'Share this article' });
    await expect(share.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);

    const expected = {
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      X: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
      WhatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = share.getByRole('link', { name: new RegExp(`^Share on ${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('copy link puts the address the visitor is on on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withoutWebShare(page);
    await page.goto(`/blogs/${nth(3).id}?ref=newsletter`);
    // The page's real address, not the build-time SITE_URL of the canonical link (which names another host here).
    const url = page.url();
    const share = page.getByRole('region', { name: 'Share this article' });
    const status = share.getByRole('status');
    await expect(status).toHaveText('');
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(status).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('the share box ends as it starts: no empty line kept under the buttons', async ({ page }) => {
    await withoutWebShare(page);
    await page.goto(`/blogs/${nth(3).id}`);
    const share = page.getByRole('region', { name: 'Share this article' });
    const box = (await share.boundingBox())!;
    const heading = (await share.getByRole('heading').boundingBox())!;
    const buttons = (await share.getByRole('link').last().boundingBox())!;
    const top = heading.y - box.y;
    const bottom = box.y + box.height - (buttons.y + buttons.height);
    expect(Math.abs(bottom - top), `padding above the heading ${top} px, below the buttons ${bottom} px`).toBeLessThanOrEqual(8);
  });

  test('with the Web Share API: one Share button that shares the title and URL', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { sharedData: ShareData }).sharedData = data;
        },
      });
    });
    await page.goto(`/blogs/${nth(0).id}`);
    const url = await canonicalUrl(page);
    const share = page.getByRole('region', { name: 'Share this article' });
    await expect(share.getByRole('link')).toHaveCount(0);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData?: ShareData }).sharedData)).toEqual({ title: posts[0]!.title, url });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a post reads fully and offers the share links', async ({ page }) => {
    const post = nth(1);
    await page.goto(`/blogs/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    for (const text of paragraphs(post.body)) await expect(page.locator('main article .prose-body')).toContainText(text);
    const share = page.getByRole('region', { name: 'Share this article' });
    await expect(share.getByRole('link')).toHaveCount(3);
    // Copying needs scripts, so the button is not offered.
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Related Articles' }).getByRole('link')).toHaveCount(Math.min(3, posts.length - 1));
  });

  test('the list shows every card', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('link', { name: /^Read more/ })).toHaveCount(posts.length);
  });
});

test.describe('unknown posts', () => {
  for (const id of [missingId, 'abc', `0${nth(0).id}`]) {
    test(`/blogs/${id} is a 404 with "Post Not Found" and a way back`, async ({ page }) => {
      const response = await page.goto(`/blogs/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
      const back = page.getByRole('link', { name: 'Return to Blog' });
      await expect(back).toHaveAttribute('href', '/blogs');
      await back.click();
      await expect(page).toHaveURL(/\/blogs$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blog');
    });
  }

  test('the 404 view is in the server HTML', async ({ request }) => {
    const response = await request.get(`/blogs/${missingId}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Post Not Found<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/blogs"[^>]*>Return to Blog<\/a>/);
  });

  test('the 404 view has no accessibility violations', async ({ page }) => {
    await page.goto(`/blogs/${missingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expectNoAxeViolations(page);
  });
});

test('/blog redirects permanently to /blogs', async ({ page, request }) => {
  const response = await request.get('/blog', { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(response.headers().location).toMatch(/\/blogs$/);
  await page.goto('/blog');
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blog');
});

test('the RSS feed is well-formed RSS 2.0 with every post', async ({ page, request }) => {
  const response = await request.get('/blogs/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const items = [...doc.querySelectorAll('channel > item')];
    const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? '';
    return {
      parseError: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      channelTitle: doc.querySelector('channel > title')?.textContent ?? '',
      items: items.map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        pubDate: text(item, 'pubDate'),
        description: text(item, 'description'),
        category: text(item, 'category'),
      })),
    };
  }, xml);
  expect(feed.parseError).toBe(false);
  expect(feed.root).toBe('rss');
  expect(feed.version).toBe('2.0');
  expect(feed.channelTitle).toContain(company.shortName);
  expect(feed.items).toHaveLength(posts.length);
  for (const [i, item] of feed.items.entries()) {
    const post = posts[i]!;
    expect(item.title).toBe(post.title);
    expect(item.link).toMatch(new RegExp(`/blogs/${post.id}$`));
    expect(item.guid).toBe(item.link);
    expect(item.category).toBe(post.category);
    expect(item.description).toBe(post.excerpt);
    expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post.iso);
  }
});
