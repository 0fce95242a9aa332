/**
 * Requirements as a data sheet prints them (a sample's volume, container, cold
 * chain): a titled panel with a label and value per row.
 */
export function RequirementList({ title, intro, items }: { title: string; intro?: string; items: readonly { label: string; value: string }[] }) {
  return (
    <section aria-labelledby="requirements-title" className="rounded-xl border border-border bg-bg" data-reveal>
      <div className="border-b border-border bg-surface px-5 py-3">
        <h3 id="requirements-title" className="font-semibold">{title}</h3>
        {intro && <p className="mt-0.5 text-sm leading-6 text-muted">{intro}</p>}
      </div>
      <dl className="divide-y divide-border">
        {items.map((item) => (
          <div key={item.label} className="px-5 py-3">
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{item.label}</dt>
            <dd className="mt-1 text-sm font-medium leading-6 max-sm:text-base">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
