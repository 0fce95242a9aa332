import type { Metadata } from 'next';
import { PostNotFoundView } from '@/components/blog/post-not-found';
import { blogCopy } from '@/content/blog';

/**
 * A prerendered "Post Not Found" page. src/proxy.ts answers every /blogs/{id} that is not a post
 * with it and HTTP 404 (docs/decisions/003): Next.js 16 serves an empty body for notFound() thrown
 * at request time, and dynamicParams = false serves the generic root 404 page instead.
 */
export const generateMetadata = (): Metadata => ({ title: blogCopy.notFound.title, robots: { index: false } });

export default function PostNotFoundPage() {
  return <PostNotFoundView />;
}
