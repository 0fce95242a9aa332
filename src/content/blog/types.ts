// Posts are files in content/blog/; their shape is checked by src/content/collections.
export type { BlogPost } from '@/content/collections';
