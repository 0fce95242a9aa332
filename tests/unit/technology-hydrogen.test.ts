/**
 * /technology/hydrogen-production and the home page's hydrogen card: the percentages say what they count,
 * and what they count is possible from the site's own yields.
 */
import { describe, expect, it } from 'vitest';
import { english } from '@/content/i18n';
import { cleanFuelFacts, facts } from '@/content/facts';
import { hydrogenEnergyShare, hydrogenRoutes, technologies } from '@/content/technology-hydrogen';

describe('hydrogen figures', () => {
  it('prints the share of the waste’s energy the fermentation hydrogen carries, below what fermentation can reach', () => {
    const share = hydrogenEnergyShare();
    // Dark fermentation stops at acids: at most 4 mol H₂ per mol of hexose, about a third of the sugar's energy.
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(1 / 3);
    const row = english(hydrogenRoutes).rows.find((r) => r.parameter === 'Energy efficiency')!;
    expect(row.values[1]).toContain(`${Math.round(share * 100)}%`);
    expect(row.note).toContain(`${facts.hydrogenYield.value} L`);
  });

  it('labels the fermentation card’s percentage as the hydrogen in its gas, not an energy share', () => {
    const fermentation = english(technologies).items.find((t) => t.title === 'Dark Fermentation')!;
    expect(fermentation.efficiencyLabel).toMatch(/hydrogen in the first stage’s gas/i);
    // Its share of the waste's energy is far below the printed percentage, so the two must not be confused.
    expect(hydrogenEnergyShare() * 100).toBeLessThan(fermentation.efficiency);
  });

  it('puts the home card’s hydrogen energy share on the reforming route, which the reformer’s efficiency allows', () => {
    const reforming = english(technologies).items.find((t) => t.title === 'Steam Reforming of Biogas')!;
    expect(english(cleanFuelFacts).hydrogen.context).toMatch(/reforming route/);
    // Waste to hydrogen by reforming is digestion's share times the reformer's: below the reformer's alone.
    expect(cleanFuelFacts.hydrogen.value).toBeLessThan(reforming.efficiency);
    // …and above what fermentation's hydrogen alone carries.
    expect(cleanFuelFacts.hydrogen.value).toBeGreaterThan(hydrogenEnergyShare() * 100);
  });
});
