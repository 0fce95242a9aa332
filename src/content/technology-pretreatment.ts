/**
 * /technology: hydrodynamic cavitation pretreatment.
 * The measured figures are kept exactly as the company states them: 93% hydrolysis yield in 30 minutes
 * (sugarcane bagasse) and a 10–30% methane yield increase.
 */
import { contactHref } from '@/lib/forms/contact-fields';
import type { ChartSpec, SpecTable } from './types';
import { facts, figure, type FactKey } from './facts';
import { translatable } from './i18n';

export type TextCard = { title: string; description: string };
export type GalleryItem = { src: string; alt: string; width: number; height: number };
export type ChartGroup = { title: string; intro: string; charts: ChartSpec[] };
export type VideoSpec = {
  title: string;
  mp4: string;
  webm: string;
  poster: string;
  width: number;
  height: number;
  /** Text alternative for a video without speech (WCAG 1.2.1). */
  description: string;
};

export const pretreatmentHero = translatable('technology-pretreatment.pretreatmentHero', {
  badge: 'Pretreatment Technology',
  title: 'Hydrodynamic Cavitation Pretreatment',
  subtitle:
    'Millions of collapsing micro-bubbles open up tough agricultural residue in minutes, so digesters and fermenters turn more of every tonne into biogas, hydrogen and sugars.',
  primaryCta: { label: 'Discuss a Pretreatment Trial', href: contactHref('Pretreatment trial') },
  secondaryCta: { label: 'See the Results', href: '#results' },
  /** The row of the page's sections a phone keeps under the header (ui/page-sections.tsx). */
  sections: {
    label: 'On this page',
    links: [
      { id: 'why-pretreatment', label: 'Why' },
      { id: 'how-it-works', label: 'How it works' },
      { id: 'benefits', label: 'Benefits' },
      { id: 'results', label: 'Results' },
      { id: 'applications', label: 'Uses' },
      { id: 'gallery', label: 'Gallery' },
    ],
  },
});

/**
 * The opening's key data: the bagasse trials' hydrolysis yield with and without
 * cavitation, and the two settings that gave it (figures and tags from facts.ts).
 */
export const pretreatmentKeyData = translatable('technology-pretreatment.pretreatmentKeyData', {
  title: 'Sugarcane bagasse in our cavitation skid',
  comparisonTitle: 'Hydrolysis yield after 30 minutes',
  bars: [
    { label: 'With cavitation', key: 'hydrolysisYield' },
    { label: 'Without pretreatment', key: 'hydrolysisYieldUntreated' },
  ] satisfies { label: string; key: FactKey }[],
  settings: [
    { label: 'Inlet pressure', key: 'cavitationPressure' },
    { label: 'Chemicals or added heat', value: 'None' },
  ] satisfies { label: string; key?: FactKey; value?: string }[],
});

export const necessity = translatable('technology-pretreatment.necessity', {
  eyebrow: 'Why pretreatment',
  title: 'Lignocellulose does not give up its energy easily',
  paragraphs: [
    'Crop residues are built like reinforced concrete: bundles of crystalline cellulose wrapped in hemicellulose and sealed with lignin. Enzymes and anaerobic microbes can only attack the surface they can reach, so untreated straw or bagasse breaks down slowly and a large share of its carbon leaves the digester undigested.',
    'Hydrolysis is the rate-limiting step of anaerobic digestion for these feedstocks. Opening the lignin seal and reducing cellulose crystallinity before the material enters the digester shortens retention time, raises methane yield and lets the same tank volume process more biomass.',
  ],
  feedstocksTitle: 'Feedstocks we pretreat',
  feedstocks: [
    'Sugarcane bagasse and press mud',
    'Paddy (rice) straw',
    'Wheat straw',
    'Napier grass',
    'Maize stover and cobs',
    'Cotton stalks',
    'Fruit and vegetable market waste',
    'Distillery spent wash and sewage sludge',
  ],
});

export const howItWorks = translatable('technology-pretreatment.howItWorks', {
  eyebrow: 'How it works',
  title: 'Energy from bubbles that live for microseconds',
  intro:
    'Our cavitation reactor pumps a biomass slurry through a specially shaped constriction. No chemicals, no high-pressure steam: the work is done by the physics of collapsing cavities.',
  steps: [
    {
      title: 'Pressure drop',
      description:
        'The slurry accelerates through an orifice plate or venturi. Local pressure falls below the vapour pressure of water and millions of vapour cavities form.',
    },
    {
      title: 'Violent collapse',
      description:
        'Downstream the pressure recovers and the cavities implode, producing micro-jets, shock waves and short-lived hot spots together with hydroxyl radicals.',
    },
    {
      title: 'Fibre disruption',
      description:
        'These forces tear the lignin sheath, cut fibre length and lower cellulose crystallinity, exposing far more surface to enzymes and microbes.',
    },
    {
      title: 'Faster digestion',
      description:
        'The treated slurry goes straight to hydrolysis or the digester, where sugars and biogas are released faster and more completely.',
    },
  ] satisfies TextCard[],
});

export const benefits = translatable('technology-pretreatment.benefits', {
  eyebrow: 'Benefits',
  title: 'What cavitation changes in the plant',
  list: [
    {
      title: 'No chemicals to buy or neutralise',
      description: 'Unlike acid or alkali pretreatment, there is no chemical dosing, no salt build-up in the digestate and no inhibitors for the microbes.',
    },
    {
      title: 'Low energy input',
      description: 'A pump and a static constriction replace steam explosion and autoclaves, so the energy spent is a small fraction of the extra energy recovered.',
    },
    {
      title: 'Shorter retention time',
      description: 'Faster hydrolysis lets digesters reach the same conversion in fewer days, freeing capacity for more feedstock.',
    },
    {
      title: 'Continuous and scalable',
      description: `The reactor runs in line with existing slurry pumps and scales by adding modules, from a laboratory loop to a ${figure(facts.plantCapacity)} CBG plant.`,
    },
    {
      title: 'Fewer floating layers',
      description: 'Shorter, wetter fibres mix better, which reduces scum and crust formation in digesters fed with straw.',
    },
    {
      title: 'Better digestate',
      description: 'More complete digestion leaves a more stable, less odorous digestate for fermented organic manure.',
    },
  ] satisfies TextCard[],
});

export const applications = translatable('technology-pretreatment.applications', {
  eyebrow: 'Applications',
  title: 'Where we apply cavitation pretreatment',
  items: [
    {
      title: 'Compressed biogas plants',
      description: 'In-line pretreatment of paddy straw and Napier grass ahead of the digesters in our CBG plants.',
      href: '/technology/cbg-production',
      linkLabel: 'CBG Production',
    },
    {
      title: 'Biohydrogen by dark fermentation',
      description: 'Releasing soluble sugars from food and crop waste so hydrogen-producing bacteria can use them within hours.',
      href: '/technology/hydrogen-production',
      linkLabel: 'Hydrogen Production',
    },
    {
      title: 'Biomass valorization',
      description: 'Preparing residues for second-generation ethanol, biochemicals and biomaterials with less enzyme per tonne.',
      href: '/technology/biomass',
      linkLabel: 'Biomass Valorization',
    },
    {
      title: 'Sludge and effluent treatment',
      description: 'Disintegrating sewage sludge and distillery effluent to improve digestibility and reduce solids for disposal.',
      href: contactHref('Pretreatment trial'),
      linkLabel: 'Ask about a trial',
    },
  ],
});

const galleryAlts = [
  'Cavitation reactor skid with orifice plate housing and slurry pump',
  'Close-up of the multi-hole orifice plate used to create cavitation',
  'Pressure gauges and flow meter on the cavitation test loop',
  'Laboratory cavitation loop beside a feed tank of bagasse slurry',
  'Engineer adjusting the inlet pressure of the cavitation reactor',
  'Cloud of cavitation bubbles forming downstream of the venturi throat',
  'Untreated sugarcane bagasse fibres before cavitation',
  'Bagasse fibres after thirty minutes of hydrodynamic cavitation',
  'Microscope view of treated fibre surfaces with exposed cellulose',
  'Samples of hydrolysate collected at five-minute intervals',
  'Biochemical methane potential bottles for treated and untreated straw',
  'Treated paddy straw slurry ready for the digester',
];

export const gallery = translatable('technology-pretreatment.gallery', {
  eyebrow: 'Gallery',
  title: 'Cavitation in pictures',
  intro: 'Drawings of our reactors, test loops and what happens to the fibres.',
  fallback: { src: '/images/technology/cavitation/placeholder.webp', alt: 'Hydrodynamic Cavitation Process Image' },
  rows: [
    {
      title: 'Reactor and test loop',
      images: galleryAlts.slice(0, 6).map((alt, i) => ({
        src: `/images/technology/cavitation/cavitation-${i + 1}.webp`,
        alt,
        width: 480,
        height: 320,
      })),
    },
    {
      title: 'Fibres and samples',
      reverse: true,
      images: galleryAlts.slice(6).map((alt, i) => ({
        src: `/images/technology/cavitation/cavitation-${i + 7}.webp`,
        alt,
        width: 480,
        height: 320,
      })),
    },
  ] satisfies { title: string; reverse?: boolean; images: GalleryItem[] }[],
});

export const processVideo = translatable('technology-pretreatment.processVideo', {
  eyebrow: 'Process video',
  title: 'From bale to slurry to biogas',
  intro: 'A short animation of our pretreatment line: shredding, slurry preparation, the cavitation reactor and the digester feed.',
  video: {
    title: 'Hydrodynamic cavitation pretreatment process',
    mp4: '/videos/technology/pretreatment-process.mp4',
    webm: '/videos/technology/pretreatment-process.webm',
    poster: '/images/technology/pretreatment-process-poster.webp',
    width: 960,
    height: 540,
    description:
      'Silent animation, about 10 seconds: shredded biomass is mixed into a slurry, pumped through the cavitation reactor where bubbles form and collapse, and the treated slurry flows on to the digester.',
  } satisfies VideoSpec,
});

export const resultsSection = translatable('technology-pretreatment.resultsSection', {
  eyebrow: 'Results',
  title: 'Measured in our laboratory and at the plants',
  intro:
    'Bench tests in triplicate (enzymatic hydrolysis and BMP), and a year of output at the first plant with a permanent unit. Open the data table under any chart for the exact numbers.',
});

export const chartGroups: ChartGroup[] = translatable('technology-pretreatment.chartGroups', [
  {
    title: 'With vs Without Cavitation',
    intro: 'The same feedstock, tested side by side with and without 30 minutes of cavitation pretreatment.',
    charts: [
      {
        id: 'hydrolysis-by-feedstock',
        kind: 'bar',
        title: 'Enzymatic hydrolysis yield by feedstock',
        summary: 'Sugarcane bagasse rises from 38% to 93% hydrolysis yield after 30 minutes of cavitation.',
        xLabel: 'Feedstock',
        yLabel: 'Hydrolysis yield (%)',
        unit: '%',
        categories: ['Bagasse', 'Paddy straw', 'Wheat straw', 'Napier'],
        series: [
          { name: 'Without cavitation', values: [38, 34, 36, 41] },
          { name: 'With cavitation', values: [93, 81, 84, 88] },
        ],
        yMax: 100,
      },
      {
        id: 'methane-by-feedstock',
        kind: 'bar',
        title: 'Methane yield by feedstock (BMP)',
        summary: 'Methane yield increases by 14% to 28% depending on feedstock, within the 10–30% range.',
        xLabel: 'Feedstock',
        yLabel: 'Methane (mL CH₄/g VS)',
        unit: 'mL CH₄ per g VS',
        categories: ['Bagasse', 'Paddy straw', 'Wheat straw', 'Napier'],
        series: [
          { name: 'Without cavitation', values: [228, 242, 210, 265] },
          { name: 'With cavitation', values: [285, 290, 268, 302] },
        ],
        yMax: 350,
        ySteps: 7,
      },
      {
        id: 'cumulative-methane',
        kind: 'line',
        title: 'Cumulative methane from bagasse over 30 days',
        summary: 'Treated bagasse reaches 285 mL CH₄/g VS against 228 untreated, 25% more, and gets there sooner.',
        xLabel: 'Digestion time (days)',
        yLabel: 'Methane (mL CH₄/g VS)',
        unit: 'mL CH₄ per g VS',
        categories: ['0', '5', '10', '15', '20', '25', '30'],
        series: [
          { name: 'Without cavitation', values: [0, 62, 118, 164, 198, 219, 228] },
          { name: 'With cavitation', values: [0, 98, 176, 232, 263, 278, 285] },
        ],
        yMax: 300,
        ySteps: 6,
      },
    ],
  },
  {
    title: 'Production Trend Analysis',
    intro: 'How yield responds to treatment time and pressure, and what the pilot’s host plant delivered in 2024 once it had a permanent unit of its own.',
    charts: [
      {
        id: 'yield-vs-time',
        kind: 'line',
        title: 'Bagasse hydrolysis yield vs cavitation time',
        summary: 'Yield climbs steeply for the first 20 minutes and reaches 93% at 30 minutes; longer treatment adds little.',
        xLabel: 'Cavitation time (minutes)',
        yLabel: 'Hydrolysis yield (%)',
        unit: '%',
        categories: ['0', '5', '10', '15', '20', '30', '45'],
        series: [{ name: 'Sugarcane bagasse', values: [38, 56, 69, 79, 86, 93, 94] }],
        yMax: 100,
      },
      {
        id: 'yield-vs-pressure',
        kind: 'bar',
        title: 'Hydrolysis yield by inlet pressure (30 minutes)',
        summary: 'Yield peaks at 93% at 6 bar inlet pressure; above that, choked cavitation brings no further gain.',
        xLabel: 'Inlet pressure (bar)',
        yLabel: 'Hydrolysis yield (%)',
        unit: '%',
        categories: ['2', '3', '4', '5', '6', '7'],
        series: [{ name: 'Sugarcane bagasse', values: [61, 74, 85, 91, 93, 92] }],
        yMax: 100,
      },
      {
        id: 'pilot-plant-output',
        kind: 'line',
        // The pilot (content/projects/hydrodynamic-cavitation-pretreatment-pilot.yaml) ended in
        // February 2024; this is its host plant's own output after it bought a permanent unit.
        title: 'Biogas at the Krishna Valley press-mud plant, 2024',
        summary: 'After the pilot ended in February, the Krishna Valley Sugar Cooperative’s press-mud plant commissioned its own permanent cavitation unit in May 2024: average daily biogas rose from about 1,500 to 1,860 m³ (about 24%).',
        xLabel: 'Month (2024)',
        // m³ as the plant's gas meter read them: nothing in the content says they were corrected
        // to normal conditions, so they are not written as Nm³ (as the Nashik plant's are, facts.ts).
        yLabel: 'Biogas (m³/day)',
        unit: 'm³ per day, monthly average',
        categories: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
        series: [{ name: 'Krishna Valley press-mud plant', values: [1480, 1510, 1495, 1520, 1640, 1750, 1790, 1820, 1835, 1850, 1840, 1860] }],
        // From zero, so the rise reads as the 24% it is.
        yMax: 2000,
        ySteps: 4,
      },
    ],
  },
]);

/**
 * On a phone, the summaries of the page's secondary parts, each folded behind one tap
 * (ui/phone-fold.tsx) so the diagram, the results and the call to action come sooner; from 48rem
 * each part shows whole. `{count}`: how many figures or applications are inside.
 */
export const pretreatmentPhoneFolds = translatable('technology-pretreatment.pretreatmentPhoneFolds', {
  spec: 'The unit’s data sheet: {count} figures',
  applications: 'The {count} applications, each with its page',
});

export const pretreatmentLinks = translatable('technology-pretreatment.pretreatmentLinks', {
  title: 'Put cavitation to work on your feedstock',
  text: 'We run laboratory trials on your residue, report hydrolysis and BMP results, and size a reactor for your plant.',
  primary: { label: 'Contact Us', href: contactHref('Pretreatment trial') },
  related: [
    { label: 'Hydrogen Production', href: '/technology/hydrogen-production' },
    { label: 'CBG Production', href: '/technology/cbg-production' },
    { label: 'Biomass Valorization', href: '/technology/biomass' },
  ],
});

/**
 * The cavitation reactor as a diagram: the pipe with its orifice plate above, the
 * pressure along it below, and the four steps of `howItWorks` numbered where they
 * happen. Pressures: 6 bar inlet is the optimum of the yield-vs-pressure chart
 * below; water at 30 °C boils at about 0.04 bar; the treated slurry leaves at
 * about atmospheric pressure.
 */
export const cavitationDiagram = translatable('technology-pretreatment.cavitationDiagram', {
  id: 'cavitation-diagram',
  caption: 'Pressure along the cavitation reactor: the slurry drops below the vapour pressure of water at the orifice, and the cavities collapse as the pressure recovers',
  flowLabel: 'Slurry in',
  outLabel: 'To the digester',
  orificeLabel: 'Orifice plate',
  axisLabel: 'Pressure (bar)',
  inletPressure: 6,
  outletPressure: 1,
  inletLabel: '6 bar inlet',
  outletLabel: '≈1 bar',
  vapourLabel: 'Vapour pressure ≈0.04 bar',
});

/** The pretreatment unit's data sheet (figures from the benefits above and the pilot project). */
export const cavitationSpec: SpecTable = translatable('technology-pretreatment.cavitationSpec', {
  id: 'cavitation-spec',
  title: 'Cavitation pretreatment unit',
  caption: 'Design and measured figures of the skid we install at biogas and CBG plants.',
  columns: ['Parameter', 'Value'],
  rows: [
    { parameter: 'Inlet pressure', values: ['6 bar'], note: 'Optimum in our bagasse trials; above it, choked cavitation adds nothing.' },
    { parameter: 'Treatment time', values: ['30 minutes'], note: 'Recirculated through the orifice before the digester.' },
    { parameter: 'Hydrolysis yield', values: ['93%'], note: 'Sugarcane bagasse, against about 38% without pretreatment.' },
    { parameter: 'Methane yield increase', values: ['10–30%'], note: 'BMP tests on bagasse, paddy straw, wheat straw and Napier grass.' },
    { parameter: 'Chemicals and added heat', values: ['None'], note: 'A pump and a static constriction do the work.' },
    { parameter: 'Installation', values: ['Skid-mounted'], note: 'Connects to an existing feed line without civil works.' },
    { parameter: 'Plant scale proven', values: ['4 plants, 12 months'], note: 'Pilot completed in February 2024; a permanent unit has run at the Krishna Valley press-mud plant near Sangli since May 2024.' },
  ],
});
