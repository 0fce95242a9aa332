import { feedstockContent, feedstocks, paidWeightKg, payment } from '@/content/feedstock';

const kg = (value: number) => value.toLocaleString('en-IN');
const rupees = (value: number) => `₹${Math.round(value).toLocaleString('en-IN')}`;

/**
 * A worked weighbridge slip: gross less tare is the net weight, moisture above
 * the feedstock's limit takes its share off, the rate on the day gives the amount.
 * Every line is computed from the sample load in src/content/feedstock.ts, so the
 * arithmetic on the page is always right.
 */
export function WeighbridgeSlip() {
  const { slip } = feedstockContent;
  const { sample, labels } = slip;
  const item = feedstocks.find((feedstock) => feedstock.id === sample.feedstock) ?? feedstocks[0]!;
  const net = sample.grossKg - sample.tareKg;
  const paid = paidWeightKg(net, sample.moisturePct, item.moistureLimit);
  const amount = (paid / 1000) * sample.ratePerTonne;
  const rows: { label: string; value: string; strong?: boolean; rule?: boolean }[] = [
    { label: labels.slipNumber, value: sample.slipNumber },
    { label: labels.vehicle, value: sample.vehicle },
    { label: labels.feedstock, value: item.name },
    { label: labels.gross, value: `${kg(sample.grossKg)} ${slip.kg}`, rule: true },
    { label: labels.tare, value: `− ${kg(sample.tareKg)} ${slip.kg}` },
    { label: labels.net, value: `${kg(net)} ${slip.kg}`, strong: true },
    { label: labels.moisture, value: `${sample.moisturePct} %`, rule: true },
    { label: labels.deduction, value: `− ${kg(net - paid)} ${slip.kg}` },
    { label: labels.paid, value: `${kg(paid)} ${slip.kg}`, strong: true },
    { label: labels.rate, value: `${rupees(sample.ratePerTonne)} ${slip.perTonne}`, rule: true },
    { label: labels.amount, value: rupees(amount), strong: true },
    { label: labels.due, value: `${payment.days} ${slip.days}` },
  ];
  return (
    <figure className="mx-auto w-full max-w-md">
      <div className="rounded-lg border border-dashed border-border bg-bg p-5 font-mono text-sm shadow-sm" data-testid="weighbridge-slip">
        <p className="border-b border-dashed border-border pb-3 text-center text-xs font-semibold uppercase tracking-[0.14em] text-muted">{slip.title}</p>
        <dl className="mt-2">
          {rows.map((row) => (
            <div key={row.label} className={`flex items-baseline justify-between gap-4 py-1 ${row.rule ? 'mt-2 border-t border-dashed border-border pt-3' : ''}`}>
              <dt className="text-muted">{row.label}</dt>
              <dd className={`text-right tabular-nums ${row.strong ? 'font-bold text-fg' : 'text-fg'}`}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {item.moistureLimit !== undefined ? (
        <figcaption className="mt-3 text-sm text-muted">{slip.rule.replace('{limit}', String(item.moistureLimit))}</figcaption>
      ) : null}
    </figure>
  );
}
