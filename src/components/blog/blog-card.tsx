import { CardMedia } from '@/components/ui/card-media';
import Link from '@/components/ui/local-link';
import { blogCover, postCategoryLabel, postPath, postReadTime, type BlogPost } from '@/content/blog';
import { fillTemplate, formatDateShort } from '@/lib/format';
import { uiCopy } from '@/content/ui';
import { requestLocale } from '@/content/i18n';
import { MetaItem } from './post-meta';

/** A card in a column of the grid (three at 1280 px, two from 640 px, one on phones). */
const cardSizes = '(min-width: 1280px) 700px, (min-width: 640px) 60vw, 100vw';
/** The featured card: two columns' width or a whole row; its cover spans the card up to 800 px wide (1280 px screens). */
const featuredSizes = '(min-width: 1280px) 800px, 100vw';

/**
 * A post in a grid: cover, category, read time, title, excerpt, author, date and
 * a "Read more" link that covers the whole card (its name includes the title).
 * `priority`: the first card's cover can be the largest paint, so it loads eagerly.
 * `featured`: the grid spans this card across the columns the last row would leave empty
 * (the page knows the count), so its cover is drawn wider and names a wider slot.
 */
export function BlogCard({ post, headingLevel = 'h2', priority = false, featured = false }: { post: BlogPost; headingLevel?: 'h2' | 'h3'; priority?: boolean; featured?: boolean }) {
  const Heading = headingLevel;
  return (
    // A container: a featured card turns horizontal only when it is at least 64rem wide (a whole row
    // of three columns), where half its width makes a cover about as tall as the text beside it.
    // Narrower (two of three columns, 800 px at 1280) the cover could only float in a column as
    // tall as the text, with empty card above and below it: it stretches no taller than its
    // own shape and its file, so there it spans the card's top instead.
    <article className="group relative @container h-full overflow-hidden rounded-2xl border border-border bg-bg shadow-sm transition-shadow hover:shadow-lg focus-within:shadow-lg">
      <div className="flex h-full flex-col @5xl:flex-row">
      <CardMedia image={{ src: post.imageUrl, alt: '', width: blogCover.width, height: blogCover.height }} sizes={featured ? featuredSizes : cardSizes} priority={priority}
        className="relative aspect-[1200/630] overflow-hidden bg-surface-2 @5xl:w-1/2 @5xl:shrink-0 @5xl:self-center"
        imageClassName="size-full object-cover @5xl:absolute @5xl:inset-0 transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        badgeClassName="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-emerald-900 shadow-sm" badge={postCategoryLabel(post)} />
      <div className="flex flex-1 flex-col p-6 @2xl:p-8">
        <p className="text-sm text-muted">
          <MetaItem icon="time">{postReadTime(post)}</MetaItem>
        </p>
        <Heading className="mt-2 text-balance text-xl font-bold @2xl:text-2xl leading-snug tracking-tight group-hover:text-brand">{post.title}</Heading>
        <p className="mt-3 line-clamp-4 flex-1 text-pretty leading-7 text-muted">{post.excerpt}</p>
        {/* On a wide card the byline and the link share the last row: the card spends its height on the cover. */}
        <div className="mt-5 border-t border-border pt-4 @2xl:flex @2xl:items-center @2xl:justify-between @2xl:gap-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <MetaItem icon="author">{post.author.name}</MetaItem>
            <MetaItem icon="date">
              <time dateTime={post.date}>{formatDateShort(post.date, requestLocale())}</time>
            </MetaItem>
          </div>
          <Link
            href={postPath(post)}
            aria-label={fillTemplate(uiCopy.readMoreLabel, { title: post.title })}
            className="mt-4 inline-flex min-h-6 shrink-0 items-center gap-1 font-semibold text-brand after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline @2xl:mt-0"
          >
            {uiCopy.readMore}
            <span aria-hidden="true" className="transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
              →
            </span>
          </Link>
        </div>
      </div>
      </div>
    </article>
  );
}
