/**
 * The home page's "what we have built" section, directly below the hero: the
 * process flow of the Nashik waste-to-CBG plant with its figures (facts.ts,
 * builtPlantFlow) under the plant's drawing, whose numbers are the flow's steps and
 * products (tools/media/generators/scenes.ts, nashikStations), and the link to the
 * CBG technology page.
 */
import { BUILT_PLANT_PROJECT_ID, builtPlantFlow as f, facts, figure } from './facts';
import { payment } from './feedstock';
import { feedstockRates } from './feedstock-rates';
import { printedFact } from './number-format';
import { pages } from './pages';
import type { ProcessFlowSpec } from './types';
import { translatable } from './i18n';

export const homeBuilt = translatable('home-built.homeBuilt', {
  id: 'what-we-build',
  eyebrow: 'What we have built',
  title: 'One day at the Nashik waste-to-CBG plant we built and run',
  intro:
    'Since August 2023 the plant has turned the city’s wet waste into vehicle fuel and manure. These are its figures at design load, step by step.',
  /** The plant drawn, its stations numbered as the flow's steps and then its products (beside the heading from lg, under the flow on a phone). */
  drawing: {
    src: '/images/home/nashik-plant.webp',
    width: 1920,
    height: 960,
    alt: 'Drawing of the Nashik plant with its stations numbered. 1: the reception hall, where tippers unload the wet waste and a belt carries it to the pulper; 2: the two stirred digesters; 3: the membrane upgrading skid beside the gas holder; 4: the dispenser under the canopy, filling a city bus and a refuse truck; 5: the digestate composting in windrows.',
  },
  link: { label: 'How our CBG plants work', href: pages.cbg.path },
  projectLink: { label: 'Read the Nashik project story', href: `${pages.projectsCompleted.path}/${BUILT_PLANT_PROJECT_ID}` },
  flow: {
    id: 'nashik-flow',
    caption: 'The Nashik waste-to-CBG plant and its process flow: each step and product is numbered as its station in the drawing, with its daily figure',
    steps: [
      { title: 'Feedstock', text: 'Segregated wet waste is weighed, cleared of plastics and pulped.', figure: { value: printedFact(f.feedstock), label: f.feedstock.label } },
      { title: 'Digester', text: 'Stirred mesophilic digesters turn the slurry into biogas.', figure: { value: printedFact(f.biogas), label: f.biogas.label } },
      { title: 'Upgrading', text: 'H₂S, moisture and CO₂ are removed to more than 90% methane.', figure: { value: '>90%', label: 'Methane after upgrading' } },
    ],
    outputsLabel: 'Products',
    outputs: [
      { title: 'CBG', text: 'Compressed to 200–250 bar and dispensed to the city fleet.', figure: { value: printedFact(f.cbg), label: f.cbg.label } },
      { title: 'Manure', text: 'Digestate dewatered and composted for vineyards.', figure: { value: printedFact(f.manure), label: f.manure.label } },
    ],
  } satisfies ProcessFlowSpec,
});

const paddy = feedstockRates['paddy-straw'].collected;

/**
 * Under the Nashik flow: the farmers' way in to /feedstock, one line, so a farmer who lands
 * on home finds the page that buys their residue without reaching the footer. Its figures are
 * the ones /feedstock prints (the collection radius, the paddy-straw rate when we collect, the
 * payment term).
 */
export const farmersBand = translatable('home-built.farmersBand', {
  eyebrow: 'For farmers, sugar mills and dairies',
  text: `We buy straw, cane trash, press mud, Napier grass and cattle dung within ${figure(facts.collectionRadius)} of our plants. Paddy straw fetches ₹${paddy[0].toLocaleString('en-IN')}–${paddy[1].toLocaleString('en-IN')} a tonne, collected from your field, paid to your bank within ${payment.days} days of weighing.`,
  link: { label: 'Sell us your crop residue', href: pages.feedstock.path },
  /** Beside the calculator band's button on home: the calculator is for plant owners, this is for those who have the feed. */
  teaserLink: { label: 'Or sell it to us', href: pages.feedstock.path },
});
