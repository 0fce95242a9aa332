import type { TimelineItem } from '@/content/about';
import { Icon } from './icon';

/** Milestones as an ordered list: a vertical line on phones, a row of four on wide screens. */
export function Timeline({ items }: { items: TimelineItem[] }) {
  return (
    <ol className="relative grid gap-8 before:absolute before:bottom-2 before:left-6 before:top-2 before:w-px before:bg-border lg:grid-cols-4 lg:gap-6 lg:before:bottom-auto lg:before:left-8 lg:before:right-8 lg:before:top-6 lg:before:h-px lg:before:w-auto">
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
