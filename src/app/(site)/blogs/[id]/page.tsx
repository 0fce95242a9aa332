import Image from 'next/image';
import Link from '@/components/ui/local-link';
import { notFound } from 'next/navigation';
import { BlogCard } from '@/components/blog/blog-card';
import { PostJsonLd } from '@/components/blog/post-json-ld';
import { MetaItem } from '@/components/blog/post-meta';
import { PostBody } from '@/components/blog/post-body';
import { ShareButtons } from '@/components/blog/share-buttons';
import { uiCopy } from '@/content/ui';
import { PageHero } from '@/components/layout/page-hero';
import { authorCopy, authorPath, blogCopy, blogCover, getPostByParam, postCategoryLabel, postPath, postReadTime, posts, relatedPosts } from '@/content/blog';
import { formatDateLong } from '@/lib/format';
import { requestLocale } from '@/content/i18n';
import { pageMetadata } from '@/content/metadata';
import { absoluteUrl } from '@/lib/site';
import { withFeed } from '../feed-metadata';

type Props = { params: Promise<{ id: string }> };

/**
 * Only the posts in content/blog/ exist, all prerendered; any other id (an unused number, abc, 01…) is a 404.
 * src/proxy.ts answers those with the prerendered /blogs/post-not-found page and status 404
 * (docs/decisions/003); without it Next.js would answer with the generic root 404 page.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map((post) => ({ id: String(post.id) }));
}

export async function generateMetadata({ params }: Props) {
  const post = getPostByParam((await params).id);
  if (!post) notFound();
  return withFeed(
    pageMetadata({
      path: postPath(post),
      title: post.title,
      description: post.excerpt,
      keywords: [post.category],
      type: 'article',
      image: { url: post.imageUrl, width: blogCover.width, height: blogCover.height, alt: post.imageAlt },
      publishedTime: post.date,
    }),
  );
}

export default async function BlogPostPage({ params }: Props) {
  const post = getPostByParam((await params).id);
  if (!post) notFound();
  const copy = blogCopy.post;
  const related = relatedPosts(post);
  return (
    <>
      <PageHero layout="editorial" title={post.title} subtitle={post.excerpt} badge={postCategoryLabel(post)}>
        <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
          <MetaItem icon="author">
            <span>
              <Link href={authorPath(post.author)} className="font-semibold text-fg underline decoration-brand/40 underline-offset-4 hover:decoration-brand">
                {post.author.name}
              </Link>
              <span>, {authorCopy.team}</span>
            </span>
          </MetaItem>
          <MetaItem icon="date">
            <time dateTime={post.date}>{formatDateLong(post.date, requestLocale())}</time>
          </MetaItem>
          <MetaItem icon="time">{postReadTime(post)}</MetaItem>
        </p>
      </PageHero>

      <article className="mx-auto max-w-3xl px-4 pb-12 pt-8 sm:px-6 sm:pt-10">
        <Link href="/blogs" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline">
          <span aria-hidden="true">←</span>
          {copy.back}
        </Link>
        <Image
          src={post.imageUrl}
          alt={post.imageAlt}
          width={blogCover.width}
          height={blogCover.height}
          sizes="(min-width: 1024px) 976px, (min-width: 768px) 720px, 100vw"
          priority
          // From 1024 px the cover reaches out past the text column on both sides (still under its 1200 px): it opens the article.
          className="art-image mt-4 aspect-[1200/630] w-full max-w-none rounded-2xl object-cover shadow-sm lg:-mx-32 lg:w-[calc(100%+16rem)]"
        />
        <div className="mt-10">
          <PostBody markdown={post.body} />
        </div>
        <div className="mt-12">
          <ShareButtons url={absoluteUrl(postPath(post))} title={post.title} heading={copy.shareHeading} copy={{ ...uiCopy.share, newTab: uiCopy.newTab }} />
        </div>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="border-t border-border bg-surface">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="related-articles" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {copy.related}
            </h2>
            <ul className="mt-8 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
              {related.map((other) => (
                <li key={other.id}>
                  <BlogCard post={other} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <PostJsonLd post={post} />
    </>
  );
}
