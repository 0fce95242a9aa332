/**
 * The routing decisions src/proxy.ts makes for /blogs, /services and /calculator (the app's, not the production
 * server's: docs/decisions/003), checked on the proxy function itself. tests/unit/forms/server.test.ts
 * checks the same paths end to end through tools/production/start.mjs.
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { posts } from '@/content/blog';
import { calculatorData } from '@/content/calculator-data';
import { serviceIds } from '@/content/services';
import { CALCULATOR_QUERY_HEADER } from '@/lib/calculator';
import { config, proxy } from './proxy';

const origin = 'http://localhost:3000';
const run = (path: string) => proxy(new NextRequest(new URL(path, origin)));
const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
};
const passesThrough = (response: Response) => response.headers.get('x-middleware-next') === '1';
const matches = (path: string) => unstable_doesMiddlewareMatch({ config, url: path });

describe('unknown blog posts', () => {
  const missing = Math.max(...posts.map((post) => post.id)) + 1;
  for (const path of [`/blogs/${missing}`, '/blogs/abc', `/blogs/0${posts[0]!.id}`, `/blogs/${posts[0]!.id}/more`, '/blogs/post-not-found']) {
    it(`${path} is the "Post Not Found" page with status 404, not cached`, async () => {
      expect(matches(path)).toBe(true);
      const response = await run(path);
      expect(rewrittenTo(response)).toBe('/blogs/post-not-found');
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  }

  it('every post and the feed pass through untouched (they stay static)', async () => {
    for (const path of [...posts.map((post) => `/blogs/${post.id}`), '/blogs/feed.xml']) {
      const response = await run(path);
      expect(passesThrough(response), path).toBe(true);
      expect(response.headers.get('cache-control'), path).toBeNull();
      expect(response.headers.get('content-security-policy'), path).toBeNull();
    }
  });
});

describe('service slugs', () => {
  it('a known slug in another casing is redirected (308) to its lower-case URL', async () => {
    for (const id of serviceIds) {
      const response = await run(`/services/${id.toUpperCase()}`);
      expect(response.status, id).toBe(308);
      expect(new URL(response.headers.get('location') ?? '').pathname).toBe(`/services/${id}`);
    }
  });

  it('lower-case and unknown slugs pass through (unknown ones match no route: a 404)', async () => {
    for (const path of ['/services/waste-management', '/services/solar-panels']) {
      expect(passesThrough(await run(path)), path).toBe(true);
    }
  });
});

describe('what the proxy runs for', () => {
  it('staff pages get a nonce policy and are never cached', async () => {
    const response = await run('/staff');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src[^;]*'nonce-/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('public pages, /api and static files never pass through it', () => {
    for (const path of ['/', '/blogs', '/services', '/contact', '/api/contact', '/api/health', '/icon.svg', '/_next/static/chunks/a.js']) {
      expect(matches(path), path).toBe(false);
    }
  });
});

describe('/calculator', () => {
  const [first] = calculatorData().feedstocks;
  it('is matched, and a good question passes through with the raw query for the page', async () => {
    expect(matches('/calculator')).toBe(true);
    const response = await run(`/calculator?${first!.id}=300`);
    expect(passesThrough(response)).toBe(true);
    expect(response.headers.get(`x-middleware-request-${CALCULATOR_QUERY_HEADER}`)).toBe(`?${first!.id}=300`);
  });

  it.each([
    [`?${first!.id}=-1`, 422],
    [`?${first!.id}=0`, 422],
    ['?days=300', 422],
    ['?rice-husk=10', 400],
    [`?${first!.id}=1&${first!.id}=2`, 400],
  ])('%s is the form with its errors and status %i, not cached', async (query, status) => {
    const response = await run(`/calculator${query}`);
    expect(response.status).toBe(status);
    expect(rewrittenTo(response)).toBe('/calculator');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
