import { Fold } from '@/components/ui/fact-detail';
import { nashikAboveCalculator, nashikMeasured, nashikReconcile } from '@/content/technology-cbg';

/**
 * One line beside Nashik's design figures, linked to the working: on the plant's story and the
 * calculator's result for wet waste, why they are above the calculator's average for wet waste;
 * under home's flow (`measured`), what the plant has delivered against them.
 */
export function NashikNote({ className = 'mt-4', measured = false }: { className?: string; measured?: boolean }) {
  const n = measured ? nashikMeasured : nashikAboveCalculator;
  return (
    <p className={`max-w-[75ch] text-sm leading-6 text-muted ${className}`}>
      {n.text}{' '}
      {/* A plain link, not the router's: the browser opens the closed fold its address names only on a real navigation. */}
      <a href={n.link.href} className="font-semibold text-brand underline-offset-4 hover:underline">
        {n.link.label}
        <span aria-hidden="true">&nbsp;→</span>
      </a>
    </p>
  );
}

/**
 * On the plant's story: how its design figures follow from the feed and from each other, and what
 * it has delivered against them, folded. Its first paragraph is the address (`nashikReconcile.id`)
 * every "How the figures reconcile" link names: the browser opens the fold on arriving there.
 */
export function NashikReconcile({ className = '' }: { className?: string }) {
  const r = nashikReconcile;
  return (
    <Fold summary={r.title} className={`border-t border-border pt-4 ${className}`}>
      {r.paragraphs.map((p, i) => (
        <p key={p.slice(0, 24)} id={i === 0 ? r.id : undefined} className="mt-3 scroll-mt-32 leading-7 text-muted">{p}</p>
      ))}
    </Fold>
  );
}
