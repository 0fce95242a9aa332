/**
 * Copy for /about (Our Story) and /about/vision-mission.
 * Company figures (years, team, projects, plants) come from facts.ts.
 */
import type { Stat } from './types';
import { company } from './company';
import { facts, figure, type Fact } from './facts';
import { translatable } from './i18n';
import { completedProjects, projectStoryPath } from './projects';

/** Names of the line icons drawn in `src/components/about/icon.tsx`. */
export type IconName =
  | 'flask'
  | 'hydrogen'
  | 'flame'
  | 'leaf'
  | 'factory'
  | 'recycle'
  | 'microscope'
  | 'chart'
  | 'users'
  | 'gauge'
  | 'target'
  | 'eye'
  | 'sparkles'
  | 'globe'
  | 'award'
  | 'handshake'
  | 'calendar'
  | 'truck'
  | 'book';

/**
 * One milestone: its year, and for a delivered project the day it was completed (`date`,
 * ISO) and the address of its story (`href`).
 */
export type TimelineItem = { year: string; date?: string; title: string; description: string; icon: IconName; href?: string };
/** A capability and the page that shows it (a path in the registry, src/content/pages.ts). */
export type Capability = { title: string; description: string; href: string };
export type Pillar = { title: string; description: string; points: string[] };

export const storyHero = translatable('about.storyHero', {
  badge: `Since ${company.foundedDisplay}`,
  title: 'Our Story',
  subtitle:
    'From a university fuel-cell experiment in 2008 to a Pune company that designs biogas plants, upgrades biogas to CBG and makes green hydrogen from waste on its laboratory rigs.',
  primaryCta: { label: 'Talk to Our Team', href: '/contact' },
  secondaryCta: { label: 'Explore Our Technology', href: '/technology' },
});

export const storyStats: Stat[] = translatable('about.storyStats', [
  facts.teamSize,
  facts.experience,
  facts.projectsCompleted,
  facts.citiesServed,
]);

export const founder = translatable('about.founder', {
  eyebrow: 'The founder',
  title: 'One researcher, one question: why waste the waste?',
  name: 'Dr. Meera Kulkarni',
  role: 'Founder & Managing Director',
  image: { src: '/images/about/founder.webp', width: 560, height: 700, alt: 'Dr. Meera Kulkarni, founder of the company, in the Pune laboratory' },
  quote:
    'A village that sends its crop residue up in smoke is burning its own fuel, fertiliser and income. Our job is to give it a better option that pays for itself.',
  paragraphs: [
    'In 2008 Dr. Meera Kulkarni, then a doctoral researcher in chemical engineering, ran a small microbial fuel cell on waste cooking oil and glycerol. It made a few milliwatts, enough to show her that by-products most plants pay to dispose of still carry most of their energy. Eight years of digesting press mud, spent wash and rice straw then taught her why Indian digesters run far below their design output, and gave her the answer: hydrodynamic cavitation before the digester.',
    `In ${company.foundedDisplay} she founded ${company.shortName} in Pune with two colleagues from the laboratory and one rule: every process we sell must first work in our own test reactors, with numbers we are prepared to publish. It still shapes how we design plants and report results.`,
  ],
});

/** The milestones' heading: what the company has engineered, not the 2024 designs its owners build. */
// The eyebrow answers the story drawing's "In pictures" (storyStrip below): the drawing shows four years, this list every one.
export const timelineHeading = translatable('about.timelineHeading', { eyebrow: 'The full record', title: `From a lab bench to ${figure(facts.plantsEngineered)} CBG plants engineered` });


/** The milestones that are not delivered projects: the years fixed by the spec, in order. */
export const storyMilestones: TimelineItem[] = translatable('about.timeline', [
  {
    year: '2008',
    title: 'Fuel-cell biodiesel research',
    description:
      'Research begins on microbial fuel cells fed with waste cooking oil and crude glycerol from biodiesel production, measuring how much energy industrial by-products still hold.',
    icon: 'flask',
  },
  {
    year: '2016',
    title: 'Company founded in Pune',
    description: `${company.shortName} is incorporated in ${company.foundedDisplay} with a bench-scale digestion laboratory and the first BMP testing contracts for sugar mills in western Maharashtra.`,
    icon: 'award',
  },
  {
    year: '2018',
    title: 'Hydrogen technology breakthrough',
    // No yield here: the hydrogen figures on the site were measured in 2024–2025 (facts.ts, hydrogenYield).
    description:
      'Our first two-stage rig runs on the laboratory bench: dark fermentation turns food waste into hydrogen, and a second reactor turns what the bacteria leave behind into methane, from the same batch of waste.',
    icon: 'hydrogen',
  },
  {
    year: '2024',
    // Not among the CBG plants nor the projects of the other figures (facts.ts): the link says how the site counts, so the card need not.
    title: `${facts.biogasPlants2024.value} farm and dairy biogas plants designed`,
    description:
      'Small digesters for farmer groups, dairies and municipalities, sized from our laboratory data and built and run by their owners.',
    icon: 'factory',
    // How the site's plant counts differ, in one place (projects.ts, projectsCopy.overview.counting).
    href: '/projects#how-we-count',
  },
]);

/**
 * The delivered projects on the timeline, by their `id` in content/projects/: the title,
 * completion date and story come from the project file; here only what the milestone adds.
 */
const projectMilestones: { id: number; icon: IconName; description: string }[] = translatable('about.projectMilestones', [
  {
    id: 1,
    icon: 'flame',
    description: 'Our first community plant: dung and market waste from eleven villages become piped cooking gas for their homes and organic fertiliser for their fields.',
  },
  {
    id: 2,
    icon: 'truck',
    description: 'The first compressed biogas plant we built ourselves, after designing others for clients: a city’s segregated wet waste, upgraded and compressed to fuel its own garbage trucks and buses.',
  },
  {
    id: 3,
    icon: 'gauge',
    description: 'Our cavitation pretreatment leaves the laboratory: a skid-mounted unit, run for twelve months on straw, cane trash and press mud at four operating biogas plants.',
  },
]);

/**
 * The first of the CBG plants the heading counts (facts.ts, plantsEngineered), designed for a client who
 * built and runs it: not one of our delivered projects, and its owner buys feedstock through us (buying-plants.ts).
 */
const firstClientPlant: TimelineItem = translatable('about.firstClientPlant', {
  year: '2019',
  title: 'First CBG plant engineered for a client',
  description:
    'Ambavane Sugars & Distillery’s plant at Indapur, fed with cane trash and press mud: we designed the process and the digesters, the mill built and runs it. It is the first of the CBG plants we have engineered for clients since.',
  icon: 'factory',
});

/**
 * The milestones in order of year, in the request's language (call it while rendering).
 * Within a year a dated project comes before a milestone that sums up the year.
 */
export function timelineItems(): TimelineItem[] {
  const delivered = projectMilestones.map((milestone): TimelineItem => {
    const project = completedProjects.find((p) => p.id === milestone.id);
    if (!project) throw new Error(`about.ts: the timeline names completed project ${milestone.id}, which is not in content/projects/`);
    return {
      year: project.completionDate.slice(0, 4),
      date: project.completionDate,
      title: project.title,
      description: milestone.description,
      icon: milestone.icon,
      href: project.story ? projectStoryPath(project) : undefined,
    };
  });
  const rank = (item: TimelineItem) => Number(item.year) * 2 + (item.date ? 0 : 1);
  return [...storyMilestones, firstClientPlant, ...delivered].sort((a, b) => rank(a) - rank(b));
}


/** One scene of the story's drawing: the timeline's year it shows, and what it shows. */
export type StoryScene = { year: string; title: string; text: string };

/** The Nashik plant (content/projects/, id 2): the plant of today in the story's drawing. */
const nashikPlant = completedProjects.find((p) => p.id === 2);
if (!nashikPlant) throw new Error('about.ts: the story’s drawing shows completed project 2 (Nashik), which is not in content/projects/');

/**
 * The story as one drawing under the founder's (tools/media/scenes/story.ts, drawn by `npm run
 * media -- scenes`): four scenes left to right, and under each its year and what it shows, in the
 * drawing's order. The years are the timeline's: three milestones above and the year the Nashik
 * plant was completed (its project file). The picture holds no words, so the captions translate.
 */
export const storyStrip = translatable('about.storyStrip', {
  eyebrow: 'In pictures',
  label: 'From a lab bench to a city’s fuel',
  /** The link from the drawing to the timeline under it (#timeline), which has every milestone. */
  recordLink: 'The full record, year by year',
  regionLabel: 'Our story in four drawings, from the bench to the plant',
  image: {
    src: '/images/about/story-strip.webp',
    width: 1920,
    height: 384,
    alt: 'Drawing in four scenes, left to right. A researcher in a lab coat beside a two-chamber microbial fuel cell on a university bench, its electrodes wired to a multimeter, with bottles of cooking oil and glycerol. Serum bottles standing in a water bath, each tubed to a cell of a gas counter, a rising curve on a screen. The two-stage rig: a tank of food-waste slurry, a bubbling glass reactor, a membrane filling a small hydrogen bag and a green digester filling a biogas bag. A biogas plant with a waste hall, two digesters and an upgrading skid, and a green city bus filling up at the gas dispenser.',
  },
  scenes: [
    {
      year: storyMilestones[0]!.year,
      title: 'A fuel cell on a university bench',
      text: 'Waste cooking oil and crude glycerol feed a microbial fuel cell; a multimeter reads its few milliwatts.',
    },
    {
      year: storyMilestones[1]!.year,
      title: 'Our digestion laboratory in Pune',
      text: 'Sugar-mill samples digest in sealed bottles at 37\u00a0°C, each bottle’s methane counted as it forms.',
    },
    {
      year: storyMilestones[2]!.year,
      title: 'The two-stage rig',
      text: 'Hydrogen from food waste in the first reactor, methane from what the bacteria leave in the second.',
    },
    {
      year: nashikPlant.completionDate.slice(0, 4),
      title: 'A city’s waste fuels its buses',
      text: 'At Nashik the city’s wet waste becomes compressed biogas, dispensed on site to its garbage trucks and buses.',
    },
  ] satisfies StoryScene[],
});

export const capabilities: Capability[] = translatable('about.capabilities', [
  {
    title: 'Green hydrogen production',
    description: 'Dark fermentation and biogas steam reforming processes that make hydrogen from food waste and agricultural residue.',
    href: '/technology/hydrogen-production',
  },
  {
    title: 'Biogas plant engineering',
    description: 'Digester design, construction supervision and commissioning for farm, dairy, institutional and municipal plants.',
    href: '/projects',
  },
  {
    title: 'CBG upgrading and bottling',
    description: 'Scrubbing, drying and compression of biogas to 200–250 bar for vehicle fuel and industrial use.',
    href: '/technology/cbg-production',
  },
  {
    title: 'Hydrodynamic cavitation pretreatment',
    description: 'Our pretreatment opens up lignocellulosic feedstock and raises methane yield by 10–30%.',
    href: '/technology',
  },
  {
    title: 'Biomass valorization',
    description: 'Converting residue into pellets, biochemicals, biofertilisers and biomaterials instead of burning it in the field.',
    href: '/technology/biomass',
  },
  {
    title: 'BMP and BHP testing',
    description: 'Biochemical methane and hydrogen potential tests run in triplicate under controlled temperature and pH.',
    href: '/services/bmp-bhp-analysis',
  },
  {
    title: 'Analytical laboratory',
    description: 'Gas composition, microbial, proximate and ultimate analysis of feedstock, digestate and product gas.',
    href: '/services',
  },
  {
    title: 'Waste management programmes',
    description: 'Segregation, collection and processing plans for housing societies, campuses and urban local bodies.',
    href: '/services/waste-management',
  },
]);


export const pillars: Pillar[] = translatable('about.pillars', [
  {
    title: 'Research first',
    description: 'Every design starts from measured data, not from a catalogue.',
    points: ['Feedstock tested before a plant is sized', 'Pilot reactors for new processes', 'Results published and peer reviewed'],
  },
  {
    title: 'Engineering that lasts',
    description: 'Plants are built to be run by the people who own them.',
    points: ['Simple, serviceable equipment', 'Operator training at commissioning', 'Remote monitoring and maintenance plans'],
  },
  {
    title: 'Shared prosperity',
    description: 'Farmers and towns should earn from the waste they hand over.',
    points: ['Residue bought from farmer groups', 'Digestate returned as organic fertiliser', 'Local jobs in collection and operation'],
  },
]);

export const storyClosing = translatable('about.storyClosing', {
  title: 'Have a waste stream or an energy target?',
  body: 'Tell us what you have and what you need. We will start with a feedstock test and give you figures you can plan with.',
  contactLabel: 'Contact Us',
});

/* ---------- /about/vision-mission ---------- */

export type CoreValue = { title: string; description: string };
/**
 * One stage of the pathway: since when it runs (or, for a target, by when), and the
 * figures from facts.ts that show where it stands. A target step's figures are targets,
 * and their labels say so with the year.
 */
export type PathwayStep = { step: string; when: string; status: 'done' | 'target'; title: string; description: string; figures: Fact[] };

export const visionMissionHero = translatable('about.visionMissionHero', {
  badge: 'Why we exist',
  title: 'Vision & Mission',
  subtitle: 'Where we are going, why it matters, and the values we hold ourselves to on the way.',
});

export const mission = translatable('about.mission', {
  title: 'Our Mission',
  icon: 'target' as IconName,
  body: 'To turn agricultural, municipal and industrial waste into clean fuels, fertiliser and materials with processes that are proven in our laboratory, affordable to build and simple to run, so that the communities who produce the waste share in the value it creates.',
  points: ['Measure every feedstock before we design for it', 'Build plants that local operators can run', 'Return value to farmers and towns'],
});

export const vision = translatable('about.vision', {
  title: 'Our Vision',
  icon: 'eye' as IconName,
  body: 'An India where no crop residue is burned and no organic waste reaches a landfill, because turning it into compressed biogas, green hydrogen and bio-based products is the cheaper choice.',
  points: [`Target for 2030: ${figure(facts.ownPlants2030)} CBG plants under our operation`, 'Hydrogen from waste at industrial scale', 'Cleaner air in every district we serve'],
});

export const coreValues: CoreValue[] = translatable('about.coreValues', [
  {
    title: 'Innovation',
    description: 'We test new ideas in our own reactors first, and keep only what improves yield, cost or reliability in the field.',
  },
  {
    title: 'Sustainability',
    description: 'Every project is judged on its full cycle: emissions avoided, nutrients returned to soil and water used per unit of energy.',
  },
  {
    title: 'Excellence',
    description: 'Triplicate tests, calibrated instruments and documented methods: clients receive figures they can take to a bank.',
  },
  {
    title: 'Impact',
    description: 'We count success in tonnes of waste processed, litres of diesel replaced and income earned by the people we work with.',
  },
]);


export const pathway: PathwayStep[] = translatable('about.pathway', [
  {
    step: '01',
    // The year the founders' research began (the timeline's first milestone).
    when: 'Since 2008',
    status: 'done',
    title: 'Research and validate',
    description: 'Characterise the feedstock, run BMP or BHP tests and prove the process in pilot reactors before any money is spent on steel.',
    figures: [facts.researchProjects, facts.labTests],
  },
  {
    step: '02',
    when: `Since ${company.foundedDisplay}`,
    status: 'done',
    title: 'Demonstrate at scale',
    description: `Build and operate reference plants, design small farm and dairy digesters that their owners build (${facts.biogasPlants2024.value} in 2024 alone), and publish how they perform.`,
    figures: [facts.plantsEngineered, facts.biomassTonnes],
  },
  {
    step: '03',
    when: 'Target for 2030',
    status: 'target',
    title: 'Replicate across India',
    description: `Standardise designs, train local operators and partners, and operate ${figure(facts.ownPlants2030)} CBG plants across ${figure(facts.statesServed)} states by 2030.`,
    figures: [facts.ownPlants2030, facts.hydrogenOutput],
  },
]);

/** The section headings of /about and /about/vision-mission that sit above the lists in this module. */
export const aboutSections = translatable('about.aboutSections', {
  storyFigures: 'Our story in numbers',
  timeline: {
    intro:
      'Each milestone came out of the one before it: the fuel-cell work led to digestion research, the digestion research to our pretreatment process, and both to the plants we design today.',
  },
  capabilities: {
    eyebrow: 'What we do',
    title: 'Eight capabilities, one team',
    intro: 'Eight capabilities under one roof, so a project can move from a laboratory sample to a commissioned plant without changing hands.',
  },
  pillars: {
    eyebrow: 'How we work',
    title: 'Our three pillars',
    intro: 'Three commitments hold the work together, from the first sample to the last maintenance visit.',
  },
  values: {
    eyebrow: 'What we stand for',
    title: 'Our core values',
  },
  pathway: {
    eyebrow: 'The road ahead',
    title: 'Our pathway to impact',
    intro: 'How we move from a promising result to energy that reaches people: what each stage has delivered so far, and the targets we have set for 2030.',
  },
});

export const visionClosing = translatable('about.visionClosing', {
  title: 'See the technology behind the mission',
  body: `Our hydrodynamic cavitation pretreatment reaches ${figure(facts.hydrolysisYield)} hydrolysis yield in 30 minutes. Read how it works and where it fits.`,
  cta: { label: 'Explore Our Technology', href: '/technology' },
});
