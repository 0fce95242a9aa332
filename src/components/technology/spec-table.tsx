import { stackedCell } from '@/components/ui/table-frame';
import type { SpecTable as Spec } from '@/content/types';

/**
 * A specification table as plant data sheets print it: a row per parameter, a
 * column per value (several when routes are compared), the basis of a row in small
 * type under its values. Scrolls sideways inside its frame on a narrow screen
 * rather than widening the page.
 *
 * `stackOnPhone` (for a table comparing routes): below 640 px each row becomes a block,
 * its parameter as the heading and each value under the name of its column, so the
 * table fits a phone instead of being cut at the frame's edge.
 *
 * In a table comparing routes a row's note is a footnote: a number after the parameter
 * and the note under the table, so a cell such as "—" says why it is empty.
 */
export function SpecTable({ spec, stackOnPhone = false }: { spec: Spec; stackOnPhone?: boolean }) {
  const [parameterHeader, ...valueHeaders] = spec.columns;
  const compare = valueHeaders.length > 1;
  const stack = compare && stackOnPhone;
  const footnotes = compare ? spec.rows.filter((row) => row.note) : [];
  return (
    // Focusable and named, so a keyboard can scroll it when it is wider than a phone.
    <div className="scroll-shadow-x overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label={spec.title}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="border-b border-border bg-surface px-4 py-3 text-left">
          <span className="block font-semibold text-fg">{spec.title}</span>
          <span className="mt-0.5 block text-muted">{spec.caption}</span>
        </caption>
        <thead className={compare ? `border-b border-border ${stack ? 'max-sm:sr-only' : ''}` : 'sr-only'}>
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold text-muted">{parameterHeader}</th>
            {valueHeaders.map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-semibold text-fg">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody className={stack ? 'max-sm:block' : undefined}>
          {spec.rows.map((row) => {
            const note = footnotes.indexOf(row);
            return (
              <tr key={row.parameter} className={`border-b border-border last:border-b-0 ${stack ? 'max-sm:block max-sm:px-4 max-sm:py-3' : ''}`}>
                <th scope="row" className={`px-4 py-2.5 align-top font-medium text-muted ${compare ? 'min-w-36' : 'w-2/5'} ${stack ? 'max-sm:block max-sm:min-w-0 max-sm:p-0 max-sm:font-semibold max-sm:text-fg' : ''}`}>
                  {row.parameter}
                  {note >= 0 && <sup className="ml-0.5 text-brand">{note + 1}</sup>}
                </th>
                {row.values.map((value, i) => (
                  <td key={valueHeaders[i]} data-label={stack ? valueHeaders[i] : undefined} className={`px-4 py-2.5 align-top ${stack ? stackedCell : ''}`}>
                    <span className="font-semibold text-fg tabular-nums">{value}</span>
                    {row.note && i === row.values.length - 1 && !compare && <span className="mt-0.5 block text-xs text-muted">{row.note}</span>}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {footnotes.length > 0 && (
        <ol className="space-y-1 border-t border-border px-4 py-3 text-xs leading-5 text-muted">
          {footnotes.map((row, i) => (
            <li key={row.parameter}>
              <sup className="mr-1 text-brand">{i + 1}</sup>
              {row.note}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
