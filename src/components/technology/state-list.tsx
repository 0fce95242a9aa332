import type { State } from '@/content/technology-cbg';

/** The states with upcoming plants: a labelled list with each state's code. */
export function StateList({ states, label }: { states: State[]; label: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {states.map((state) => (
        <li key={state.code} className="flex items-start gap-4 rounded-2xl border border-border bg-bg p-5 shadow-sm" data-reveal data-state-code={state.code}>
          <span
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-brand text-lg font-extrabold tracking-wider text-brand-fg"
            aria-hidden="true"
          >
            {state.code}
          </span>
          <div>
            <p className="text-lg font-semibold leading-snug">
              {state.name} <span className="text-sm font-medium text-muted">({state.code})</span>
            </p>
            <p className="mt-1 text-sm leading-6 text-muted">{state.note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
