import type { CalculatorData, CalculatorInput, Estimate, FeedstockEstimate, Range } from './types';

/**
 * The estimate: feedstock tonnes in, low / typical / high ranges out. Pure: the
 * assumptions are an argument, so the page, /api/calculator, the PDF and the
 * browser all compute the same figures from the same content.
 *
 * Per feedstock: volatile solids = tonnes × total solids × volatile share;
 * biogas = volatile solids × biogas yield; methane = biogas × methane share;
 * CBG = methane × (1 − upgrading loss) ÷ CBG methane content × CBG density.
 * "Low" takes every uncertain factor at its pessimistic end (low yield, high
 * loss), "high" at its optimistic end, so low ≤ typical ≤ high always holds.
 * Every output is a sum over feedstocks, so two feedstocks together give the
 * sum of each alone (no co-digestion bonus is claimed).
 */

const scale = (r: Range, k: number): Range => ({ low: r.low * k, typical: r.typical * k, high: r.high * k });
const times = (a: Range, b: Range): Range => ({ low: a.low * b.low, typical: a.typical * b.typical, high: a.high * b.high });
const plus = (a: Range, b: Range): Range => ({ low: a.low + b.low, typical: a.typical + b.typical, high: a.high + b.high });
const zero: Range = { low: 0, typical: 0, high: 0 };
/** A range whose larger value is the pessimistic one (a loss, a loading rate divisor) turned around. */
const reversed = (r: Range): Range => ({ low: r.high, typical: r.typical, high: r.low });

class UnknownFeedstockError extends Error {}

export function estimate(data: CalculatorData, input: CalculatorInput): Estimate {
  const { upgrading, plant, emissions } = data;
  const kept = reversed({ low: 1 - upgrading.methaneLoss.low, typical: 1 - upgrading.methaneLoss.typical, high: 1 - upgrading.methaneLoss.high });
  const cbgKgPerNm3Methane = (upgrading.cbgDensity.value / upgrading.cbgMethaneContent.value);

  const byFeedstock: FeedstockEstimate[] = input.feedstocks.map(({ id, tonnesPerDay }) => {
    const feedstock = data.feedstocks.find((f) => f.id === id);
    if (!feedstock) throw new UnknownFeedstockError(`Unknown feedstock "${id}"`);
    const volatileSolidsTonnesPerDay = tonnesPerDay * feedstock.totalSolids.value * feedstock.volatileSolids.value;
    const biogasNm3PerDay = scale(feedstock.biogasYield, volatileSolidsTonnesPerDay);
    const methaneNm3PerDay = scale(biogasNm3PerDay, feedstock.methaneShare.value);
    const cbgKgPerDay = scale(times(methaneNm3PerDay, kept), cbgKgPerNm3Methane);
    const manureTonnesPerDay = scale(feedstock.manureYield, tonnesPerDay);
    return { id, tonnesPerDay, volatileSolidsTonnesPerDay, biogasNm3PerDay, methaneNm3PerDay, cbgKgPerDay, manureTonnesPerDay };
  });

  const sum = (pick: (f: FeedstockEstimate) => Range) => byFeedstock.reduce((total, f) => plus(total, pick(f)), zero);
  const volatileSolidsTonnesPerDay = byFeedstock.reduce((total, f) => total + f.volatileSolidsTonnesPerDay, 0);
  const biogasNm3PerDay = sum((f) => f.biogasNm3PerDay);
  const methaneNm3PerDay = sum((f) => f.methaneNm3PerDay);
  const cbgKgPerDay = sum((f) => f.cbgKgPerDay);
  const manureTonnesPerDay = sum((f) => f.manureTonnesPerDay);
  const days = input.operatingDays;
  const revenueInrPerYear = plus(scale(cbgKgPerDay, days * input.cbgPriceInrPerKg), scale(manureTonnesPerDay, days * input.manurePriceInrPerTonne));
  const co2eTonnesPerYear = scale(times(cbgKgPerDay, emissions.co2ePerKgCbg), days / 1000);
  // A higher loading rate means a smaller digester: the "low" volume divides by the highest rate.
  const loading = plant.organicLoadingRate;
  const vsKg = volatileSolidsTonnesPerDay * 1000;
  const digesterM3 = { low: vsKg / loading.high, typical: vsKg / loading.typical, high: vsKg / loading.low };
  const cascadesPerDay = scale(cbgKgPerDay, 1 / plant.cascadeKg.value);

  return {
    input,
    byFeedstock,
    volatileSolidsTonnesPerDay,
    biogasNm3PerDay,
    methaneNm3PerDay,
    cbgKgPerDay,
    cbgTonnesPerDay: scale(cbgKgPerDay, 1 / 1000),
    manureTonnesPerDay,
    revenueInrPerYear,
    co2eTonnesPerYear,
    plant: { digesterM3, cascadesPerDay },
  };
}
