import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

const variants = {
  /** Each fact in its own tile, label over value: a service's overview. */
  tiles: { item: 'rounded-2xl border border-border bg-surface px-5 py-4', label: 'text-sm font-medium text-muted', value: 'mt-1 font-semibold' },
  /** Label and value on one row, the value flush right, like a table: a test's conditions. */
  rows: { item: 'flex items-baseline justify-between gap-4 px-5 py-3', label: 'text-sm text-muted', value: 'text-right font-bold tabular-nums' },
  /** Label over value, unframed: a service card's price and duration. */
  plain: { item: undefined, label: 'text-muted', value: 'mt-0.5 font-semibold' },
};

/** Facts as label and value pairs in a description list; the list's layout (grid, dividers) comes from the caller. */
export function FactList({ facts, variant, className }: { facts: readonly Fact[]; variant: keyof typeof variants; className: string }) {
  const styles = variants[variant];
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.item}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
