/**
 * The home page's CO₂e figure (facts.ts, cleanFuelFacts.co2) is printed as "5M+": the CBG page's
 * table (src/content/co2-estimate.ts) works it forwards, feed by feed, and must reach it. Its fuel
 * part is the feedstock calculator's, recomputed here from content/calculator.yaml, so a change
 * of yields or of the emission factor that leaves the table behind fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { co2Estimate } from '@/content/co2-estimate';
import { parseCalculatorData } from '@/content/collections/calculator';
import { cleanFuelFacts, facts, PLANT_DESIGN_LIFE_YEARS } from '@/content/facts';
import { environmentalBenefits } from '@/content/technology-cbg';
import { economicsDefaults, estimate } from '@/lib/calculator';

const calculator = parseCalculatorData(readFileSync(path.join(process.cwd(), 'content', 'calculator.yaml'), 'utf8'));

describe('the CO₂e the client plants and our own 2030 fleet avoid', () => {
  const e = co2Estimate();

  it('takes every tonne of feed once', () => {
    expect(e.rows.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1, 9);
    expect(new Set(e.rows.map((row) => row.id)).size).toBe(e.rows.length);
  });

  it('counts the fuel each feed replaces as the calculator does', () => {
    const { operatingDays, cbgPrice, manurePrice } = economicsDefaults(calculator);
    for (const row of e.rows) {
      const perYear = estimate(calculator, { feedstocks: [{ id: row.id, tonnesPerDay: e.tonnesPerDay }], operatingDays, cbgPriceInrPerKg: cbgPrice, manurePriceInrPerTonne: manurePrice }).co2eTonnesPerYear.typical;
      expect(row.fuel).toBeCloseTo(perYear / (e.tonnesPerDay * operatingDays), 6);
    }
  });

  it('counts nothing avoided for a feed grown for the plant, and more for dumped waste than for anything burned', () => {
    const left = Object.fromEntries(e.rows.map((row) => [row.id, row.left]));
    expect(left['napier-grass']).toBe(0);
    for (const row of e.rows) expect(left['municipal-organic-waste']).toBeGreaterThanOrEqual(row.left);
  });

  it('reaches the figure the home page prints, from the plants and years it names', () => {
    expect(e.plants).toBe(facts.plantsEngineered.value + facts.ownPlants2030.value);
    expect(e.years).toBe(PLANT_DESIGN_LIFE_YEARS);
    expect(e.millions.sum).toBeGreaterThanOrEqual(cleanFuelFacts.co2.value);
    expect(Math.abs(e.millions.fuel + e.millions.left - e.millions.sum)).toBeLessThanOrEqual(0.1);
    expect(cleanFuelFacts.co2.context).toContain(`${PLANT_DESIGN_LIFE_YEARS} years`);
    const benefit = environmentalBenefits.items.find((item) => item.figure?.value.startsWith(e.printed));
    expect(benefit?.figure?.label).toContain(`${PLANT_DESIGN_LIFE_YEARS} years`);
  });
});
