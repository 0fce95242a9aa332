import type { State } from '@/content/technology-cbg';

/**
 * The states with upcoming plants as a plain ruled list: each state's name with its code,
 * and one line on its feedstock. No badges: the list is read, not looked at.
 */
export function StateList({ states, label }: { states: State[]; label: string }) {
  return (
    <ul className="grid border-b border-border sm:grid-cols-2 sm:gap-x-10 lg:grid-cols-3" aria-label={label}>
      {states.map((state) => (
        <li key={state.code} className="border-t border-border py-4" data-reveal data-state-code={state.code}>
          <p className="font-semibold leading-snug text-fg">
            {state.name} <span className="text-sm font-medium text-muted">({state.code})</span>
          </p>
          <p className="mt-1 text-sm leading-6 text-muted">{state.note}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Our own pipeline by state as bars, each as long as its count against the largest, in the CBG
 * page's card of our own 2030 plan: the state and its count are printed, so the bars add no words.
 */
export function PipelineBars({ title, note, rows, unit }: { title: string; note: string; rows: readonly { state: string; sites: number }[]; unit: string }) {
  const most = Math.max(...rows.map((r) => r.sites));
  return (
    <div className="mt-8">
      <h3 className="text-xl font-semibold tracking-tight text-fg">{title}</h3>
      <p className="mt-1 text-sm leading-6 text-muted">{note}</p>
      <dl className="mt-5 grid max-w-2xl gap-y-2.5" data-pipeline-bars>
        {rows.map((r) => (
          <div key={r.state} className="grid grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)] items-center gap-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
            <dt className="text-sm text-fg">{r.state}</dt>
            {/* The bar's track is the column left beside the count, the same on every row, so the bars stay in proportion at any width. */}
            <dd className="grid grid-cols-[minmax(0,1fr)_2rem] items-center gap-2">
              <span aria-hidden="true" className="block">
                <span data-bar className="block h-3 rounded-sm bg-brand" style={{ width: `${(r.sites / most) * 100}%` }} />
              </span>
              {/* The unit is in the title above; screen readers hear it with each count. */}
              <span className="text-right text-sm font-semibold tabular-nums text-fg">
                {r.sites} <span className="sr-only">{unit}</span>
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
