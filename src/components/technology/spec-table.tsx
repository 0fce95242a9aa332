import type { SpecTable as Spec } from '@/content/types';

/**
 * A specification table: parameter and value, with the basis of a value under it,
 * as plant data sheets print them. Scrolls sideways inside its frame on a narrow screen
 * rather than widening the page.
 */
export function SpecTable({ spec }: { spec: Spec }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="border-b border-border bg-surface px-4 py-3 text-left">
          <span className="block font-semibold text-fg">{spec.title}</span>
          <span className="mt-0.5 block text-muted">{spec.caption}</span>
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{spec.columns.parameter}</th>
            <th scope="col">{spec.columns.value}</th>
          </tr>
        </thead>
        <tbody>
          {spec.rows.map((row) => (
            <tr key={row.parameter} className="border-b border-border last:border-b-0">
              <th scope="row" className="w-2/5 px-4 py-2.5 align-top font-medium text-muted">{row.parameter}</th>
              <td className="px-4 py-2.5 align-top">
                <span className="font-semibold text-fg tabular-nums">{row.value}</span>
                {row.note && <span className="mt-0.5 block text-xs text-muted">{row.note}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
