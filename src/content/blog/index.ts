import type { BlogPost } from './types';

export type { BlogPost, BlogBlock, BlogCategory } from './types';

/** All posts, in list order (newest first). Ids are 1, 2, 3, 4 and 6: there is no post 5. */
export const posts: BlogPost[] = [];

export function getPost(id: number): BlogPost | undefined {
  return posts.find((post) => post.id === id);
}
