/**
 * Waste management services (/services/waste-management): where each waste
 * stream goes (a lane per stream, from the source to what comes out), then
 * three cards, each with its bullets and a "Request a Quote" link.
 */
import { facts, figure } from './facts';
import type { ServiceIconName } from './services';
import { translatable } from './i18n';

export type WasteServiceCard = {
  id: string;
  icon: ServiceIconName;
  title: string;
  description: string;
  points: string[];
  /** Gradient behind the card's icon band (Tailwind classes). */
  image: { src: string; alt: string };
};

export const wasteManagementCopy = translatable('waste-management.wasteManagementCopy', {
  hero: {
    badge: 'Waste Management',
    title: 'Waste Management Services',
    subtitle:
      'City wet waste, crop residue and food waste turned into biogas, CBG and compost; biomedical and hazardous waste collected, documented and handed to treatment facilities authorised by the State Pollution Control Board.',
  },
  intro: {
    eyebrow: 'Our services',
    title: 'Responsible handling for every waste stream',
    text: 'Whether it is crop residue that can become fuel or clinical waste that must be destroyed safely, we take responsibility for it with trained crews, licensed partners and records you can show an inspector.',
  },
  requestQuote: 'Request a Quote',
  compliance: {
    eyebrow: 'Compliance',
    title: 'Documented at every step',
    items: [
      {
        title: 'Regulation first',
        text: 'Procedures follow the Solid Waste, Bio-Medical Waste and Hazardous and Other Wastes Management Rules. We collect, pack and document biomedical and hazardous waste; it is treated at a CBWTF or TSDF authorised by the State Pollution Control Board, whose authorisation number is on every manifest you receive.',
      },
      {
        title: 'Traceable movement',
        text: 'Every consignment is weighed, labelled and moved under a manifest, so you can trace each load from your gate to its final treatment.',
      },
      {
        title: 'Value where possible',
        text: 'What can be recovered becomes biogas, compost or fuel; only what cannot be recovered is treated and disposed of.',
      },
    ],
  },
  cta: {
    title: 'Need a waste plan for your site?',
    text: 'Tell us your waste streams and monthly quantities. We will visit, assess and propose a collection and treatment plan.',
    button: 'Contact Us',
  },
} as const);

export const wasteServices: WasteServiceCard[] = translatable('waste-management.wasteServices', [
  {
    id: 'biomass',
    icon: 'recycle',
    title: 'Biomass Waste Management and Valorization',
    description:
      'Segregated municipal wet waste, agricultural residue, agro-industrial and food waste turned into biogas, CBG, compost and solid fuel instead of going to a dump or being burned in the field.',
    points: [
      'Collection and aggregation of crop residue, press mud, food waste and segregated city wet waste',
      'Processing: shredding, baling, pretreatment and storage',
      'Energy recovery as biogas, compressed biogas and briquettes',
      'Digestate and compost returned to farms as organic manure',
    ],
    image: { src: '/images/services/waste-biomass.webp', alt: 'Pellet line: residue conveyor, pellet mill and filled pellet sacks' },
  },
  {
    id: 'biomedical',
    icon: 'biohazard',
    title: 'Biomedical and Medical Waste Management',
    description:
      'Segregated collection of waste from hospitals, clinics and laboratories in the colour-coded categories of the Bio-Medical Waste Management Rules, handed with its manifest to an authorised common treatment facility (CBWTF).',
    points: [
      'Sharps collected in puncture-proof containers and treated separately',
      'Infectious waste autoclaved or incinerated at an authorised common treatment facility (CBWTF)',
      'Expired and discarded pharmaceutical waste returned or destroyed',
      'Colour-coded bags, barcoded containers and staff training',
    ],
    image: { src: '/images/services/waste-biomedical.webp', alt: 'Colour-coded biomedical waste bins (yellow, red, blue, white) beside an autoclave' },
  },
  {
    id: 'hazardous',
    icon: 'shield',
    title: 'Hazardous Waste Management',
    description:
      'Industrial hazardous waste characterised, packed and moved to authorised treatment, storage and disposal facilities with a complete paper trail.',
    points: [
      'Waste profiling and laboratory characterization',
      'Labelling and packing to hazard class',
      'Manifest-tracked transport in authorised vehicles',
      'Treatment and disposal at authorised TSDF facilities',
    ],
    image: { src: '/images/services/waste-hazardous.webp', alt: 'Labelled hazardous-waste drums on pallets in a marked store, with a forklift' },
  },
]);

/**
 * Where each stream goes: one lane per stream, each under a card of `wasteServices`
 * (`service`, whose icon the lane shows), one cell per stage. City wet waste and crop
 * residue are two streams of the one biomass service.
 */
export const wasteRoutes = translatable('waste-management.wasteRoutes', {
  eyebrow: 'Routes',
  title: 'Where each waste stream goes',
  intro: 'Four streams, four routes, each one documented from your gate to the end of the chain. The first is the route the Nashik plant we built and run has followed since 2023, and the one the Indore plant we are building will run.',
  caption: 'The route of each waste stream, from the source to what comes out of it.',
  stages: ['Source', 'At your site', 'Collection', 'Treatment', 'What comes out'],
  lanes: [
    {
      id: 'municipal',
      service: 'biomass',
      name: 'City wet waste',
      cells: [
        'Households, markets and hotels, segregated at source',
        'Wet waste kept apart from dry in the city’s own collection',
        'Weighed at the plant; a sorting line removes plastics and grit',
        'Pulping and anaerobic digestion; the biogas upgraded to CBG',
        `CBG for the city’s vehicles and compost; ${figure(facts.landfillDiversion)} of the organic waste kept out of the landfill`,
      ],
    },
    {
      id: 'biomass',
      service: 'biomass',
      name: 'Crop residue and food waste',
      cells: [
        'Crop residue, press mud, food waste',
        'Segregated, weighed, baled or bunkered',
        'Aggregated by our crews and trucks',
        'Shredding, pretreatment, anaerobic digestion or composting',
        'Biogas and CBG, organic manure, compost, briquettes',
      ],
    },
    {
      id: 'biomedical',
      service: 'biomedical',
      name: 'Biomedical waste',
      cells: [
        'Hospitals, clinics and laboratories',
        'Colour-coded bags, barcoded containers, sharps boxes',
        'Sealed containers on a fixed schedule',
        'Autoclaving, or incineration for the categories that require it',
        'Disinfected residue to authorised disposal, with records',
      ],
    },
    {
      id: 'hazardous',
      service: 'hazardous',
      name: 'Hazardous waste',
      cells: [
        'Industrial process waste',
        'Profiled and characterised, packed and labelled to hazard class',
        'Manifest-tracked transport in authorised vehicles',
        'Treatment at an authorised TSDF',
        'Recovery or secure disposal, with the manifest closed',
      ],
    },
  ],
});
