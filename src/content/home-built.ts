/**
 * The home page's "what we have built" section, directly below the hero: the
 * process flow of the Nashik waste-to-CBG plant with its figures (facts.ts,
 * builtPlantFlow) under the plant's drawing, whose numbers are the flow's steps and
 * products (tools/media/generators/scenes.ts, nashikStations), and the link to the
 * CBG technology page.
 */
import { BUILT_PLANT_PROJECT_ID, builtPlantFlow as f } from './facts';
import { printedFact } from './number-format';
import { pages } from './pages';
import type { ProcessFlowSpec } from './types';
import { translatable } from './i18n';

export const homeBuilt = translatable('home-built.homeBuilt', {
  id: 'what-we-build',
  eyebrow: 'What we have built',
  title: 'One day at our Nashik waste-to-CBG plant',
  intro:
    'Since August 2023 the plant has turned the city’s wet waste into vehicle fuel and manure. These are its figures at design load, step by step.',
  /** Above the flow, its stations numbered as the flow's steps and then its products (ProcessFlow's `drawing`). */
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
    caption: 'The Nashik municipal waste-to-CBG plant and its process flow: each step and product is numbered as its station in the drawing, with its daily figure',
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
