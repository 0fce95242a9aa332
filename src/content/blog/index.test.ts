import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogCategories } from '@/content/collections';
import { readingMinutes } from '@/lib/format';
import { getPost, getPostByParam, markdownText, postReadMinutes, postReadTime, postWordCount, posts, relatedPosts } from './index';

/** The smallest positive id no post has: the one a test can expect to be missing. */
const missingId = Array.from({ length: posts.length + 1 }, (_, i) => i + 1).find((id) => !getPost(id))!;

describe('blog posts (from content/blog)', () => {
  it('has at least one post, each with its own positive whole-number id', () => {
    expect(posts.length).toBeGreaterThan(0);
    const ids = posts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
    expect(getPost(missingId)).toBeUndefined();
  });

  it('uses only the known categories', () => {
    for (const post of posts) expect(blogCategories, post.slug).toContain(post.category);
  });

  it('computes the read time from the body', () => {
    for (const post of posts) {
      expect(postWordCount(post), post.slug).toBeGreaterThan(post.title.split(' ').length);
      expect(postReadMinutes(post)).toBe(readingMinutes(postWordCount(post)));
      expect(postReadTime(post)).toBe(`${postReadMinutes(post)} min read`);
    }
  });

  it('counts the words a reader sees, not Markdown syntax', () => {
    const text = markdownText('## Two words\n\n- one *item*\n1. [a link](https://example.com/x) here\n> quoted\n\n![](/images/x.webp)');
    expect(text.split(/\s+/).filter(Boolean)).toEqual(['Two', 'words', 'one', 'item', 'a', 'link', 'here', 'quoted']);
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
    expect(all).toContain('about 9 litres of water for every kilogram of hydrogen');
    expect(all).toContain('50 t/day plant serving about 1,000 households');
    expect(all).toContain('carbon neutral by 2050');
  });

  it('relates up to three other posts in list order', () => {
    for (const post of posts) {
      const expected = posts.filter((other) => other.id !== post.id).slice(0, 3);
      expect(relatedPosts(post).map((p) => p.id)).toEqual(expected.map((p) => p.id));
    }
  });

  it('accepts only whole-number ids of existing posts from the URL', () => {
    const post = posts[0]!;
    expect(getPostByParam(String(post.id))?.id).toBe(post.id);
    for (const bad of [String(missingId), 'abc', `${post.id}.0`, `0${post.id}`, `-${post.id}`, `${post.id}e0`, ` ${post.id}`, '']) {
      expect(getPostByParam(bad), bad).toBeUndefined();
    }
  });
});
