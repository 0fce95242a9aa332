import { basisTag, type FactBasis } from '@/content/facts';

/**
 * The ink of a figure shown as a stat, by what it is: a target or an estimate is not yet true,
 * so its number stands in the quiet text colour at normal weight, wherever it appears; a
 * measured or design figure gets `measuredInk` (the caller's strong colour). Beside a measured
 * "30+", a targeted "5M+" must not read as the same kind of claim.
 */
export function figureInk(basis: FactBasis | undefined, measuredInk = 'font-semibold text-fg'): string {
  return basis?.kind === 'target' || basis?.kind === 'estimate' ? 'font-normal text-muted' : measuredInk;
}

/**
 * A figure's tag, "Measured, 2025" or "Target, 2030", beside the number wherever a figure is
 * shown as a stat: a small dot and the words in sentence case, quieter than the figure and its
 * label. A filled muted dot for a measured figure; a ring in the accent colour for one that is
 * not yet true (an estimate, a target, a design value).
 */
export function FactTag({ basis, className = '' }: { basis: FactBasis; className?: string }) {
  // A count is as settled as a measurement: the same quiet filled dot.
  const measured = basis.kind === 'measured' || basis.kind === 'count';
  return (
    <span className={`inline-flex items-center gap-1.5 text-xs font-medium ${measured ? 'text-muted' : 'text-brand'} ${className}`}>
      <span className={`size-1.5 shrink-0 rounded-full ${measured ? 'bg-current' : 'ring-[1.5px] ring-current ring-inset'}`} />
      {basisTag(basis)}
    </span>
  );
}
