import type { ReactNode } from 'react';
import { KeepCompounds } from './keep-compounds';
import { SectionHeading } from './section-heading';

/**
 * A page section with an optional eyebrow, heading and intro, on a plain or tinted background.
 * `align="start"` sets the heading and intro flush left, as long reads and listings do;
 * centred suits a short heading over a symmetrical row of cards. `align="side"` is flush left
 * on small screens and, from `lg`, puts the heading in a column of its own beside a long single
 * column (a timeline), held in view while it scrolls, so the page's width is not left empty.
 * `compact` tightens the section on a phone (less padding, a smaller intro) where a page of many
 * sections (home) must stay short; from 640 px it is as any other.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  tone = 'plain',
  align = 'center',
  compact = false,
  className = '',
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'tinted';
  align?: 'center' | 'start' | 'side';
  compact?: boolean;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`${tone === 'tinted' ? 'bg-surface' : ''} ${className}`}>
      <div className={`mx-auto max-w-7xl px-4 ${compact ? 'py-12' : 'py-16'} sm:px-6 sm:py-20 lg:px-8 ${align === 'side' ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-12' : ''}`}>
        {(eyebrow || title || intro) && (
          // Centred from 640 px only: on a phone a centred intro runs to four ragged lines, so it reads flush left there.
          <div
            className={`${compact ? 'mb-6 sm:mb-10' : 'mb-10'} max-w-3xl ${align === 'center' ? 'sm:mx-auto sm:text-center' : ''} ${align === 'side' ? 'lg:sticky lg:top-[calc(var(--header-h)+2rem)] lg:mb-0 lg:self-start' : ''}`}
            data-reveal
          >
            <SectionHeading id={headingId} eyebrow={eyebrow} title={title && <KeepCompounds text={title} />} />
            {intro && <div className={`mt-4 text-pretty text-muted ${compact ? 'leading-7 sm:text-lg sm:leading-8' : 'text-lg leading-8'}`}>{intro}</div>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
