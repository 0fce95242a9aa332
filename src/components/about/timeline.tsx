import type { TimelineItem } from '@/content/about';
import { Icon } from './icon';

/** Milestones as an ordered list: a vertical line on phones, a row of four on wide screens. */
export function Timeline({ items }: { items: TimelineItem[] }) {
  return (
    <ol className="relative grid gap-8 lg:grid-cols-4 lg:gap-6">
      <span aria-hidden="true" className="absolute bottom-2 left-6 top-2 w-px bg-border lg:bottom-auto lg:left-8 lg:right-8 lg:top-6 lg:h-px lg:w-auto" />
      {items.map((item) => (
        <li key={item.year} className="relative flex gap-5 lg:flex-col lg:gap-4" data-reveal>
          <span className="relative z-10 inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full border-4 border-bg bg-brand text-brand-fg shadow-sm">
            <Icon name={item.icon} className="h-5 w-5" />
          </span>
          <div className="flex-1 rounded-2xl border border-border bg-bg p-6 shadow-sm">
            <p className="text-2xl font-extrabold text-brand">
              <time dateTime={item.year}>{item.year}</time>
            </p>
            <h3 className="mt-1 text-lg font-semibold text-fg">{item.title}</h3>
            <p className="mt-2 leading-7 text-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
