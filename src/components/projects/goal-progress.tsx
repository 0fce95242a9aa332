import { ownPlantProgress, projectsCopy } from '@/content/projects';

type Slot = 'running' | 'building' | 'signed' | 'feasibility';

/** Each kind of square: filled for a plant, outlined for a site, stronger the further along it is. */
const SLOT_CLASS: Record<Slot, string> = {
  running: 'bg-brand border-brand',
  building: 'bg-brand/45 border-brand',
  signed: 'border-brand border-dashed bg-transparent',
  feasibility: 'border-border bg-transparent',
};

/**
 * Under /projects' row of figures: the goal of plants of our own as progress, one square per plant
 * it counts (running, being built) and per site behind the rest (signed, in feasibility), with a tick
 * where the goal's number falls, beside the same in words. The squares are a picture of the words
 * beside them, so they are hidden from screen readers. Below it, "How we count", folded: /about's
 * milestone links to the list inside, which the browser opens on arrival. A Server Component.
 */
export function GoalProgress() {
  const copy = projectsCopy.overview;
  const progress = ownPlantProgress();
  const slots: Slot[] = [
    ...Array<Slot>(progress.running).fill('running'),
    ...Array<Slot>(progress.building).fill('building'),
    ...Array<Slot>(progress.signed).fill('signed'),
    ...Array<Slot>(progress.feasibility).fill('feasibility'),
  ];
  const legend: { slot: Slot; count: number }[] = [
    { slot: 'running', count: progress.running },
    { slot: 'building', count: progress.building },
    { slot: 'signed', count: progress.signed },
    { slot: 'feasibility', count: progress.feasibility },
  ];
  return (
    <aside id={copy.goal.id} aria-labelledby={`${copy.goal.id}-title`} className="mx-auto max-w-7xl scroll-mt-24 px-4 pt-8 sm:px-6 lg:px-8">
      <div className="grid gap-5 rounded-xl border border-border bg-surface p-4 sm:p-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center lg:gap-8">
        <div>
          <h2 id={`${copy.goal.id}-title`} className="text-lg font-semibold leading-snug text-fg">
            {copy.goal.title}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-fg">{copy.goal.pipeline}</p>
          <p className="mt-1 text-sm leading-relaxed text-muted">{copy.goal.plants}</p>
        </div>
        <div aria-hidden="true" data-goal-progress>
          <ol className="flex flex-wrap items-center gap-1.5">
            {slots.map((slot, i) => (
              <li key={i} className="contents">
                <span data-slot={slot} className={`block size-4 rounded-[4px] border-2 sm:size-5 ${SLOT_CLASS[slot]}`} />
                {i + 1 === progress.goal && (
                  <span data-goal-mark className="mx-0.5 inline-flex h-7 items-center border-l-2 border-fg pl-1.5 text-xs font-semibold text-fg">
                    {copy.goal.legend.goal} {progress.goal}+
                  </span>
                )}
              </li>
            ))}
          </ol>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted">
            {legend.map(({ slot, count }) => (
              <li key={slot} className="inline-flex items-center gap-1.5">
                <span className={`block size-3 rounded-[3px] border-2 ${SLOT_CLASS[slot]}`} />
                {copy.goal.legend[slot]} <span className="font-semibold tabular-nums text-fg">{count}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <details className="group mt-3 max-w-3xl rounded-xl border border-border bg-surface text-sm">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-fg hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:px-5 [&::-webkit-details-marker]:hidden">
          {copy.counting.title}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none">
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <ul id={copy.counting.id} className="grid scroll-mt-24 gap-2 border-t border-border px-4 pb-4 pt-3 leading-relaxed text-muted sm:px-5">
          {[copy.counting.delivered, copy.counting.others, copy.counting.goal].map((line) => (
            <li key={line} className="border-l-2 border-brand/40 pl-3">
              {line}
            </li>
          ))}
        </ul>
      </details>
    </aside>
  );
}
