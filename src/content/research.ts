/**
 * Copy and data for /about/research (Research & Development).
 * Gallery images live under /images/research/{lab,instruments,exp}/; any of them can be replaced
 * by a real photograph of the same name and size.
 */
import type { Stat } from './types';
import { facts } from './facts';
import { translatable } from './i18n';

type GalleryImageEntry = { src: string; alt: string; width: number; height: number };
/** One gallery row: title, image folder, images. */
export type GalleryGroup = { title: string; path: string; images: GalleryImageEntry[]; reverse?: boolean };
export type FocusArea = { title: string; summary: string; icon: 'hydrogen' | 'recycle'; projects: { title: string; detail: string }[] };

export const researchHero = translatable('research.researchHero', {
  badge: 'Research & Development',
  title: 'Research Infrastructure',
  subtitle:
    'Laboratories, pilot reactors and analytical instruments in Pune where every process we sell is tested first, on real feedstock, in triplicate.',
});

export const researchStats: Stat[] = translatable('research.researchStats', [
  facts.researchProjects,
  facts.publications,
  facts.patents,
  facts.citations,
]);

export const statsIntro = translatable('research.statsIntro', {
  eyebrow: 'Research output',
  title: 'Science that stands up to review',
  body: 'Our researchers publish with university partners and file patents on the processes we take to the field.',
});

/**
 * The instruments and rigs behind the laboratory's reports, as the service pages describe them
 * (src/content/services.ts, services-details.ts, services-bmp-bhp.ts): what each measures and the
 * page of the service or technology that uses it (a path in src/content/pages.ts). No make or
 * model is named that those pages do not name.
 */
export type Instrument = { instrument: string; detail: string; measures: string; href: string };

export const instrumentsIntro = translatable('research.instrumentsIntro', {
  eyebrow: 'Instruments',
  title: 'What we measure, and with what',
  body: 'The instruments and test rigs behind every report that leaves our Pune laboratory, what each one measures, and the service that uses it.',
  tableTitle: 'Instruments and test rigs',
  caption: 'Each row links to the service or technology page with its methods, turnaround and sample requirements.',
  columns: { instrument: 'Instrument', measures: 'What it measures', usedFor: 'Used for' },
});

export const instruments: Instrument[] = translatable('research.instruments', [
  {
    instrument: 'Gas chromatograph',
    detail: 'Thermal-conductivity (TCD) and flame-photometric (FPD) detectors; molecular sieve and Porapak columns, with backflush for CO₂',
    measures: 'Methane, carbon dioxide, hydrogen, oxygen and nitrogen in % by volume; hydrogen sulphide, mercaptans and other sulphur gases in ppm',
    href: '/services/gas-composition',
  },
  {
    instrument: 'BMP and BHP incubation reactors',
    detail: 'Sealed, nitrogen-flushed test bottles in temperature-controlled incubators, mesophilic or thermophilic',
    measures: 'The methane or hydrogen a feedstock gives: daily gas volume, in triplicate, with inoculum and cellulose controls',
    href: '/services/bmp-bhp-analysis',
  },
  {
    instrument: 'CHNS elemental analyser',
    detail: 'Oxygen by difference',
    measures: 'Carbon, hydrogen, nitrogen and sulphur in biomass and digestate, and the carbon-to-nitrogen ratio',
    href: '/services/biomass-characterization',
  },
  {
    instrument: 'Drying oven and muffle furnace',
    detail: 'With a mill and sieve stack for sample preparation',
    measures: 'Moisture, ash, total solids and volatile solids',
    href: '/services/biomass-characterization',
  },
  {
    instrument: 'Phase-contrast and fluorescence microscopes',
    detail: 'With culture work for counts and activity tests',
    measures: 'Flocs, filaments and methanogens in digester sludge; coliforms, pathogens and helminth eggs in digestate',
    href: '/services/microbial-testing',
  },
  {
    instrument: 'XRD, SEM, TEM and dynamic light scattering',
    detail: 'With a tube furnace for catalyst and nanoparticle synthesis',
    measures: 'Crystal phase, particle shape and particle size of nanoparticles and reduced graphene oxide inks',
    href: '/services/material-synthesis',
  },
  {
    instrument: 'Pilot digesters and dark-fermentation reactors',
    detail: 'Run continuously on real feedstock',
    measures: 'Gas yield and process stability over weeks, at a scale that gives design data',
    href: '/services/contract-and-rd',
  },
  {
    instrument: 'Hydrodynamic cavitation pilot rig',
    detail: 'Orifice plate and slurry pump',
    measures: 'Hydrolysis yield and the extra methane that pre-treated biomass gives',
    href: '/technology',
  },
]);

export const galleryIntro = translatable('research.galleryIntro', {
  eyebrow: 'Inside the lab',
  title: 'Our facilities at work',
  body: 'Drawings of the benches, instruments and experiments in our Pune research centre. Hover over or focus a row to pause it, or stop every row with the pause switch.',
});

const size = { width: 480, height: 320 };

const labAlts = [
  'Researcher preparing feedstock samples at the wet-chemistry bench',
  'Row of BMP test bottles in a temperature-controlled water bath',
  'Fume hood with glassware for volatile fatty acid analysis',
  'Sample store with labelled jars of rice straw, press mud and food waste',
  'Laboratory notebook open at the day’s digester readings, with a sample jar beside it',
];

const instrumentAlts = [
  'Gas chromatograph with thermal conductivity detector for biogas composition',
  'HPLC system used to measure sugars and organic acids',
  'CHNS elemental analyser for ultimate analysis of biomass',
  'Automated methane potential test system with gas flow cells',
  'Hydrodynamic cavitation pilot rig with orifice plate and pump',
  '50-litre stainless steel pilot digester with mixer and heating jacket',
  'Muffle furnace for ash and volatile solids determination',
  'Laminar airflow cabinet for anaerobic microbial culture work',
  'Portable biogas analyser used for field measurements',
  'Bomb calorimeter for the calorific value of solid fuels and pellets',
];

const expAlts = [
  'Cumulative methane yield curves from a triplicate BMP test',
  'Pre-treated and untreated sugarcane bagasse side by side',
  'Dark fermentation reactor producing hydrogen from food waste',
  'Hydrogen yield comparison across three pH set points',
  'Digestate samples after 30 days of mesophilic digestion',
];

function images(dir: string, prefix: string, alts: string[]): GalleryImageEntry[] {
  return alts.map((alt, i) => ({ src: `/images/research/${dir}/${prefix}-${i + 1}.jpg`, alt, ...size }));
}

export const galleryGroups: GalleryGroup[] = translatable('research.galleryGroups', [
  { title: 'Laboratory Research', path: '/images/research/lab', images: images('lab', 'lab', labAlts) },
  { title: 'Advanced Instruments', path: '/images/research/instruments', images: images('instruments', 'instrument', instrumentAlts), reverse: true },
  { title: 'Experiments & Results', path: '/images/research/exp', images: images('exp', 'exp', expAlts) },
]);

export const focusIntro = translatable('research.focusIntro', {
  eyebrow: 'Research focus',
  title: 'Where our research goes next',
  body: 'Two programmes take most of our research time. Below, the projects under way in each, and what each one works on.',
  /** The heading of each focus area's list of projects. */
  projectsHeading: 'Current projects',
});

export const focusAreas: FocusArea[] = translatable('research.focusAreas', [
  {
    title: 'Hydrogen Production',
    summary:
      'Making hydrogen from waste rather than natural gas: biological routes that run at ambient pressure and thermochemical routes that reach 85% energy efficiency.',
    icon: 'hydrogen',
    projects: [
      { title: 'Two-stage dark fermentation', detail: 'Food waste to hydrogen at pH 5.5-6.5 and 35-40 °C, with the effluent feeding a methane stage.' },
      { title: 'Biogas steam reforming', detail: 'Nickel catalysts that tolerate trace hydrogen sulphide in reformed biogas.' },
      { title: 'Membrane purification', detail: 'Palladium-alloy membranes to lift product purity above 95% without pressure-swing adsorption.' },
      { title: 'Yield optimisation', detail: 'Holding laboratory yields at 75 L of hydrogen per kg of food waste across seasonal feedstock changes.' },
    ],
  },
  {
    title: 'Waste-to-Energy',
    summary:
      'Getting more gas from difficult feedstock, faster: pre-treatment, co-digestion and digestate use for farm, dairy and municipal plants.',
    icon: 'recycle',
    projects: [
      { title: 'Cavitation pre-treatment', detail: '93% hydrolysis yield in 30 minutes on sugarcane bagasse, and 10-30% more methane from lignocellulosic feedstock.' },
      { title: 'Rice straw co-digestion', detail: 'Blending straw with dairy manure to keep digesters stable through the post-harvest season.' },
      { title: 'Municipal organic waste', detail: 'Handling mixed kitchen waste from housing societies and markets with low-cost grit removal.' },
      { title: 'Digestate to fertiliser', detail: 'Drying and enriching digestate into an organic fertiliser that farmer partners can sell.' },
    ],
  },
]);

export const researchClosing = translatable('research.researchClosing', {
  title: 'Need a test or a research partner?',
  body: 'Send us a sample or a question. Our laboratory runs BMP, BHP, gas composition and biomass characterization for clients across India.',
  primary: { label: 'Contact the Lab', href: '/contact' },
  secondary: { label: 'Contract R&D', href: '/services/contract-and-rd' },
});
