/**
 * /technology/biomass (Biomass Valorization). Also the source of the
 * downloadable brochure: tools/media/generators/technology.ts builds the PDF
 * from this module, so the page and the brochure always say the same thing.
 */
import { contactHref } from '@/lib/forms/contact-fields';
import type { SpecTable } from './types';
import type { VideoSpec } from './technology-pretreatment';
import { facts, type Fact } from './facts';
import { translatable } from './i18n';

export const biomassHero = translatable('technology-biomass.biomassHero', {
  badge: 'Biomass Valorization',
  title: 'Biomass Valorization',
  subtitle:
    'Every tonne of crop residue, husk and agro-industrial waste holds fuels, chemicals, nutrients and materials. We design the processes that recover them.',
  primaryCta: { label: 'Start a Project', href: contactHref('Biomass valorization') },
  /** The accessible name of the section of figures. */
  figuresLabel: 'Biomass valorization in numbers',
});

export const brochure = translatable('technology-biomass.brochure', {
  label: 'Download Brochure',
  href: '/downloads/biomass-valorization-brochure.pdf',
  fileName: 'biomass-valorization-brochure.pdf',
  meta: 'PDF, 3 pages',
  title: 'Biomass Valorization: turning residue into revenue',
});

export const biomassVideo = translatable('technology-biomass.biomassVideo', {
  eyebrow: 'See it in action',
  title: 'From field residue to value',
  intro: 'A short animation of how residue moves through our biorefinery: collection, pretreatment, conversion and the four product streams.',
  video: {
    title: 'Biomass valorization process',
    mp4: '/videos/technology/biomass-valorization.mp4',
    webm: '/videos/technology/biomass-valorization.webm',
    poster: '/images/technology/biomass-video-poster.webp',
    width: 960,
    height: 540,
    description:
      'Silent animation, about 10 seconds: bales of residue are shredded and pretreated, pass through conversion reactors, and leave as four streams: biofuels, biochemicals, biofertilisers and biomaterials.',
  } satisfies VideoSpec,
});

/**
 * The opening's picture, under the headline: straw bales into the biorefinery and out as the four
 * product streams, the film's own drawing (its poster), shown at most at the size it was drawn.
 */
export const biomassHeroDrawing = translatable('technology-biomass.biomassHeroDrawing', {
  image: {
    src: biomassVideo.video.poster,
    width: biomassVideo.video.width,
    height: biomassVideo.video.height,
    alt: 'Drawing of a biorefinery: bales of straw ride a conveyor into the pretreatment shed, pass through two conversion reactors and leave as four streams, labelled biofuels, biochemicals, biofertilizers and biomaterials.',
  },
  /** Names the four streams the drawing labels: on a phone its labels are too small to read. */
  caption: 'Bales of straw in; biofuels, biochemicals, biofertilizers and biomaterials out: the biorefinery our process is designed for.',
});

export const biomassIntro = translatable('technology-biomass.biomassIntro', {
  eyebrow: 'Why valorize',
  title: 'Residue is a resource, not a disposal problem',
  paragraphs: [
    'India produces more than 500 million tonnes of crop residue every year. Much of it is burned or left to rot, releasing carbon, polluting the air and wasting nutrients that farms then buy back as chemical fertiliser.',
    'Valorization means recovering the highest-value products first and using what remains for energy. Our biorefinery approach combines pretreatment, biological and thermochemical conversion so that almost nothing is left over.',
  ],
});

export const biomassBenefits = translatable('technology-biomass.biomassBenefits', {
  eyebrow: 'Benefits',
  title: 'What valorization delivers',
  items: [
    { title: 'New income from residue', description: 'Farmers, sugar mills and food processors earn from material they used to pay to dispose of.' },
    { title: 'Lower carbon footprint', description: 'Bio-based fuels and materials replace fossil products and avoid methane from open decay.' },
    { title: 'Cleaner air', description: 'Collecting straw and husk for processing removes the need to burn it in the field.' },
    { title: 'Healthier soil', description: 'Nutrient-rich biofertilisers return organic carbon to the land.' },
    { title: 'Energy security', description: 'Locally produced fuels reduce dependence on imported oil and gas.' },
    { title: 'Circular operations', description: 'Each process stream feeds the next, so water, heat and nutrients are reused on site.' },
  ],
});

export const productTypes = translatable('technology-biomass.productTypes', {
  eyebrow: 'Products',
  title: 'Four product families from one feedstock',
  items: [
    {
      title: 'Biofuels Production',
      description: 'Compressed biogas, bio-hydrogen, second-generation ethanol and biomass pellets for boilers and vehicles.',
      examples: ['Compressed biogas (CBG)', 'Bio-hydrogen', '2G ethanol', 'Torrefied pellets'],
    },
    {
      title: 'Biochemicals',
      description: 'Platform chemicals recovered from sugars and lignin that replace petroleum-derived ingredients.',
      examples: ['Volatile fatty acids', 'Lactic and succinic acid', 'Furfural', 'Lignin derivatives'],
    },
    {
      title: 'Biofertilizers',
      description: 'Digestate turned into stable manures and liquid nutrients that rebuild soil organic carbon.',
      examples: ['Fermented organic manure', 'Liquid fermented organic manure', 'Enriched compost', 'Biochar soil blends'],
    },
    {
      title: 'Biomaterials',
      description: 'Fibres and carbon materials for packaging, construction and filtration.',
      examples: ['Moulded fibre packaging', 'Particle boards', 'Activated carbon', 'Cellulose nanofibres'],
    },
  ],
});

export const biomassStats: Fact[] = translatable('technology-biomass.biomassStats', [
  facts.biomassConversion,
  facts.plantsEngineered,
  facts.biomassTonnes,
  facts.biomassCostReduction,
]);

export const biomassClient = translatable('technology-biomass.biomassClient', {
  eyebrow: 'Trusted by',
  title: 'A client story',
  logo: { src: '/images/technology/client-logo.webp', alt: 'Krishna Valley Sugar Cooperative logo', width: 360, height: 120 },
  name: 'Krishna Valley Sugar Cooperative',
  quote:
    'Press mud and cane trash used to pile up behind our mill every season. Today the press mud feeds a biogas plant, the trash is pelleted for our boilers, and our members are paid for the trash they once burned.',
  /** The person quoted, with their role at the cooperative and when they said it. */
  person: 'Sunanda Jadhav',
  role: 'Managing Director, Krishna Valley Sugar Cooperative',
  date: '2025-02',
  dateLabel: 'February 2025',
});

export const biomassCta = translatable('technology-biomass.biomassCta', {
  title: 'Have a residue stream? Let us value it.',
  text: 'Send us a sample: we characterize it in our laboratory and propose the most valuable route.',
  primary: { label: 'Contact Us', href: contactHref('Biomass valorization') },
  secondary: { label: 'Our Technology', href: '/technology' },
});

/**
 * The biorefinery as a diagram: a tonne of dry paddy straw split into its fractions,
 * in proportion, and the product family each fraction is turned into. Shares are
 * typical midpoints of the ranges in `strawComposition` below, the ash share taking in
 * the extractives the table does not list (they add up to 100).
 */
export const fractionation = translatable('technology-biomass.fractionation', {
  id: 'fractionation',
  eyebrow: 'The biorefinery',
  title: 'One tonne of straw, four product streams',
  intro: 'Pretreatment separates residue into fractions; each goes to the product that pays most for it, and what remains becomes energy and manure.',
  source: { title: 'Paddy straw, 1 tonne dry', text: 'Baled after harvest, shredded and pretreated by hydrodynamic cavitation.' },
  caption: 'Fractionation of one tonne of dry paddy straw: the share of each fraction, drawn to scale, and the product family it becomes',
  shareLabel: 'Share of dry mass',
  branches: [
    { fraction: 'Cellulose', share: 37, kg: '≈370 kg', route: 'Hydrolysed to sugars, then digested or fermented', product: productTypes.items[0]! },
    { fraction: 'Hemicellulose', share: 23, kg: '≈230 kg', route: 'Acidogenic fermentation and dehydration', product: productTypes.items[1]! },
    { fraction: 'Ash, silica and extractives', share: 25, kg: '≈250 kg', route: 'Returned with the digestate', product: productTypes.items[2]! },
    { fraction: 'Lignin', share: 15, kg: '≈150 kg', route: 'Recovered as a solid, carbonised or refined', product: productTypes.items[3]! },
  ],
});

/**
 * The opening's drawing: the same tonne of straw as the diagram below, as one bar split
 * in proportion, with the share of it our process turns into products (facts.ts).
 */
/**
 * The feedstock's data sheet, beside the page's headline (components/technology/hero-panels.tsx,
 * StrawDataSheet): ranges from the literature that our laboratory's analyses fall within. What the
 * tonne becomes is drawn to scale in the section under it (`fractionation`); how much of it leaves as
 * products is the first of `biomassStats`.
 */
export const strawComposition: SpecTable = translatable('technology-biomass.strawComposition', {
  id: 'straw-composition',
  title: 'Paddy straw: typical composition',
  caption: 'Dry basis; the range published for Indian rice straw, which our laboratory analyses of farmers’ samples fall within.',
  columns: ['Parameter', 'Typical range'],
  rows: [
    { parameter: 'Cellulose', values: ['32–47%'] },
    { parameter: 'Hemicellulose', values: ['19–27%'] },
    { parameter: 'Lignin', values: ['5–24%'] },
    { parameter: 'Ash (mostly silica)', values: ['13–20%'], note: 'Counted with the extractives in the drawing of the tonne below: together about a quarter of the dry mass.' },
    { parameter: 'Moisture when baled', values: ['10–15%'], note: 'Wet basis, baled within two weeks of harvest.' },
    { parameter: 'Calorific value', values: ['14–15 MJ/kg'], note: 'Higher heating value, dry.' },
  ],
});
