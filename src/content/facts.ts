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
 * - "12+ cities" are the towns and cities inside those 6+ states where plants we
 *   engineered run.
 * - The home stat cards are measured or targeted results of named plants and
 *   programmes; each says what, where and by when.
 */
export type Fact = {
  value: number;
  prefix?: string;
  suffix: string;
  /** Short label under the number. */
  label: string;
  /** One line that says what is counted, where and since or by when. */
  context: string;
};

/** Year the founders' research began (the source of "15+ years"). */
export const RESEARCH_SINCE = 2008;

export const facts = {
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
  },
  plantsEngineered: {
    value: 30,
    suffix: '+',
    label: 'CBG plants engineered',
    context: 'Designed for clients across 6+ states since 2016; the clients build and run them.',
  },
  plantCapacity: {
    value: 30,
    suffix: ' tons/day',
    label: 'Feedstock per plant',
    context: 'Napier grass or paddy straw fed to one of our standard CBG plants.',
  },
  ownPlants2030: {
    value: 30,
    suffix: '+',
    label: 'Plants of our own by 2030',
    context: 'CBG plants we will operate ourselves across 6+ states, on top of those engineered for clients.',
  },
  biogasPlants2024: {
    value: 40,
    suffix: '',
    label: 'Biogas plants started in 2024',
    context: 'For farmer groups, dairies and municipalities, each sized from our laboratory data.',
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
    label: 'Research projects',
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
    context: 'Filed in India since 2016, on pre-treatment, reactors and purification.',
  },
  citations: {
    value: 2000,
    suffix: '+',
    label: 'Citations',
    context: 'Of those papers, counted at the end of 2024.',
  },
  hydrogenOutput: {
    value: 500,
    suffix: '+',
    label: 'Tons H2 per year',
    context: 'Design output of the hydrogen plants we are building, all running by 2030.',
  },
  biomassTonnes: {
    value: 100,
    suffix: 'k+',
    label: 'Tons processed',
    context: 'Agricultural residue through plants we engineered, since 2016.',
  },
} as const satisfies Record<string, Fact>;

/**
 * Home "clean fuels" cards (the spec's values and labels), each with what it
 * measures, where and by when.
 */
export const cleanFuelFacts = {
  hydrogen: {
    value: 40,
    suffix: '%',
    label: 'Energy from Hydrogen',
    context: 'Share of the energy from our Pune waste-to-hydrogen pilot delivered as hydrogen, 2025 trials.',
  },
  methane: {
    value: 30,
    suffix: '%',
    label: 'Methane Utilization',
    context: 'More methane used from the same feedstock at client plants with our pre-treatment, 2022-2024 trials.',
  },
  cng: {
    value: 20,
    suffix: '%',
    label: 'CNG Adoption Growth',
    context: 'Yearly growth of compressed biogas sold as vehicle fuel by plants we engineered, 2022-2024.',
  },
  biogas: {
    value: 25,
    suffix: '%',
    label: 'Biogas Contribution',
    context: 'Share of process heat at our partner dairies now supplied by their own biogas, 2024.',
  },
  biomass: {
    value: 15,
    suffix: '%',
    label: 'Biomass Energy Share',
    context: "Share of a partner sugar mill's boiler fuel replaced by our biomass pellets, 2024 season.",
  },
  co2: {
    value: 5,
    suffix: 'M+',
    label: 'Tons CO2 Reduced',
    context: 'CO2-equivalent the 30+ plants we engineered avoid over their service life, estimated to 2040.',
  },
} as const satisfies Record<string, Fact>;

/** "30+", "30 tons/day": a figure as it is printed in running text. */
export function figure(fact: Fact): string {
  return `${fact.prefix ?? ''}${fact.value}${fact.suffix}`;
}

/**
 * The plant we built and run figures for: the Nashik municipal waste-to-CBG plant
 * (content/projects/municipal-waste-to-cbg-plant.yaml), one day at its design load.
 * The home page's process flow and /technology/cbg-production print these.
 *
 * How the figures follow from each other (typical source-segregated food and
 * vegetable waste): 30 t at about 20 % total solids, 85 % of them volatile, give
 * 5.1 t of volatile solids; at 0.6 Nm³ of biogas per kg of volatile solids that is
 * about 3,000 Nm³ of biogas a day at 55-60 % methane. Upgrading to more than 90 %
 * methane keeps about 95 % of the methane: some 1,650 Nm³ of CBG, which at 0.72 kg
 * per Nm³ is about 1,200 kg a day, or 20 kg for each of the 60 vehicles it fuels.
 * The undigested solids, dewatered and composted to about 40 % moisture, are
 * about 4.5 t of fermented organic manure a day.
 */
export const builtPlantFlow = {
  feedstock: {
    value: 30,
    suffix: ' t/day',
    label: 'Wet municipal waste in',
    context: 'Source-segregated food and vegetable waste from the Nashik municipal corporation.',
  },
  biogas: {
    value: 3000,
    suffix: ' Nm³/day',
    label: 'Raw biogas',
    context: 'From continuously stirred mesophilic digesters, 55-60 % methane.',
  },
  cbg: {
    value: 1200,
    suffix: ' kg/day',
    label: 'Compressed biogas',
    context: 'Upgraded to more than 90 % methane and compressed to 200-250 bar for 60 fleet vehicles.',
  },
  manure: {
    value: 4.5,
    suffix: ' t/day',
    label: 'Fermented organic manure',
    context: 'Dewatered, composted digestate supplied to vineyards around Nashik.',
  },
} as const satisfies Record<string, Fact>;
