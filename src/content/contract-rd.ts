/**
 * Contract R&D (/services/contract-and-rd): how a programme runs (each stage
 * and what the client receives at its end), five expertise areas, each with
 * "Contact Now" to /contact, and closing buttons to /contact and /projects.
 */
import type { ServiceIconName } from './services';
import type { StageTrainSpec } from './types';
import { translatable } from './i18n';

export type ContractRdArea = {
  id: string;
  icon: ServiceIconName;
  title: string;
  description: string;
  image: { src: string; alt: string };
  features: string[];
  /** Background the card falls back to when its image cannot load. */
};

export const contractRdCopy = translatable('contract-rd.contractRdCopy', {
  hero: {
    badge: 'Contract R&D',
    title: 'Contract Research & Development',
    subtitle:
      'Put our laboratories, pilot plants and scientists to work on your problem: from a feasibility study on a new feedstock to a pilot campaign that de-risks a commercial plant.',
  },
  intro: {
    eyebrow: 'Our expertise',
    title: 'Research areas',
    text: 'Programmes are scoped with you, run under a confidentiality agreement, and report at agreed milestones. Intellectual property terms are settled before work begins.',
  },
  contactNow: 'Contact Now',
  bottom: {
    title: 'Have a research question?',
    text: 'Describe the problem, the scale you work at and your timeline. We will propose a scope, milestones and a budget.',
    contact: 'Discuss a Project',
    projects: 'See Our Projects',
  },
} as const);

export const contractRdAreas: ContractRdArea[] = translatable('contract-rd.contractRdAreas', [
  {
    id: 'biogas',
    icon: 'flame',
    title: 'Bio-Gas Production',
    description:
      'Process development for anaerobic digestion, from feedstock screening and co-digestion recipes to pilot trials that set the design basis of a CBG plant.',
    image: { src: '/images/services/rd-biogas.webp', alt: 'Four pilot digesters with gas meters on a skid at a research site' },
    features: ['Feedstock screening and co-digestion blends', 'Hydrodynamic cavitation pretreatment trials', 'Continuous pilot digesters for design data'],
  },
  {
    id: 'hydrogen',
    icon: 'droplet',
    title: 'Hydrogen Production',
    description:
      'Research on green hydrogen from biomass and waste: dark fermentation, biogas reforming and the purification steps that make the gas usable.',
    image: { src: '/images/services/rd-hydrogen.webp', alt: 'Hydrogen catalyst test rig: tube reactor in a furnace, hydrogen cylinder and yield trend' },
    features: ['Dark-fermentation culture and reactor development', 'Biogas steam-reforming studies', 'Gas purification and quality testing'],
  },
  {
    id: 'waste-to-value',
    icon: 'recycle',
    title: 'Waste to Value',
    description:
      'Routes that turn municipal, agro-industrial and food waste into fuels, fertilisers and chemicals, with the mass balance and economics to back them.',
    image: { src: '/images/services/rd-waste-to-value.webp', alt: 'Pallets of compost, fuel pellets and recovered plastic made from one waste stream' },
    features: ['Waste audits and characterization', 'Digestate and compost product development', 'Techno-economic and life-cycle assessment'],
  },
  {
    id: 'nanoparticles',
    icon: 'atom',
    title: 'Nano Particles',
    description:
      'Synthesis and application of metal and metal-oxide nanoparticles and reduced graphene oxide for printed electronics, catalysts and coatings.',
    image: { src: '/images/services/rd-nanoparticles.webp', alt: 'Electron micrograph of nanoparticles with a 50 nm scale bar, beside vials of suspensions' },
    features: ['Zinc, silver, copper and cerium nanoparticles', 'rGO conductive inks for screen and inkjet printing', 'XRD, SEM, TEM and DLS characterization'],
  },
  {
    id: 'biomass',
    icon: 'leaf',
    title: 'Biomass Valorization',
    description:
      'Fractionation of lignocellulosic biomass into sugars, lignin and fibre, and the products that can be made from each, alongside energy recovery.',
    image: { src: '/images/services/rd-biomass.webp', alt: 'Pressure reactor beside jars of cellulose, lignin and sugars fractionated from biomass' },
    features: ['Pretreatment and fractionation studies', 'Biochar, briquette and pellet development', 'Lignin and cellulose product trials'],
  },
]);

/** The stages of a programme, each beside what the client receives when it ends (drawn by `StageTrain`). */
export const engagement = translatable('contract-rd.engagement', {
  eyebrow: 'How a programme runs',
  title: 'From a question to a report you can act on',
  intro: 'Five stages. Each ends with something you receive and a decision: go on, change course or stop.',
  train: {
    id: 'rd-engagement',
    caption: 'The stages of a contract research programme, and what the client receives at the end of each.',
    productsLabel: 'You receive',
    rows: [
      {
        stage: { title: '1. Scope', text: 'A call and a visit: the question, the material, the scale and the decision the work must support.' },
        product: { title: 'Confidentiality agreement', text: 'Signed first, with a one-page problem statement we both agree on.' },
      },
      {
        stage: { title: '2. Proposal', text: 'Work plan, milestones, budget and intellectual-property terms, settled before work begins.' },
        product: { title: 'Proposal', text: 'Milestones, what each one delivers, and the budget.' },
      },
      {
        stage: { title: '3. Bench trials', text: 'Laboratory work on your material: BMP and BHP assays, characterization, synthesis or pretreatment trials.' },
        product: { title: 'Bench report', text: 'The data, the methods used, and a go or no-go recommendation for the pilot.' },
      },
      {
        stage: { title: '4. Pilot', text: 'Continuous runs in our pilot digesters and reactors, or at your site, at a scale that gives design data.' },
        product: { title: 'Pilot data', text: 'Operating conditions, yields, the mass balance, and the problems met and solved.' },
      },
      {
        stage: { title: '5. Report', text: 'Results, design basis and economics brought together and presented to your team.' },
        product: { title: 'Final report', text: 'Design basis, techno-economics and the raw data, yours to keep.' },
      },
    ],
  } satisfies StageTrainSpec,
});
