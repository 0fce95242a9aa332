/**
 * Projects: completed and current ones, shown on /projects and its two sub-pages.
 * Dates are ISO strings (YYYY-MM-DD or YYYY-MM); pages format them in en-US.
 * Status is presentation only: completed projects show "Completed", current ones "In Progress".
 */
import { facts } from './facts';

export type ProjectImage = { src: string; alt: string };

export type CompletedProject = {
  id: number;
  title: string;
  /** Shown only when present. */
  location?: string;
  /** ISO date, e.g. "2023-03-18". */
  completionDate: string;
  beneficiaries: string;
  description: string;
  /** A few facts shown as a list on the detail page. */
  highlights: string[];
  image: ProjectImage;
  /** The project story on /projects/completed/{id}; without it the page tells the story from the description and highlights. */
  story?: ProjectStory;
};

/** A completed project told as a case study: the situation, what was built, the figures and what changed. */
export type ProjectStory = {
  /** The situation before the project, one or two paragraphs. */
  context: string[];
  /** What was designed and built, one or two paragraphs. */
  built: string[];
  /** Key figures, shown large beside the text. */
  figures: { value: string; label: string }[];
  /** What changed once it ran, one or two paragraphs. */
  outcome: string[];
};

export type CurrentProject = {
  id: number;
  title: string;
  location: string;
  /** ISO month, e.g. "2024-02". */
  startDate: string;
  /** ISO month, e.g. "2025-12". */
  estimatedCompletion: string;
  /** Percent complete, 0-100. */
  progress: number;
  description: string;
  /** Team size and make-up, as text. */
  team: string;
  image: ProjectImage;
};

export const completedProjects: CompletedProject[] = [
  {
    id: 1,
    title: 'Shirur Community Biogas Plant',
    location: 'Shirur, Pune district, Maharashtra',
    completionDate: '2022-11-18',
    beneficiaries: '1,000 households and 140 dairy farmers',
    description:
      'A 2,000 m³-per-day anaerobic digestion plant that takes cattle dung and vegetable-market waste from eleven villages. The biogas is piped to homes for cooking, replacing LPG cylinders and firewood, and the digestate goes back to the same farmers as a liquid and solid organic fertiliser.',
    highlights: [
      'About 50 tons of dung and market waste treated every day',
      'Piped cooking gas to about 1,000 households',
      'Digestate sold back to farmers at cost through the local dairy cooperative',
    ],
    story: {
      context: [
        'The eleven villages around Shirur keep about 4,000 head of cattle between them. Before the plant, most of the dung was dried into cakes for cooking fires or left in heaps at the edge of the fields, while households paid for LPG cylinders that arrived irregularly. The vegetable market in Shirur sent its unsold produce to an open dump.',
        'The village councils and the dairy cooperative wanted a cleaner cooking fuel that cost less than LPG, and a way to return the nutrients in the dung to the fields without the smell and flies of open heaps.',
      ],
      built: [
        'We designed a plant of 2,000 m³ of biogas a day around the feedstock the villages already had: a receiving pit and mixing tank for dung and chopped market waste, two domed digesters, a gas holder and a low-pressure pipeline to about 1,000 kitchens, each with its own meter.',
        'Digestate leaves the digesters through a screw press; the liquid fraction goes to farmers by tanker and the solid fraction is dried and bagged. The cooperative collects dung on its milk routes, so no new transport was needed.',
      ],
      figures: [
        { value: '2,000 m³', label: 'biogas a day' },
        { value: '≈50 t', label: 'dung and market waste treated a day' },
        { value: '≈1,000', label: 'households on piped cooking gas' },
        { value: '140', label: 'dairy farmers supplying and buying back' },
      ],
      outcome: [
        'Since November 2022 the plant has supplied piped cooking gas to about 1,000 households, which no longer depend on LPG deliveries or firewood. The 140 dairy farmers who supply dung buy the digestate back at cost through their cooperative, so the nutrients return to the same fields.',
        'The market waste that went to the dump is now feedstock, and the cooperative runs the plant day to day with our team on call for maintenance.',
      ],
    },
    image: { src: '/images/projects/completed-1.webp', alt: 'Domed biogas digesters beside farmland at the Shirur community plant' },
  },
  {
    id: 2,
    title: 'Municipal Waste-to-CBG Plant',
    location: 'Nashik, Maharashtra',
    completionDate: '2023-08-04',
    beneficiaries: 'A city of 1.5 million residents and 60 fleet vehicles',
    description:
      'A compressed biogas plant that processes 30 tons a day of source-segregated wet waste from the municipal corporation. Raw biogas is scrubbed to more than 90 % methane, compressed to 200-250 bar and dispensed to the city’s garbage-collection trucks and buses, closing the loop between the waste the city produces and the fuel its fleet burns.',
    highlights: [
      '30 tons of wet municipal waste a day diverted from the landfill',
      'Biogas upgraded and compressed to 200-250 bar for vehicle use',
      'Fermented organic manure supplied to nearby vineyards',
    ],
    story: {
      context: [
        'Nashik collects its wet waste separately, but before the plant most of it still went to the landfill, where it produced methane and leachate. At the same time the municipal corporation was buying diesel for the trucks that collect that waste and for part of its bus fleet.',
        'The corporation wanted to treat the wet waste inside the city limits and use the energy in it, without adding to the traffic of trucks to the landfill.',
      ],
      built: [
        'We designed and built a compressed biogas plant for 30 tons of source-segregated wet waste a day: a reception hall with a sorting line to remove plastics, a pulper, continuously stirred digesters, and an upgrading unit that scrubs the raw biogas to more than 90 % methane.',
        'The upgraded gas is compressed to 200-250 bar into a cascade and dispensed on site to the collection trucks and buses. Digestate is dewatered and composted into fermented organic manure.',
      ],
      figures: [
        { value: '30 t', label: 'wet municipal waste treated a day' },
        { value: '>90 %', label: 'methane after upgrading' },
        { value: '200-250 bar', label: 'dispensing pressure' },
        { value: '60', label: 'fleet vehicles fuelled' },
      ],
      outcome: [
        'Since August 2023 the 30 tons of wet waste the plant takes each day no longer go to the landfill, and 60 of the city’s vehicles run on the gas made from it: the waste the city produces now fuels the trucks that collect it.',
        'The fermented organic manure is supplied to vineyards around Nashik, which closes the loop on the nutrients as well as the energy.',
      ],
    },
    image: { src: '/images/projects/completed-2.webp', alt: 'Sorted organic waste arriving at the municipal compressed biogas plant' },
  },
  {
    id: 3,
    title: 'Hydrodynamic Cavitation Pretreatment Pilot',
    completionDate: '2024-02-27',
    beneficiaries: 'Four operating biogas plants and their feedstock suppliers',
    description:
      'A twelve-month pilot of our hydrodynamic cavitation pretreatment unit, run on rice straw, sugarcane trash and press mud at four partner plants. Breaking open the lignocellulose before digestion raised hydrolysis yield to 93 % in 30 minutes and increased methane yield by 10-30 %, depending on the feedstock, without chemicals or added heat.',
    highlights: [
      '93 % hydrolysis yield in 30 minutes',
      '10-30 % more methane from the same feedstock',
      'Skid-mounted unit that fits existing plants without civil works',
    ],
    story: {
      context: [
        'Rice straw, sugarcane trash and press mud are cheap and plentiful, but their lignocellulose resists digestion: much of the material leaves a biogas plant undigested, and the plants that use it need long retention times and large digesters.',
        'Four operating biogas plants agreed to run a pilot with us to find out whether our hydrodynamic cavitation pretreatment, proven in our laboratory, would hold up on their feedstock and in their daily routine.',
      ],
      built: [
        'We built a skid-mounted cavitation unit that connects to a plant’s feed line without civil works. Pumped through a specially shaped constriction, the slurry forms and collapses millions of small cavities, and the shock breaks open the lignocellulose before it enters the digester, without chemicals or added heat.',
        'The unit moved between the four plants over twelve months. At each, we measured hydrolysis in our laboratory and methane output at the plant, against the same feedstock without pretreatment.',
      ],
      figures: [
        { value: '93 %', label: 'hydrolysis yield in 30 minutes' },
        { value: '10-30 %', label: 'more methane from the same feedstock' },
        { value: '4', label: 'operating plants in the pilot' },
        { value: '12 months', label: 'of trials on site' },
      ],
      outcome: [
        'Pretreatment raised hydrolysis yield to 93 % in 30 minutes and methane yield by 10-30 %, depending on the feedstock, at all four plants. The results completed in February 2024 are the basis of the pretreatment technology we now offer for new and existing plants.',
      ],
    },
    image: { src: '/images/projects/completed-3.webp', alt: 'Laboratory flasks and a pilot cavitation reactor used in the pretreatment trial' },
  },
];

export const currentProjects: CurrentProject[] = [
  {
    id: 1,
    title: 'Ahmednagar Compressed Biogas Plant',
    location: 'Ahmednagar, Maharashtra',
    startDate: '2024-01',
    estimatedCompletion: '2025-12',
    progress: 85,
    description:
      'A 30 tons-per-day CBG plant fed with press mud from two sugar mills and paddy straw from surrounding farms. Digesters and the gas upgrading unit are installed; commissioning of the 200-250 bar compression and cascade filling is under way.',
    team: '12 members: process, civil and electrical engineers with a commissioning crew',
    image: { src: '/images/projects/current-1.webp', alt: 'Digester tanks and gas holder under construction at the Ahmednagar plant' },
  },
  {
    id: 2,
    title: 'Green Hydrogen Pilot by Dark Fermentation',
    location: 'Pune, Maharashtra',
    startDate: '2024-06',
    estimatedCompletion: '2026-06',
    progress: 40,
    description:
      'A two-stage pilot that produces bio-hydrogen from food-processing effluent by dark fermentation and sends the remaining organic acids to a methane stage. The goal is a continuous, stable hydrogen yield at pilot scale that a commercial plant can be designed from.',
    team: '8 members: microbiologists, chemical engineers and an instrumentation engineer',
    image: { src: '/images/projects/current-2.webp', alt: 'Hydrogen fermentation reactors in the Pune pilot laboratory' },
  },
  {
    id: 3,
    title: 'Agricultural Residue CBG Plant',
    location: 'Latur, Maharashtra',
    startDate: '2024-10',
    estimatedCompletion: '2026-09',
    progress: 25,
    description:
      'A CBG plant designed around soybean husk and crop stubble that farmers in the Marathwada region would otherwise burn. Feedstock contracts with three farmer producer companies are signed and civil works for the storage yard and digesters have begun.',
    team: '10 members: project managers, civil engineers and a farmer-outreach team',
    image: { src: '/images/projects/current-3.webp', alt: 'Baled crop residue stored at the Latur project site' },
  },
  {
    id: 4,
    title: 'Biomass Valorization Biorefinery',
    location: 'Karnal, Haryana',
    startDate: '2024-08',
    estimatedCompletion: '2026-12',
    progress: 30,
    description:
      'A biorefinery that turns paddy straw into biogas, bio-fertiliser and a lignin-rich fraction for biomaterials, giving farmers a paid alternative to stubble burning. The process design is frozen and long-lead equipment is on order.',
    team: '7 members: process engineers, a biomass chemist and a supply-chain lead',
    image: { src: '/images/projects/current-4.webp', alt: 'Paddy fields after harvest near the Karnal biorefinery site' },
  },
  {
    id: 5,
    title: 'Municipal Solid Waste Biomethanation',
    location: 'Indore, Madhya Pradesh',
    startDate: '2025-01',
    estimatedCompletion: '2027-03',
    progress: 20,
    description:
      'A biomethanation plant for the wet fraction of the city’s segregated waste, with our pretreatment unit ahead of the digesters to raise gas yield. Detailed engineering is complete and the site is being prepared.',
    team: '9 members: civil, mechanical and environmental engineers',
    image: { src: '/images/projects/current-5.webp', alt: 'Segregated municipal wet waste at a transfer station in Indore' },
  },
  {
    id: 6,
    title: 'Dairy Cluster Biogas and Bio-fertiliser Plant',
    location: 'Anand, Gujarat',
    startDate: '2025-03',
    estimatedCompletion: '2026-10',
    progress: 15,
    description:
      'A shared plant for a cluster of village dairy cooperatives that converts dung into biogas for a chilling centre and into enriched organic fertiliser for members. Feedstock mapping and BMP tests of the dung are finished; permits are in progress.',
    team: '6 members: a process engineer, a microbiologist and cooperative liaison staff',
    image: { src: '/images/projects/current-6.webp', alt: 'Dairy cattle sheds in the Anand cooperative cluster' },
  },
  {
    id: 7,
    title: 'Sugar-Mill Press Mud CBG Plant',
    location: 'Belagavi, Karnataka',
    startDate: '2025-05',
    estimatedCompletion: '2027-06',
    progress: 10,
    description:
      'A CBG plant beside a sugar mill that will digest press mud and spent wash during the crushing season and stored feedstock off-season. The feasibility study is complete and the land lease has been signed.',
    team: '11 members: process, civil and electrical engineers with a regulatory specialist',
    image: { src: '/images/projects/current-7.webp', alt: 'A sugar mill and press mud heaps at the Belagavi site' },
  },
];

/** The overview page shows the first two current projects. */
export const featuredCurrentProjects = currentProjects.slice(0, 2);

/** Copy for the three project pages. */
export const projectsCopy = {
  overview: {
    heroTitle: 'Our Projects',
    heroSubtitle:
      'Biogas plants, compressed biogas stations, hydrogen pilots and biorefineries we have built or are building across India, each designed around the waste that is available where it stands.',
    heroBadge: 'Projects',
    stats: [
      facts.projectsCompleted,
      facts.statesServed,
      facts.plantCapacity,
      facts.ownPlants2030,
    ],
    statsTitle: 'Projects at a glance',
    completedEyebrow: 'Delivered',
    completedTitle: 'Completed projects',
    completedIntro: 'Plants that are running today and the communities they serve.',
    completedLinkLabel: 'View all completed projects',
    currentEyebrow: 'Under way',
    currentTitle: 'Current projects',
    currentIntro: 'A look at two of the projects our teams are building now.',
    currentLinkLabel: 'View all current projects',
    cardLinkLabel: 'Read the project story',
    ctaTitle: 'Have waste, land or a fuel demand?',
    ctaText:
      'Tell us about your feedstock and your site. Our engineers will run the numbers, test samples in our laboratory and propose a plant sized to what you have.',
    ctaButton: 'Discuss a project',
  },
  completed: {
    heroTitle: 'Completed Projects',
    heroSubtitle: 'Plants we have designed, built and handed over, with the people they serve.',
    heroBadge: 'Completed',
    listTitle: 'Delivered projects',
    backLabel: 'Back to Projects',
    targetNote: 'You followed a link to this project',
    storyLinkLabel: 'Read the project story',
  },
  story: {
    eyebrow: 'Project story',
    contextTitle: 'The situation',
    builtTitle: 'What we built',
    figuresTitle: 'In figures',
    outcomeTitle: 'The outcome',
    highlightsTitle: 'Highlights',
    nextLabel: 'Next project',
    backLabel: 'All completed projects',
    ctaTitle: 'A plant like this for your waste?',
    ctaText: 'Tell us what feedstock you have and where. We test samples in our laboratory and size the plant to what is really available.',
    ctaButton: 'Discuss a project',
  },
  current: {
    heroTitle: 'Current Projects',
    heroSubtitle: 'Seven projects in progress across five states, from early feasibility to commissioning.',
    heroBadge: 'In Progress',
    listTitle: 'Projects in progress',
    backLabel: 'Back to Projects',
  },
  labels: {
    completed: 'Completed',
    inProgress: 'In Progress',
    location: 'Location',
    completionDate: 'Completed on',
    beneficiaries: 'Beneficiaries',
    startDate: 'Started',
    estimatedCompletion: 'Estimated completion',
    team: 'Team',
    progress: 'Progress',
  },
};
