import type { ReactNode } from 'react';

/**
 * A cell of a table on a phone, whatever its display: the header row is hidden there, so the cell
 * shows the name of its column, read from its `data-label`, above its value.
 */
export const labelledCell =
  'max-sm:px-0 max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wider max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

/** A cell of a framed table on a phone: a block of its own, under the name of its column. */
export const stackedCell = `max-sm:block ${labelledCell}`;

/**
 * The frame of the laboratory's tables on the service pages: a named region (so a screen
 * reader can jump to it) around a table whose caption carries its title and what it shows.
 * The rows are the caller's: a catalogue, a method table, the instrument table.
 */
export function TableFrame({ title, caption, children }: { title: string; caption: string; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-bg" role="region" aria-label={title}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="border-b border-border bg-surface px-4 py-3 text-left">
          <span className="block font-semibold text-fg">{title}</span>
          <span className="mt-0.5 block text-muted">{caption}</span>
        </caption>
        {children}
      </table>
    </div>
  );
}
