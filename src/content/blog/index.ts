import { liveArray } from '@/content/collections';
import { countWords, fillTemplate, readingMinutes } from '@/lib/format';
import type { BlogCategory } from '@/content/collections';
import type { BlogPost } from './types';
import { english, translatable } from '../i18n';

export type { BlogPost } from './types';
export { authorCopy, authorPath, blogAuthor } from './author';

/**
 * All posts, newest first: one Markdown file each in content/blog/, whose
 * frontmatter `id` is the post's URL (/blogs/{id}).
 */
export const posts: BlogPost[] = translatable('blog.posts', liveArray((content) => content.posts));

export function getPost(id: number): BlogPost | undefined {
  return posts.find((post) => post.id === id);
}

/** The address of a post's page. */
export function postPath(post: Pick<BlogPost, 'id'>): string {
  return `/blogs/${post.id}`;
}

/** The post for a URL segment: only a plain whole number naming an existing post. */
export function getPostByParam(param: string): BlogPost | undefined {
  return /^[1-9]\d*$/.test(param) ? getPost(Number(param)) : undefined;
}

/** Size every cover image is shown at (the file named by the post's `cover`). */
export const blogCover = { width: 1200, height: 630 } as const;

/** The RSS feed of the posts. */
export const blogFeedPath = '/blogs/feed.xml';

/**
 * The words a reader sees in a Markdown body: heading and list markers, link
 * targets, emphasis marks and escapes are dropped (they are not read).
 */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]*(?:#{1,6}|>|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/\\([\\`*_[\]<>#!-])/g, '$1')
    .replace(/[*_`]+/g, '');
}

/** Words in the title and body, used for the read time. */
export function postWordCount(post: BlogPost): number {
  return countWords(post.title, markdownText(post.body));
}

export function postReadMinutes(post: BlogPost): number {
  return readingMinutes(postWordCount(post));
}

/** "5 min read", in the page's language. */
export function postReadTime(post: BlogPost): string {
  return fillTemplate(blogCopy.readTime, { minutes: postReadMinutes(post) });
}

/** A post's category as a reader sees it; the English category stays the value (filters, feed, files). */
export function postCategoryLabel(post: Pick<BlogPost, 'category'>): string {
  return blogCopy.categories[english(post).category] ?? post.category;
}

/** Up to three other posts, in list order. */
export function relatedPosts(post: BlogPost, limit = 3): BlogPost[] {
  return posts.filter((other) => other.id !== post.id).slice(0, limit);
}

/** Copy of the blog pages around the posts. */
export const blogCopy = translatable('blog.blogCopy', {
  list: {
    badge: 'Insights',
    title: 'Our Blog',
    subtitle:
      'Field notes from our engineers and scientists on green hydrogen, compressed biogas, waste management and the circular economy in India.',
    gridHeading: 'Latest articles',
    feedLabel: 'Subscribe via RSS',
  },
  post: {
    back: 'Back to Blogs',
    related: 'Related Articles',
    shareHeading: 'Share this article',
  },
  notFound: {
    title: 'Post Not Found',
    text: 'We could not find that article. It may have been moved, or the link may be mistyped.',
    back: 'Return to Blog',
  },
  /** A post's reading time; {minutes} is a whole number. */
  readTime: '{minutes} min read',
  /** Each category's name as shown (content/blog/*.md name the English category). */
  categories: {
    'Hydrogen Energy': 'Hydrogen Energy',
    Sustainability: 'Sustainability',
    'Waste Management': 'Waste Management',
    'Circular Economy': 'Circular Economy',
  } satisfies Record<BlogCategory, string>,
  feed: {
    title: 'Blog',
    description: 'Articles on green hydrogen, sustainability, waste management and the circular economy.',
  },
} as const);
