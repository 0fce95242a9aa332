import { company } from '@/content/company';
import type { PostAuthor } from '@/content/collections';
import { translatable } from '../i18n';

/** The words of a byline: the group every byline names after the author (the team label). */
export const authorCopy = translatable('blog.authorCopy', {
  team: `${company.shortName} Research Team`,
});

/**
 * The team label in English, read once when this module loads (outside any request). Pages
 * read `authorCopy.team`, which follows the page's language.
 */
export const blogAuthor = authorCopy.team;

/** Where a post's author is introduced: their card on /about/team. */
export function authorPath(author: Pick<PostAuthor, 'slug'>): string {
  return `/about/team#${author.slug}`;
}
