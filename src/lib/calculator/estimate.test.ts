import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCalculatorData } from '@/content/collections/calculator';
import { estimate } from './estimate';
import type { CalculatorData, CalculatorInput, Range } from './types';

/** The real assumptions: these tests are the calculator's truth against published plants. */
const data: CalculatorData = parseCalculatorData(readFileSync(path.join(process.cwd(), 'content', 'calculator.yaml'), 'utf8'));

const input = (feedstocks: Record<string, number>): CalculatorInput => ({
  feedstocks: Object.entries(feedstocks).map(([id, tonnesPerDay]) => ({ id, tonnesPerDay })),
  operatingDays: data.economics.operatingDays.value,
  cbgPriceInrPerKg: data.economics.cbgPrice.value,
  manurePriceInrPerTonne: data.economics.manurePrice.value,
});

const ordered = (r: Range) => r.low <= r.typical && r.typical <= r.high;

describe('held to reality: commissioned Indian CBG plants', () => {
  it('lists at least three plants with published feed and output', () => {
    expect(data.plants.length).toBeGreaterThanOrEqual(3);
  });

  for (const plant of data.plants) {
    it(`${plant.name}: the typical estimate is within ±30 % of the published ${plant.cbgTonnesPerDay} t/day`, () => {
      const result = estimate(data, input(plant.feed));
      const typical = result.cbgTonnesPerDay.typical;
      expect(Math.abs(typical - plant.cbgTonnesPerDay) / plant.cbgTonnesPerDay).toBeLessThanOrEqual(0.3);
    });
  }
});

describe('estimate', () => {
  it('gives every feedstock a positive, ordered range for every output', () => {
    for (const feedstock of data.feedstocks) {
      const result = estimate(data, input({ [feedstock.id]: 100 }));
      for (const figure of [result.biogasNm3PerDay, result.methaneNm3PerDay, result.cbgKgPerDay, result.manureTonnesPerDay, result.revenueInrPerYear, result.co2eTonnesPerYear, result.plant.digesterM3, result.plant.cascadesPerDay]) {
        expect(ordered(figure), `${feedstock.id}: ${JSON.stringify(figure)}`).toBe(true);
        expect(figure.low).toBeGreaterThan(0);
      }
    }
  });

  it('two feedstocks together equal the sum of each alone', () => {
    const [a, b] = data.feedstocks;
    const together = estimate(data, input({ [a!.id]: 300, [b!.id]: 50 }));
    const first = estimate(data, input({ [a!.id]: 300 }));
    const second = estimate(data, input({ [b!.id]: 50 }));
    for (const key of ['biogasNm3PerDay', 'methaneNm3PerDay', 'cbgKgPerDay', 'manureTonnesPerDay', 'revenueInrPerYear', 'co2eTonnesPerYear'] as const) {
      for (const end of ['low', 'typical', 'high'] as const) {
        expect(together[key][end]).toBeCloseTo(first[key][end] + second[key][end], 6);
      }
    }
  });

  it('scales with the feed: twice the tonnes, twice the gas', () => {
    const id = data.feedstocks[0]!.id;
    const once = estimate(data, input({ [id]: 40 }));
    const twice = estimate(data, input({ [id]: 80 }));
    expect(twice.cbgKgPerDay.typical).toBeCloseTo(once.cbgKgPerDay.typical * 2, 6);
  });

  it('counts revenue from CBG and manure at the prices given', () => {
    const id = data.feedstocks[0]!.id;
    const base = { ...input({ [id]: 100 }), operatingDays: 300, cbgPriceInrPerKg: 70, manurePriceInrPerTonne: 1000 };
    const result = estimate(data, base);
    expect(result.revenueInrPerYear.typical).toBeCloseTo(300 * (result.cbgKgPerDay.typical * 70 + result.manureTonnesPerDay.typical * 1000), 3);
    const noManure = estimate(data, { ...base, manurePriceInrPerTonne: 0 });
    expect(noManure.revenueInrPerYear.typical).toBeLessThan(result.revenueInrPerYear.typical);
  });

  it('refuses an id that is not in the data', () => {
    expect(() => estimate(data, input({ 'not-a-feedstock': 10 }))).toThrow(/Unknown feedstock/);
  });
});
