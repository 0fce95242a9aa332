/**
 * /technology/cbg-production.
 * Company figures (plants engineered, capacity, states, the 2030 fleet) come from facts.ts.
 */
import { contactHref } from '@/lib/forms/contact-fields';
import { countInWords } from '@/lib/format';
import type { ProcessFlowSpec } from './types';
import { calculatorQuery, economicsDefaults, estimate, formatFigure, questionAtDefaults, type CalculatorInput } from '@/lib/calculator';
import { calculatorData, calculatorFeedstock } from './calculator-data';
import { BUILT_PLANT_DISPENSED, BUILT_PLANT_PROJECT_ID, builtPlantDispensed, builtPlantFeed, builtPlantFlow, cleanFuelFacts, facts, figure, FOM_TRIAL, METHANE_GAIN, OWN_PLANT_PIPELINE, ownPlantSites, PLANT_DESIGN_LIFE_YEARS, STANDARD_PLANT_FEEDS, standardPlantResidueBill, type Fact, type FactBasis } from './facts';
import { completedProjects, currentProjects, ownPlantProgress, projectStoryPath } from './projects';
import type { LonLat } from './plant-map';
import { printedFact } from './number-format';
import { pages } from './pages';
import { translatable } from './i18n';

/** The plants of our own the 2030 goal already counts (running, being built): the pipeline's note says them. */
const progress = ownPlantProgress();

export type State = { name: string; code: string; note: string };

export const cbgHero = translatable('technology-cbg.cbgHero', {
  badge: 'Compressed Biogas',
  title: 'CBG Production',
  subtitle:
    'We turn crop residue, Napier grass, press mud and city wet waste into compressed biogas that meets the national CBG standard, and return the digestate to farmers as organic manure.',
  primaryCta: { label: 'Partner on a CBG Plant', href: contactHref('CBG plant for a mill, dairy or farmer group') },
  /** Beside the partnership button: the page a mill or a municipality reads before it writes (stages, months, capital, running costs). */
  secondaryCta: { label: 'What a plant costs and takes', href: pages.plantEngineering.path },
  /** The accessible name of the row of figures under the banner. */
  figuresLabel: 'CBG in numbers',
  /** On a phone, the row of the page's sections under the header (ui/page-sections.tsx): its name, and each section's short name by its id. */
  sections: {
    label: 'On this page',
    links: [
      { id: 'process', label: 'Process' },
      { id: 'feedstocks', label: 'Feedstocks' },
      { id: 'crop-comparison', label: 'Manure trial' },
      { id: 'states', label: 'Where' },
      { id: 'plan-2030', label: 'Our plan' },
      { id: 'environment', label: 'Benefits' },
    ],
  },
});

export const cbgStats: Fact[] = translatable('technology-cbg.cbgStats', [
  facts.plantsEngineered,
  facts.plantCapacity,
  facts.statesServed,
]);

export const feedstocks = translatable('technology-cbg.feedstocks', {
  eyebrow: 'Feedstocks',
  title: 'Two crops that would otherwise go to waste or to fire',
  items: [
    {
      name: 'Napier Grass',
      image: { src: '/images/technology/cbg/napier-grass.webp', alt: 'Tall green Napier grass growing in rows on a farm', width: 640, height: 420 },
      description:
        'A perennial, fast-growing grass that gives five to six cuttings a year on marginal land. Its high biomass yield and soft stems make it a steady, year-round energy crop for the digesters.',
      points: ['Grown under contract by farmer groups near each plant', 'Harvested every 60–70 days', 'Chopped and ensiled to keep supply even across seasons'],
    },
    {
      name: 'Paddy Straw',
      image: { src: '/images/technology/cbg/paddy-straw.webp', alt: 'Baled paddy straw stacked at the edge of a harvested rice field', width: 640, height: 420 },
      description:
        'After the rice harvest, millions of tonnes of straw are burned in the field every year. We bale and buy it instead, removing a major cause of winter smog and paying farmers for a residue.',
      points: ['Collected with balers within two weeks of harvest', 'Stored in covered yards at the plant', 'Pretreated by hydrodynamic cavitation before digestion'],
    },
  ],
});

export const cropComparison = translatable('technology-cbg.cropComparison', {
  eyebrow: 'In the field',
  title: 'Wheat with and without fermented organic manure',
  intro:
    `The digestate from the plants we engineer is dried and enriched into fermented organic manure (FOM). On ${countInWords(FOM_TRIAL.farms)} partner farms in Sangli district that kept records in the ${FOM_TRIAL.season} rabi season, wheat given ${FOM_TRIAL.tonnesPerHectare} tonnes of FOM a hectare in place of a quarter of its chemical fertiliser yielded ${FOM_TRIAL.gain[0]}–${FOM_TRIAL.gain[1]}% more grain than the same farm’s fertiliser-only strip: ${FOM_TRIAL.meanGain}% more on average.`,
  before: {
    label: 'Fertiliser only',
    caption: `The fertiliser-only strip of a Sangli partner farm, rabi ${FOM_TRIAL.season}: a thinner, paler stand.`,
    image: { src: '/images/technology/cbg/crop-before.webp', alt: 'Wheat strip with a thinner, paler stand, some lower leaves yellowing', width: 720, height: 480 },
  },
  after: {
    label: 'With FOM',
    caption: `The FOM strip beside it, the same season: a denser, greener stand and ${FOM_TRIAL.gain[1]}% more grain, the largest gain of the ${countInWords(FOM_TRIAL.farms)} farms.`,
    image: { src: '/images/technology/cbg/crop-after.webp', alt: 'Wheat strip with a dense, deep green, even stand', width: 720, height: 480 },
  },
});

export const inHouseTechnologies = translatable('technology-cbg.inHouseTechnologies', {
  eyebrow: 'In-house technology',
  title: 'Four technologies we design and run ourselves',
  items: [
    {
      title: 'Feedstock Processing',
      description:
        'Shredding, ensiling and hydrodynamic cavitation pretreatment break down lignocellulose so the digesters receive a uniform, easily digestible slurry.',
    },
    {
      title: 'Anaerobic Digestion',
      description:
        'Continuously stirred mesophilic digesters with process control of temperature, pH, volatile fatty acids and loading rate keep the microbial community stable around the year.',
    },
    {
      title: 'Gas Purification to IS 16087:2016',
      description:
        `Hydrogen sulphide scrubbing, moisture removal and CO₂ separation upgrade raw biogas to ${figure(facts.biomethaneContent)} methane, meeting the Bureau of Indian Standards specification for compressed biogas, before compression to 200–250 bar.`,
    },
    {
      title: 'Eco-friendly By-products',
      description:
        'Digestate becomes solid fermented organic manure and liquid fertiliser; captured CO₂ can be sold for industrial use. What the sorting line takes out of city waste, about 6% by weight at Nashik in 2024–2025, leaves as rejects: the plastic to the city’s recycling contractor, the grit and glass to its sanitary landfill.',
    },
  ],
});

/** The pipeline's states (facts.ts, OWN_PLANT_PIPELINE) by their ids in src/content/plant-map-states.ts. */
const STATE_IDS: Record<string, string> = { Maharashtra: 'mh', Karnataka: 'ka', 'Madhya Pradesh': 'mp', Gujarat: 'gj', 'Uttar Pradesh': 'up', Haryana: 'hr', Punjab: 'pb' };
const stateId = (state: string) => {
  const id = STATE_IDS[state];
  if (!id) throw new Error(`technology-cbg.ts: OWN_PLANT_PIPELINE names ${state}; give its id in STATE_IDS`);
  return id;
};

const ownSites = OWN_PLANT_PIPELINE.sitesByState;

/**
 * The states map of /technology/cbg-production (components/technology/states-map.tsx): the outlines and
 * projection of the /projects map (plant-map.ts, plant-map-states.ts), its frame run north to the edge
 * the outlines are cut at (0.4° past plant-map.ts's `mapFrame`), so Punjab shows. `at` is where a
 * state's name goes: under our own sites' marker when the state has one (the marker stands on the
 * point), else on it. Each point lies inside its state (tests/unit/technology-cbg.test.ts).
 */
export const statesMapFrame = { west: 71.9, east: 83.0, south: 15.1, north: 30.75 };
export const statesMapPoints: Record<string, LonLat> = {
  mh: [76.6, 19.9],
  mp: [78.2, 23.9],
  gj: [73.15, 23.15],
  up: [80.3, 27.3],
  hr: [76.25, 29.15],
  pb: [75.35, 30.25],
  ka: [75.9, 17.0],
};

/** The six states of the client plants we designed, in the order the list and the map name them. */
const clientStates: State[] = [
  { name: 'Maharashtra', code: 'MH', note: 'Sugarcane belt and Napier grass clusters; our home state.' },
  { name: 'Madhya Pradesh', code: 'MP', note: 'Wheat and soybean residue across the Malwa plateau.' },
  { name: 'Gujarat', code: 'GJ', note: 'Cotton stalks and dairy cooperatives with cattle dung.' },
  { name: 'Uttar Pradesh', code: 'UP', note: 'Paddy straw, sugarcane trash and press mud.' },
  { name: 'Haryana', code: 'HR', note: 'Paddy straw that would otherwise be burned after harvest.' },
  { name: 'Punjab', code: 'PB', note: 'The largest paddy straw surplus in the country.' },
];
/** The states of our own sites that are not among the six, each with its count ("Karnataka (6 sites)"). */
const ownOnlyStates = ownSites.filter((s) => !clientStates.some((c) => c.name === s.state));
const ownOnlyList = ownOnlyStates.map((s) => `${s.state} (${s.sites} sites)`).join(', ');

export const upcomingStates = translatable('technology-cbg.upcomingStates', {
  eyebrow: 'Client plants and our own sites',
  title: 'States with upcoming plants',
  intro: `Our clients’ CBG plants run in these six states, and their next plants are planned here too, wherever feedstock is plentiful within ${figure(facts.collectionRadius)}. The numbered discs are something else: the ${ownPlantSites} sites we are studying for plants of our own, counted by state.${ownOnlyStates.length > 0 ? ` Our own sites also include ${ownOnlyList}, where no client plant of ours runs yet.` : ''}`,
  /** The six states' list's accessible name: whose plants they are. */
  clientsTitle: 'Client plants, designed by us',
  states: clientStates,
  /** The map's caption and key (its credit is the /projects map's). */
  map: {
    caption: 'Map of western, central and northern India: the six states shaded, and the number of our own sites in each state that has any',
    clients: 'States of the client plants we designed',
    own: 'Our own sites in feasibility, by state',
    /** A disc on an unshaded state: our own sites where no client plant runs. */
    ownOnly: `Our own sites only: ${ownOnlyStates.map((s) => s.state).join(', ')}`,
  },
  /**
   * Our own pipeline (facts.ts, OWN_PLANT_PIPELINE): the map's markers, and in words beside it. The
   * note counts the plants the goal already has (projects.ts, ownPlantProgress), which are not among the sites.
   */
  own: {
    title: `Our own plants: ${ownPlantSites} sites in feasibility`,
    note: `By state, as of ${OWN_PLANT_PIPELINE.asOf}. On top of these, ${progress.running + progress.building} plants of ours are under way: ${progress.running} running, ${progress.building} being built.`,
    sitesByState: ownSites.map((s) => ({ state: s.state, sites: s.sites, id: stateId(s.state) })),
    unit: 'sites',
  },
  mapLink: { label: 'Our own plants on the projects map', href: '/projects#map' },
});

/**
 * Under the states: the client plants that no project page tells but /feedstock buys for
 * (buying-plants.ts, clientPlants), named, placed and dated, so a farmer or a mill can check
 * who the buyer is. Each is the target of its card's link on /feedstock.
 */
export const clientPlantsCopy = translatable('technology-cbg.clientPlantsCopy', {
  title: 'Client plants we buy feedstock for',
  intro: 'These client plants near Pune we also keep supplied: farmers sell their residue to us at the rates of the feedstock page, and we deliver it to the mill’s plant.',
  /** Under the cards: the plant of our project list the feedstock page also buys for, once it runs (buying-plants.ts). `{place}`, `{year}`. */
  commissioning: 'The plant we are commissioning at {place} buys feedstock too, from {year}.',
  /** `{year}`: the year the plant started. */
  since: 'Running since {year}',
  takes: 'Takes',
  /** On a phone, the fold that holds what we did for the plant and what it takes. */
  more: 'What we did, and what it takes',
  feedstockLink: { label: 'Sell us feedstock', href: '/feedstock' },
});

/**
 * The feed a day of the plants we are building now (content/projects, status current), lowest and
 * highest: each project's capacity begins with its tonnes a day ("60 t/day press mud and spent
 * wash"); a pilot's ("Pilot, 1 t/day ...") does not, and is not a plant of the plan.
 */
function currentPlantTonnage() {
  const tonnes = currentProjects.flatMap((p) => {
    const match = /^(\d+) t\/day\b/.exec(p.capacity ?? '');
    return match ? [Number(match[1])] : [];
  });
  if (tonnes.length === 0) throw new Error('content/projects: no current project gives its capacity as "N t/day ..."');
  return { low: Math.min(...tonnes), high: Math.max(...tonnes) };
}

const building = currentPlantTonnage();

/**
 * The goal of plants of our own, led by where it stands today (running, being built, sites in
 * feasibility: `progress` above) and the goal in words in the heading, not as a large
 * numeral: set large beside the 30+ plants engineered for clients, it read as the same count.
 */
export const plan2030 = translatable('technology-cbg.plan2030', {
  eyebrow: 'Our plan',
  title: `From ${countInWords(progress.running)} ${progress.running === 1 ? 'plant' : 'plants'} running to ${figure(facts.ownPlants2030)} under our operation by 2030`,
  /** Today's count, ahead of the goal: each a figure over its label. */
  today: [
    { value: String(progress.running), label: 'Running' },
    { value: String(progress.building), label: 'Being built' },
    { value: String(progress.sites), label: `Sites in feasibility, ${OWN_PLANT_PIPELINE.asOf}` },
  ],
  text:
    `Our standard design takes ${figure(facts.plantCapacity)}, but each plant we build is sized to the feedstock around it: the plants we are building now, for ourselves and for clients, take ${building.low}–${building.high} t/day of crop residue, press mud, cattle dung or city wet waste. Our goal is ${figure(facts.ownPlants2030)} plants of our own running by 2030: with them we aim to give thousands of farmers a paying market for residue and supply clean, locally made gas for vehicles and industry.`,
  milestones: [
    { label: 'Feasibility and feedstock mapping', detail: 'Residue surveys and farmer agreements for every site.' },
    { label: 'Plant construction', detail: 'Modular digesters and purification skids of one proven design, as many as the feed needs.' },
    { label: 'Operations and offtake', detail: 'CBG supplied to city gas distribution and fuel stations; manure sold to farmers.' },
  ],
  /** The goal's progress on /projects: the plants it counts and the sites behind the rest. */
  progressLink: { label: 'How far we are', href: '/projects#own-plants' },
});

/**
 * Each benefit with a checkable figure where facts.ts has one (the standard plant's intake,
 * the CO₂e estimate of the plants we engineered, the Nashik plant's manure); none where it
 * has not.
 */
const residueBill = standardPlantResidueBill();

export const environmentalBenefits = translatable('technology-cbg.environmentalBenefits', {
  eyebrow: 'Environmental benefits',
  title: 'Cleaner air, healthier soil, lower emissions',
  items: [
    {
      title: 'Less stubble burning',
      description: 'Buying paddy straw removes the reason to burn it, cutting smoke and particulate pollution in North India each winter.',
      figure: { value: printedFact(facts.plantCapacity), label: 'Of paddy straw bought by one standard plant a day instead of burned in the field', basis: facts.plantCapacity.basis },
    },
    {
      title: 'Lower greenhouse gas emissions',
      description: 'CBG replaces fossil CNG and diesel, and digestion stops the methane of dumped waste and the smoke of burned straw.',
      figure: { value: `${figure(cleanFuelFacts.co2)} t`, label: `CO₂e our ${figure(facts.plantsEngineered)} client plants and our own 2030 fleet avoid over ${PLANT_DESIGN_LIFE_YEARS} years`, basis: cleanFuelFacts.co2.basis },
    },
    {
      title: 'Healthier soil',
      description: 'Fermented organic manure returns carbon and nutrients to farms and reduces dependence on chemical fertiliser.',
      figure: { value: `+${FOM_TRIAL.meanGain}%`, label: `Wheat grain on the ${countInWords(FOM_TRIAL.farms)} Sangli farms of the manure trial above, on a quarter less chemical fertiliser`, basis: { kind: 'measured', period: `${FOM_TRIAL.season} rabi` } },
    },
    {
      title: 'Rural income and jobs',
      description: 'Farmers earn from residue and energy crops; each plant employs local operators, drivers and technicians.',
      figure: { value: printedFact(facts.residuePayments), label: `A year paid for the ${residueBill.tonnesAYear.toLocaleString('en-IN')} t of Napier grass or paddy straw one standard plant takes, at our delivered rates of ₹${residueBill.lowRate.toLocaleString('en-IN')}–${residueBill.highRate.toLocaleString('en-IN')} a tonne`, basis: facts.residuePayments.basis },
      link: { label: 'Our delivered rates', href: '/feedstock#rates' },
    },
  ] satisfies { title: string; description: string; figure?: { value: string; label: string; basis?: FactBasis }; link?: { label: string; href: string } }[],
});

/**
 * On a phone, the summaries of the page's secondary parts, each folded behind one tap
 * (ui/phone-fold.tsx) so the page's figures, process and call to action come sooner; from 48rem
 * each part shows whole. Each says what is inside and how much: `{count}` is filled from the
 * folded content, `{clients}` and `{sites}` from the states section.
 */
export const cbgPhoneFolds = translatable('technology-cbg.cbgPhoneFolds', {
  states: 'The map in words: {clients} client states, our {sites} sites by state',
  milestones: 'From survey to gas: the {count} steps of a plant',
  benefits: 'The {count} benefits, each with its figure',
});

export const cbgCta = translatable('technology-cbg.cbgCta', {
  title: 'Build a CBG plant with us',
  text: 'Tell us about your land, feedstock or offtake plans. We will share a feasibility outline within two weeks.',
  primary: { label: 'Contact Us', href: contactHref('CBG plant for a mill, dairy or farmer group') },
  /** What a plant job involves, stage by stage, with its cost: the offer's own page. */
  secondary: { label: 'How we build a plant', href: '/services/cbg-plant-engineering' },
});

/**
 * Stage 02's figure: the methane gain we quote for pretreated feed, and what the cavitation pilot
 * measured at its four plants (facts.ts, METHANE_GAIN; the top of the range is the home card's
 * "Methane Utilization"). A plant-scale figure, not the laboratory's bagasse hydrolysis: the
 * standard plant does not take bagasse.
 */
function pretreatmentGain() {
  const { quoted, pilot } = METHANE_GAIN;
  return { value: `+${quoted[0]}–${figure(cleanFuelFacts.methane)}`, pilot: `${pilot[0]}–${pilot[1]}%` };
}

/** The calculator's question for one feed at `tonnesPerDay`, every other setting at content/calculator.yaml's value. */
function oneFeedAtDefaults(id: string, tonnesPerDay: number): CalculatorInput {
  return questionAtDefaults(calculatorData(), [{ id, tonnesPerDay }]);
}

/**
 * What one standard plant makes a day on each feed it takes (facts.ts, STANDARD_PLANT_FEEDS), by
 * the feedstock calculator (src/lib/calculator, content/calculator.yaml) at the plant's intake:
 * the typical values in t/day, and the calculator's address with that question filled in.
 */
function standardPlantByCalculator() {
  return STANDARD_PLANT_FEEDS.map((id) => {
    const { result, href } = standardPlantOnFeed(id);
    return {
      id,
      cbg: result.cbgTonnesPerDay.typical,
      manure: result.manureTonnesPerDay.typical,
      biogasPerTonne: result.biogasNm3PerDay.typical / facts.plantCapacity.value,
      drySolids: calculatorFeedstock(id).totalSolids.value,
      href,
    };
  });
}

/**
 * The calculator's estimate for one standard plant fed only `feed` (a feed of facts.ts) at its intake,
 * every other setting at its default, and the calculator's address with that question filled in.
 * This page and the plant engineering page (plant-engineering.ts) print the same plant from it.
 */
export function standardPlantOnFeed(feed: Parameters<typeof calculatorFeedstock>[0]) {
  const data = calculatorData();
  const input = oneFeedAtDefaults(calculatorFeedstock(feed).id, facts.plantCapacity.value);
  return { result: estimate(data, input), href: `/calculator?${calculatorQuery(input, economicsDefaults(data))}` };
}


/** A product's t/day as printed: two significant figures, as much as the calculator's yields (±20% at best) carry. */
const aboutTonnes = (tonnes: number) => `≈${Number(tonnes.toPrecision(2)).toLocaleString('en-IN')} t/day`;

const gain = pretreatmentGain();
const products = standardPlantByCalculator();
/** Each feed of facts.ts, STANDARD_PLANT_FEEDS, as a sentence names it (a proper name keeps its capital). */
const feedNames: Partial<Record<string, string>> = { 'napier-grass': 'Napier grass', 'paddy-straw': 'paddy straw' };
const feedName = (id: string) => {
  const name = feedNames[id];
  if (!name) throw new Error(`technology-cbg.ts: the standard plant takes ${id}; name it in feedNames`);
  return name;
};
/** Under each product figure: the feed it is made from. */
const feedLabel = (id: string) => `On ${feedName(id)}`;
/** The standard plant's richest and leanest feed by the calculator's CBG, and how many times the one makes the other's. */
const feedRange = (() => {
  const sorted = [...products].sort((a, b) => a.cbg - b.cbg);
  const [leanest, richest] = [sorted[0]!, sorted.at(-1)!];
  return { leanest: feedName(leanest.id), richest: feedName(richest.id), times: Math.round(richest.cbg / leanest.cbg) };
})();
const productFigures = (pick: 'cbg' | 'manure') => products.map((p) => ({ value: aboutTonnes(p[pick]), label: feedLabel(p.id), href: p.href }));
/** The CBG of the standard plant's leanest to its richest feed, as one range ("≈1.1–3.5 t/day"). */
const cbgRange = (() => {
  const [low, high] = [Math.min(...products.map((p) => p.cbg)), Math.max(...products.map((p) => p.cbg))].map((t) => Number(t.toPrecision(2)).toLocaleString('en-IN'));
  return `≈${low}–${high} t/day`;
})();

/**
 * The process diagram: our standard plant, stage by stage, with the design figure of each
 * stage (plant capacity from facts.ts; pretreatment, the gain facts.ts quotes), and what it
 * makes a day by the feedstock calculator: manure on each feed, and CBG as the span of the
 * opening's figures, which give it feed by feed with the reason.
 */
export const cbgProcess = translatable('technology-cbg.cbgProcess', {
  eyebrow: 'The process',
  title: 'From a field of residue to a cylinder of fuel',
  intro: `Every plant we design follows the same five stages. The figures are our standard ${figure(facts.plantCapacity)} plant's design values and, for its products, what our calculator gives. The intake line is fixed; the digesters and the upgrading are sized to the feed, since a tonne of ${feedRange.richest} makes about ${feedRange.times} times the CBG of a tonne of ${feedRange.leanest}.`,
  flow: {
    id: 'cbg-flow',
    caption: `Process flow of a standard ${figure(facts.plantCapacity)} CBG plant, with the design figure of each stage`,
    steps: [
      { title: 'Reception', text: 'Napier grass or baled paddy straw is weighed, shredded and ensiled.', figure: { value: printedFact(facts.plantCapacity), label: 'Feedstock in' } },
      { title: 'Pretreatment', text: 'Hydrodynamic cavitation opens the lignocellulose, without chemicals or heat.', figure: { value: gain.value, label: `More methane from pretreated feed; ${gain.pilot} measured at the four plants of our pilot` } },
      { title: 'Digestion', text: 'Stirred mesophilic digesters under control of temperature, pH and loading.', figure: { value: '35–40 °C', label: 'Digester temperature' } },
      { title: 'Purification', text: 'H₂S scrubbing, drying and CO₂ separation to IS 16087:2016.', figure: { value: figure(facts.biomethaneContent), label: 'Methane in the product' } },
      { title: 'Compression', text: 'Compressed into a cascade for vehicles and city gas networks.', figure: { value: '200–250 bar', label: 'Filling pressure' } },
    ],
    outputsLabel: 'Products',
    outputs: [
      // Each feed's own figure is the opening's (cbgFeedStrip): here the span they cover.
      { title: 'CBG', figure: { value: cbgRange, label: `Typical, from ${feedRange.leanest} to ${feedRange.richest}` }, text: 'Vehicle fuel and city gas, sold under offtake contracts.' },
      { title: 'Manure', figures: productFigures('manure'), figuresNote: 'Solid; typical, by our calculator.', text: 'Fermented organic manure, solid and liquid, back to farmers.' },
    ],
  } satisfies ProcessFlowSpec,
});

/**
 * The Nashik plant's raw biogas by the feedstock calculator's own formula (src/lib/calculator,
 * content/calculator.yaml): with the feed as our laboratory measured it (facts.ts,
 * builtPlantFeed), which gives the plant's design figure, and with the calculator's published
 * averages for mixed wet waste, which give less. Nm³ a day; `published` low, typical and high.
 */
export function nashikByCalculator() {
  const data = calculatorData();
  const wetWaste = calculatorFeedstock('municipal-organic-waste');
  const y = builtPlantFeed.biogasYield;
  const measured = {
    ...wetWaste,
    id: 'nashik-as-measured',
    totalSolids: { ...wetWaste.totalSolids, value: builtPlantFeed.totalSolids },
    volatileSolids: { ...wetWaste.volatileSolids, value: builtPlantFeed.volatileSolids },
    biogasYield: { ...wetWaste.biogasYield, low: y, typical: y, high: y },
    methaneShare: { ...wetWaste.methaneShare, value: builtPlantFeed.methaneShare },
  };
  const tonnes = builtPlantFlow.feedstock.value;
  const asMeasured = estimate({ ...data, feedstocks: [measured] }, oneFeedAtDefaults(measured.id, tonnes));
  return {
    measured: asMeasured.biogasNm3PerDay.typical,
    /** CBG by the calculator's conventions (slip, methane in CBG, density) from the design biogas: the design output is set below it. */
    cbgKg: asMeasured.cbgKgPerDay.typical,
    published: estimate(data, oneFeedAtDefaults(wetWaste.id, tonnes)).biogasNm3PerDay,
  };
}

const nashik = nashikByCalculator();
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The Nashik plant's fleet: the vehicles' daily fills add up to what the plant dispensed on
 * average (facts.ts, BUILT_PLANT_DISPENSED), below the design output.
 */
const NASHIK_FLEET = { trucks: 52, truckKg: 12, buses: 8, busKg: 50 } as const;
const fleetKg = NASHIK_FLEET.trucks * NASHIK_FLEET.truckKg + NASHIK_FLEET.buses * NASHIK_FLEET.busKg;
if (Math.abs(fleetKg - (BUILT_PLANT_DISPENSED.tonnes * 1000) / BUILT_PLANT_DISPENSED.days) > 20) throw new Error('technology-cbg.ts: the Nashik fleet\'s fills no longer add up to what the plant dispensed');
/** The day's average dispensed, in kg, and its share of the design output. */
const dispensedKg = Math.round(builtPlantDispensed.value * 1000);
const dispensedShare = Math.round((dispensedKg / builtPlantFlow.cbg.value) * 100);

/** The Nashik plant's story (content/projects, facts.ts BUILT_PLANT_PROJECT_ID): "Nashik in detail", and where the working is. */
const nashikStory = (() => {
  const project = completedProjects.find((p) => p.id === BUILT_PLANT_PROJECT_ID);
  if (!project) throw new Error(`content/projects: no completed project ${BUILT_PLANT_PROJECT_ID}, the Nashik plant`);
  return projectStoryPath(project);
})();

/**
 * How Nashik's design figures follow from its feed and from each other, and what the plant has
 * delivered against them: folded on the plant's story (components/projects/project-story.tsx), its
 * first paragraph the address every "How the figures reconcile" link opens the fold at.
 */
export const nashikReconcile = translatable('technology-cbg.nashikReconcile', {
  id: 'nashik-reconcile',
  title: 'How these figures reconcile',
  paragraphs: [
    `Biogas: the sorted waste measures ${percent(builtPlantFeed.totalSolids)} solids, ${percent(builtPlantFeed.volatileSolids)} of them volatile, and gives ${builtPlantFeed.biogasYield} Nm³ of biogas per tonne of volatile solids in our BMP tests. With these values our feedstock calculator gives ${formatFigure(nashik.measured)} Nm³ a day; with its published averages for mixed wet waste, which allow for grit and plastic, ${formatFigure(nashik.published.low)}–${formatFigure(nashik.published.high)}.`,
    `Compressed biogas: from the design biogas the calculator’s conventions give about ${formatFigure(Math.round(nashik.cbgKg / 10) * 10)} kg; the design output is ${percent(1 - builtPlantFlow.cbg.value / nashik.cbgKg)} lower, for the biogas that heats the digesters in winter and for days of leaner waste.`,
    `Fleet: the trucks take about ${NASHIK_FLEET.truckKg} kg a day each and the buses, on short routes, about ${NASHIK_FLEET.busKg} kg: about ${formatFigure(fleetKg)} kg a day, what the plant dispensed on average over ${BUILT_PLANT_DISPENSED.period} (${BUILT_PLANT_DISPENSED.tonnes} t, ${Math.round((fleetKg / builtPlantFlow.cbg.value) * 100)}% of its design output).`,
  ],
});

/**
 * Beside Nashik's design figures wherever they are printed (home's flow, the plant's project story,
 * the calculator's result for municipal wet waste): why they are above what the calculator gives for
 * average mixed wet waste, and where the working is (the fold on the plant's story, opened by the
 * browser when the address names a paragraph inside it).
 */
export const nashikAboveCalculator = translatable('technology-cbg.nashikAboveCalculator', {
  text: `Above our calculator’s ${formatFigure(nashik.published.low)}–${formatFigure(nashik.published.high)} Nm³ a day for ${builtPlantFlow.feedstock.value} t of average mixed wet waste: Nashik’s sorted waste measured ${percent(builtPlantFeed.totalSolids)} solids, ${percent(builtPlantFeed.volatileSolids)} of them volatile, and ${builtPlantFeed.biogasYield} Nm³ a tonne of volatile solids in our BMP tests.`,
  link: { label: 'How the figures reconcile', href: `${nashikStory}#${nashikReconcile.id}` },
});

/**
 * Under home's flow, whose figures are at design load: what the plant has delivered, in one plain
 * line, linked to the same working (the comparison with the calculator stays on the pages above).
 */
export const nashikMeasured = translatable('technology-cbg.nashikMeasured', {
  text: `Measured over ${BUILT_PLANT_DISPENSED.period}: about ${formatFigure(Math.round(dispensedKg / 10) * 10)} kg of CBG dispensed a day, ${dispensedShare}% of the design output.`,
  link: { label: 'How the figures reconcile', href: `${nashikStory}#${nashikReconcile.id}` },
});

/** Tonnes a day, as the feed strip prints a design figure given in kg ("1.2 t/day"). */
const tonnesADay = (tonnes: number) => `${tonnes.toLocaleString('en-IN')} t/day`;
/** Nm³ of biogas a tonne of feed, to the nearest ten: as much as a typical yield carries. */
const gasPerTonne = (nm3: number) => `${formatFigure(Math.round(nm3 / 10) * 10)} Nm³`;

type FeedStripItem = {
  feed: string;
  /** CBG a day, as printed, and its tag. */
  value: string;
  basis: FactBasis;
  /** A second figure for the same feed: what a plant has delivered against its design. */
  measured?: { value: string; label: string; basis: FactBasis };
  /** One line: why this feed gives what it gives, by the gas a tonne of it makes. */
  reason: string;
  /** Where the figure is worked out, or told in full. */
  link: { label: string; href: string };
  /** The figure in t/day, for the drawing's bar. */
  tonnes: number;
};

/**
 * The opening's panel: our standard plant, the page's subject, and what the same intake makes a
 * day on each feed, in order of output. Napier grass and paddy straw, the feeds it is built for
 * (facts.ts, STANDARD_PLANT_FEEDS), by the feedstock calculator at the plant's intake; city wet
 * waste by the plant we built at Nashik, which takes the same tonnage (facts.ts, builtPlantFlow,
 * builtPlantDispensed). Each says why in one line: the gas a tonne of the feed gives.
 */
export const cbgFeedStrip = translatable('technology-cbg.cbgFeedStrip', {
  title: `One standard plant: ${facts.plantCapacity.value} t of feed a day`,
  caption: 'What it makes depends on the feed: on the gas a tonne of it gives.',
  /** Above the feeds: what their figures are. */
  feedsLabel: 'Same plant, different feed: CBG a day',
  items: (() => {
    const byId = (id: string) => {
      const p = products.find((product) => product.id === id);
      if (!p) throw new Error(`technology-cbg.ts: the standard plant no longer takes ${id}`);
      return p;
    };
    const napier = byId('napier-grass');
    const straw = byId('paddy-straw');
    const estimateBasis: FactBasis = { kind: 'estimate', period: 'by our calculator' };
    const items: FeedStripItem[] = [
      {
        feed: 'Napier grass',
        value: aboutTonnes(napier.cbg),
        basis: estimateBasis,
        link: { label: 'Open in the calculator', href: napier.href },
        reason: `About ${gasPerTonne(napier.biogasPerTonne)} of biogas a tonne: fresh-cut grass is ${percent(1 - napier.drySolids)} water.`,
        tonnes: napier.cbg,
      },
      {
        feed: 'City wet waste, at the Nashik plant we run',
        value: tonnesADay(builtPlantFlow.cbg.value / 1000),
        basis: builtPlantFlow.cbg.basis,
        measured: { value: printedFact(builtPlantDispensed), label: 'dispensed', basis: builtPlantDispensed.basis },
        reason: `About ${gasPerTonne(builtPlantFlow.biogas.value / builtPlantFlow.feedstock.value)} of biogas a tonne: as wet as the grass, but sorted food waste digests more fully.`,
        link: { label: 'Nashik in detail', href: nashikStory },
        tonnes: builtPlantFlow.cbg.value / 1000,
      },
      {
        feed: 'Paddy straw',
        value: aboutTonnes(straw.cbg),
        basis: estimateBasis,
        link: { label: 'Open in the calculator', href: straw.href },
        reason: `About ${gasPerTonne(straw.biogasPerTonne)} of biogas a tonne: baled straw is ${percent(straw.drySolids)} dry matter, the grass ${percent(napier.drySolids)}.`,
        tonnes: straw.cbg,
      },
    ];
    return items.sort((a, b) => a.tonnes - b.tonnes);
  })(),
});

/**
 * The opening's picture, under the headline: the plant we built at Nashik, which takes the standard
 * plant's intake (the panel beside it says what it makes), drawn with its stations numbered as on
 * the home page (tools/media/generators/scenes.ts, nashikStations). `parts` names them in the
 * drawing's order, so the numbers read in any language.
 */
export const cbgHeroDrawing = translatable('technology-cbg.cbgHeroDrawing', {
  image: {
    src: '/images/home/nashik-plant.webp',
    width: 1920,
    height: 960,
    alt: 'Drawing of the Nashik CBG plant we built and run, its stations numbered. 1: the reception hall, where tippers unload wet waste onto a belt to the pulper; 2: the pair of stirred digesters; 3: the upgrading skid beside the gas holder; 4: the dispenser under its canopy, filling a bus and a refuse truck; 5: digestate composting in windrows.',
  },
  caption: 'The plant we built at Nashik: the standard plant’s intake, on the city’s wet waste.',
  parts: ['Reception', 'Digestion', 'Upgrading', 'Dispenser', 'Manure'],
});
