import type { TimelineItem } from '@/content/about';
import { localHref, requestLocale } from '@/content/i18n';
import { projectsCopy } from '@/content/projects';
import Link from '@/components/ui/local-link';
import { formatDateOrMonth } from '@/lib/format';
import { Icon } from './icon';

/**
 * Milestones as an ordered list along one vertical line, at every width: a row of cards
 * across the page cannot end cleanly for any count. On wide screens each card puts its year
 * in a column of its own, so the years read down the page like a chronicle. A delivered
 * project names the day it was completed, and its title links to its story.
 */
export function Timeline({ items }: { items: TimelineItem[] }) {
  const locale = requestLocale();
  return (
    <ol className="relative grid max-w-4xl gap-5 before:absolute before:bottom-6 before:left-6 before:top-6 before:w-px before:bg-border">
      {items.map((item) => (
        <li key={`${item.year}-${item.title}`} className="relative flex gap-5" data-reveal>
          <span className="relative z-10 inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full border-4 border-surface bg-brand text-brand-fg shadow-sm">
            <Icon name={item.icon} className="h-5 w-5" />
          </span>
          <div className="flex-1 rounded-2xl border border-border bg-bg p-5 shadow-sm sm:p-6 lg:grid lg:grid-cols-[6rem_1fr] lg:gap-x-6">
            <p className="text-2xl font-extrabold leading-tight text-brand">
              <time dateTime={item.year}>{item.year}</time>
            </p>
            <div>
              <h3 className="mt-1 text-lg font-semibold text-fg lg:mt-0">
                {item.href?.includes('#') ? (
                  // A plain link: the browser's own navigation to a fragment opens the folded section it lands in (/projects' "How we count"); a client-side one does not.
                  <a href={localHref(item.href)} className="underline decoration-brand/40 underline-offset-4 hover:decoration-brand focus-visible:decoration-brand">
                    {item.title}
                  </a>
                ) : item.href ? (
                  <Link href={item.href} className="underline decoration-brand/40 underline-offset-4 hover:decoration-brand focus-visible:decoration-brand">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </h3>
              {item.date && (
                <p className="mt-1 text-sm text-muted">
                  {projectsCopy.labels.completionDate} <time dateTime={item.date}>{formatDateOrMonth(item.date, locale)}</time>
                </p>
              )}
              <p className="mt-2 leading-7 text-muted">{item.description}</p>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
