import { basisTag, type FactBasis } from '@/content/facts';

/**
 * A figure's tag, "Measured, 2025" or "Target, 2030", beside the number wherever a figure is
 * shown as a stat. Every figure is set in the same ink, whatever its kind: a target drawn fainter
 * than a measurement read to first-time visitors as a fault or a figure still loading. The tag
 * carries the difference: a measured figure's (or a count's) is a filled dot and quiet words; one
 * not yet true (an estimate, a target) is an outlined pill in the brand colour, a ring for its dot,
 * so "Target, 2030" is seen at a glance beside the number it qualifies.
 */
export function FactTag({ basis, className = '' }: { basis: FactBasis; className?: string }) {
  // A count is as settled as a measurement: the same quiet filled dot.
  const measured = basis.kind === 'measured' || basis.kind === 'count';
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-xs font-medium ${measured ? 'text-muted' : 'rounded-full border border-brand/50 px-2 py-px text-brand'} ${className}`}
      data-fact-tag={measured ? 'settled' : 'projected'}
    >
      <span className={`size-1.5 shrink-0 rounded-full ${measured ? 'bg-current' : 'ring-[1.5px] ring-current ring-inset'}`} />
      {basisTag(basis)}
    </span>
  );
}
