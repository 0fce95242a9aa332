import type { ReactNode } from 'react';

/**
 * A marker (icon, number or check) beside a heading and its text: the reasons,
 * benefits, steps and milestones of many pages, and the contact cards. The
 * frame, marker and type sizes differ from page to page, so they come in as
 * classes; the structure is the same everywhere. `children` follow the text,
 * for a body richer than one sentence.
 */
export function IconTile({
  as: Tag = 'li',
  heading: Heading = 'h3',
  className,
  icon,
  title,
  titleClassName = 'font-semibold',
  text,
  textClassName = 'mt-1 text-sm leading-6 text-muted',
  reveal = false,
  children,
}: {
  as?: 'li' | 'div';
  heading?: 'h3' | 'h4';
  className: string;
  icon: ReactNode;
  title: ReactNode;
  titleClassName?: string;
  text?: ReactNode;
  textClassName?: string;
  /** Fades in when scrolled into view (the site's `data-reveal`). */
  reveal?: boolean;
  children?: ReactNode;
}) {
  return (
    <Tag data-reveal={reveal || undefined} className={className}>
      {icon}
      <div>
        <Heading className={titleClassName}>{title}</Heading>
        {text !== undefined && <p className={textClassName}>{text}</p>}
        {children}
      </div>
    </Tag>
  );
}
