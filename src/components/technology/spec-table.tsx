import type { SpecTable as Spec } from '@/content/types';

/**
 * A specification table as plant data sheets print it: a row per parameter, a
 * column per value (several when routes are compared), the basis of a row in small
 * type under its values. Scrolls sideways inside its frame on a narrow screen
 * rather than widening the page.
 */
export function SpecTable({ spec }: { spec: Spec }) {
  const [parameterHeader, ...valueHeaders] = spec.columns;
  const compare = valueHeaders.length > 1;
  return (
    // Focusable and named, so a keyboard can scroll it when it is wider than a phone.
    <div className="scroll-shadow-x overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label={spec.title}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="border-b border-border bg-surface px-4 py-3 text-left">
          <span className="block font-semibold text-fg">{spec.title}</span>
          <span className="mt-0.5 block text-muted">{spec.caption}</span>
        </caption>
        <thead className={compare ? 'border-b border-border' : 'sr-only'}>
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold text-muted">{parameterHeader}</th>
            {valueHeaders.map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-semibold text-fg">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.rows.map((row) => (
            <tr key={row.parameter} className="border-b border-border last:border-b-0">
              <th scope="row" className={`px-4 py-2.5 align-top font-medium text-muted ${compare ? 'min-w-36' : 'w-2/5'}`}>{row.parameter}</th>
              {row.values.map((value, i) => (
                <td key={valueHeaders[i]} className="px-4 py-2.5 align-top">
                  <span className="font-semibold text-fg tabular-nums">{value}</span>
                  {row.note && i === row.values.length - 1 && !compare && <span className="mt-0.5 block text-xs text-muted">{row.note}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
