/**
 * Copy and data for /about/research (Research & Development).
 * Gallery images live under /images/research/{lab,instruments,exp}/; any of them can be replaced
 * by a real photograph of the same name and size.
 */
import type { Stat } from './types';
import { collaborators } from './collaborators';
import { facts } from './facts';
import { english, translatable } from './i18n';
import { team } from './team';

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

/* ---------- Selected publications and patents: the work behind the figures above ---------- */

export const publicationsIntro = translatable('research.publicationsIntro', {
  title: 'Selected publications and patents',
  body: 'A selection from the papers and patents counted above. Most papers are written with our university and research partners; each patent application covers a process we run in our laboratory or at our plants.',
  publicationsTitle: 'Publications',
  patentsTitle: 'Patent applications',
  /** A patent application's number, year filed and status ({number}, {year}, {status}: a status label below). */
  applicationText: 'Indian patent application {number}, filed in {year}. {status}.',
  statusLabels: { filed: 'Not yet published', published: 'Published' },
});

/** An author: the name of a person in content/team/ or content/collaborators/, as written there. */
type AuthorName = string;

export type Publication = {
  /** In order of authorship. */
  authors: AuthorName[];
  year: number;
  title: string;
  journal: string;
  volume: string;
  pages: string;
  doi: string;
};

export type PatentApplication = { number: string; title: string; year: number; status: 'filed' | 'published' };

/**
 * Sample references, like the rest of this site's identity (company.ts): the journals are
 * plausible names, and every DOI uses 10.5555, the prefix Crossref keeps for tests, so none
 * resolves to a real paper; the page prints them without links. Each paper stays within
 * what the site reports (facts.ts and the project files): hydrogen results from laboratory
 * rigs only (2024–2025 runs), the cavitation pilot completed in February 2024, nothing yet
 * from the hydrogen pilot. Titles are printed in English on every page, as journals print them.
 */
export const publications: Publication[] = [
  {
    authors: ['Dr. Meera Kulkarni', 'Dr. Sameer Joshi'],
    year: 2015,
    title: 'Biochemical methane potential of sugar-mill press mud and its co-digestion with cattle dung',
    journal: 'Journal of Bioresource Engineering',
    volume: '11(3)',
    pages: '214–223',
    doi: '10.5555/jbe.2015.0317',
  },
  {
    authors: ['Prof. Rajesh Iyer', 'Dr. Meera Kulkarni'],
    year: 2019,
    title: 'Hydrodynamic cavitation pretreatment of sugarcane bagasse: orifice geometry, residence time and enzymatic hydrolysis',
    journal: 'Chemical Engineering and Processing Letters',
    volume: '42',
    pages: '108–119',
    doi: '10.5555/cepl.2019.0842',
  },
  {
    authors: ['Dr. Arjun Deshpande', 'Dr. Ananya Rao', 'Dr. Meera Kulkarni'],
    year: 2020,
    title: 'Hydrogen and methane from the same food waste: a two-stage dark fermentation rig on the laboratory bench',
    journal: 'International Journal of Renewable Hydrogen',
    volume: '7(2)',
    pages: '55–67',
    doi: '10.5555/ijrh.2020.0702',
  },
  {
    authors: ['Dr. Sameer Joshi', 'Prof. Rajesh Iyer', 'Priya Nair'],
    year: 2022,
    title: 'Methane yield of cavitation-treated paddy straw in batch and semi-continuous digesters',
    journal: 'Biomass Conversion Reports',
    volume: '18',
    pages: '301–312',
    doi: '10.5555/bcr.2022.1806',
  },
  {
    authors: ['Dr. Sameer Joshi', 'Priya Nair', 'Vikram Patil'],
    year: 2023,
    title: 'Pellets from paddy straw and sugarcane trash: ash, calorific value and slagging in small boilers',
    journal: 'Journal of Bioresource Engineering',
    volume: '19(4)',
    pages: '377–388',
    doi: '10.5555/jbe.2023.0419',
  },
  {
    authors: ['Priya Nair', 'Kavita Menon', 'Dr. Meera Kulkarni'],
    year: 2025,
    title: 'Upgrading biogas from municipal wet waste to compressed biogas for a city fleet: design and first year of a 30 t/day plant',
    journal: 'Renewable Gas Technology',
    volume: '10(1)',
    pages: '12–26',
    doi: '10.5555/rgt.2025.1001',
  },
  {
    authors: ['Prof. Rajesh Iyer', 'Dr. Sameer Joshi', 'Dr. Meera Kulkarni'],
    year: 2025,
    title: 'A twelve-month field pilot of hydrodynamic cavitation pretreatment at four operating biogas plants',
    journal: 'Chemical Engineering and Processing Letters',
    volume: '48',
    pages: '220–234',
    doi: '10.5555/cepl.2025.0415',
  },
  {
    authors: ['Dr. Arjun Deshpande', 'Dr. Ananya Rao', 'Dr. Sameer Joshi'],
    year: 2026,
    title: 'Heat-treated inocula and pH control in the acidogenic stage of two-stage dark fermentation of food waste',
    journal: 'International Journal of Renewable Hydrogen',
    volume: '13(1)',
    pages: '88–101',
    doi: '10.5555/ijrh.2026.1301',
  },
];

/**
 * Applications at the Indian Patent Office: the number is the filing year, the office
 * (21, Mumbai, for Maharashtra) and a serial. An application is published 18 months after
 * filing, so the 2025 one is not yet.
 */
export const patentApplications: PatentApplication[] = [
  {
    number: '201921018437',
    title: 'Hydrodynamic cavitation reactor with a multi-orifice plate for the pretreatment of lignocellulosic biomass before anaerobic digestion',
    year: 2019,
    status: 'published',
  },
  {
    number: '202121042765',
    title: 'Two-stage process for producing hydrogen and methane from food waste with a pH-controlled acidogenic stage',
    year: 2021,
    status: 'published',
  },
  {
    number: '202521031590',
    title: 'Membrane module for purifying hydrogen from the dark fermentation of food waste',
    year: 2025,
    status: 'filed',
  },
];

/**
 * An author as references print them ("Kulkarni, M."), from their file in content/team/
 * or content/collaborators/: in English on every page, like the titles.
 */
export function authorName(name: AuthorName): string {
  const person = [...english(team), ...english(collaborators)].find((p) => p.name === name);
  if (!person) throw new Error(`research.ts: publication author "${name}" is not in content/team/ or content/collaborators/`);
  const words = person.name.replace(/^(?:Dr|Prof)\.\s+/, '').split(/\s+/);
  const surname = words.at(-1)!;
  return `${surname}, ${words.slice(0, -1).map((w) => `${w[0]}.`).join(' ')}`;
}

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
    measures: 'Hydrolysis yield and the extra methane that pretreated biomass gives',
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
  'Pretreated and untreated sugarcane bagasse side by side',
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
      { title: 'Two-stage dark fermentation', detail: 'Food waste to hydrogen at pH 5.5–6.5 and 35–40 °C, with the effluent feeding a methane stage.' },
      { title: 'Biogas steam reforming', detail: 'Nickel catalysts that tolerate trace hydrogen sulphide in reformed biogas.' },
      { title: 'Membrane purification', detail: 'Palladium-alloy membranes to lift product purity above 95% without pressure-swing adsorption.' },
      { title: 'Yield optimisation', detail: 'Holding laboratory yields at 75 L of hydrogen per kg of food waste dry matter across seasonal feedstock changes.' },
    ],
  },
  {
    title: 'Waste-to-Energy',
    summary:
      'Getting more gas from difficult feedstock, faster: pretreatment, co-digestion and digestate use for farm, dairy and municipal plants.',
    icon: 'recycle',
    projects: [
      { title: 'Cavitation pretreatment', detail: '93% hydrolysis yield in 30 minutes on sugarcane bagasse, and 10–30% more methane from lignocellulosic feedstock.' },
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
