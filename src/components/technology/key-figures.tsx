import type { KeyFigure } from '@/content/technology-pretreatment';

/** Large headline figures with a label and a sentence of context. */
export function KeyFigures({ items }: { items: KeyFigure[] }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col rounded-2xl border border-border bg-gradient-to-br from-brand-soft to-accent-soft p-6 sm:p-8"
          data-reveal
        >
          <dt className="order-2 mt-2 text-lg font-semibold">{item.label}</dt>
          <dd className="order-1 text-5xl font-extrabold tracking-tight text-brand sm:text-6xl">{item.value}</dd>
          <dd className="order-3 mt-2 text-sm leading-6 text-muted">{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
