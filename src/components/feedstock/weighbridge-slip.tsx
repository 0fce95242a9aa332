import { feedstockContent, feedstocks, paidWeightKg, payment } from '@/content/feedstock';

const kg = (value: number) => value.toLocaleString('en-IN');
const rupees = (value: number) => `₹${Math.round(value).toLocaleString('en-IN')}`;

/**
 * The slip is set in the monospace face, like a printed slip, except Devanagari: the mono faces
 * have none, so Hindi and Marathi words fell back glyph by glyph with a mono space between them
 * ("धान  की  पराली"). Words in Devanagari take the sans face (and no letter spacing); figures,
 * slip and vehicle numbers stay monospace.
 */
const devanagari = /[\u0900-\u097F]/;
const face = (text: string) => (devanagari.test(text) ? 'font-sans' : '');

/** A value on the slip: the figure, then its unit (in the page's language) after a space. */
type SlipValue = { figure: string; unit?: string };

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
  const weight = (value: number, sign = ''): SlipValue => ({ figure: `${sign}${kg(value)}`, unit: slip.kg });
  // "{days} days": the number goes where the translation puts it.
  const [daysBefore = '', daysAfter = ''] = slip.days.split('{days}');
  const rows: { label: string; value: SlipValue; strong?: boolean; rule?: boolean }[] = [
    { label: labels.slipNumber, value: { figure: sample.slipNumber } },
    { label: labels.vehicle, value: { figure: sample.vehicle } },
    { label: labels.feedstock, value: { figure: item.name } },
    { label: labels.gross, value: weight(sample.grossKg), rule: true },
    { label: labels.tare, value: weight(sample.tareKg, '− ') },
    { label: labels.net, value: weight(net), strong: true },
    { label: labels.moisture, value: { figure: `${sample.moisturePct}%` }, rule: true },
    { label: labels.deduction, value: weight(net - paid, '− ') },
    { label: labels.paid, value: weight(paid), strong: true },
    { label: labels.rate, value: { figure: rupees(sample.ratePerTonne), unit: slip.perTonne }, rule: true },
    { label: labels.amount, value: { figure: rupees(amount) }, strong: true },
    { label: labels.due, value: { figure: `${daysBefore.trim()} ${payment.days}`.trim(), unit: daysAfter.trim() } },
  ];
  const title = slip.title;
  return (
    <figure className="mx-auto w-full max-w-md">
      <div className="rounded-lg border border-dashed border-border bg-bg p-5 font-mono text-sm shadow-sm" data-testid="weighbridge-slip">
        <p
          className={`border-b border-dashed border-border pb-3 text-center text-xs font-semibold text-muted ${devanagari.test(title) ? 'font-sans' : 'uppercase tracking-[0.14em]'}`}
        >
          {title}
        </p>
        <dl className="mt-2">
          {rows.map((row) => (
            <div key={row.label} className={`flex items-baseline justify-between gap-4 py-1 ${row.rule ? 'mt-2 border-t border-dashed border-border pt-3' : ''}`}>
              <dt className={`text-muted ${face(row.label)}`}>{row.label}</dt>
              <dd className={`text-right tabular-nums ${row.strong ? 'font-bold text-fg' : 'text-fg'}`}>
                <span className={face(row.value.figure)}>{row.value.figure}</span>
                {row.value.unit ? <span className={face(row.value.unit)}> {row.value.unit}</span> : null}
              </dd>
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
