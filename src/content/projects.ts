/**
 * Projects (spec §2 "Projects", §3 "Completed project" / "Current project", §9).
 * Dates are ISO strings (YYYY-MM-DD or YYYY-MM); pages format them in en-US.
 * Status is presentation only: completed projects show "Completed", current ones "In Progress".
 */

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
    image: { src: '/images/projects/completed-1.webp', alt: 'Two brick-clad biogas digesters with membrane domes beside farmland at the Shirur community plant' },
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
    image: { src: '/images/projects/completed-2.webp', alt: 'Receiving shed, two digesters and a gas holder at the Nashik municipal CBG plant, with a tipper truck delivering waste' },
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
    image: { src: '/images/projects/completed-3.webp', alt: 'Cavitation pilot rig: pump skid, pipe loop with orifice plate and pressure gauge, and holding tank' },
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
    image: { src: '/images/projects/current-1.webp', alt: 'Ahmednagar CBG plant under construction: one finished digester, a second in scaffolding and a tower crane' },
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
    image: { src: '/images/projects/current-2.webp', alt: 'Three glass dark-fermentation reactors bubbling on the Pune pilot bench, with a hydrogen cylinder and a trend screen' },
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
    image: { src: '/images/projects/current-3.webp', alt: 'Stacked straw bales and a loaded truck in the residue yard of the Latur CBG plant, digesters behind' },
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
    image: { src: '/images/projects/current-4.webp', alt: 'Karnal biorefinery: process building and tall tanks beside a harvested paddy field with bales' },
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
    image: { src: '/images/projects/current-5.webp', alt: 'Indore biomethanation plant: a conveyor carries sorted wet waste up from the receiving area past a digester' },
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
    image: { src: '/images/projects/current-6.webp', alt: 'Dairy cattle shed, biogas digester and slurry tank in the Anand cooperative cluster' },
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
    image: { src: '/images/projects/current-7.webp', alt: 'Press-mud heap, digesters, gas holder and flare beside the sugar mill chimney at Belagavi' },
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
      { value: 25, suffix: '+', label: 'Projects Completed' },
      { value: 6, suffix: '+', label: 'States' },
      { value: 30, suffix: '', label: 'Tons per day per plant' },
      { value: 30, suffix: '+', label: 'Plants planned by 2030' },
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
