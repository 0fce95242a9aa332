import Link from '@/components/ui/local-link';
import { stackedCell, TableFrame } from '@/components/ui/table-frame';
import { pages } from '@/content/pages';
import type { Instrument } from '@/content/research';

/**
 * The laboratory's instruments as a lab client reads a scope of accreditation: the instrument
 * and its set-up, what it measures, and the service that uses it (named by that page's title in
 * the registry and linked). On a phone each row becomes a block with its cells under their
 * column names instead of a table that scrolls sideways.
 */
export function InstrumentTable({
  title,
  caption,
  columns,
  rows,
}: {
  title: string;
  caption: string;
  columns: { instrument: string; measures: string; usedFor: string };
  rows: Instrument[];
}) {
  // Read while rendering, as every string of copy is: only then is the request's language known.
  const registry = Object.values(pages);
  return (
    <TableFrame title={title} caption={caption}>
      <thead className="border-b border-border max-sm:sr-only">
        <tr>
          <th scope="col" className="w-[34%] px-4 py-2.5 font-semibold text-muted">{columns.instrument}</th>
          <th scope="col" className="px-4 py-2.5 font-semibold text-muted">{columns.measures}</th>
          <th scope="col" className="w-[22%] px-4 py-2.5 font-semibold text-muted">{columns.usedFor}</th>
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {rows.map((row) => {
          const target = registry.find((p) => p.path === row.href);
          return (
            <tr key={row.instrument} className="border-b border-border last:border-b-0 max-sm:block max-sm:px-4 max-sm:py-3">
              <th scope="row" className="px-4 py-3 align-top font-normal max-sm:block max-sm:p-0 max-sm:pb-2">
                <span className="block text-base font-semibold text-fg">{row.instrument}</span>
                <span className="mt-0.5 block leading-6 text-muted">{row.detail}</span>
              </th>
              <td data-label={columns.measures} className={`px-4 py-3 align-top leading-6 text-fg ${stackedCell}`}>
                {row.measures}
              </td>
              <td data-label={columns.usedFor} className={`px-4 py-3 align-top leading-6 ${stackedCell}`}>
                {target ? (
                  <Link href={target.path} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent hover:underline sm:min-h-0 sm:items-start">
                    {target.title}
                    <span aria-hidden="true">→</span>
                  </Link>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
