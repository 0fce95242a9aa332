import 'server-only';
import { economicsDefaults, estimate, questionAtDefaults } from '@/lib/calculator';
import { calculatorData, calculatorFeedstock } from './calculator-data';
import { cleanFuelFacts, facts, figure, PLANT_DESIGN_LIFE_YEARS } from './facts';
import { translatable } from './i18n';

/**
 * The home page's 5M+ t CO₂e (facts.ts, cleanFuelFacts.co2) worked forwards, feed by feed, so a
 * buyer of carbon credits or a municipal engineer can check each factor. The plants it counts are
 * the 30+ we engineered for clients and the 30+ of our own by 2030, each at the standard plant's
 * intake over the years we design its digesters for. Each feed gives two amounts, in t CO₂e a
 * tonne of feed:
 * - fuel: the fossil natural gas its CBG replaces, by the feedstock calculator (content/calculator.yaml,
 *   typical value), which counts nothing else;
 * - left: what the feed would have given off where it would otherwise go (a dump, a heap at the mill,
 *   a burning field), from the IPCC's default factors, with the 100-year warming potentials of
 *   methane (28) and nitrous oxide (265) of the IPCC's Fifth Assessment. Napier grass is grown for
 *   the plant: nothing of it would have rotted or burned.
 * The shares are of the fleet's tonnes: the city plants are few but the largest.
 * tests/unit/co2-estimate.test.ts holds the shares to a whole and the total to the printed 5M+.
 */
const FEED_MIX = [
  { id: 'paddy-straw', share: 0.3, left: 0.07, basis: 'burned' },
  { id: 'sugarcane-trash', share: 0.05, left: 0.07, basis: 'burned' },
  { id: 'municipal-organic-waste', share: 0.25, left: 0.95, basis: 'dumped' },
  { id: 'press-mud', share: 0.15, left: 0.3, basis: 'heaped' },
  { id: 'cattle-dung', share: 0.1, left: 0.01, basis: 'stored' },
  { id: 'napier-grass', share: 0.15, left: 0, basis: 'grown' },
] as const;

export const co2Copy = translatable('co2-estimate.co2Copy', {
  /** The fold's summary under the environmental benefits. `{total}`: "5M+". */
  summary: 'How the {total} t CO₂e adds up',
  title: 'CO₂e avoided, feed by feed',
  /** `{plants}`, `{tonnes}` (t/day), `{days}`, `{years}`. */
  caption: '{plants} plants (our client plants and our own 2030 fleet) at {tonnes} t/day, {days} days a year, for {years} years. Figures in t CO₂e a tonne of feed.',
  columns: { feed: 'Feed', share: 'Share of tonnes', fuel: 'Fuel replaced', left: 'Methane or smoke avoided', basis: 'Where it would go, and the factor’s source' },
  bases: {
    burned: 'Burned in the field: IPCC 2006, Vol. 4, Ch. 2 (2.7 g CH₄ and 0.07 g N₂O a kg of dry matter, 80% burned)',
    dumped: 'Dumped: IPCC 2006, Vol. 5, Ch. 3, food waste in an unmanaged deep dump (DOC 0.15, MCF 0.8), less 15% for the model’s uncertainty',
    heaped: 'Heaped at the mill: the same model for a shallow heap (DOC 0.1, MCF 0.4)',
    stored: 'Stored in heaps: IPCC 2019 Refinement, Vol. 4, Ch. 10 (MCF 4%, solid storage, warm climate)',
    grown: 'Grown for the plant: none',
  },
  /** The last row. */
  total: 'All feeds',
  /** Under the table. `{feedTonnes}`, `{fuel}`, `{left}`, `{sum}`: millions of tonnes, one decimal. */
  sum: '{feedTonnes} million t of feed: {fuel} million t CO₂e of fuel replaced and {left} million t of methane and smoke avoided, {sum} million t in all.',
  fuelNote: 'Fuel replaced is the feedstock calculator’s typical value for each feed.',
});

type Co2Row = { id: string; name: string; share: number; fuel: number; left: number; basis: string };

/** The table's rows and sums; the amounts a tonne to two decimals as printed, the sums from the unrounded ones. */
export function co2Estimate() {
  const data = calculatorData();
  const plants = facts.plantsEngineered.value + facts.ownPlants2030.value;
  const tonnesPerDay = facts.plantCapacity.value;
  const days = economicsDefaults(data).operatingDays;
  const rows: Co2Row[] = FEED_MIX.map((feed) => {
    const fuel = estimate(data, questionAtDefaults(data, [{ id: feed.id, tonnesPerDay }])).co2eTonnesPerYear.typical / (tonnesPerDay * days);
    return { id: feed.id, name: calculatorFeedstock(feed.id).name, share: feed.share, fuel, left: feed.left, basis: co2Copy.bases[feed.basis] };
  });
  const feedTonnes = plants * tonnesPerDay * days * PLANT_DESIGN_LIFE_YEARS;
  const fuelPerTonne = rows.reduce((sum, row) => sum + row.share * row.fuel, 0);
  const leftPerTonne = rows.reduce((sum, row) => sum + row.share * row.left, 0);
  const millions = (tonnes: number) => Math.round(tonnes / 100_000) / 10;
  return {
    plants,
    tonnesPerDay,
    days,
    years: PLANT_DESIGN_LIFE_YEARS,
    rows,
    perTonne: { fuel: fuelPerTonne, left: leftPerTonne },
    millions: { feed: millions(feedTonnes), fuel: millions(feedTonnes * fuelPerTonne), left: millions(feedTonnes * leftPerTonne), sum: millions(feedTonnes * (fuelPerTonne + leftPerTonne)) },
    printed: figure(cleanFuelFacts.co2),
  };
}
