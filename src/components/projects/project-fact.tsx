import type { ReactNode } from 'react';
import type { CalendarIcon } from './icons';

const layouts = {
  /** Icon and label on one line, the value close under it (the current-project card). */
  stacked: { term: 'flex items-start gap-1.5 font-medium text-muted', icon: 'mt-0.5 size-4 shrink-0 text-brand', value: 'mt-0.5 font-semibold' },
  /** The value indented under the label, past the icon (the completed-project article). */
  indented: { term: 'flex items-center gap-2 font-medium text-muted', icon: 'size-4 shrink-0 text-brand', value: 'pl-6 font-semibold' },
};

/** One fact of a project in a `dl`: its icon and label over the value. */
export function ProjectFact({
  icon: Icon,
  label,
  layout,
  className,
  valueClassName = layouts[layout].value,
  children,
}: {
  icon: typeof CalendarIcon;
  label: string;
  layout: keyof typeof layouts;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className={layouts[layout].term}>
        <Icon className={layouts[layout].icon} />
        {label}
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/**
 * A project fact on a card, as one line of text: the icon, then the value.
 * The icon stands for `label`, so sighted readers get it from the icon and
 * screen readers from a hidden "Label: " before the value; leave `label` out
 * where the value names itself.
 */
export function ProjectFactLine({
  as: Tag = 'li',
  icon: Icon,
  label,
  className = 'flex items-start gap-2',
  children,
}: {
  as?: 'li' | 'p';
  icon: typeof CalendarIcon;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={className}>
      <Icon className="mt-0.5 size-4 shrink-0 text-brand" />
      <span>
        {label && <span className="sr-only">{label}: </span>}
        {children}
      </span>
    </Tag>
  );
}
