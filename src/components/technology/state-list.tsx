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
