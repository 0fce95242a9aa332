import { PhoneFold } from '@/components/ui/phone-fold';
import { feedstockPhrases, rupeeRange, type Feedstock } from '@/content/feedstock';
import { fillTemplate } from '@/lib/format';

type Columns = { feedstock: string; condition: string; minimumLot: string; collected: string; delivered: string };

/**
 * What we buy, with indicative rates: a table on a wide screen; on a phone each
 * row stacks into a card (name, the two rates side by side, the smallest lot, and
 * what we take behind a fold), each value labelled, so nothing scrolls sideways.
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
              {/* On a phone the card reads name, the two rates (its largest type: the price is what a farmer came for), the smallest lot, then what we take behind a fold. */}
              <td className="col-span-2 max-md:order-last md:px-4 md:py-3 md:align-top">
                <PhoneFold summary={columns.condition} className="border-t border-border pt-1 md:border-0 md:pt-0" summaryClassName="text-sm">
                  <p className="mt-1 md:mt-0">{item.condition}</p>
                  <p className="mt-1 text-xs text-muted">{item.moistureLimit === undefined ? item.weighing : fillTemplate(feedstockPhrases.moistureRule, { limit: item.moistureLimit })}</p>
                </PhoneFold>
              </td>
              <td className="col-span-2 max-md:order-3 max-md:text-muted md:px-4 md:py-3 md:align-top">
                <span className="font-semibold text-fg md:hidden">{columns.minimumLot}: </span>
                {item.minimumLot}
              </td>
              <td className="max-md:order-1 md:px-4 md:py-3 md:text-right md:align-top">
                <span className={mobileLabel}>{columns.collected}</span>
                <span className="whitespace-nowrap font-semibold tabular-nums tracking-tight text-fg max-md:text-2xl md:text-base">{rupeeRange(item.rate.collected)}</span>
                <span className="block text-xs text-muted">{perTonne}</span>
              </td>
              <td className="max-md:order-2 md:px-4 md:py-3 md:text-right md:align-top">
                <span className={mobileLabel}>{columns.delivered}</span>
                <span className="whitespace-nowrap font-semibold tabular-nums tracking-tight text-fg max-md:text-2xl md:text-base">{rupeeRange(item.rate.delivered)}</span>
                <span className="block text-xs text-muted">{perTonne}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
