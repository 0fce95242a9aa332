import type { CoreValue } from '@/content/about';

/**
 * The core values as a numbered, ruled list: number, name and the one sentence that
 * says what the value means in practice, on one row from 640 px.
 */
export function ValueList({ values }: { values: CoreValue[] }) {
  return (
    <ol className="border-t border-border">
      {values.map((value, i) => (
        <li
          key={value.title}
          className="grid grid-cols-[2.5rem_minmax(0,1fr)] items-baseline gap-x-4 gap-y-1 border-b border-border py-6 sm:grid-cols-[3rem_12rem_minmax(0,1fr)] sm:gap-x-8"
          data-reveal
        >
          <span aria-hidden="true" className="text-sm font-semibold tabular-nums text-brand">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className="text-xl font-semibold text-fg">{value.title}</h3>
          <p className="col-start-2 leading-7 text-muted sm:col-start-auto">{value.description}</p>
        </li>
      ))}
    </ol>
  );
}
