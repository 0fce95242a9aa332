import type { ReactNode } from 'react';

/**
 * A workspace table. On a narrow screen it scrolls sideways inside its own
 * box (never the page); the box takes keyboard focus so it can be scrolled
 * without a pointer, and is named for screen readers by `label`.
 */
export function StaffTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-surface">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
