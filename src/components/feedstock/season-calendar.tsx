import { MONTHS, monthNames, type Feedstock, type SeasonMark } from '@/content/feedstock';
import { requestLocale } from '@/content/i18n';

const markClass: Record<SeasonMark, string> = {
  main: 'bg-brand',
  // Hatched, as charts mark a lesser state: tells itself apart from an empty month in both themes and without colour.
  also: 'bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_2px,transparent_2px_6px)] ring-1 ring-inset ring-brand/70',
};

/**
 * The season calendar: a row per feedstock, a column per month, a filled cell for
 * the main season and a pale one for stored stock, so a bar shows when we buy.
 * Each month heading is read by its full name; what it shows depends on the room:
 * on a phone its short form on its side (a number meant little to a farmer, an initial is
 * ambiguous, J for three months), from `sm` its short form level, and from `md` in Hindi and Marathi its full name (Devanagari month
 * names are about as wide as "Sep"; English keeps its three letters). Every cell still
 * names its state for a screen reader.
 */
export function SeasonCalendar({
  items,
  caption,
  feedstockHeading,
  legend,
}: {
  items: readonly Feedstock[];
  caption: string;
  feedstockHeading: string;
  legend: Record<SeasonMark, string>;
}) {
  const fullNames = requestLocale() !== 'en';
  return (
    <div>
      <ul className="mb-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted" role="list">
        {(Object.keys(legend) as SeasonMark[]).map((mark) => (
          <li key={mark} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block h-3.5 w-6 rounded-sm ${markClass[mark]}`} />
            {legend[mark]}
          </li>
        ))}
      </ul>
      <div className="rounded-xl border border-border bg-bg">
        <table className="w-full table-fixed border-collapse text-left text-sm" data-testid="season-calendar">
          <caption className="sr-only">{caption}</caption>
          <colgroup>
            <col className="w-[7.5rem] sm:w-48" />
            {MONTHS.map((code) => (
              <col key={code} />
            ))}
            {/* A spacer, so December keeps the width of the other months and clears the frame. */}
            <col className="w-2 sm:w-3" />
          </colgroup>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-3 py-2.5 font-semibold text-muted sm:px-4">
                {feedstockHeading}
              </th>
              {MONTHS.map((code) => {
                const name = monthNames[code];
                return (
                  <th key={code} scope="col" className="px-0 py-2.5 text-center text-xs font-semibold text-muted">
                    <span className="sr-only">{name.long}</span>
                    <span aria-hidden="true" title={name.long}>
                      {/* On a phone the short name stands on its side: farmers read months by name, and twelve across leave no room for them level. */}
                      <span className="inline-block rotate-180 whitespace-nowrap text-[0.7rem] leading-none [writing-mode:vertical-rl] sm:hidden">{name.short}</span>
                      <span className={`hidden sm:inline ${fullNames ? 'md:hidden' : ''}`}>{name.short}</span>
                      {fullNames ? <span className="hidden md:inline">{name.long}</span> : null}
                    </span>
                  </th>
                );
              })}
              <td aria-hidden="true" />
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-border last:border-b-0" data-feedstock={item.id}>
                <th scope="row" className="px-3 py-2 font-medium leading-snug text-fg sm:px-4">
                  {item.name}
                </th>
                {MONTHS.map((code) => {
                  const mark = item.season[code];
                  return (
                    <td key={code} className="px-px py-2" data-month={code} data-mark={mark ?? ''}>
                      <span aria-hidden="true" className={`block h-5 rounded-[3px] ${mark ? markClass[mark] : 'bg-surface'}`} />
                      {mark ? <span className="sr-only">{legend[mark]}</span> : null}
                    </td>
                  );
                })}
                <td aria-hidden="true" />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
