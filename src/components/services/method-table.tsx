import type { ReactNode } from 'react';
import { stackedCell, TableFrame } from '@/components/ui/table-frame';

/**
 * Analyses and the methods named in the report, as a table: a row per analysis,
 * what it reports, and its standard, as a laboratory's
 * scope of testing prints it. On a phone each row becomes a block with its
 * cells under their column names instead of a table that scrolls sideways.
 */
export function MethodTable({
  title,
  caption,
  columns,
  rows,
}: {
  title: string;
  caption: string;
  /** The row header's column, then one per cell. */
  columns: readonly string[];
  rows: readonly { header: string; cells: readonly ReactNode[] }[];
}) {
  const [rowHeader, ...cellHeaders] = columns;
  return (
    <TableFrame title={title} caption={caption}>
      <thead className="border-b border-border max-sm:sr-only">
        <tr>
          <th scope="col" className="w-1/5 px-4 py-2.5 font-semibold text-muted">{rowHeader}</th>
          {cellHeaders.map((h) => (
            <th key={h} scope="col" className="px-4 py-2.5 font-semibold text-muted">{h}</th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {rows.map((row) => (
          <tr key={row.header} className="border-b border-border last:border-b-0 max-sm:block max-sm:px-4 max-sm:py-3">
            <th scope="row" className="px-4 py-3 align-top text-base font-bold max-sm:block max-sm:p-0">{row.header}</th>
            {row.cells.map((cell, i) => (
              <td
                key={cellHeaders[i]}
                data-label={cellHeaders[i]}
                className={`px-4 py-3 align-top leading-6 ${i === row.cells.length - 1 ? 'text-muted' : 'text-fg'} ${stackedCell}`}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
