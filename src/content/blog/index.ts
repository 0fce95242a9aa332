import { countWords, formatReadTime, readingMinutes } from '@/lib/format';
import type { BlogBlock, BlogPost } from './types';
import { greenHydrogenWater } from './posts/green-hydrogen-water';
import { fiftyTonWastePlant } from './posts/fifty-ton-waste-plant';
import { carbonNeutral2050 } from './posts/carbon-neutral-2050';
import { circularAgriculture } from './posts/circular-agriculture';
import { bmpTesting } from './posts/bmp-testing';

export type { BlogPost, BlogBlock, BlogCategory } from './types';
export { blogAuthor } from './author';

/** All posts, in list order (newest first). Ids are 1, 2, 3, 4 and 6: there is no post 5. */
export const posts: BlogPost[] = [greenHydrogenWater, fiftyTonWastePlant, carbonNeutral2050, circularAgriculture, bmpTesting];

export function getPost(id: number): BlogPost | undefined {
  return posts.find((post) => post.id === id);
}

/** The post for a URL segment: only a plain whole number naming an existing post. */
export function getPostByParam(param: string): BlogPost | undefined {
  return /^[1-9]\d*$/.test(param) ? getPost(Number(param)) : undefined;
}

/** Size of every generated cover image (public/images/blog/post-{id}.webp). */
export const blogCover = { width: 1200, height: 630 } as const;

/** The RSS feed of the posts. */
export const blogFeedPath = '/blogs/feed.xml';

function blockText(block: BlogBlock): string[] {
  return 'items' in block ? block.items : [block.text];
}

/** Words in the title and body, used for the read time. */
export function postWordCount(post: BlogPost): number {
  return countWords(post.title, ...post.body.flatMap(blockText));
}

export function postReadMinutes(post: BlogPost): number {
  return readingMinutes(postWordCount(post));
}

/** "5 min read" */
export function postReadTime(post: BlogPost): string {
  return formatReadTime(postReadMinutes(post));
}

/** Up to three other posts, in list order. */
export function relatedPosts(post: BlogPost, limit = 3): BlogPost[] {
  return posts.filter((other) => other.id !== post.id).slice(0, limit);
}

/** Copy of the blog pages around the posts. */
export const blogCopy = {
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
  feed: {
    title: 'Blog',
    description: 'Articles on green hydrogen, sustainability, waste management and the circular economy.',
  },
} as const;
