import { basisTag, type FactBasis } from '@/content/facts';

/**
 * A figure's tag, "Measured, 2025" or "Target, 2030", as home's clean-fuel figures print it
 * (src/components/home/clean-fuels.tsx): small capitals beside the number, muted for a
 * measured figure and in the accent colour for one that is not yet true (an estimate, a
 * target, a design value).
 */
export function FactTag({ basis, className = '' }: { basis: FactBasis; className?: string }) {
  return (
    <span className={`text-xs font-semibold uppercase tracking-wider ${basis.kind === 'measured' ? 'text-muted' : 'text-brand'} ${className}`}>
      {basisTag(basis)}
    </span>
  );
}
