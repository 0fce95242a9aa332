import { CardMedia } from '@/components/ui/card-media';
import Link from '@/components/ui/local-link';
import { blogCover, postCategoryLabel, postPath, postReadTime, type BlogPost } from '@/content/blog';
import { fillTemplate, formatDateShort } from '@/lib/format';
import { uiCopy } from '@/content/ui';
import { requestLocale } from '@/content/i18n';
import { MetaItem } from './post-meta';

/**
 * A post in a grid: cover, category, read time, title, excerpt, author, date and
 * a "Read more" link that covers the whole card (its name includes the title).
 * `priority`: the first card's cover can be the largest paint, so it loads eagerly.
 */
export function BlogCard({ post, headingLevel = 'h2', priority = false }: { post: BlogPost; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const Heading = headingLevel;
  return (
    // A container: when the grid features this card across two or three columns, it turns horizontal.
    <article className="group relative @container h-full overflow-hidden rounded-2xl border border-border bg-bg shadow-sm transition-shadow hover:shadow-lg focus-within:shadow-lg">
      <div className="flex h-full flex-col @2xl:flex-row">
      <CardMedia image={{ src: post.imageUrl, alt: '', width: blogCover.width, height: blogCover.height }} sizes="(min-width: 1280px) 700px, (min-width: 640px) 60vw, 100vw" priority={priority}
        className="relative aspect-[1200/630] overflow-hidden bg-surface-2 @2xl:w-1/2 @2xl:shrink-0 @2xl:self-center"
        imageClassName="size-full object-cover @2xl:absolute @2xl:inset-0 transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        badgeClassName="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-emerald-900 shadow-sm" badge={postCategoryLabel(post)} />
      <div className="flex flex-1 flex-col p-6 @2xl:p-8">
        <p className="text-sm text-muted">
          <MetaItem icon="time">{postReadTime(post)}</MetaItem>
        </p>
        <Heading className="mt-2 text-balance text-xl font-bold @2xl:text-2xl leading-snug tracking-tight group-hover:text-brand">{post.title}</Heading>
        <p className="mt-3 line-clamp-4 flex-1 text-pretty leading-7 text-muted">{post.excerpt}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-border pt-4 text-sm text-muted">
          <MetaItem icon="author">{post.author.name}</MetaItem>
          <MetaItem icon="date">
            <time dateTime={post.date}>{formatDateShort(post.date, requestLocale())}</time>
          </MetaItem>
        </div>
        <Link
          href={postPath(post)}
          aria-label={fillTemplate(uiCopy.readMoreLabel, { title: post.title })}
          className="mt-4 inline-flex min-h-6 items-center gap-1 self-start font-semibold text-brand after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
        >
          {uiCopy.readMore}
          <span aria-hidden="true" className="transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
            →
          </span>
        </Link>
      </div>
      </div>
    </article>
  );
}
