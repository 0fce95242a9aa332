import type { CSSProperties } from 'react';
import { fractionation as f } from '@/content/technology-biomass';

/** Brand tints from strong to faint, one per fraction: one accent colour, four weights of it. */
const TINTS = ['bg-brand', 'bg-brand/70', 'bg-brand/45', 'bg-brand/25'];

/**
 * The biorefinery as a branching diagram: the feedstock on top, a bar that splits it
 * into its fractions to scale, and under each fraction the route and the product
 * family it becomes. Every share and example is text; a Server Component.
 */
export function FractionationDiagram() {
  return (
    <figure aria-labelledby={`${f.id}-caption`} className="m-0">
      <div className="rounded-xl border border-border bg-bg p-4 sm:p-5">
        <p className="font-semibold">{f.source.title}</p>
        <p className="mt-1 text-sm text-muted">{f.source.text}</p>
        <div aria-hidden="true" className="mt-4 flex h-4 overflow-hidden rounded-full">
          {f.branches.map((b, i) => (
            <span key={b.fraction} className={`${TINTS[i]} border-r-2 border-bg last:border-r-0`} style={{ flexBasis: `${b.share}%` } as CSSProperties} />
          ))}
        </div>
      </div>
      <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {f.branches.map((b, i) => (
          <li key={b.fraction} className="flex flex-col rounded-xl border border-border bg-bg">
            <div className="flex items-start gap-3 border-b border-border p-4">
              <span aria-hidden="true" className={`mt-1 size-3 shrink-0 rounded-sm ${TINTS[i]}`} />
              <p>
                <span className="block font-semibold">{b.fraction}</span>
                <span className="block text-sm text-muted">
                  <span className="sr-only">{f.shareLabel}: </span>
                  <span className="font-semibold text-fg tabular-nums">{b.share}%</span> · {b.kg}
                </span>
              </p>
            </div>
            <div className="flex flex-1 flex-col p-4">
              <p className="text-xs uppercase tracking-wider text-muted">{b.route}</p>
              <h3 className="mt-2 text-lg font-semibold text-brand">{b.product.title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted">{b.product.description}</p>
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={b.product.title}>
                {b.product.examples.map((ex) => (
                  <li key={ex} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-medium">{ex}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
      <figcaption id={`${f.id}-caption`} className="mt-4 text-sm text-muted">{f.caption}</figcaption>
    </figure>
  );
}
