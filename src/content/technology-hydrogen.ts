/**
 * /technology/hydrogen-production: production routes with their efficiency, and applications.
 * Company figures, kept as written: steam reforming 85%, dark fermentation 60%,
 * 75 L/kg hydrogen, 180 L/kg biogas.
 */
import type { Stat } from './types';
import { companyVideo } from './company';
import { facts } from './facts';

export type TechnologyEntry = { title: string; efficiency: number; description: string; features: string[] };
export type ApplicationEntry = { title: string; description: string; usage: string };

export const hydrogenHero = {
  badge: 'Green Hydrogen',
  title: 'Hydrogen Production',
  subtitle:
    'Renewable hydrogen from biogas and food waste: steam reforming of purified biogas for volume, and dark fermentation for a low-energy biological route.',
  primaryCta: { label: 'Talk to Our Hydrogen Team', href: '/contact' },
  secondaryCta: { label: 'Dark Fermentation', href: '#dark-fermentation' },
};

const videoId = companyVideo.youtubeId;

/**
 * The film of the pilot, shown only once the company has published one (its id in
 * company.ts); until then the page has no video section at all, never a
 * "coming soon" poster.
 */
export const hydrogenVideo = videoId
  ? {
      eyebrow: 'Watch',
      title: 'Inside our hydrogen pilot',
      intro: 'A walk through the reformer skid, the fermentation reactors and the purification train. The video is hosted on YouTube and loads only when you press play.',
      embed: {
        title: 'Inside our hydrogen pilot plant',
        src: `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`,
        externalHref: `https://www.youtube.com/watch?v=${videoId}`,
        posterSrc: '/images/technology/hydrogen-video-poster.webp',
        providerName: 'YouTube',
      },
    }
  : null;

export const hydrogenStats: Stat[] = [
  facts.hydrogenOutput,
  facts.hydrogenPurity,
  facts.reformingEfficiency,
  { value: 40, suffix: '%', label: 'Cost reduction', context: 'Per kg of hydrogen against electrolysis on grid power, 2024 estimate.' },
];

export const technologies = {
  eyebrow: 'Technologies',
  title: 'Two routes from waste to hydrogen',
  intro: 'We choose the route by feedstock and scale: thermochemical reforming where biogas is plentiful, biological fermentation where wet organic waste is.',
  items: [
    {
      title: 'Steam Reforming of Biogas',
      efficiency: 85,
      description:
        'Purified biogas reacts with steam over a nickel catalyst at 750-850 °C, producing a hydrogen-rich syngas. A water-gas shift stage converts carbon monoxide to more hydrogen, and pressure swing adsorption delivers the product gas.',
      features: [
        'Runs on biomethane from our own CBG plants',
        'Water-gas shift reactor for extra hydrogen',
        'Pressure swing adsorption purification',
        'Heat recovery from flue gas to raise steam',
        'Captured CO2 stream ready for utilisation',
      ],
    },
    {
      title: 'Dark Fermentation',
      efficiency: 60,
      description:
        'Hydrogen-producing bacteria break down carbohydrates in food and agricultural waste without light or oxygen, at mild temperature and pressure. The acid-rich effluent then feeds a second, methane-producing stage.',
      features: [
        'Mesophilic operation at 35-40 °C',
        'Controlled pH of 5.5-6.5 to suppress methanogens',
        'Heat-treated inoculum enriched in Clostridium',
        'No external light or high-temperature heat needed',
        'Coupled to anaerobic digestion for full energy recovery',
      ],
    },
  ] satisfies TechnologyEntry[],
};

export const darkFermentation = {
  eyebrow: 'Dark fermentation',
  title: 'Two-stage digestion: hydrogen first, methane second',
  intro:
    'Splitting digestion into two reactors lets each group of microbes work at its own best conditions. The first stage is kept acidic and short so hydrogen producers dominate; the second stage turns the leftover acids into methane.',
  stages: [
    {
      label: 'Stage 1',
      title: 'Acidogenic hydrogen reactor',
      description: 'Retention time of 1-3 days at pH 5.5-6.5. Sugars and starches become hydrogen, carbon dioxide and volatile fatty acids.',
    },
    {
      label: 'Stage 2',
      title: 'Methanogenic digester',
      description: 'Retention time of 15-20 days at pH 7.0-7.5. Methanogens convert the volatile fatty acids into biogas rich in methane.',
    },
  ],
  stepsTitle: 'The process in three steps',
  steps: [
    {
      title: 'Prepare the feedstock',
      description: 'Food waste is sorted, shredded and mixed into a slurry; cavitation pre-treatment releases soluble sugars.',
    },
    {
      title: 'Ferment for hydrogen',
      description: 'The slurry enters the acidogenic reactor with a heat-treated inoculum; biohydrogen is collected and purified.',
    },
    {
      title: 'Digest for biogas',
      description: 'The acid-rich effluent feeds the methanogenic digester; the digestate becomes organic manure.',
    },
  ],
  yieldsTitle: 'Yields from our pilot',
  yields: [
    { value: '75 L/kg', label: 'Hydrogen', detail: 'From food waste in the first stage' },
    { value: '180 L/kg', label: 'Biogas', detail: 'From the second stage, volatile solids (VS) basis' },
  ],
};

export const hydrogenApplications = {
  eyebrow: 'Applications',
  title: 'Where our hydrogen goes',
  items: [
    {
      title: 'Industrial Feedstock',
      description: 'Hydrogen for hydrogenation of edible oils, fine chemicals, glass and electronics manufacturing.',
      usage: 'Delivered in cylinders or tube trailers to plants near our sites.',
    },
    {
      title: 'Transport Fuel',
      description: 'Fuel for hydrogen buses, trucks and forklifts using fuel cells, or blended into CNG for existing engines.',
      usage: 'Compressed to 350-700 bar at refuelling stations.',
    },
    {
      title: 'Energy Storage',
      description: 'Surplus renewable energy stored as hydrogen and released when demand peaks, balancing solar and wind.',
      usage: 'Stored in pressure vessels or metal hydrides for days to weeks.',
    },
    {
      title: 'Power Generation',
      description: 'Clean electricity and heat from fuel cells or hydrogen-ready gas engines for sites and micro-grids.',
      usage: 'Back-up and off-grid power for farms, telecom towers and industry.',
    },
  ] satisfies ApplicationEntry[],
};

export const hydrogenCta = {
  title: 'Plan a hydrogen project with us',
  text: 'From a BHP test on your waste to a pilot reactor on your site, our team can take you through every step.',
  primary: { label: 'Contact Us', href: '/contact' },
  secondary: { label: 'Pre-treatment Technology', href: '/technology' },
};
