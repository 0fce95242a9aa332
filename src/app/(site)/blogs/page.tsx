import type { Metadata } from 'next';
import Link from '@/components/ui/local-link';
import { BlogCard } from '@/components/blog/blog-card';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { blogCopy, blogFeedPath, posts } from '@/content/blog';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';
import { withFeed } from './feed-metadata';

export const generateMetadata = (): Metadata => withFeed(pageMetadata(pages.blogs));

export default function BlogsPage() {
  const copy = blogCopy.list;
  return (
    <>
      <PageHero layout="listing" title={copy.title} subtitle={copy.subtitle} badge={copy.badge} crumbs={<Breadcrumbs page={pages.blogs} />} />
      <section aria-labelledby="latest-articles" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-articles" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.gridHeading}
          </h2>
          <Link href={blogFeedPath} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand hover:underline" prefetch={false}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
              <path d="M5 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2-7a11 11 0 0 1 11 11h-3a8 8 0 0 0-8-8v-3Zm0-7a18 18 0 0 1 18 18h-3A15 15 0 0 0 3 6V3Z" />
            </svg>
            {copy.feedLabel}
          </Link>
        </div>
        {/* However many posts there are, every row is full (.even-grid in globals.css): the newest is
            featured wide enough at some width whenever the count does not fill rows of three or rows
            of two, and when three columns leave two over, the two newest share the first row. */}
        <ul className="even-grid even-grid-3 even-grid-pair gap-8">
          {posts.map((post, index) => (
            <li key={post.id} data-reveal>
              <BlogCard post={post} headingLevel="h3" priority={index === 0} featured={index === 0 && (posts.length % 3 !== 0 || posts.length % 2 !== 0)} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
