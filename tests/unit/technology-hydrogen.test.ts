/**
 * /technology/hydrogen-production and the home page's hydrogen card: the percentages say what they count,
 * and what they count is possible from the site's own yields.
 */
import { describe, expect, it } from 'vitest';
import { english } from '@/content/i18n';
import { cleanFuelFacts, facts, figure, hydrogenTargetNeeds } from '@/content/facts';
import { darkFermentation, hydrogenEnergyBalance, hydrogenEnergyShare, hydrogenRig, hydrogenRoutes, technologies } from '@/content/technology-hydrogen';

describe('hydrogen figures', () => {
  it('prints the share of the waste’s energy the fermentation hydrogen carries, below what fermentation can reach', () => {
    const share = hydrogenEnergyShare();
    // Dark fermentation stops at acids: at most 4 mol H₂ per mol of hexose, about a third of the sugar's energy,
    // and only the sugars ferment (55–65% of food waste's volatile solids): a ceiling of about a fifth of the waste's
    // energy, which a printed yield must stay well below.
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(0.15);
    const row = english(hydrogenRoutes).rows.find((r) => r.parameter === 'Share of the waste’s energy as hydrogen')!;
    expect(row.values[1]).toContain(`${Math.round(share * 100)}%`);
    // Worked out from the rigs' yield, folded under the table.
    const fermentation = english(hydrogenEnergyBalance).routes.find((r) => r.id === 'fermentation')!;
    expect(fermentation.working).toContain(`${facts.hydrogenYield.value} L`);
  });

  it('compares the two routes on the same measure, the home card’s share beside fermentation’s, and the reformer’s efficiency on its own row', () => {
    const rows = english(hydrogenRoutes).rows;
    const share = rows.find((r) => r.parameter === 'Share of the waste’s energy as hydrogen')!;
    expect(share.values[0]).toContain(figure(cleanFuelFacts.hydrogen));
    const reformer = rows.find((r) => r.parameter === 'Reformer efficiency')!;
    expect(reformer.values[0]).toContain(figure(facts.reformingEfficiency));
    expect(reformer.values[1]).not.toMatch(/\d/);
  });

  it('works the reforming route’s share out under the table: the biomethane’s share of the waste’s energy times the reformer’s efficiency', () => {
    const working = english(hydrogenEnergyBalance).routes.find((r) => r.id === 'reforming')!.working;
    const [, biomethane, reformer, product] = /(\d+)% × (\d+)% ≈ (\d+)%/.exec(working)!.map(Number);
    expect(reformer).toBe(facts.reformingEfficiency.value);
    expect(product).toBe(cleanFuelFacts.hydrogen.value);
    // The product of the two printed shares rounds to the printed result.
    expect(Math.abs((biomethane! * reformer!) / 100 - product!)).toBeLessThanOrEqual(0.5);
    // The digestion kept less of the waste's energy than one long digestion of food waste: the chain on it is printed too, and is higher.
    const [, onFoodWaste] = /same chain would give about (\d+)%/.exec(working)!.map(Number);
    expect(onFoodWaste).toBeGreaterThan(product!);
  });

  it('gives what the fermentation route recovers in all, its hydrogen and its methane adding up, each on the waste’s energy', () => {
    const row = english(hydrogenRoutes).rows.find((r) => r.parameter === 'Energy recovered from the waste')!;
    const [, total, hydrogen, methane] = /About (\d+)%: (\d+)% as hydrogen, (\d+)% as methane/.exec(row.values[1]!)!.map(Number);
    expect(hydrogen).toBe(Math.round(hydrogenEnergyShare() * 100));
    expect(total).toBe(hydrogen! + methane!);
    // The two yields are printed on each other's basis too, so the reader can compare them.
    const [h2, biogas] = english(darkFermentation).yields;
    expect(h2!.detail).toMatch(/per kg of its volatile solids/);
    expect(biogas!.detail).toMatch(/per kg of food waste dry matter/);
    // Per gram of volatile solids, the hydrogen sits inside what published food-waste rigs report (50–150 mL/g),
    // below fermentation's ceiling on food waste (about 270–320 mL/g).
    const [, perGramVs] = /about (\d+) L per kg of its volatile solids/.exec(h2!.detail)!.map(Number);
    expect(perGramVs).toBeGreaterThanOrEqual(50);
    expect(perGramVs).toBeLessThanOrEqual(150);
  });

  it('says what the 2030 target asks of the reformers, and it is what the reformer’s efficiency needs', () => {
    const { hydrogenTonnesADay, biomethaneTonnesADay } = hydrogenTargetNeeds();
    const detail = english(facts).hydrogenOutput.detail;
    expect(detail).toContain(`${hydrogenTonnesADay}\u00a0t of hydrogen a day`);
    expect(detail).toContain(`${biomethaneTonnesADay}\u00a0t of their biomethane`);
    // A kg of hydrogen (120 MJ) takes more than 120 / 50 kg of methane (50 MJ/kg) at any efficiency below 100%.
    expect(biomethaneTonnesADay / hydrogenTonnesADay).toBeGreaterThan(120 / 50);
  });

  it('gives the cost card a price in rupees a kg, the stated share below the grid-electrolysis price it names', () => {
    const context = english(facts).hydrogenCostReduction.context;
    const prices = [...context.matchAll(/₹([\d,]+)–([\d,]+)/g)].map((m) => [Number(m[1]!.replace(/,/g, '')), Number(m[2]!.replace(/,/g, ''))]);
    expect(prices).toHaveLength(2);
    const [ours, grid] = prices as [[number, number], [number, number]];
    const share = 1 - facts.hydrogenCostReduction.value / 100;
    expect(ours[0]).toBeCloseTo(grid[0] * share, 0);
    expect(ours[1]).toBeCloseTo(grid[1] * share, 0);
  });

  it('labels the fermentation card’s percentage as the hydrogen in its gas, not an energy share', () => {
    const fermentation = english(technologies).items.find((t) => t.title === 'Dark Fermentation')!;
    expect(fermentation.efficiencyLabel).toMatch(/hydrogen in the first stage’s gas/i);
    // Its share of the waste's energy is far below the printed percentage, so the two must not be confused.
    expect(hydrogenEnergyShare() * 100).toBeLessThan(fermentation.efficiency);
  });

  it('puts the home card’s hydrogen energy share on the reforming route, which the reformer’s efficiency allows', () => {
    const reforming = english(technologies).items.find((t) => t.title === 'Steam Reforming of Biogas')!;
    expect(english(cleanFuelFacts).hydrogen.detail).toMatch(/reforming route/);
    // Waste to hydrogen by reforming is digestion's share times the reformer's: below the reformer's alone.
    expect(cleanFuelFacts.hydrogen.value).toBeLessThan(reforming.efficiency);
    // …and above what fermentation's hydrogen alone carries.
    expect(cleanFuelFacts.hydrogen.value).toBeGreaterThan(hydrogenEnergyShare() * 100);
  });

  it('draws each route’s energy balance on the waste’s scale, its last bar the share the table prints, and names it in the summary', () => {
    const balance = english(hydrogenEnergyBalance);
    const rows = english(hydrogenRoutes).rows;
    const sum = (bar: { parts: { value: number }[] }) => bar.parts.reduce((total, part) => total + part.value, 0);
    for (const route of balance.routes) {
      expect(sum(route.bars[0]!)).toBe(100);
      // Each bar no larger than the one before: energy is only lost along a route.
      for (let i = 1; i < route.bars.length; i++) expect(sum(route.bars[i]!)).toBeLessThanOrEqual(sum(route.bars[i - 1]!));
    }
    const [reforming, fermentation] = balance.routes;
    const reformed = sum(reforming!.bars.at(-1)!);
    expect(reformed).toBe(cleanFuelFacts.hydrogen.value);
    expect(Math.abs((sum(reforming!.bars[1]!) * facts.reformingEfficiency.value) / 100 - reformed)).toBeLessThanOrEqual(0.5);
    const recovered = rows.find((r) => r.parameter === 'Energy recovered from the waste')!;
    const [, total, hydrogen, methane] = /About (\d+)%: (\d+)% as hydrogen, (\d+)% as methane/.exec(recovered.values[1]!)!.map(Number);
    expect(fermentation!.bars.at(-1)!.parts.map((p) => p.value)).toEqual([hydrogen, methane]);
    // The balance closes: what the two stages recover falls short of one long digestion by the share the working names as left in the digestate.
    const single = sum(fermentation!.bars.at(-2)!);
    expect(single).toBeGreaterThan(total!);
    expect(fermentation!.working).toContain(`about ${single - total!}%, is fat and fibre`);
    expect(balance.summary).toContain(`${reformed}%`);
    expect(balance.summary).toContain(`${total}%`);
  });

  it('gives the rig’s two yields under its drawing on one basis, per kg of food waste dry matter, as the fermentation section gives them', () => {
    const rig = english(hydrogenRig);
    const [h2, biogas] = rig.yields;
    expect(rig.yieldsLabel).toMatch(/kg of food waste, dry weight/);
    expect(h2!.value).toBe(`${facts.hydrogenYield.value} L`);
    const [, onDryMatter] = /about (\d+) L per kg of food waste dry matter/.exec(english(darkFermentation).yields[1]!.detail)!;
    expect(biogas!.value).toBe(`about ${onDryMatter} L`);
    // Less biogas per kg of dry matter than per kg of its volatile solids, which are a part of it.
    expect(Number(onDryMatter)).toBeLessThan(facts.biogasYield.value);
  });
});
