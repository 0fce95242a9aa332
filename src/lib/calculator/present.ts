import type { CalculatorData, Estimate, Range } from './types';

/**
 * Figures as shown and sent: three significant figures, because the inputs
 * (yields known to ±20 % at best) do not carry more. Rounding is monotone, so
 * low ≤ typical ≤ high still holds after it.
 */
function significant(n: number, digits = 3): number {
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
    volatileSolidsTonnesPerDay: significant(result.volatileSolidsTonnesPerDay),
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

/** A figure for people: three significant figures, Indian digit grouping (1,23,000). */
export function formatFigure(n: number): string {
  const value = significant(n);
  return value.toLocaleString('en-IN', { maximumFractionDigits: Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2 });
}

/** The settings a question leaves at content/calculator.yaml's values, which its address then omits (`calculatorQuery`). */
export function economicsDefaults(data: Pick<CalculatorData, 'economics'>): { operatingDays: number; cbgPrice: number; manurePrice: number } {
  return { operatingDays: data.economics.operatingDays.value, cbgPrice: data.economics.cbgPrice.value, manurePrice: data.economics.manurePrice.value };
}

/** The calculator's address for an input: the shareable result page, the PDF and the API take the same query. */
export function calculatorQuery(input: { feedstocks: { id: string; tonnesPerDay: number }[]; operatingDays: number; cbgPriceInrPerKg: number; manurePriceInrPerTonne: number }, defaults: { operatingDays: number; cbgPrice: number; manurePrice: number }): string {
  const params = new URLSearchParams();
  for (const f of input.feedstocks) params.set(f.id, String(f.tonnesPerDay));
  if (input.operatingDays !== defaults.operatingDays) params.set('days', String(input.operatingDays));
  if (input.cbgPriceInrPerKg !== defaults.cbgPrice) params.set('cbg-price', String(input.cbgPriceInrPerKg));
  if (input.manurePriceInrPerTonne !== defaults.manurePrice) params.set('manure-price', String(input.manurePriceInrPerTonne));
  return params.toString();
}

/** Nice round axis maximum at or above `value` for `steps` gridlines. */
export function niceAxisMax(value: number, steps = 4): number {
  if (value <= 0) return steps;
  const raw = value / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((m) => m >= raw) ?? raw;
  return nice * steps;
}
