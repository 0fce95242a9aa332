import type { ReactNode } from 'react';

/**
 * A section's eyebrow (a few words in capitals) over its title: `Section`'s
 * own heading, and the same heading where a section places it itself (in a
 * split layout, beside a picture or a panel).
 */
export function SectionHeading({ id, eyebrow, title }: { id?: string; eyebrow?: string; title?: ReactNode }) {
  return (
    <>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>}
      {title && (
        <h2 id={id} className="mt-2 text-balance text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
      )}
    </>
  );
}
