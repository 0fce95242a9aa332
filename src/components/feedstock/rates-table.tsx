import { feedstockPhrases, rupeeRange, type Feedstock } from '@/content/feedstock';
import { fillTemplate } from '@/lib/format';

type Columns = { feedstock: string; condition: string; minimumLot: string; collected: string; delivered: string };

/**
 * What we buy, with indicative rates: a table on a wide screen; on a phone each
 * row stacks into a card (name, what we take, then the two rates side by side),
 * each value labelled, so nothing scrolls sideways.
 */
export function RatesTable({ items, caption, columns, perTonne }: { items: readonly Feedstock[]; caption: string; columns: Columns; perTonne: string }) {
  const mobileLabel = 'block text-xs font-semibold uppercase tracking-wide text-muted md:hidden';
  return (
    <div className="rounded-xl border border-border bg-bg">
      <table className="w-full border-collapse text-left text-sm" data-testid="rates-table">
        <caption className="border-b border-border bg-surface px-4 py-3 text-left font-semibold text-fg">{caption}</caption>
        <thead className="hidden border-b border-border md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold text-muted">{columns.feedstock}</th>
            <th scope="col" className="px-4 py-2.5 font-semibold text-muted">{columns.condition}</th>
            <th scope="col" className="px-4 py-2.5 font-semibold text-muted">{columns.minimumLot}</th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold text-muted">{columns.collected}</th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold text-muted">{columns.delivered}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="grid grid-cols-2 gap-x-4 gap-y-2 border-b border-border px-4 py-4 last:border-b-0 md:table-row md:p-0" data-feedstock={item.id}>
              <th scope="row" className="col-span-2 text-base font-semibold text-fg md:px-4 md:py-3 md:align-top md:text-sm">
                {item.name}
                <span className="mt-0.5 block text-sm font-normal text-muted">{item.from}</span>
              </th>
              <td className="col-span-2 md:px-4 md:py-3 md:align-top">
                <span className={mobileLabel}>{columns.condition}</span>
                {item.condition}
                <span className="mt-1 block text-xs text-muted">{item.moistureLimit === undefined ? item.weighing : fillTemplate(feedstockPhrases.moistureRule, { limit: item.moistureLimit })}</span>
              </td>
              <td className="col-span-2 md:px-4 md:py-3 md:align-top">
                <span className={mobileLabel}>{columns.minimumLot}</span>
                {item.minimumLot}
              </td>
              <td className="md:px-4 md:py-3 md:text-right md:align-top">
                <span className={mobileLabel}>{columns.collected}</span>
                <span className="whitespace-nowrap font-semibold tabular-nums text-fg">{rupeeRange(item.rate.collected)}</span>
                <span className="block text-xs text-muted">{perTonne}</span>
              </td>
              <td className="md:px-4 md:py-3 md:text-right md:align-top">
                <span className={mobileLabel}>{columns.delivered}</span>
                <span className="whitespace-nowrap font-semibold tabular-nums text-fg">{rupeeRange(item.rate.delivered)}</span>
                <span className="block text-xs text-muted">{perTonne}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
