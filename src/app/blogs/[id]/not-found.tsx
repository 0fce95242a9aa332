import type { Metadata } from 'next';
import { PostNotFoundView } from '@/components/blog/post-not-found';
import { blogCopy } from '@/content/blog';

export const metadata: Metadata = { title: blogCopy.notFound.title, robots: { index: false } };

/** Client-side navigation to a missing post (server requests are rewritten to /blogs/post-not-found). */
export default function PostNotFound() {
  return <PostNotFoundView />;
}
