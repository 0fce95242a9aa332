import type { CSSProperties } from 'react';
import { labTimes } from '@/content/facts';
import { incubationTimeline as copy, reportDays, TIMELINE_END_DAY, timelineDays } from '@/content/services-bmp-bhp';
import { RangeText } from './range-text';

/** Position on the axis, in per cent of its length. */
const at = (day: number) => `${(day / TIMELINE_END_DAY) * 100}%`;

/** Ticks every week, labelled in days. */
const TICKS = Array.from({ length: TIMELINE_END_DAY / 7 + 1 }, (_, i) => i * 7);

/**
 * The BMP and BHP incubation as a timeline drawn to scale: one row per duration
 * (from facts.ts), a bar from day 0 with a paler window from its earliest to its latest
 * day on a shared axis of days from set-up, and the final report as a range following the BMP's end. Every label and
 * figure is text in the row, so the bars are decoration for the same words.
 */
export function IncubationTimeline() {
  const rows = (['bhpIncubation', 'firstResults', 'bmpIncubation'] as const).map((key) => ({ key, time: labTimes[key], days: timelineDays[key] }));
  return (
    <figure aria-labelledby="incubation-caption" className="m-0 rounded-xl border border-border bg-bg p-4 sm:p-6">
      <ol className="space-y-5">
        {rows.map(({ key, time, days }) => (
          <li key={key} className="grid gap-2 sm:grid-cols-[13rem_minmax(0,1fr)] sm:items-center sm:gap-6">
            <p className="text-sm">
              <span className="block font-semibold">{time.label}</span>
              <span className="font-bold text-brand tabular-nums">
                <RangeText text={time.value} />
              </span>
            </p>
            {/* Every test starts on day 0: a solid bar up to the earliest day it can end, then
                a paler window up to the latest (how long depends on the feedstock). A bar
                drawn only over the window read as "starts on day 3". */}
            <div aria-hidden="true" className="relative h-3 rounded-full bg-surface-2">
              <span className="absolute inset-y-0 left-0 rounded-l-full bg-brand" style={{ width: at(days[0]) } as CSSProperties} />
              <span
                className="absolute inset-y-0 rounded-r-full border border-brand bg-brand/25"
                style={{ left: at(days[0]), width: at(days[1] - days[0]) } as CSSProperties}
              />
            </div>
          </li>
        ))}
        <li className="grid gap-2 sm:grid-cols-[13rem_minmax(0,1fr)] sm:items-center sm:gap-6">
          <p className="text-sm">
            <span className="block font-semibold">{copy.finalReport}</span>
            <span className="text-muted">{copy.finalReportText}</span>
          </p>
          {/* A range, not a day: the report follows the end of the incubation, whenever in its window
              that falls. Dashed (it is not a test running) and pointing on (it comes after each end). */}
          <div aria-hidden="true" className="relative h-3">
            <span
              className="absolute inset-y-0 rounded-l-full border-2 border-r-0 border-dashed border-brand"
              style={{ left: at(reportDays[0]), width: at(reportDays[1] - reportDays[0]) } as CSSProperties}
            />
            <span
              className="absolute inset-y-0 w-2 bg-brand [clip-path:polygon(0_0,100%_50%,0_100%)]"
              style={{ left: at(reportDays[1]) } as CSSProperties}
            />
          </div>
        </li>
      </ol>
      {/* The axis: ticks every week, under the bars' column only. */}
      <div aria-hidden="true" className="mt-4 grid sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6">
        <p className="hidden text-right text-xs text-muted sm:block">{copy.axisLabel}</p>
        <div>
          <div className="relative h-5 border-t border-border">
            {TICKS.map((day) => (
              <span key={day} className="absolute top-0 -translate-x-1/2 pt-1 text-xs text-muted tabular-nums" style={{ left: at(day) } as CSSProperties}>
                {day}
              </span>
            ))}
          </div>
          <p className="mt-1 text-xs text-muted sm:hidden">{copy.axisLabel}</p>
        </div>
      </div>
      <figcaption id="incubation-caption" className="mt-4 text-sm text-muted">
        {copy.caption}
      </figcaption>
    </figure>
  );
}
