import type { CSSProperties } from 'react';
import { plantEngineeringCopy, plantStages, STAGE_SCHEDULE, stageWindows, TIMELINE_END_MONTH, type StageId } from '@/content/plant-engineering';
import { fillTemplate } from '@/lib/format';

const copy = plantEngineeringCopy.stages;

/** Position on the axis, in per cent of its length. */
const at = (month: number) => `${(Math.min(month, TIMELINE_END_MONTH) / TIMELINE_END_MONTH) * 100}%`;

/** Ticks every six months. */
const TICKS = Array.from({ length: TIMELINE_END_MONTH / 6 + 1 }, (_, i) => i * 6);

/** A stage's length as printed: "6–8 weeks", "12–16 months", or the O&M contract's years. */
function stageDuration(id: StageId): string {
  const { span, unit, years } = STAGE_SCHEDULE[id];
  if (years) return fillTemplate(copy.ongoing, { years });
  return fillTemplate(copy.durations[unit], { min: span[0], max: span[1] });
}

/**
 * The job as a Gantt strip drawn to scale, from a tablet up (on a phone the stage list below it
 * says the same in words): one row per stage on a shared axis of months from the first visit.
 * Each bar starts when the stages before it can end at the earliest; solid for the stage's
 * shortest time, paler up to the latest it can end (`stageWindows`). The client's approvals are
 * drawn in the neutral ink, hatched; the O&M contract runs off the axis. Every label and figure is
 * text in the row, so the bars are decoration for the same words.
 */
/** A stage's number: ours are counted, the client's approvals are not (they are marked "Yours" instead). */
function stageNumbers(): Partial<Record<StageId, number>> {
  let n = 0;
  return Object.fromEntries(plantStages.filter((s) => !STAGE_SCHEDULE[s.id].yours).map((s) => [s.id, ++n]));
}

export function PlantTimeline() {
  const windows = stageWindows();
  const numbers = stageNumbers();
  return (
    <figure aria-labelledby="plant-timeline-caption" className="m-0 hidden rounded-xl border border-border bg-bg p-6 md:block">
      <p className="font-semibold">{copy.timelineTitle}</p>
      <ol className="mt-5 space-y-4">
        {plantStages.map((stage) => {
          const { start, end } = windows[stage.id];
          const { yours, years } = STAGE_SCHEDULE[stage.id];
          return (
            <li key={stage.id} className="grid grid-cols-[15rem_minmax(0,1fr)] items-center gap-6">
              <p className="text-sm">
                <span className="font-semibold">
                  {numbers[stage.id] && <span className="mr-1.5 text-muted tabular-nums">{numbers[stage.id]}</span>}
                  {stage.title}
                </span>
                <span className="block tabular-nums text-muted">
                  {stageDuration(stage.id)}
                  {yours && <span className="ml-2 text-xs font-semibold uppercase tracking-wide text-fg">{copy.yours}</span>}
                </span>
              </p>
              <div aria-hidden="true" className="relative h-4 rounded-full bg-surface-2">
                {years ? (
                  // The contract runs on past the axis: a bar to its end, fading out, with an arrowhead.
                  <>
                    <span className="absolute inset-y-0 rounded-l-full bg-gradient-to-r from-brand to-brand/30" style={{ left: at(start[0]), right: '0.5rem' } as CSSProperties} />
                    <span className="absolute inset-y-0 right-0 w-2 bg-brand/30 [clip-path:polygon(0_0,100%_50%,0_100%)]" />
                  </>
                ) : (
                  <>
                    <span
                      className={`absolute inset-y-0 rounded-l-full ${yours ? 'border border-fg/50 bg-[repeating-linear-gradient(135deg,var(--color-fg)_0_1.5px,transparent_1.5px_6px)] opacity-60' : 'bg-brand'}`}
                      style={{ left: at(start[0]), width: `calc(${at(end[0] - start[0])})` } as CSSProperties}
                    />
                    <span
                      className={`absolute inset-y-0 rounded-r-full border ${yours ? 'border-dashed border-fg/50' : 'border-brand bg-brand/25'}`}
                      style={{ left: at(end[0]), width: at(end[1] - end[0]) } as CSSProperties}
                    />
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {/* The axis: ticks every six months, under the bars' column only. */}
      <div aria-hidden="true" className="mt-4 grid grid-cols-[15rem_minmax(0,1fr)] gap-6">
        <p className="text-right text-xs text-muted">{copy.axisLabel}</p>
        <div className="relative h-5 border-t border-border">
          {TICKS.map((month) => (
            <span key={month} className="absolute top-0 -translate-x-1/2 pt-1 text-xs text-muted tabular-nums" style={{ left: at(month) } as CSSProperties}>
              {month}
            </span>
          ))}
        </div>
      </div>
      <p className="mt-4 font-semibold">{copy.total}</p>
      <figcaption id="plant-timeline-caption" className="mt-2 max-w-[75ch] text-sm text-muted">
        {copy.caption}
      </figcaption>
    </figure>
  );
}

/** The stages in words: a numbered list, the only form on a phone; beside the strip's bars, three columns from a wide screen. */
export function PlantStageList() {
  const numbers = stageNumbers();
  return (
    <ol className="grid gap-x-10 gap-y-8 md:mt-12 md:grid-cols-2 lg:grid-cols-3" aria-label={copy.title}>
      {plantStages.map((stage) => (
        // The O&M contract closes the list on a row of its own: it runs on, where the others end.
        <li key={stage.id} className={`border-t pt-4 ${STAGE_SCHEDULE[stage.id].yours ? 'border-dashed border-fg/40' : 'border-border'} ${STAGE_SCHEDULE[stage.id].years ? 'md:col-span-2 lg:col-span-3 [&>p]:max-w-[65ch]' : ''}`} data-reveal>
          <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
            {numbers[stage.id] && <span aria-hidden="true" className="font-bold text-brand tabular-nums">{String(numbers[stage.id]).padStart(2, '0')}</span>}
            <span className="font-semibold tabular-nums text-muted">{stageDuration(stage.id)}</span>
            {STAGE_SCHEDULE[stage.id].yours && <span className="text-xs font-semibold uppercase tracking-wide text-fg">{copy.yours}</span>}
          </p>
          <h3 className="mt-1 text-lg font-bold">{stage.title}</h3>
          <p className="mt-2 leading-7 text-muted">{stage.text}</p>
          <p className="mt-2 text-sm">
            <span className="font-semibold">{copy.deliverable}:</span> {stage.deliverable}
          </p>
        </li>
      ))}
    </ol>
  );
}
