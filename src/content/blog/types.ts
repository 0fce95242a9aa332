export type BlogCategory = 'Hydrogen Energy' | 'Sustainability' | 'Waste Management' | 'Circular Economy';

/** A block of a post's body. Rendered by React, so text is always escaped. */
export type BlogBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'quote'; text: string };

export type BlogPost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: BlogBlock[];
  author: string;
  /** ISO date, e.g. "2025-03-14". Shown in en-US (short month on the list, long on the post). */
  date: string;
  category: BlogCategory;
  imageUrl: string;
  imageAlt: string;
};
