import type { Fact } from './facts';

/** A fact as printed in a diagram or table: grouped digits ("3,000 Nm³/day"). */
export function printedFact(fact: Fact): string {
  return `${fact.prefix ?? ''}${fact.value.toLocaleString('en-IN')}${fact.suffix}`;
}

/** A stat as printed, digits grouped ("2,000+", "95%"): by a figure that stands still, and by a count-up at every step. */
export function statText(stat: { value: number; prefix?: string; suffix?: string; decimals?: number }): string {
  const decimals = stat.decimals ?? 0;
  const number = stat.value.toLocaleString('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${stat.prefix ?? ''}${number}${stat.suffix ?? ''}`;
}
