import { PhoneFold } from '@/components/ui/phone-fold';
import { feedstockPhrases, rupeeRange, type Feedstock } from '@/content/feedstock';
import { fillTemplate } from '@/lib/format';

type Columns = { feedstock: string; condition: string; minimumLot: string; collected: string; delivered: string };

/**
 * What we buy, with indicative rates, as a price list at every width: a row per feedstock with
 * the two rates in their own right-aligned columns, so a farmer on a phone reads every price
 * without a tap and compares them down a column. The caption says once that they are rupees per
 * tonne. What we take, who supplies it and the smallest lot follow in one list beneath, folded
 * behind a summary on a phone and shown whole from 48rem.
 */
export function RatesTable({ items, caption, columns }: { items: readonly Feedstock[]; caption: string; columns: Columns }) {
  const price = 'py-2.5 pl-2 pr-3 text-right align-middle sm:px-4';
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-bg">
      <table className="w-full border-collapse text-left" data-testid="rates-table">
        <caption className="border-b border-border bg-surface px-3 py-3 text-left text-sm font-semibold text-fg sm:px-4">{caption}</caption>
        <thead className="border-b border-border text-sm text-muted">
          <tr>
            {/* The name column takes what the two prices leave, so on a phone a name wraps before a price does. */}
            <th scope="col" className="w-full py-2 pl-3 pr-1 align-bottom font-semibold sm:px-4">{columns.feedstock}</th>
            <th scope="col" className="py-2 pl-2 pr-3 text-right align-bottom font-semibold leading-tight sm:px-4">{columns.collected}</th>
            <th scope="col" className="py-2 pl-2 pr-3 text-right align-bottom font-semibold leading-tight sm:px-4">{columns.delivered}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-border last:border-b-0 even:bg-surface/50" data-feedstock={item.id}>
              <th scope="row" className="py-2.5 pl-3 pr-1 align-middle text-[0.9375rem] font-medium leading-tight text-fg sm:px-4 sm:text-base">
                {item.name}
              </th>
              <td className={price} data-rate="collected">
                <span className="whitespace-nowrap text-base font-semibold tabular-nums tracking-tight text-fg sm:text-lg">{rupeeRange(item.rate.collected)}</span>
              </td>
              <td className={price} data-rate="delivered">
                <span className="whitespace-nowrap text-base font-semibold tabular-nums tracking-tight text-fg sm:text-lg">{rupeeRange(item.rate.delivered)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Beneath the price list, what the old rate cards also said for each feedstock: who supplies it,
 * what we take (and how it is weighed), and the smallest lot. One disclosure on a phone, a grid of
 * short blocks under its own heading from 48rem.
 */
export function RatesNotes({ items, summary, columns }: { items: readonly Feedstock[]; summary: string; columns: Columns }) {
  return (
    <PhoneFold summary={summary} className="mt-6 border-y border-border md:border-0" summaryClassName="text-base">
      <h3 className="hidden text-lg font-semibold md:block">{summary}</h3>
      <ul className="grid gap-5 pb-4 pt-2 md:mt-4 md:grid-cols-2 md:gap-x-8 md:gap-y-6 md:p-0 lg:grid-cols-3" role="list" data-testid="rates-notes">
        {items.map((item) => (
          <li key={item.id} className="border-l-2 border-brand pl-3" data-feedstock={item.id}>
            <h4 className="font-semibold text-fg">{item.name}</h4>
            <p className="text-sm text-muted">{item.from}</p>
            <dl className="mt-2 grid gap-1.5">
              <div>
                <dt className="text-sm font-semibold text-fg">{columns.condition}</dt>
                <dd className="text-sm">{item.condition}</dd>
                <dd className="text-sm text-muted">{item.moistureLimit === undefined ? item.weighing : fillTemplate(feedstockPhrases.moistureRule, { limit: item.moistureLimit })}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-fg">{columns.minimumLot}</dt>
                <dd className="text-sm">{item.minimumLot}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </PhoneFold>
  );
}
