/**
 * Frequently asked questions on /faq, grouped by category.
 * Answers are plain text: they are rendered in the page and in the FAQPage structured data.
 */
import { facts, figure } from './facts';

export type FaqIcon = 'hydrogen' | 'biogas' | 'cng' | 'leaf';

export type FaqItem = { q: string; a: string };

export type FaqCategory = {
  /** Used for anchors and element ids. */
  slug: string;
  title: string;
  icon: FaqIcon;
  questions: FaqItem[];
};

export const faqCategories: FaqCategory[] = [
  {
    slug: 'hydrogen-energy',
    title: 'Hydrogen Energy',
    icon: 'hydrogen',
    questions: [
      {
        q: 'What is green hydrogen, and how is it different from grey hydrogen?',
        a: 'Green hydrogen is made with renewable energy or from renewable feedstock, so producing it releases little or no fossil carbon. Grey hydrogen, which is most of the hydrogen used in India today, is made by steam reforming of natural gas and releases about 9 to 12 kg of CO2 for every kilogram of hydrogen. We make hydrogen from biomass and organic waste, either by dark fermentation or by reforming biogas, so the carbon involved was recently absorbed by plants rather than dug out of the ground.',
      },
      {
        q: 'How efficient are your hydrogen production routes?',
        a: 'Steam reforming of upgraded biogas reaches about 85 % efficiency, and it is the route we recommend where a steady, larger supply is needed. Dark fermentation, where bacteria break down sugars in waste without oxygen, runs at about 60 % efficiency but works at low temperature and pressure and suits wet, sugar-rich effluents such as those from food processing. Many projects combine the two: the fermentation stage makes hydrogen, and its leftover organic acids feed a methane stage.',
      },
      {
        q: 'Which industries can use the hydrogen you produce?',
        a: 'Fertiliser and ammonia plants, refineries, steel and glass makers, and food-oil hydrogenation units already use hydrogen and can replace part of their grey supply. Hydrogen can also be blended into city gas networks in small proportions or used in fuel-cell vehicles and backup power. For farmers, hydrogen-derived green ammonia is a route to lower-carbon fertiliser. We assess each buyer’s purity, pressure and volume needs before proposing a supply.',
      },
    ],
  },
  {
    slug: 'biogas-and-methane',
    title: 'Biogas & Methane',
    icon: 'biogas',
    questions: [
      {
        q: 'Which kinds of waste can be turned into biogas?',
        a: 'Almost any biodegradable material: cattle dung, poultry litter, food and vegetable-market waste, press mud and spent wash from sugar mills, crop residues such as paddy straw and soybean husk, and the wet fraction of municipal solid waste. Woody, lignin-rich residues digest slowly on their own, which is why we pretreat them by hydrodynamic cavitation before digestion. Plastics, metals, glass and inert material must be removed first.',
      },
      {
        q: 'How do you estimate how much methane a feedstock will give?',
        a: 'With a Biochemical Methane Potential (BMP) test in our laboratory. A sample is digested with an active inoculum at a substrate-to-inoculum ratio of 0.5 to 2, at 30-40 °C for mesophilic or 50-60 °C for thermophilic conditions, and a pH of 7.0 to 7.5, in at least triplicate. The test runs 30 to 45 days, until gas production levels off, and the result is the litres of methane per kilogram of volatile solids that a plant can be designed around.',
      },
      {
        q: 'What happens to the digestate left after digestion?',
        a: 'Digestate keeps most of the nitrogen, phosphorus and potassium of the original waste in a form plants take up easily. We separate it into a liquid fraction that can be applied through irrigation and a solid fraction that is dried and enriched into organic manure. Sold or returned to farmers, it replaces part of their chemical fertiliser and improves soil carbon, so a biogas plant earns from its fertiliser as well as its gas.',
      },
    ],
  },
  {
    slug: 'cng-production',
    title: 'CNG Production',
    icon: 'cng',
    questions: [
      {
        q: 'What is the difference between compressed biogas (CBG) and fossil CNG?',
        a: 'Chemically they are almost the same: both are mostly methane and both run the same engines and flow through the same dispensers. CBG is made by cleaning biogas of carbon dioxide, hydrogen sulphide and moisture until it contains more than 90 % methane, then compressing it. Fossil CNG comes from natural-gas wells. Because CBG comes from waste that would otherwise rot and release methane, it can cut life-cycle greenhouse emissions by more than the fossil fuel it replaces.',
      },
      {
        q: 'How large is a typical CBG plant that you build?',
        a: `Our standard design processes about ${facts.plantCapacity.value} tons of feedstock a day, which suits the supply a sugar mill, a dairy cluster or a mid-sized city can provide reliably. We have engineered ${figure(facts.plantsEngineered)} CBG plants for clients in ${figure(facts.statesServed)} states, started ${facts.biogasPlants2024.value} biogas plants in 2024, and plan to operate ${figure(facts.ownPlants2030)} plants of our own by 2030. Plant size is always set by a feedstock survey and laboratory tests, not by a catalogue.`,
      },
      {
        q: 'At what pressure is CBG stored and supplied?',
        a: 'Upgraded biogas is compressed to 200-250 bar and stored in cascades of high-pressure cylinders. From there it is dispensed directly to vehicles at an attached outlet, carried in cascades to fuel stations, or injected into a city gas distribution network at the pressure the network operator specifies. All compression and storage equipment follows the Petroleum and Explosives Safety Organisation (PESO) rules for gas cylinders and filling stations.',
      },
    ],
  },
  {
    slug: 'sustainable-technology',
    title: 'Sustainable Technology',
    icon: 'leaf',
    questions: [
      {
        q: 'What is hydrodynamic cavitation pretreatment?',
        a: 'It is a way of breaking open tough plant fibres before digestion. Slurry is pumped through a specially shaped constriction where tiny vapour bubbles form and collapse, releasing intense local shear and heat that tear apart lignin and cellulose. In our trials it reached a 93 % hydrolysis yield in 30 minutes and raised methane yield by 10-30 %, without acids, enzymes or external heating.',
      },
      {
        q: 'How do your projects reduce carbon emissions?',
        a: 'In three ways. Waste that would rot in open dumps or be burnt in fields is digested in closed tanks, so its methane is captured instead of released. The captured gas replaces diesel, LPG or fossil CNG. And the digestate replaces part of the chemical fertiliser whose manufacture is energy-intensive. We measure each plant’s feedstock, gas output and fuel displaced so that its emission reduction can be reported and, where the client wishes, certified.',
      },
      {
        q: 'Can you help us choose the right technology for our waste?',
        a: 'Yes. We start with a site visit and sampling, characterise the biomass in our laboratory (moisture, volatile solids, carbon-to-nitrogen ratio, lignin content) and run BMP or BHP tests. From those results we recommend biogas, CBG, hydrogen or a combined biorefinery, size the plant and estimate its economics. Contact our team with a short description of your waste and its quantity to begin.',
      },
    ],
  },
];

export const faqCopy = {
  heroTitle: 'Frequently Asked Questions',
  heroSubtitle:
    'Straight answers about green hydrogen, biogas, compressed biogas and the technology behind our plants. If your question is not here, our engineers are a message away.',
  heroBadge: 'FAQ',
  categoriesTitle: 'Browse by topic',
  statsTitle: 'The numbers behind our answers',
  stats: [
    { value: 90, suffix: '%', label: 'Organic waste diverted from landfill', context: 'At the municipal plants we engineered, 2024.' },
    { value: 85, suffix: '%', label: 'Steam reforming efficiency', context: 'Of upgraded biogas to hydrogen, pilot runs.' },
    facts.labTests,
    facts.experience,
  ],
  ctaTitle: 'Still have a question?',
  ctaText:
    'Send us your question, or the details of your waste stream, and an engineer will reply within 24 hours. To understand the processes in depth, read about our technology.',
  contactLabel: 'Contact Us',
  technologyLabel: 'Explore Our Technology',
};
