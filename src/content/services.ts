/**
 * Energy Services (/services): the five laboratory services, the five-step
 * process, the call to action and the benefits. Durations and pricing are the
 * figures the laboratory quotes; the detail pages live in
 * `services-details.ts` and `services-bmp-bhp.ts`.
 */
import { labSamples, labTimes } from './facts';
import { translatable } from './i18n';

export type ServiceId =
  | 'bmp-bhp-analysis'
  | 'microbial-testing'
  | 'material-synthesis'
  | 'biomass-characterization'
  | 'gas-composition';

export type ServiceCategory = 'analysis' | 'testing' | 'synthesis';

/** Names of the inline SVG icons in `components/services/service-icon.tsx`. */
export type ServiceIconName =
  | 'flask'
  | 'microscope'
  | 'atom'
  | 'leaf'
  | 'gauge'
  | 'chat'
  | 'beaker'
  | 'chart'
  | 'report'
  | 'shield'
  | 'clock'
  | 'users'
  | 'certificate'
  | 'lock'
  | 'flame'
  | 'droplet'
  | 'recycle'
  | 'spark'
  | 'biohazard'
  | 'factory';

export type Service = {
  id: ServiceId;
  icon: ServiceIconName;
  title: string;
  description: string;
  image: { src: string; alt: string };
  features: string[];
  /** Always "Custom Quote": no service shows a price. */
  pricing: 'Custom Quote';
  duration: string;
  category: ServiceCategory;
};

const CUSTOM_QUOTE = 'Custom Quote' as const;

export const categoryLabels: Record<ServiceCategory, string> = translatable('services.categoryLabels', {
  analysis: 'Analysis',
  testing: 'Testing',
  synthesis: 'Synthesis',
});

export const services: Service[] = translatable('services.services', [
  {
    id: 'bmp-bhp-analysis',
    icon: 'flask',
    title: 'BMP/BHP Testing',
    description:
      'Biochemical methane and biohydrogen potential tests that tell you how much gas a feedstock will really give before you size a digester or sign a supply contract.',
    image: { src: '/images/services/bmp-bhp-analysis.webp', alt: 'Incubator with shelves of BMP test bottles and a nitrogen cylinder for flushing' },
    features: [
      'Triplicate batch assays with inoculum and cellulose controls',
      'Mesophilic and thermophilic test conditions',
      'Cumulative gas curves with kinetic model fitting',
      'Methane and hydrogen content by gas chromatography',
    ],
    pricing: CUSTOM_QUOTE,
    duration: `${labTimes.firstResults.value} to first results; full BMP ${labTimes.bmpIncubation.value}`,
    category: 'analysis',
  },
  {
    id: 'microbial-testing',
    icon: 'microscope',
    title: 'Microbial Testing',
    description:
      'Activity, counts and community checks for digester sludge, inocula and bio-hydrogen cultures, so you know whether the biology in your tank is healthy.',
    image: { src: '/images/services/microbial-testing.webp', alt: 'Agar plates with bacterial colonies and an inoculation loop' },
    features: [
      'Specific methanogenic activity of sludge and inocula',
      'Total and faecal coliform and pathogen screening',
      'Microscopy and community profiling of digester biomass',
      'Inoculum selection and acclimatisation advice',
    ],
    pricing: CUSTOM_QUOTE,
    duration: labTimes.microbial.value,
    category: 'testing',
  },
  {
    id: 'material-synthesis',
    icon: 'atom',
    title: 'Material Synthesis and Testing',
    description:
      'Custom nanoparticles and reduced graphene oxide conductive inks made to your specification, with full characterization of every batch.',
    image: { src: '/images/services/material-synthesis.webp', alt: 'Tube furnace for catalyst synthesis beside vials of synthesised powders' },
    features: [
      'rGO conductive ink formulation',
      'Zinc, silver, copper and cerium nanoparticles',
      'XRD, SEM, TEM and DLS characterization',
      'Screen- and inkjet-printable formulations',
    ],
    pricing: CUSTOM_QUOTE,
    duration: labTimes.materialSynthesis.value,
    category: 'synthesis',
  },
  {
    id: 'biomass-characterization',
    icon: 'leaf',
    title: 'Biomass Characterization',
    description:
      'Proximate, ultimate and fibre analysis of crop residues, energy crops and organic wastes, reported against IS and ASTM methods.',
    image: { src: '/images/services/biomass-characterization.webp', alt: 'Drying oven, sieve stack and crucibles of biomass samples on the bench' },
    features: [
      'Proximate analysis: moisture, ash and total solids',
      'Ultimate analysis (CHNS-O): carbon, hydrogen, nitrogen, sulfur and oxygen',
      'Lignin, cellulose and hemicellulose content',
      'TKN, TAN and COD testing',
    ],
    pricing: CUSTOM_QUOTE,
    duration: labTimes.characterisation.value,
    category: 'analysis',
  },
  {
    id: 'gas-composition',
    icon: 'gauge',
    title: 'Gas Composition Analysis',
    description:
      'Gas chromatography of biogas, hydrogen, LPG and producer gas, from methane and carbon dioxide down to trace sulfur gases.',
    image: { src: '/images/services/gas-composition.webp', alt: 'Gas sampling bags labelled CH₄, H₂S, CO₂ and O₂ waiting for analysis' },
    features: [
      'N₂, O₂, H₂ and CH₄ by thermal-conductivity detector',
      'Sulfur gases by flame-photometric detector',
      'CO₂ on a Porapak column with backflush',
      'Volatile fatty acids and FAME in liquids',
    ],
    pricing: CUSTOM_QUOTE,
    duration: labTimes.characterisation.value,
    category: 'analysis',
  },
]);

/** Every service id, and the other pages under /services, in lower case. */
export const serviceIds: ServiceId[] = services.map((s) => s.id);
const otherServiceSlugs = ['waste-management', 'contract-and-rd'] as const;

export function servicePath(id: string): string {
  return `/services/${id}`;
}

/**
 * The canonical slug for a path segment typed in any casing, or null when no
 * page exists under /services with that name.
 */
export function canonicalServiceSlug(segment: string): string | null {
  let lower: string;
  try {
    lower = decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
  const known: readonly string[] = [...serviceIds, ...otherServiceSlugs];
  return known.includes(lower) ? lower : null;
}

export type ProcessStep = {
  step: number;
  title: string;
  /** What happens in the step, in one line: the list reads as a rail of steps. */
  description: string;
  /** The spec's data model names an icon per step; the rail on /services numbers them instead. */
  icon: ServiceIconName;
};

export const processSteps: ProcessStep[] = translatable('services.processSteps', [
  {
    step: 1,
    title: 'Consultation & Planning',
    description:
      'We agree the question, the test plan, the sample quantities and the report, and send a written quote.',
    icon: 'chat',
  },
  {
    step: 2,
    title: 'Sample Analysis',
    description:
      'Each sample is logged with a chain-of-custody record, checked and prepared for its tests.',
    icon: 'beaker',
  },
  {
    step: 3,
    title: 'Testing & Measurement',
    description:
      'Calibrated instruments, the agreed standard methods, and blanks, controls and replicates in every batch.',
    icon: 'flask',
  },
  {
    step: 4,
    title: 'Data Analysis',
    description:
      'Quality-control criteria checked, models fitted and results compared with reference feedstocks.',
    icon: 'chart',
  },
  {
    step: 5,
    title: 'Reporting & Delivery',
    description:
      'A signed report with methods, raw data and conclusions, and a call with the analyst.',
    icon: 'report',
  },
]);

export type Benefit = { title: string; description: string };

export const benefits: Benefit[] = translatable('services.benefits', [
  {
    title: 'Standard methods',
    description: 'Every test follows a documented IS, ASTM, APHA or VDI procedure, named in the report so results can be compared and audited.',
  },
  {
    title: 'Plant-side scientists',
    description: 'The people who run your assays also design and operate CBG and hydrogen plants, so the advice that comes with the numbers is practical.',
  },
  {
    title: 'Quality control in every batch',
    description: 'Blanks, positive controls and replicates run alongside your samples; a batch that misses its acceptance criteria is repeated at our cost.',
  },
  {
    title: 'Clear turnaround',
    description: 'You get a committed completion date with the quote and a progress update at each stage, not a report that arrives whenever it is ready.',
  },
  {
    title: 'Confidential by default',
    description: 'Samples are coded on arrival, data stays on our own servers and we sign your non-disclosure agreement before the first sample ships.',
  },
  {
    title: 'Decisions, not just data',
    description: 'Reports end with what the results mean for your digester, feedstock contract or product, with the raw data attached for your own review.',
  },
]);

/**
 * The standards biomass characterization reports against, named once: the method table of
 * /services/biomass-characterization (services-details.ts) and the laboratory table on /services.
 * Codes, the same in every language.
 */
export const biomassStandards = {
  moisture: 'ASTM E871',
  ash: 'ASTM D1102',
  lignin: 'ASTM D1106',
  nitrogen: 'IS 3025 (Part 34)',
  cod: 'IS 3025 (Part 58)',
} as const;

/**
 * What a client checks before sending a sample: for each service, what to send and the
 * methods named in the report (the service's title and duration come from `services`;
 * sample quantities from facts.ts, as the service pages print them).
 */
export const labSpecification = translatable('services.labSpecification', {
  title: 'The laboratory at a glance',
  caption: 'Turnaround from receipt of the samples, what to send and the methods named in the report.',
  columns: ['Service', 'Turnaround', 'What to send', 'Methods and standards'],
  /** Said plainly, because laboratories, banks and buyers of CBG ask it first. */
  accreditation: {
    label: 'Accreditation',
    text: 'The laboratory is not yet NABL-accredited: we are preparing its quality system for ISO/IEC 17025 assessment. Until then every report names the method and standard it followed, the instrument and its last calibration.',
  },
  rows: {
    'bmp-bhp-analysis': { sample: 'Feedstock and, if you have one, your digester\'s inoculum; quantity set in the test plan', methods: 'VDI 4630, international BMP protocol' },
    'microbial-testing': { sample: labSamples.microbial.value, methods: 'APHA 9221, IS 1622, ISO 6579' },
    'material-synthesis': { sample: 'Your specification; gram trials to kilogram batches', methods: 'XRD, SEM, TEM and DLS' },
    'biomass-characterization': { sample: labSamples.biomass.value, methods: Object.values(biomassStandards).join(', ') },
    'gas-composition': { sample: 'Gas bag, canister or cylinder, labelled with the sampling point and time', methods: 'Gas chromatography, TCD and FPD detectors' },
  } satisfies Record<ServiceId, { sample: string; methods: string }>,
});

export const servicesPageCopy = translatable('services.servicesPageCopy', {
  hero: {
    badge: 'Plants and laboratory',
    title: 'Energy Services',
    subtitle:
      'The CBG plants and waste programmes we engineer, and the laboratory tests that come before them: measure the potential of a feedstock, the health of a digester or the quality of a gas before you invest in steel and concrete.',
  },
  grid: {
    eyebrow: 'What we test',
    title: 'Five laboratory services',
    intro: 'Each service is quoted for your samples and your question. Pricing is always a custom quote; durations are typical from receipt of samples.',
  },
  card: { pricingLabel: 'Pricing', durationLabel: 'Duration', readMore: 'Read More' },
  process: {
    eyebrow: 'How it works',
    title: 'From first call to final report',
    intro: 'The same five steps for every project, whether it is a single gas sample or a year-long feedstock study.',
    /** The list's name for screen readers. */
    label: 'The five steps of a project',
  },
  cta: {
    title: 'Ready to test your feedstock?',
    text: 'Tell us what you need to know and we will design the tests around it.',
    button: 'Start Your Project Today',
    note: 'The first consultation is free and carries no obligation: we reply within one working day.',
  },
  benefits: {
    eyebrow: 'Why work with us',
    title: 'Why clients choose our laboratory',
    intro: 'What each service needs from you and what it returns, then six commitments that hold for all of them.',
  },
  /**
   * The plants and programmes, ahead of the laboratory's five services: a buyer of a plant (the CBG plant
   * page first) should not scroll past the laboratory to find it.
   */
  more: {
    title: 'Plants and programmes',
    items: [
      {
        href: '/services/cbg-plant-engineering',
        title: 'CBG Plant Engineering',
        description: 'A CBG plant for your mill, dairy or town: the stages, what you provide, and what it costs to build and run.',
      },
      {
        href: '/services/waste-management',
        title: 'Waste Management',
        description: 'Organic waste turned into biogas and compost; biomedical and hazardous waste collected, documented and handed to authorised CBWTF and TSDF facilities.',
      },
      {
        href: '/services/contract-and-rd',
        title: 'Contract R&D',
        description: 'Research programmes in biogas, hydrogen, nanoparticles and biomass valorization, run for your team.',
      },
      {
        href: '/calculator',
        title: 'Feedstock Calculator',
        description: 'Estimate the biogas, CBG, manure and revenue your residue would give, with every assumption sourced.',
      },
    ],
  },
} as const);
