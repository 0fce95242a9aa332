import type { CalculatorData, Estimate, Range, Source } from './types';

/**
 * Figures as shown and sent: three significant figures, because the inputs
 * (yields known to ±20 % at best) do not carry more. Rounding is monotone, so
 * low ≤ typical ≤ high still holds after it.
 */
export function significant(n: number, digits = 3): number {
  if (n === 0 || !Number.isFinite(n)) return n;
  return Number(n.toPrecision(digits));
}

const roundRange = (r: Range): Range => ({ low: significant(r.low), typical: significant(r.typical), high: significant(r.high) });

/** The answer of /api/calculator (and the figures of the page and the PDF). */
export function rounded(result: Estimate) {
  return {
    inputs: {
      feedstocks: result.input.feedstocks,
      operatingDays: result.input.operatingDays,
      cbgPriceInrPerKg: result.input.cbgPriceInrPerKg,
      manurePriceInrPerTonne: result.input.manurePriceInrPerTonne,
    },
    biogasNm3PerDay: roundRange(result.biogasNm3PerDay),
    methaneNm3PerDay: roundRange(result.methaneNm3PerDay),
    cbgKgPerDay: roundRange(result.cbgKgPerDay),
    cbgTonnesPerDay: roundRange(result.cbgTonnesPerDay),
    manureTonnesPerDay: roundRange(result.manureTonnesPerDay),
    revenueInrPerYear: roundRange(result.revenueInrPerYear),
    co2eTonnesPerYear: roundRange(result.co2eTonnesPerYear),
    plant: { digesterM3: roundRange(result.plant.digesterM3), cascadesPerDay: roundRange(result.plant.cascadesPerDay) },
    byFeedstock: result.byFeedstock.map((f) => ({
      id: f.id,
      tonnesPerDay: f.tonnesPerDay,
      biogasNm3PerDay: roundRange(f.biogasNm3PerDay),
      methaneNm3PerDay: roundRange(f.methaneNm3PerDay),
      cbgKgPerDay: roundRange(f.cbgKgPerDay),
      manureTonnesPerDay: roundRange(f.manureTonnesPerDay),
    })),
  };
}

/** The sources a value names, in the order named; an unknown id is left out (the content check forbids them). */
export function sourcesOf(data: Pick<CalculatorData, 'sources'>, ids: readonly string[]): Source[] {
  return ids.flatMap((id) => data.sources.filter((s) => s.id === id));
}
