import { company } from '@/content/company';
import type { PostAuthor } from '@/content/collections';

/** The group every byline names after the author: the team label. */
export const blogAuthor = `${company.shortName} Research Team`;

/** Where a post's author is introduced: their card on /about/team. */
export function authorPath(author: Pick<PostAuthor, 'slug'>): string {
  return `/about/team#${author.slug}`;
}
