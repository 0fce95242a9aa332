/**
 * Copy, figures and links of the home page (hero slides, stat cards,
 * sections). Route and components only lay these out.
 */
import { contactHref } from '@/lib/forms/contact-fields';
import { cleanFuelFacts, facts, figure, labTimes, METHANE_GAIN, type FactBasis } from './facts';
import { translatable } from './i18n';

export type HeroSlide = {
  title: string;
  subtitle: string;
  /** Poster (WebP, 1440x810): painted first, and shown instead of the video for reduced motion / Save-Data. */
  poster: string;
  /** The poster's srcset: the 1440 px file and a 2560 px one for high-density laptop screens. */
  posterSet: string;
  /** The phone's poster (WebP, 780x1400): the same subject drawn for a portrait frame; phones show no video. */
  portrait: string;
  /** Background loop, WebM (VP9) and MP4 (H.264), 1440x810 like the poster, muted; `hd`: the same at 2560x1440. */
  video: { webm: string; mp4: string; hd: { webm: string; mp4: string } };
};

/** Each slide shows for 5500 ms. */
export const HERO_INTERVAL_MS = 5500;

const heroMedia = (name: string) => ({
  poster: `/images/home/hero-${name}.webp`,
  posterSet: `/images/home/hero-${name}.webp 1440w, /images/home/hero-${name}-2560.webp 2560w`,
  portrait: `/images/home/hero-${name}-portrait.webp`,
  video: {
    webm: `/videos/hero/${name}.webm`,
    mp4: `/videos/hero/${name}.mp4`,
    hd: { webm: `/videos/hero/${name}-2560.webm`, mp4: `/videos/hero/${name}-2560.mp4` },
  },
});

export const hero = translatable('home.hero', {
  /** Visually hidden page heading; the slide titles are h2. */
  heading: 'Green hydrogen, compressed biogas and biomass energy from Pune, India',
  label: 'Highlights',
  eyebrow: 'Renewable energy since 2016',
  cta: { label: 'Discover Services', href: '/services' },
  scrollHint: { srLabel: 'Scroll to the next section', href: '#what-we-build' },
  /**
   * The slide controls: the list's name, each button's ({number} is the slide's place), the
   * pause button's two states, and each slide's name for screen readers ({count}: how many).
   */
  dots: { label: 'Slides', goTo: 'Go to slide {number}', pause: 'Pause slideshow', play: 'Play slideshow', slide: '{number} of {count}' },
  slides: [
    {
      title: 'Green Hydrogen Revolution',
      subtitle: 'Empowering industries and farmers with clean hydrogen energy.',
      ...heroMedia('green-hydrogen'),
    },
    {
      title: 'Sustainable Waste Management',
      subtitle: 'Turning everyday waste into resources for a cleaner planet.',
      ...heroMedia('waste-management'),
    },
    {
      title: 'Energy from Waste',
      subtitle: 'Driving rural prosperity through renewable bioenergy solutions.',
      ...heroMedia('energy-from-waste'),
    },
  ] satisfies HeroSlide[],
});

export type HomeStat = {
  value: number;
  suffix: string;
  label: string;
  /** What is measured, in one line (facts.ts). */
  context: string;
  /** How it was worked out, folded beneath (facts.ts). */
  detail?: string;
  /** Measured, estimated or a target, and the period (facts.ts). */
  basis: FactBasis;
};

/** Home stat cards count up 2000 ms plus 200 ms per card index, so they finish one after another. */
export const HOME_STAT_DURATION_MS = 2000;
export const HOME_STAT_STAGGER_MS = 200;

export const cleanFuels = translatable('home.cleanFuels', {
  id: 'clean-fuels',
  eyebrow: 'Clean fuels',
  title: 'Powering the Future with Clean Fuels',
  paragraph:
    'We make and engineer the fuels that replace coal, diesel and LPG in Indian industry and villages: compressed biogas for vehicles and gas grids, biogas for heat, and pellets and biochar from crop residue. Our hydrogen, from biogas and food waste, runs on laboratory rigs, with a pilot being built.',
  stats: [
    { ...cleanFuelFacts.hydrogen },
    { ...cleanFuelFacts.methane },
    { ...cleanFuelFacts.cng },
    { ...cleanFuelFacts.biogas },
    { ...cleanFuelFacts.biomass },
    { ...cleanFuelFacts.co2 },
  ] satisfies HomeStat[],
  cta: { label: 'Learn More About Our Clean Fuels', href: '/about' },
  /**
   * The picture beside the figures: where each fuel of the paragraph comes from, drawn
   * as a process diagram (components/home/fuel-pathways.tsx). The products are the
   * five fuels the paragraph names.
   */
  pathways: {
    id: 'fuel-pathways',
    caption: 'Where each fuel comes from: the routes our plants, pilots and laboratory rigs run, from residue to fuel.',
    digestion: { title: 'Anaerobic digestion', text: 'Crop residue, cattle manure, food and municipal waste' },
    biogas: { title: 'Biogas', text: 'Cooking and process heat' },
    // Both fuels below are made from the upgraded gas: the reformer is fed biomethane, not raw biogas.
    upgrading: { title: `Upgrading to ${figure(facts.biomethaneContent)} methane`, text: 'CO₂ and H₂S removed' },
    branches: [
      {
        id: 'cbg',
        process: { title: 'Compression', text: 'To 200–250 bar in cylinder cascades' },
        product: { title: 'Methane as CNG-grade CBG', text: 'Vehicles and city gas networks' },
      },
      {
        id: 'hydrogen',
        process: { title: 'Steam reforming', text: 'Over a nickel catalyst at 750–850 °C' },
        product: { title: 'Hydrogen Energy', text: 'Industrial heat and chemicals' },
      },
    ],
    pellets: {
      process: { title: 'Drying and pelletising', text: 'Paddy straw and bagasse' },
      product: { title: 'Biomass', text: 'Pellets and biochar for boilers' },
    },
    /** Read before the diagram's boxes by a screen reader: the highlighted boxes are fuels. */
    fuelLabel: 'Fuel',
  },
  badge: '100% Clean & Renewable',
  badgeNote: 'Every plant we design runs on waste, residue or renewable power.',
});

export const whoWeAre = translatable('home.whoWeAre', {
  id: 'who-we-are',
  eyebrow: 'Who We Are',
  title: 'Scientists and engineers turning residue into energy',
  paragraphs: [
    'Founded in Pune in May 2016, we are a team of microbiologists, chemical engineers and plant operators who design, test and run bioenergy systems for municipalities, sugar mills, dairies and farmer producer companies.',
    'Our laboratory measures what a feedstock can really yield before anyone pours concrete; our engineers carry those numbers into plants that keep running long after commissioning.',
  ],
  cta: { label: 'Learn More About Us', href: '/about' },
  highlights: [
    // What the count is, beside the goal of plants of our own that other pages print: designs for clients, not plants we run.
    { value: figure(facts.plantsEngineered), label: facts.plantsEngineered.label, note: 'Designed for clients since 2019; they build and run them' },
    // Not the standard plant's 30 t/day: beside the 30+ plants it read as a third "30"; the services below lead with that plant.
    { value: figure(facts.statesServed), label: 'States served' },
  ],
});

export type HomeService = { title: string; description: string; href: string; icon: 'flask' | 'microbe' | 'atom' | 'gauge' | 'leaf' | 'recycle' };

export const homeServices = translatable('home.homeServices', {
  id: 'services',
  eyebrow: 'Our Services',
  title: 'Laboratory testing and engineering under one roof',
  intro: 'Each service ends in a report or a working plant, not a slide deck. Pricing for every service is a custom quote based on your samples and scope.',
  /**
   * The card above the six: the plants we engineer, the "engineering" of the title. Only its
   * words are here; its three figures are the plant page's own (facts.ts and plant-engineering.ts,
   * read by components/home/home-services.tsx), so they can never drift from that page.
   */
  lead: {
    title: 'CBG Plant Engineering',
    text: 'A compressed biogas plant for your mill, dairy or town: we test the feedstock, write the project report, design the plant, supervise its building, start it up and can run it for you.',
    figuresLabel: 'The standard plant',
    capacity: 'Standard plant, feed a day',
    /** From the first visit to the first CBG sold: {min} and {max} months. */
    firstGas: { label: 'First visit to first CBG', value: '{min}–{max} months' },
    capex: 'Capital cost',
    link: { label: 'What a plant takes', href: '/services/cbg-plant-engineering' },
  },
  items: [
    {
      title: 'BMP/BHP Testing',
      description: `How much gas your feedstock will give: first results in ${labTimes.firstResults.value}, the full BMP after ${labTimes.bmpIncubation.value}.`,
      href: '/services/bmp-bhp-analysis',
      icon: 'flask',
    },
    {
      title: 'Microbial Testing',
      description: `The microbes in your digester, inoculum or product, identified and tested in ${labTimes.microbial.value}.`,
      href: '/services/microbial-testing',
      icon: 'microbe',
    },
    {
      title: 'Material Synthesis and Testing',
      description: 'rGO inks and metal nanoparticles, made and characterised from gram trials to kilogram batches.',
      href: '/services/material-synthesis',
      icon: 'atom',
    },
    {
      title: 'Gas Composition Analysis',
      description: `Methane, CO₂, H₂S and hydrogen content of biogas and syngas, reported in ${labTimes.characterisation.value}.`,
      href: '/services/gas-composition',
      icon: 'gauge',
    },
    {
      title: 'Biomass Characterization',
      description: `Proximate, ultimate and fibre analysis of crop residue and energy crops, in ${labTimes.characterisation.value}.`,
      href: '/services/biomass-characterization',
      icon: 'leaf',
    },
    {
      title: 'Waste Management',
      description: 'Segregation, digestion and composting systems for municipal, market and industrial organic waste.',
      href: '/services/waste-management',
      icon: 'recycle',
    },
  ] satisfies HomeService[],
  cta: { label: 'View All Services', href: '/services' },
});

/** Company figures a focus area can show (src/content/facts.ts): one checkable figure each. */
type FocusAreaFact = 'hydrogenPurity' | 'landfillDiversion' | 'hydrolysisYield';

export type FocusArea = {
  title: string;
  description: string;
  /** The figure shown beside it, by its key in facts.ts (read there, so it is never copied). */
  key: FocusAreaFact;
  /** The page that shows the work. */
  link: { label: string; href: string };
  /** The contact form with this area's offer chosen (the shared "Get Quote" button's address). */
  quote: { href: string };
  /**
   * The area's own subject, 4:3, cut from the drawing that shows it whole
   * (tools/media/generators/scenes.ts): the hydrogen rig, Nashik's reception hall, the cavitation skid.
   */
  image: { src: string; width: number; height: number; alt: string };
};

export const focusAreas = translatable('home.focusAreas', {
  id: 'focus-areas',
  eyebrow: 'What we work on',
  title: 'Our Focus Areas',
  intro: 'Three programmes carry most of our engineering and research, each backed by data from our own laboratory.',
  /** The button's label; each item's `quote` is where it leads. */
  cta: { label: 'Get Quote' },
  items: [
    {
      title: 'Hydrogen Production',
      description: 'Green hydrogen by biogas reforming and dark fermentation of sugar-rich waste, proven on our Pune laboratory rigs; a pilot for 1\u00a0t/day of food-processing effluent is being built.',
      key: 'hydrogenPurity',
      link: { label: 'Our hydrogen routes', href: '/technology/hydrogen-production' },
      quote: { href: contactHref('Hydrogen from your own waste') },
      image: {
        src: '/images/home/focus-hydrogen.webp',
        width: 720,
        height: 540,
        alt: 'Drawing of our two-stage hydrogen rig on a laboratory bench: a tank of food-waste slurry, a glass reactor of bubbling broth, a membrane tube filling a small hydrogen bag, and a green digester filling a biogas bag.',
      },
    },
    {
      title: 'Waste Management',
      description: 'Collection, segregation and anaerobic digestion of municipal and agro-industrial waste, closing the loop with organic manure.',
      key: 'landfillDiversion',
      link: { label: 'How we handle waste', href: '/services/waste-management' },
      quote: { href: contactHref('Waste management') },
      image: {
        src: '/images/home/focus-waste.webp',
        width: 720,
        height: 540,
        alt: 'Drawing of the reception hall of the Nashik plant we run: two tippers bring in the city’s wet waste, and a belt carries it out to the pulper.',
      },
    },
    {
      title: 'Research & Development',
      description: 'Contract research and pilot trials on pretreatment, microbial consortia and catalysts, run in our Pune laboratory.',
      key: 'hydrolysisYield',
      link: { label: 'Our research programme', href: '/about/research' },
      quote: { href: contactHref('Research & Development') },
      image: {
        src: '/images/home/focus-research.webp',
        width: 720,
        height: 540,
        alt: 'Drawing of our cavitation skid beside a sugar mill: a tank of press-mud slurry, the pump and its motor, the loop through the orifice with its pressure gauges, and the control panel, a technician beside it.',
      },
    },
  ] satisfies FocusArea[],
});

export const whyChooseUs = translatable('home.whyChooseUs', {
  id: 'why-choose-us',
  eyebrow: 'Why choose us',
  title: 'What stands behind our designs',
  intro: 'Clients come to us for measured results and stay because the plants we build keep producing.',
  experience: facts.experience,
  /** Beside the years: what they produced, so the card is not a lone figure. */
  projects: facts.projectsCompleted,
  reasons: [
    { title: 'Feedstock tested before design', description: 'Every project starts with BMP or BHP tests on your actual waste, so plant size and gas yield are based on data.' },
    { title: 'Proven at commercial scale', description: `More than ${facts.plantsEngineered.value} compressed biogas plants engineered for clients, each handling around ${figure(facts.plantCapacity)} of feed.` },
    { title: 'Own pretreatment technology', description: `Our hydrodynamic cavitation gives ${METHANE_GAIN.quoted[0]}–${METHANE_GAIN.quoted[1]}% more methane (${METHANE_GAIN.pilot[0]}–${METHANE_GAIN.pilot[1]}% measured at four pilot plants) and lifts bagasse hydrolysis to 93% in 30 minutes.` },
    { title: 'Support after commissioning', description: 'Our operators train your staff and monitor digesters until the plant runs steadily at design output.' },
  ],
});

export const readyToStart = translatable('home.readyToStart', {
  title: 'Ready to Get Started?',
  text: 'Tell us about your feedstock, site or research question. An engineer will call you back within one working day.',
  callLabel: 'Call us',
  emailLabel: 'E-mail us',
  cta: { label: 'Request Consultation', href: '/contact' },
});

export const logoStrip = translatable('home.logoStrip', {
  id: 'clients',
  eyebrow: 'Trusted by',
  title: 'Organisations we have worked with',
  pauseLabel: 'Pause logo animation',
});

export const closingCta = translatable('home.closingCta', {
  title: 'Let’s build your clean-energy project together',
  text: 'Whether you run a sugar mill, a dairy or a city’s waste system, we can show you what your residue is worth as fuel.',
  cta: { label: 'Contact Us', href: '/contact' },
  linksLabel: 'Explore our technology',
  links: [
    { label: 'Hydrogen Production', href: '/technology/hydrogen-production' },
    { label: 'CBG Production', href: '/technology/cbg-production' },
    { label: 'Biomass Valorization', href: '/technology/biomass' },
  ],
});
