import { detailCopy } from '@/content/services-details';

type Group = { title: string; items: readonly string[]; method: string; turnaround: string };

/**
 * A laboratory's test catalogue as a table: a band per group of tests, a row per
 * test, and the group's method and turnaround spanning its rows, so a client
 * finds the test first and reads how and how fast beside it. Scrolls sideways
 * inside its frame on a narrow screen rather than widening the page.
 */
export function TestCatalogue({ id, title, caption, groups }: { id: string; title: string; caption: string; groups: readonly Group[] }) {
  return (
    <div id={id} className="overflow-x-auto rounded-xl border border-border bg-bg" tabIndex={0} role="region" aria-label={title}>
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption className="border-b border-border bg-surface px-4 py-3 text-left">
          <span className="block font-semibold text-fg">{title}</span>
          <span className="mt-0.5 block text-muted">{caption}</span>
        </caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold text-muted">{detailCopy.testHeader}</th>
            <th scope="col" className="w-1/3 px-4 py-2.5 font-semibold text-muted">{detailCopy.methodHeader}</th>
            <th scope="col" className="w-32 px-4 py-2.5 font-semibold text-muted">{detailCopy.turnaroundHeader}</th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.title} className="border-b border-border last:border-b-0">
            <tr className="bg-surface-2/60">
              <th scope="rowgroup" colSpan={3} className="px-4 py-2 text-xs font-semibold uppercase tracking-wider text-brand">
                {group.title}
              </th>
            </tr>
            {group.items.map((item, i) => (
              <tr key={item} className="border-t border-border">
                <th scope="row" className="px-4 py-2.5 align-top font-medium text-fg">{item}</th>
                {i === 0 && (
                  <>
                    <td rowSpan={group.items.length} className="border-l border-border px-4 py-2.5 align-top text-muted">{group.method}</td>
                    <td rowSpan={group.items.length} className="border-l border-border px-4 py-2.5 align-top font-semibold tabular-nums">{group.turnaround}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
