/**
 * The indicative rates we pay for feedstock, in rupees per tonne, by the feedstock's
 * code (feedstock.ts): `collected` when we collect from the field, `delivered` when the
 * supplier brings it to the plant. The /feedstock rates table (feedstock.ts) and the
 * residue payments of a standard plant (facts.ts, residuePayments) both read them here,
 * so the two cannot disagree; this module imports nothing, so facts.ts can read it
 * without a cycle (feedstock.ts reads facts.ts).
 */
type RupeeRange = [low: number, high: number];
export type FeedstockRate = { collected: RupeeRange; delivered: RupeeRange };

export const feedstockRates = {
  'paddy-straw': { collected: [900, 1200], delivered: [2000, 2400] },
  'wheat-straw': { collected: [1000, 1400], delivered: [2200, 2800] },
  'sugarcane-trash': { collected: [700, 1000], delivered: [1800, 2200] },
  'press-mud': { collected: [300, 500], delivered: [700, 900] },
  'napier-grass': { collected: [900, 1100], delivered: [1300, 1500] },
  'cattle-dung': { collected: [400, 600], delivered: [700, 900] },
  'cotton-stalks': { collected: [800, 1100], delivered: [1800, 2200] },
  'soybean-straw': { collected: [800, 1000], delivered: [1700, 2100] },
  'maize-stover': { collected: [900, 1200], delivered: [1900, 2300] },
} satisfies Record<string, FeedstockRate>;

export type RatedFeedstock = keyof typeof feedstockRates;
