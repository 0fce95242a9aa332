import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getPost, getPostByParam, postReadMinutes, postReadTime, postWordCount, posts, relatedPosts } from './index';

describe('blog posts', () => {
  it('has the five posts 1, 2, 3, 4 and 6 in list order', () => {
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 6]);
    expect(getPost(5)).toBeUndefined();
  });

  it('covers the four categories', () => {
    expect(new Set(posts.map((p) => p.category))).toEqual(
      new Set(['Hydrogen Energy', 'Sustainability', 'Waste Management', 'Circular Economy']),
    );
  });

  it('gives each post a full body of 600+ words and a 4-8 minute read time', () => {
    for (const post of posts) {
      expect(postWordCount(post), post.title).toBeGreaterThan(600);
      expect(postReadMinutes(post)).toBeGreaterThanOrEqual(4);
      expect(postReadMinutes(post)).toBeLessThanOrEqual(8);
      expect(postReadTime(post)).toMatch(/^[4-8] min read$/);
    }
  });

  it('has valid dates, newest first, and an existing cover image for each post', () => {
    const times = posts.map((p) => Date.parse(`${p.date}T00:00:00Z`));
    expect(times.every((t) => !Number.isNaN(t))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const post of posts) {
      expect(existsSync(path.join(process.cwd(), 'public', post.imageUrl)), post.imageUrl).toBe(true);
      expect(post.imageAlt.length).toBeGreaterThan(10);
    }
  });

  it('keeps the spec’s example claims in the text', () => {
    const all = JSON.stringify(posts);
    expect(all).toContain('about 9 liters of water for every kilogram of hydrogen');
    expect(all).toContain('50 TPD plant serving about 1,000 households');
    expect(all).toContain('carbon neutral by 2050');
  });

  it('relates up to three other posts in list order', () => {
    expect(relatedPosts(getPost(1)!).map((p) => p.id)).toEqual([2, 3, 4]);
    expect(relatedPosts(getPost(3)!).map((p) => p.id)).toEqual([1, 2, 4]);
    expect(relatedPosts(getPost(6)!).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('accepts only whole-number ids of existing posts from the URL', () => {
    expect(getPostByParam('6')?.id).toBe(6);
    for (const bad of ['5', 'abc', '1.0', '01', '-1', '1e0', ' 1', '']) expect(getPostByParam(bad), bad).toBeUndefined();
  });
});
