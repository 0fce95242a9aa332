import type { State } from '@/content/technology-cbg';

/**
 * The states with upcoming plants as a plain ruled list beside their map: each state's name
 * with its code, and one line on its feedstock. No badges: the list is read, not looked at.
 */
export function StateList({ states, label }: { states: State[]; label: string }) {
  return (
    <ul className="grid border-b border-border sm:grid-cols-2 sm:gap-x-10" aria-label={label}>
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
 * Our own feasibility sites by state, in words: the counts the states map draws as discs
 * (components/technology/states-map.tsx), each state with its count, as a ruled list.
 */
export function OwnSiteList({ title, note, rows, unit }: { title: string; note: string; rows: readonly { state: string; sites: number; id: string }[]; unit: string }) {
  return (
    <div className="mt-10">
      <h3 className="text-xl font-semibold tracking-tight text-fg">{title}</h3>
      <p className="mt-1 text-sm leading-6 text-muted">{note}</p>
      <ul className="mt-4 grid max-w-md border-b border-border" aria-label={title} data-own-sites-list>
        {rows.map((r) => (
          <li key={r.id} className="flex items-baseline justify-between gap-4 border-t border-border py-2 text-sm" data-state-id={r.id}>
            <span className="text-fg">{r.state}</span>
            {/* The unit is in the title above; screen readers hear it with each count. */}
            <span className="font-semibold tabular-nums text-fg">
              {r.sites} <span className="sr-only">{unit}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
