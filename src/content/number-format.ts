import type { Fact } from './facts';

/** A fact as printed in a diagram or table: grouped digits ("3,000 Nm³/day"). */
export function printedFact(fact: Fact): string {
  return `${fact.prefix ?? ''}${fact.value.toLocaleString('en-IN')}${fact.suffix}`;
}
