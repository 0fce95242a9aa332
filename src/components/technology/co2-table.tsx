import { co2Copy, co2Estimate } from '@/content/co2-estimate';
import { Fold } from '@/components/ui/fact-detail';
import { labelledCell, stackedCell, TableFrame } from '@/components/ui/table-frame';

const perTonne = (t: number) => t.toFixed(2);
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Under the CBG page's environmental benefits: the CO₂e figure worked forwards, feed by feed
 * (src/content/co2-estimate.ts), folded so the benefits lead. On a phone each feed stacks its
 * amounts under their column names, as the laboratory's tables do.
 */
export function Co2Table() {
  const e = co2Estimate();
  const c = co2Copy;
  // On a phone the three numbers of a feed share one line, each under its column's name.
  const cell = `px-3 py-2.5 align-top tabular-nums ${labelledCell} max-sm:inline-block max-sm:w-1/3 max-sm:pr-2`;
  return (
    <Fold summary={c.summary.replace('{total}', e.printed)} className="mt-6">
      <div className="mt-4">
        <TableFrame
          title={c.title}
          caption={c.caption.replace('{plants}', String(e.plants)).replace('{tonnes}', String(e.tonnesPerDay)).replace('{days}', String(e.days)).replace('{years}', String(e.years))}
        >
          <thead className="border-b border-border bg-surface max-sm:sr-only">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-semibold">{c.columns.feed}</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{c.columns.share}</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{c.columns.fuel}</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{c.columns.left}</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{c.columns.basis}</th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {e.rows.map((row) => (
              <tr key={row.id} className="border-b border-border max-sm:block max-sm:px-3 max-sm:py-3">
                <th scope="row" className="px-3 py-2.5 text-left align-top font-semibold max-sm:block max-sm:p-0">{row.name}</th>
                <td data-label={c.columns.share} className={cell}>{percent(row.share)}</td>
                <td data-label={c.columns.fuel} className={cell}>{perTonne(row.fuel)}</td>
                <td data-label={c.columns.left} className={cell}>{perTonne(row.left)}</td>
                <td data-label={c.columns.basis} className={`px-3 py-2.5 align-top text-muted ${stackedCell}`}>{row.basis}</td>
              </tr>
            ))}
            <tr className="bg-surface font-semibold max-sm:block max-sm:px-3 max-sm:py-3">
              <th scope="row" className="px-3 py-2.5 text-left align-top max-sm:block max-sm:p-0">{c.total}</th>
              <td data-label={c.columns.share} className={cell}>{percent(e.rows.reduce((sum, row) => sum + row.share, 0))}</td>
              <td data-label={c.columns.fuel} className={cell}>{perTonne(e.perTonne.fuel)}</td>
              <td data-label={c.columns.left} className={cell}>{perTonne(e.perTonne.left)}</td>
              <td className="max-sm:hidden" />
            </tr>
          </tbody>
        </TableFrame>
        <p className="mt-3 max-w-[70ch] text-sm leading-6 text-fg">
          {c.sum.replace('{feedTonnes}', String(e.millions.feed)).replace('{fuel}', String(e.millions.fuel)).replace('{left}', String(e.millions.left)).replace('{sum}', String(e.millions.sum))}
        </p>
        <p className="mt-1 max-w-[70ch] text-sm leading-6 text-muted">{c.fuelNote}</p>
      </div>
    </Fold>
  );
}
