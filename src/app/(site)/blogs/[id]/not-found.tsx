import type { Metadata } from 'next';
import { PostNotFoundView } from '@/components/blog/post-not-found';
import { blogCopy } from '@/content/blog';

export const metadata: Metadata = { title: blogCopy.notFound.title, robots: { index: false } };

/** Shown if the post page itself finds no post; src/proxy.ts sends unknown ids (page loads and client-side navigations) to /blogs/post-not-found first. */
export default function PostNotFound() {
  return <PostNotFoundView />;
}
