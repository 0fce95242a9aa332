import { detailCopy } from '@/content/services-details';
import { stackedCell, TableFrame } from '@/components/ui/table-frame';

type Group = { title: string; items: readonly string[]; method: string; turnaround: string };

/**
 * A laboratory's test catalogue as a table: a band per group of tests with the
 * group's method and turnaround, and under it a row per test, so a client finds
 * the test and reads how and how fast beside it. On a phone the bands stack
 * (method and turnaround under the group's name) instead of scrolling sideways.
 */
export function TestCatalogue({ title, caption, groups }: { title: string; caption: string; groups: readonly Group[] }) {
  return (
    <TableFrame title={title} caption={caption}>
      <thead className="border-b border-border max-sm:sr-only">
        <tr>
          <th scope="col" className="px-4 py-2.5 font-semibold text-muted">{detailCopy.testHeader}</th>
          <th scope="col" className="w-2/5 px-4 py-2.5 font-semibold text-muted">{detailCopy.methodHeader}</th>
          <th scope="col" className="w-36 px-4 py-2.5 font-semibold text-muted">{detailCopy.turnaroundHeader}</th>
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.title} className="border-b border-border last:border-b-0 max-sm:block">
          <tr className="bg-surface-2/60 max-sm:block max-sm:space-y-2 max-sm:px-4 max-sm:py-3">
            <th scope="rowgroup" className="px-4 py-2.5 align-top font-semibold text-brand max-sm:block max-sm:p-0">
              {group.title}
            </th>
            <td data-label={detailCopy.methodHeader} className={`px-4 py-2.5 align-top text-muted max-sm:p-0 ${stackedCell}`}>
              {group.method}
            </td>
            <td data-label={detailCopy.turnaroundHeader} className={`px-4 py-2.5 align-top font-semibold tabular-nums max-sm:p-0 ${stackedCell}`}>
              {group.turnaround}
            </td>
          </tr>
          {group.items.map((item) => (
            <tr key={item} className="border-t border-border max-sm:block">
              <td colSpan={3} className="py-2 pl-8 pr-4 text-fg max-sm:block max-sm:pl-4">
                {item}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </TableFrame>
  );
}
