/**
 * Every company figure, once, with the scope that makes it true. Pages, cards and
 * prose read these values; none writes a company figure as a literal
 * (tests/unit/facts.test.ts checks the content modules and the rendered pages).
 *
 * How the figures agree with each other:
 * - "15+ years" is the founders' research experience since 2008; the company itself
 *   dates from May 2016 (company.ts).
 * - "30+ CBG plants engineered" are plants designed for clients, who build and run
 *   them, across 6+ states; "30+ plants by 2030" is the fleet the company will
 *   operate itself. Same number, different plants.
 * - "25+ projects completed" counts what the company delivered itself (plants it
 *   built, pilots, feasibility studies); the projects pages show a selection of them.
 * - "40 biogas plants designed in 2024" are farm- and dairy-scale digesters their
 *   owners build from our designs: not among the 25+ projects, nor the 30+ CBG plants.
 * - A target says so in its tag, with its year ("Target, 2030"), and its label names the year
 *   ("… by 2030").
 * - Laboratory test times (labTimes): 2–3 weeks is the time to first results
 *   (the BHP, and the BMP's early read-out); the full BMP incubation is 30–45 days
 *   (BHP 3–30 days), and the final report follows it.
 * - "12+ cities" are the towns and cities inside those 6+ states where plants we
 *   engineered run.
 * - The home stat cards are measured or targeted results of named plants and
 *   programmes; each says what, where and by when.
 * - "100k+ tonnes of residue processed" is what we bought and processed at our own
 *   plants and pilots, not what the 30+ plants engineered for clients process (each of
 *   those takes about 10,000 t a year).
 * - The residue payments of a standard plant are computed from the delivered rates
 *   /feedstock publishes (feedstock-rates.ts), and the Nashik plant's biogas from its
 *   measured feed with the calculator's formula (builtPlantFeed).
 */
import { feedstockRates, type RatedFeedstock } from './feedstock-rates';
import { translatable } from './i18n';
export type Fact = {
  value: number;
  prefix?: string;
  suffix: string;
  /** Short label under the number. */
  label: string;
  /** One line that says what is counted, where and since or by when. */
  context: string;
  /**
   * How the figure was worked out, for a reader who wants the arithmetic: the home page folds
   * it under its one-line context, so the figure and what it measures lead.
   */
  detail?: string;
  /**
   * Whether the figure was measured, is an estimate, a target or a design value, and the
   * period it covers ("2025", "by 2040"): printed beside the number as a tag ("Measured, 2025",
   * `basisTag` below) wherever the figure is shown as a stat.
   */
  basis?: FactBasis;
};

/** A count (plants, states) is tallied, not measured: it gets its own word, "Count, as of 2025", and a measured figure's quiet style. */
export type FactBasis = { kind: 'measured' | 'count' | 'estimate' | 'target' | 'design'; period: string };

/** The name of a company figure in `facts` below ('hydrogenPurity'). */
export type FactKey = keyof typeof facts;

/** Year the founders' research began (the source of "15+ years"). */
const RESEARCH_SINCE = 2008;

/** What one standard plant takes a day (`plantCapacity`), and the feeds it takes. */
const STANDARD_PLANT_TONNES_A_DAY = 30;
export const STANDARD_PLANT_FEEDS: RatedFeedstock[] = ['napier-grass', 'paddy-straw'];
/** A plant's operating days a year: the calculator's default (content/calculator.yaml, economics.operatingDays). */
const OPERATING_DAYS = 330;

/** The years we design a plant's digesters and civil works for: the life over which the CO₂e figure (`cleanFuelFacts.co2`) counts a plant. */
export const PLANT_DESIGN_LIFE_YEARS = 20;

/**
 * What one standard plant pays for its residue in a year (`residuePayments`): its intake over
 * its operating days at the lowest and the highest delivered rate of the feeds it takes, as
 * /feedstock publishes them (feedstock-rates.ts). Computed, so the two pages cannot drift apart.
 */
export function standardPlantResidueBill() {
  const tonnesAYear = STANDARD_PLANT_TONNES_A_DAY * OPERATING_DAYS;
  const delivered = STANDARD_PLANT_FEEDS.flatMap((id) => feedstockRates[id].delivered);
  const lowRate = Math.min(...delivered);
  const highRate = Math.max(...delivered);
  /** Rupees to crore (10 million), to one decimal. */
  const crore = (rupees: number) => Math.round(rupees / 1e6) / 10;
  return { tonnesAYear, lowRate, highRate, lowCrore: crore(tonnesAYear * lowRate), highCrore: crore(tonnesAYear * highRate) };
}
const residueBill = standardPlantResidueBill();
const inr = (n: number) => n.toLocaleString('en-IN');

/**
 * More methane from cavitation-pretreated feed, % over untreated: the range we quote (its top is the
 * home card's "Methane Utilization"), and what the cavitation pilot measured at its four plants
 * (content/projects/hydrodynamic-cavitation-pretreatment-pilot.yaml). The CBG page's flow prints both.
 */
export const METHANE_GAIN = { quoted: [10, 30], pilot: [17, 26] } as const;

/**
 * The manure trial behind the CBG page's before and after: partner farms in Sangli district that
 * kept records over one rabi (winter wheat) season, each with a strip given fermented organic manure
 * in place of a quarter of its chemical fertiliser beside a strip on fertiliser alone. Grain gain of
 * the manure strip, % (lowest and highest farm, and the mean). The page's intro, its second picture's
 * caption and its "Healthier soil" figure print these.
 */
export const FOM_TRIAL = { farms: 8, season: '2024–25', tonnesPerHectare: 2.5, gain: [4, 11], meanGain: 7 } as const;

/** The reformer's energy efficiency on our rig (`reformingEfficiency`), and what the 2030 hydrogen target asks of it. */
const REFORMING_EFFICIENCY_PERCENT = 85;
const HYDROGEN_TARGET_T_A_YEAR = 500;
/**
 * The 2030 target a day (over the operating days) and the biomethane the reformers need for it:
 * hydrogen's lower heating value (120 MJ/kg) over methane's (50 MJ/kg) at the reformer's efficiency.
 */
export function hydrogenTargetNeeds() {
  const hydrogenTonnesADay = HYDROGEN_TARGET_T_A_YEAR / OPERATING_DAYS;
  const biomethaneTonnesADay = (hydrogenTonnesADay * 120) / ((50 * REFORMING_EFFICIENCY_PERCENT) / 100);
  return { hydrogenTonnesADay: Math.round(hydrogenTonnesADay * 10) / 10, biomethaneTonnesADay: Math.round(biomethaneTonnesADay * 10) / 10 };
}
const hydrogenTarget = hydrogenTargetNeeds();

/**
 * Where the rest of the goal of plants of our own (`ownPlants2030`) stands: the sites our
 * feasibility team is surveying, by state, and how many of them have both the land and a
 * feedstock agreement signed, the two things a site needs before we start building. Updated
 * by the projects team each quarter; /projects "How we count" prints it.
 */
export const OWN_PLANT_PIPELINE = {
  asOf: 'October 2026',
  sitesByState: [
    { state: 'Maharashtra', sites: 15 },
    { state: 'Karnataka', sites: 6 },
    { state: 'Madhya Pradesh', sites: 5 },
    { state: 'Gujarat', sites: 3 },
    { state: 'Uttar Pradesh', sites: 2 },
  ],
  landAndFeedstockSigned: 9,
} as const;

/** The pipeline's sites in all, and by state as the pages print them ("Maharashtra 15, Karnataka 6, …"). */
export const ownPlantSites = OWN_PLANT_PIPELINE.sitesByState.reduce((total, s) => total + s.sites, 0);
export const ownPlantSitesByState = OWN_PLANT_PIPELINE.sitesByState.map((s) => `${s.state} ${s.sites}`).join(', ');

/**
 * The home card "40% Energy from Hydrogen" (`cleanFuelFacts.hydrogen`), worked out: in the 2025
 * reforming trials the laboratory digesters ran on mixed market and canteen waste, which kept
 * about REFORMING_TRIAL.biomethaneShare % of its energy as upgraded biomethane (less than the
 * calculator's food waste, which has less fibre), and the reformer turned its efficiency's share
 * of that into hydrogen. The hydrogen page's routes table prints the chain.
 */
const HYDROGEN_SHARE_PERCENT = 40;
export const REFORMING_TRIAL = {
  hydrogenShare: HYDROGEN_SHARE_PERCENT,
  reformer: REFORMING_EFFICIENCY_PERCENT,
  biomethaneShare: Math.round((HYDROGEN_SHARE_PERCENT * 100) / REFORMING_EFFICIENCY_PERCENT),
} as const;

/**
 * The cost estimate behind `hydrogenCostReduction`: electrolysis on grid power, ₹ a kg (about
 * 55 kWh a kg at ₹7.5–8 a kWh, with the electrolyser's cost), and ours the stated share below it.
 */
const GRID_ELECTROLYSIS_INR_PER_KG = [450, 500] as const;
const HYDROGEN_COST_REDUCTION_PERCENT = 40;
const ourHydrogenCost = GRID_ELECTROLYSIS_INR_PER_KG.map((inrPerKg) => Math.round((inrPerKg * (100 - HYDROGEN_COST_REDUCTION_PERCENT)) / 100));

/**
 * What a standard plant costs to build and to run, part by part, in ₹ crore at 2026 prices: on
 * Napier grass, the leanest of its feeds, and on paddy straw, the richest (`STANDARD_PLANT_FEEDS`).
 * Straw needs a bale yard, a shredder and pretreatment, and about three times the digester
 * volume and upgrading capacity for the gas it gives. Built up from our 2025–26 quotations
 * for the plants we are building; land, feedstock and any grant left out. The CBG plant
 * engineering page prints the parts as a table, and `plantCapex` and `plantRunningCost` are their sums.
 */
/** The feeds `STANDARD_PLANT_COSTS` prices: the standard plant's (a unit test holds them to `STANDARD_PLANT_FEEDS`). */
export type CostedFeed = 'napier-grass' | 'paddy-straw';
export const STANDARD_PLANT_COSTS = {
  capex: {
    feed: { 'napier-grass': 0.8, 'paddy-straw': 3.6 },
    digesters: { 'napier-grass': 4.4, 'paddy-straw': 11.2 },
    upgrading: { 'napier-grass': 2.6, 'paddy-straw': 6 },
    compression: { 'napier-grass': 1.6, 'paddy-straw': 3 },
    digestate: { 'napier-grass': 0.8, 'paddy-straw': 2 },
    electrical: { 'napier-grass': 1, 'paddy-straw': 2.4 },
    engineering: { 'napier-grass': 0.8, 'paddy-straw': 1.8 },
  },
  /** A year's running cost without the feedstock (`residuePayments` is that). */
  running: {
    staff: { 'napier-grass': 0.45, 'paddy-straw': 0.75 },
    power: { 'napier-grass': 0.5, 'paddy-straw': 1.4 },
    maintenance: { 'napier-grass': 0.24, 'paddy-straw': 0.6 },
    consumables: { 'napier-grass': 0.06, 'paddy-straw': 0.15 },
    insurance: { 'napier-grass': 0.05, 'paddy-straw': 0.1 },
  },
} as const satisfies Record<string, Record<string, Record<CostedFeed, number>>>;

/** The sum of one of `STANDARD_PLANT_COSTS`'s tables for a feed, ₹ crore to one decimal. */
export function standardPlantCost(table: keyof typeof STANDARD_PLANT_COSTS, feed: CostedFeed): number {
  const parts: Record<string, Record<CostedFeed, number>> = STANDARD_PLANT_COSTS[table];
  return Math.round(Object.values(parts).reduce((sum, part) => sum + part[feed], 0) * 10) / 10;
}
const capexBand = [standardPlantCost('capex', 'napier-grass'), standardPlantCost('capex', 'paddy-straw')] as const;
const runningBand = [standardPlantCost('running', 'napier-grass'), standardPlantCost('running', 'paddy-straw')] as const;
/** Kilowatt-hours a day and the tariff behind the power line of `STANDARD_PLANT_COSTS.running`. */
const PLANT_POWER = { kwhADay: [1900, 5300], inrPerKwh: 8 } as const;

export const facts = translatable('facts.facts', {
  experience: {
    value: 15,
    suffix: '+',
    label: 'Years of experience',
    context: `The founders' research in bioenergy since ${RESEARCH_SINCE}; the company since May 2016.`,
  },
  teamSize: {
    value: 50,
    suffix: '+',
    label: 'Team members',
    context: 'Scientists, engineers, technicians and field operators in Pune and at project sites.',
  },
  projectsCompleted: {
    value: 25,
    suffix: '+',
    label: 'Projects completed',
    context: 'Plants we built, pilots and studies delivered since 2016; the projects pages show a selection.',
  },
  citiesServed: {
    value: 12,
    suffix: '+',
    label: 'Cities served',
    context: 'Towns and cities in 6+ states where plants we engineered run.',
  },
  statesServed: {
    value: 6,
    suffix: '+',
    label: 'States',
    context: 'Where the CBG plants we engineered for clients run, in 2025.',
    basis: { kind: 'count', period: 'as of 2025' },
  },
  plantsEngineered: {
    value: 30,
    suffix: '+',
    label: 'CBG plants engineered',
    // The first was designed in 2019 (about.ts, firstClientPlant), three years after the company was founded.
    context: 'Designed for clients across 6+ states since the first in 2019; the clients build and run them.',
    basis: { kind: 'count', period: '2019–2025' },
  },
  plantCapacity: {
    value: STANDARD_PLANT_TONNES_A_DAY,
    suffix: ' t/day',
    label: 'Feedstock per plant',
    context: 'Napier grass or paddy straw fed to one of our standard CBG plants.',
    basis: { kind: 'design', period: 'per plant' },
  },
  collectionRadius: {
    value: 25,
    suffix: ' km',
    label: 'Collection radius',
    context: 'How far from a plant we collect feedstock from farms, mills and dairies; plant sites are chosen where enough grows within it.',
  },
  ownPlants2030: {
    value: 30,
    suffix: '+',
    label: 'Plants under our operation by 2030',
    context: 'Our goal: CBG plants we build and run ourselves, each sized to the feedstock around it, on top of those engineered for clients.',
    basis: { kind: 'target', period: '2030' },
  },
  biogasPlants2024: {
    value: 40,
    suffix: '',
    label: 'Biogas plants designed in 2024',
    context: 'Farm- and dairy-scale digesters for farmer groups, dairies and municipalities, sized from our laboratory data and built by their owners; they are not among the projects we built ourselves.',
  },
  labTests: {
    value: 500,
    suffix: '+',
    label: 'Laboratory tests delivered',
    context: 'BMP, BHP, gas, microbial and biomass tests run in our Pune laboratory since 2016.',
  },
  researchProjects: {
    value: 50,
    suffix: '+',
    label: 'Research grants and contracts',
    context: `Funded and contract projects since ${RESEARCH_SINCE}, with universities and industry.`,
  },
  publications: {
    value: 125,
    suffix: '+',
    label: 'Publications',
    context: `Peer-reviewed papers by our scientists since ${RESEARCH_SINCE}.`,
  },
  patents: {
    value: 15,
    suffix: '+',
    label: 'Patents filed',
    context: 'Filed in India since 2016, on pretreatment, reactors and purification.',
  },
  citations: {
    value: 2000,
    suffix: '+',
    label: 'Citations',
    context: 'Of those papers, counted at the end of 2024.',
  },
  hydrogenOutput: {
    value: HYDROGEN_TARGET_T_A_YEAR,
    suffix: '+',
    label: 'Tonnes of hydrogen a year by 2030',
    context: 'What the reformers we plan beside our own CBG plants are to make. None is built yet: today we make hydrogen on laboratory rigs in Pune.',
    detail: `Once all run: about ${hydrogenTarget.hydrogenTonnesADay}\u00a0t of hydrogen a day over ${OPERATING_DAYS} operating days a year, from about ${hydrogenTarget.biomethaneTonnesADay}\u00a0t of their biomethane. Before them, a pilot for 1\u00a0t/day of food-processing effluent is being built.`,
    basis: { kind: 'target', period: '2030' },
  },
  biomassTonnes: {
    value: 100,
    suffix: 'k+',
    label: 'Tonnes of residue processed',
    context: 'Crop residue, press mud and dung we have bought from farmers and mills since 2016 for the plants we buy feedstock for (listed on the Feedstock page) and for our pilots.',
    basis: { kind: 'measured', period: '2016–2025' },
  },
  hydrogenPurity: {
    value: 95,
    suffix: '%',
    label: 'Hydrogen purity',
    context: 'Dark-fermentation route, membrane-purified, on our Pune laboratory rig.',
    detail: 'Runs of 2025. Fuel cells need 99.97% (ISO 14687), a polishing stage we have not yet run.',
    basis: { kind: 'measured', period: '2025' },
  },
  reformingEfficiency: {
    value: REFORMING_EFFICIENCY_PERCENT,
    suffix: '%',
    label: 'Steam reforming efficiency',
    context: 'Energy in the hydrogen over the energy in the upgraded biogas fed to our laboratory reformer, 2025 runs.',
    basis: { kind: 'measured', period: '2025' },
  },
  biomassConversion: {
    value: 95,
    suffix: '%',
    label: 'Conversion efficiency',
    context: 'Share of the dry straw turned into products in our bench-scale fractionation runs in the Pune laboratory, 2023–2024. The Karnal biorefinery, due in 2028, is the first plant built to run the process.',
    basis: { kind: 'measured', period: '2023–2024' },
  },
  hydrolysisYield: {
    value: 93,
    suffix: '%',
    label: 'Hydrolysis yield in 30 minutes',
    context: 'Sugarcane bagasse, cavitation followed by enzymatic hydrolysis, against about 38% without pretreatment.',
    basis: { kind: 'measured', period: '2023–2024' },
  },
  landfillDiversion: {
    value: 90,
    suffix: '%',
    label: 'Organic waste diverted from landfill',
    context: 'Kept out of landfill at the municipal plants we engineered, in 2024.',
    detail: 'Everything the plants reject (plastics, grit, inert matter) is counted as landfilled. Nashik’s waste arrives cleaner, with about 6% rejects, so it does better than the average.',
  },
  biomethaneContent: {
    value: 90,
    prefix: '>',
    suffix: '%',
    label: 'Methane after upgrading',
    context: 'In the compressed biogas from the plants we engineered, as the Bureau of Indian Standards requires.',
  },
  hydrolysisYieldUntreated: {
    value: 38,
    suffix: '%',
    label: 'Hydrolysis yield without pretreatment',
    context: 'The same sugarcane bagasse and enzyme dose, untreated, after the same 30 minutes.',
    basis: { kind: 'measured', period: '2023–2024' },
  },
  cavitationPressure: {
    value: 6,
    suffix: ' bar',
    label: 'Inlet pressure',
    context: 'The optimum in our bagasse trials; above it, choked cavitation adds nothing.',
    basis: { kind: 'measured', period: '2023–2024' },
  },
  hydrogenYield: {
    value: 75,
    suffix: ' L/kg',
    label: 'Hydrogen from food waste',
    context: 'First, acidogenic stage of two-stage dark fermentation, per kg of food waste dry matter, on our Pune laboratory rigs.',
    basis: { kind: 'measured', period: '2024–2025' },
  },
  biogasYield: {
    value: 180,
    suffix: ' L/kg',
    label: 'Biogas from the second stage',
    context: 'Methanogenic stage fed the first stage’s effluent, per kg of volatile solids (VS), on our Pune laboratory rigs.',
    basis: { kind: 'measured', period: '2024–2025' },
  },
  hydrogenCostReduction: {
    value: HYDROGEN_COST_REDUCTION_PERCENT,
    suffix: '%',
    label: 'Cost per kg below grid electrolysis',
    context: `About ₹${inr(ourHydrogenCost[0]!)}–${inr(ourHydrogenCost[1]!)} a kg from reformed biogas, against ₹${inr(GRID_ELECTROLYSIS_INR_PER_KG[0])}–${inr(GRID_ELECTROLYSIS_INR_PER_KG[1])} by electrolysis on grid power. An estimate: no plant sells at this price yet.`,
    detail: 'At the plant gate, estimated from our laboratory runs; electrolysis takes about 55 kWh a kg, at ₹7.5–8 a kWh.',
    basis: { kind: 'estimate', period: '2024' },
  },
  biomassCostReduction: {
    value: 40,
    suffix: '%',
    label: 'Cheaper steam than from coal',
    context: 'Cost of the steam raised from our pellets of cane trash and straw against the coal they replaced in the Krishna Valley Sugar Cooperative’s boilers, 2024 season.',
    basis: { kind: 'measured', period: '2024 season' },
  },
  /** Printed as a range, "₹1.3–2.4 crore": the low end is the value, the high end follows it. */
  residuePayments: {
    value: residueBill.lowCrore,
    prefix: '₹',
    suffix: `–${residueBill.highCrore} crore`,
    label: 'Residue payments a year',
    context: `By one standard ${STANDARD_PLANT_TONNES_A_DAY} t/day plant: about ${inr(residueBill.tonnesAYear)} t of Napier grass or paddy straw a year, over ${OPERATING_DAYS} operating days, at our delivered rates of ₹${inr(residueBill.lowRate)}–${inr(residueBill.highRate)} a tonne (the Feedstock page). Where we collect from the field ourselves we pay less, and spend the difference on balers and trucks.`,
    basis: { kind: 'design', period: 'per plant' },
  },
  /** Printed as a range, "₹12–30 crore": on the standard plant's leanest feed, then its richest. */
  plantCapex: {
    value: capexBand[0],
    prefix: '₹',
    suffix: `–${capexBand[1]} crore`,
    label: 'Capital cost, built and commissioned',
    context: `One standard ${STANDARD_PLANT_TONNES_A_DAY} t/day plant: on Napier grass at the low end, on paddy straw at the high end. Land and any grant not counted.`,
    detail: `The sum of the seven parts in the table below, at our 2025–26 quotations for the plants we are building, taxes included. On paddy straw the plant needs a bale yard, a shredder and pretreatment, and about three times the digesters and upgrading for the gas it gives, so it costs ₹${capexBand[1]} crore against ₹${capexBand[0]} crore on Napier grass. Each tonne a day of CBG capacity costs less on straw, because it makes about three times the gas.`,
    basis: { kind: 'estimate', period: '2026' },
  },
  plantRunningCost: {
    value: runningBand[0],
    prefix: '₹',
    suffix: `–${runningBand[1]} crore`,
    label: 'Running cost a year, feedstock aside',
    context: `Staff, power, maintenance, consumables and insurance of the same plant over ${OPERATING_DAYS} operating days; the feedstock is the residue bill beside it.`,
    detail: `Power is the largest part: about ${inr(PLANT_POWER.kwhADay[0])}–${inr(PLANT_POWER.kwhADay[1])} kWh a day, most of it for upgrading and compression, at ₹${PLANT_POWER.inrPerKwh} a kWh. Maintenance and spares are taken at 2% of the capital cost a year. In all, about a tenth of the capital cost a year.`,
    basis: { kind: 'estimate', period: '2026' },
  },
} as const satisfies Record<string, Fact>);

/**
 * Home "clean fuels" cards (the spec's values and labels), each with what it
 * measures, where and by when.
 */
export const cleanFuelFacts = translatable('facts.cleanFuelFacts', {
  hydrogen: {
    value: REFORMING_TRIAL.hydrogenShare,
    suffix: '%',
    label: 'Energy from Hydrogen',
    context: 'Of the waste’s energy, turned into hydrogen on our laboratory rigs.',
    detail: `Mixed market and canteen waste, reforming route, 2025 trials at our Pune laboratory: digestion kept about ${REFORMING_TRIAL.biomethaneShare}% of the waste’s energy as upgraded biomethane, and the reformer turned ${REFORMING_TRIAL.reformer}% of that into hydrogen.`,
    basis: { kind: 'measured', period: '2025' },
  },
  methane: {
    value: METHANE_GAIN.quoted[1],
    suffix: '%',
    label: 'Methane Utilization',
    context: `The top of the ${METHANE_GAIN.quoted[0]}–${METHANE_GAIN.quoted[1]}% more methane we quote for pretreated feed.`,
    detail: `Our pilot measured ${METHANE_GAIN.pilot[0]}–${METHANE_GAIN.pilot[1]}% at its four plants, in 2023–2024; in our laboratory BMP tests on four feedstocks the gain was 14–28%. We quote up to 30% for feeds tougher than theirs.`,
    basis: { kind: 'estimate', period: 'upper bound' },
  },
  cng: {
    value: 20,
    suffix: '%',
    label: 'CNG Adoption Growth',
    context: 'Yearly growth in CBG vehicle-fuel sales at plants we engineered.',
    detail: 'CBG is the renewable stand-in for CNG, sold at the same pumps; the growth is of what those plants sold as vehicle fuel, year on year from 2022 to 2024.',
    basis: { kind: 'measured', period: '2022–2024' },
  },
  biogas: {
    value: 25,
    suffix: '%',
    label: 'Biogas Contribution',
    context: 'Of our partner dairies’ process heat, now from their own biogas.',
    detail: 'Measured over 2024 in the boiler houses of the dairies we designed for: the heat that came from biogas instead of furnace oil or LPG.',
    basis: { kind: 'measured', period: '2024' },
  },
  biomass: {
    value: 15,
    suffix: '%',
    label: 'Biomass Energy Share',
    context: 'Of a sugar mill’s boiler fuel, replaced by our residue pellets.',
    detail: 'Pellets of cane trash and straw in the Krishna Valley Sugar Cooperative’s boilers near Sangli, over the 2024 crushing season.',
    basis: { kind: 'measured', period: '2024 season' },
  },
  co2: {
    value: 5,
    suffix: 'M+',
    label: 'Tonnes CO₂e avoided',
    // Worked forwards feed by feed in co2-estimate.ts, which the CBG page prints as a table; a unit test holds its sum to this figure.
    context: `By our client plants and our own 2030 fleet, over ${PLANT_DESIGN_LIFE_YEARS} years.`,
    detail: 'Two parts: the fossil gas their CBG replaces, and the methane or smoke their feed would have given off in a dump, a heap or a burning field. The CBG technology page gives both, feed by feed, with each factor’s source.',
    basis: { kind: 'target', period: '2030 fleet' },
  },
} as const satisfies Record<string, Fact>);

/**
 * How long the laboratory's tests take, each with what it measures. Shown on the
 * services list, the home page and each service's page.
 */
export const labTimes = translatable('facts.labTimes', {
  firstResults: {
    value: '2–3 weeks',
    label: 'First results',
    context: 'The BHP, and the BMP early read-out: most feedstocks give about 80% of their methane by then.',
  },
  bmpIncubation: {
    value: '30–45 days',
    label: 'Full BMP incubation',
    context: 'Until daily gas falls below 1% of the total; the final report follows within a few working days.',
  },
  bhpIncubation: {
    value: '3–30 days',
    label: 'Full BHP incubation',
    context: 'Dark fermentation stops early; the final report follows within a few working days.',
  },
  microbial: {
    value: '1–3 weeks',
    label: 'Microbial testing',
    context: 'Counts and screening in about a week; activity tests and community profiling take up to three.',
  },
  characterisation: {
    value: '1–2 weeks',
    label: 'Gas composition and biomass characterisation',
    context: 'From receipt of the samples to the signed report.',
  },
  materialSynthesis: {
    value: '4–8 weeks',
    label: 'Material synthesis',
    context: 'Depends on the number of synthesis routes compared and the scale of the final batch.',
  },
} as const satisfies Record<string, { value: string; label: string; context: string }>);

/**
 * How much of a sample the laboratory needs, where a service fixes it. Shown on the
 * services list and on each service's page.
 */
export const labSamples = translatable('facts.labSamples', {
  biomass: {
    value: 'About 1 kg of solids or 1 litre of slurry',
    label: 'Biomass characterization',
    context: 'Enough for every analysis of the list and a retained portion for repeats.',
  },
  microbial: {
    value: 'About 1 litre of sludge, digestate or inoculum; 250 mL of effluent',
    label: 'Microbial testing',
    context: 'Kept at 4 °C and in the laboratory within 24 hours of sampling.',
  },
} as const satisfies Record<string, { value: string; label: string; context: string }>);

/** The words of a figure's tag ("Measured, 2025", "Target, 2030"), on every page that tags its figures. */
const basisWords = translatable('facts.basisWords', {
  labels: {
    measured: 'Measured',
    count: 'Count',
    estimate: 'Estimate',
    target: 'Target',
    design: 'Design',
  } satisfies Record<FactBasis['kind'], string>,
});

/** A figure's tag as printed beside it: "Measured, 2025". */
export function basisTag(basis: FactBasis): string {
  return `${basisWords.labels[basis.kind]}, ${basis.period}`;
}

/** "30+", "30 t/day": a figure as it is printed in running text. */
export function figure(fact: Fact): string {
  return `${fact.prefix ?? ''}${fact.value}${fact.suffix}`;
}

/** The completed project of the plant `builtPlantFlow` describes (content/projects/municipal-waste-to-cbg-plant.yaml): its story is /projects/completed/{id}. */
export const BUILT_PLANT_PROJECT_ID = 2;

/**
 * The plant we built and run figures for: the Nashik municipal waste-to-CBG plant
 * (content/projects/municipal-waste-to-cbg-plant.yaml), one day at its design load.
 * The home page's process flow and /technology/cbg-production print these.
 *
 * How the figures follow from each other (the feed as measured, `builtPlantFeed` above):
 * 30 t at about 20% total solids, 85% of them volatile, give 5.1 t of volatile solids;
 * at 0.6 Nm³ of biogas per kg of volatile solids that is about 3,000 Nm³ of biogas a day
 * at 55–60% methane. Upgraded to more than 90% methane, that is about 1,390 kg of CBG by
 * the calculator's conventions (slip, methane in CBG, density: content/calculator.yaml); the
 * design output is set lower, 1,200 kg a day, or 20 kg for each of the 60 vehicles it fuels
 * (technology-cbg.ts, cbgReferencePlant, says why).
 * The undigested solids, dewatered and composted to about 40% moisture, are
 * about 4.5 t of fermented organic manure a day.
 */
/**
 * The Nashik plant's feed as our laboratory measured it: monthly samples of the sorted food and
 * vegetable waste, total and volatile solids and BMP tests in triplicate, 2023–2024. Cleaner
 * than the mixed wet waste of the calculator's published averages (content/calculator.yaml,
 * municipal-organic-waste: grit and plastic lower its volatile share and yield), so the plant
 * makes more biogas a tonne; the calculator's own formula on these values gives the plant's
 * design biogas (technology-cbg.ts, nashikByCalculator; tests/unit/technology-cbg.test.ts).
 * A biogas yield of 600 Nm³ at 58% methane is a BMP of about 0.35 m³ of methane per kg of
 * volatile solids, the low end of what segregated food waste gives.
 */
export const builtPlantFeed = {
  /** Dry share of the fresh weight (0–1). */
  totalSolids: 0.2,
  /** Organic share of the dry solids (0–1). */
  volatileSolids: 0.85,
  /** Nm³ of biogas per tonne of volatile solids. */
  biogasYield: 600,
  /** Methane share of the biogas by volume (0–1). */
  methaneShare: 0.58,
} as const;

export const builtPlantFlow = translatable('facts.builtPlantFlow', {
  feedstock: {
    value: 30,
    suffix: ' t/day',
    label: 'Wet municipal waste in',
    context: 'Source-segregated food and vegetable waste from Nashik’s markets and housing societies.',
    basis: { kind: 'design', period: 'per day at full load' },
  },
  biogas: {
    value: 3000,
    suffix: ' Nm³/day',
    label: 'Raw biogas',
    context: 'From continuously stirred mesophilic digesters, 55–60% methane.',
    basis: { kind: 'design', period: 'per day at full load' },
  },
  cbg: {
    value: 1200,
    suffix: ' kg/day',
    label: 'Compressed biogas',
    context: 'Upgraded to more than 90% methane and compressed to 200–250 bar for 60 fleet vehicles.',
    basis: { kind: 'design', period: 'per day at full load' },
  },
  manure: {
    value: 4.5,
    suffix: ' t/day',
    label: 'Fermented organic manure',
    context: 'Dewatered, composted digestate supplied to vineyards around Nashik.',
    basis: { kind: 'design', period: 'per day at full load' },
  },
} as const satisfies Record<string, Fact>);

/**
 * What the Nashik plant (`builtPlantFlow`) has delivered against its design output: the CBG it
 * dispensed to the city's fleet over two full years (its story's "745 t", Jan 2024 – Dec 2025,
 * content/projects/municipal-waste-to-cbg-plant.yaml; tests/unit/technology-cbg.test.ts holds the
 * two to one figure), as a day's average.
 */
export const BUILT_PLANT_DISPENSED = { tonnes: 745, days: 731, period: '2024–2025' } as const;
export const builtPlantDispensed = translatable('facts.builtPlantDispensed', {
  value: Math.round((BUILT_PLANT_DISPENSED.tonnes / BUILT_PLANT_DISPENSED.days) * 100) / 100,
  suffix: ' t/day',
  label: 'Compressed biogas dispensed',
  context: `${BUILT_PLANT_DISPENSED.tonnes} t to the city’s garbage trucks and buses over the ${BUILT_PLANT_DISPENSED.days} days of 2024 and 2025, a day’s average.`,
  basis: { kind: 'measured', period: BUILT_PLANT_DISPENSED.period },
} satisfies Fact);
