import { CountUp } from '@/components/sections/count-up';
import { statText } from '@/content/number-format';
import type { Fact } from '@/content/facts';
import { PHONE_ROWS } from '@/components/ui/phone-rows';
import { FactDetail } from '@/components/ui/fact-detail';
import { FactTag } from './fact-tag';

/**
 * A technology page's row of key figures under its opening, on a dark band in either theme
 * (`band-dark`, globals.css) that sets the page's pace after the light opening, ruled like
 * the long reads' figure rows (src/components/ui/figure-row.tsx), each number with its tag ("Measured,
 * 2025", "Target, 2030"). On a phone (below 30rem) each figure is a row of its own: the
 * number beside its label and tag, its note under both across the row's width, so the note
 * reads in lines of a sentence rather than of three words (`PHONE_ROWS`, shared with the
 * long reads' figure rows). From 30rem two columns, then three or four.
 *
 * `counting`: only the hydrogen stat cards count up (the spec's count-ups); every other
 * figure stands still. The count-up renders its final value on the server.
 */
// On a phone the rows keep clear of the WhatsApp button (--quick-action-clearance, globals.css): this row often ends the first screen.
export function TaggedFigureRow({ label, stats, counting = false, staggerMs = 150 }: { label: string; stats: Fact[]; counting?: boolean; staggerMs?: number }) {
  const columns = stats.length % 3 === 0 ? 'sm:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <section aria-label={label} className="band-dark dark:border-y dark:border-border">
      <div className="mx-auto max-w-7xl px-4 py-2 sm:px-6 sm:py-4 lg:px-8">
        <dl className={`grid gap-x-6 ${PHONE_ROWS.list} min-[30rem]:grid-cols-2 ${columns}`}>
          {stats.map((stat, index) => (
            <div key={stat.label} className={`flex flex-col py-6 text-left sm:py-8 ${PHONE_ROWS.item} ${PHONE_ROWS.clear} min-[30rem]:max-sm:even:pr-(--quick-action-clearance)`}>
              <dt className={`order-2 mt-2 text-sm font-semibold text-fg ${PHONE_ROWS.label}`}>{stat.label}</dt>
              <dd className={`order-1 text-3xl tracking-tight tabular-nums sm:text-4xl font-semibold text-brand ${PHONE_ROWS.figure}`}>
                {counting ? (
                  <CountUp value={stat.value} suffix={stat.suffix} prefix={stat.prefix} delayMs={index * staggerMs} />
                ) : (
                  <span data-figure>{statText(stat)}</span>
                )}
              </dd>
              {stat.basis && (
                <dd className={`order-3 mt-1.5 ${PHONE_ROWS.label}`}>
                  <FactTag basis={stat.basis} />
                </dd>
              )}
              <dd className={`order-4 mt-1 text-sm text-muted ${PHONE_ROWS.note}`}>{stat.context}</dd>
              {stat.detail && (
                <dd className={`order-5 mt-1 text-sm ${PHONE_ROWS.note}`}>
                  <FactDetail detail={stat.detail} />
                </dd>
              )}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
