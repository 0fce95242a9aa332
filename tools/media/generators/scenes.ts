/**
 * Every illustrated image slot of the site, each with its own scene drawn in
 * the style of tools/media/art.ts. The file names are the ones content
 * points at, so a real photo of the same name and size replaces any of them.
 * Blog covers follow the posts in content/blog/: generators/covers.ts.
 */
import { Art } from '../art';
import { writeImage } from '../lib';
import { cavitation, cavitationGallery } from '../scenes/cavitation';
import { crops } from '../scenes/crops';
import { hydrogenRig, marker } from '../scenes/hydrogen-rig';
import { lab } from '../scenes/lab';
import { more } from '../scenes/more';
import { outdoor, type Draw } from '../scenes/plants';
import { storyStrip } from '../scenes/story';
import { projectStories } from '../scenes/project-stories';

type Size = { width: number; height: number };

/**
 * `crop`: a part of a drawing made for another frame, as [x, y, width, height] in the units of
 * that frame's scene (1000 wide, `frame` giving its height): the scene is drawn as it is
 * elsewhere and only that part is rendered, at `size`, which has the crop's proportions.
 */
export type Slot = { file: string; size: Size; draw: Draw; frame?: Size; crop?: [number, number, number, number] };

const PROJECT = { width: 800, height: 500 };
/** Completed projects are also the full-width picture of their case study (/projects/completed/[id], up to 1216 CSS px): drawn at the largest width the site's srcset asks for. */
const CASE_STUDY = { width: 1920, height: 1200 };
const GALLERY = { width: 480, height: 320 };
const CARD = { width: 640, height: 400 };
/**
 * The home page's focus-area thumbnails, 4:3: up to about 358 CSS px wide on a phone (twice that
 * here for its screen) and 13rem beside the row from `md`.
 */
const FOCUS = { width: 720, height: 540 };

/**
 * The Nashik plant above the home page's process flow (src/components/technology/process-flow.tsx),
 * its stations numbered as the flow's steps and then its products: the tipper at the reception
 * hall, the digesters, the upgrading skid, the dispenser and the manure windrows. The case study's
 * drawing without its upper sky, 2:1, shown at most 1216 CSS px wide.
 */
function nashikStations(a: Art) {
  projectStories['nashik-municipal-cbg'](a);
  for (const [x, y, n] of [
    [150, 376, 1],
    [500, 384, 2],
    [769, 366, 3],
    [800, 513, 4],
    [480, 548, 5],
  ] as const)
    marker(a, x, y, n, 30);
}

export const slots: Slot[] = [
  { file: 'images/projects/completed-1.webp', size: CASE_STUDY, draw: projectStories['shirur-community-biogas'] },
  { file: 'images/projects/completed-2.webp', size: CASE_STUDY, draw: projectStories['nashik-municipal-cbg'] },
  { file: 'images/projects/completed-3.webp', size: CASE_STUDY, draw: projectStories['cavitation-pilot'] },
  { file: 'images/projects/current-1.webp', size: PROJECT, draw: outdoor['ahmednagar-cbg-construction']! },
  { file: 'images/projects/current-2.webp', size: PROJECT, draw: outdoor['pune-dark-fermentation-pilot']! },
  { file: 'images/projects/current-3.webp', size: PROJECT, draw: outdoor['latur-agri-residue-cbg']! },
  { file: 'images/projects/current-4.webp', size: PROJECT, draw: outdoor['karnal-biorefinery']! },
  { file: 'images/projects/current-5.webp', size: PROJECT, draw: outdoor['indore-msw-biomethanation']! },
  { file: 'images/projects/current-6.webp', size: PROJECT, draw: outdoor['anand-dairy-cluster']! },
  { file: 'images/projects/current-7.webp', size: PROJECT, draw: outdoor['belagavi-pressmud-cbg']! },
  ...(['sample-prep', 'water-bath', 'fume-hood', 'sample-store', 'digester-log'] as const).map((k, i) => ({ file: `images/research/lab/lab-${i + 1}.jpg`, size: GALLERY, draw: lab[k]! })),
  ...(['gc', 'hplc', 'chns', 'ampts', 'cavitation-rig', 'pilot-digester', 'muffle', 'laminar-flow', 'portable-analyser', 'bomb-calorimeter'] as const).map((k, i) => ({
    file: `images/research/instruments/instrument-${i + 1}.jpg`,
    size: GALLERY,
    draw: lab[k]!,
  })),
  ...(['methane-curves', 'bagasse-compare', 'dark-fermentation', 'h2-vs-ph', 'digestate'] as const).map((k, i) => ({ file: `images/research/exp/exp-${i + 1}.jpg`, size: GALLERY, draw: lab[k]! })),
  ...(
    [
      ['bmp-bhp-analysis', 'service-bmp'],
      ['microbial-testing', 'service-microbial'],
      ['material-synthesis', 'service-synthesis'],
      ['biomass-characterization', 'service-biomass'],
      ['gas-composition', 'service-gas'],
      ['waste-biomass', 'waste-pellets'],
      ['waste-biomedical', 'waste-biomedical'],
      ['waste-hazardous', 'waste-hazardous'],
      ['rd-biogas', 'rd-biogas'],
      ['rd-hydrogen', 'rd-hydrogen'],
      ['rd-waste-to-value', 'rd-waste-to-value'],
      ['rd-nanoparticles', 'rd-nanoparticles'],
      ['rd-biomass', 'rd-biomass'],
    ] as const
  ).map(([file, key]) => ({ file: `images/services/${file}.webp`, size: CARD, draw: more[key]! })),
  ...(['wiit', 'dcbr', 'sahyadri', 'konkan'] as const).map((p) => ({ file: `images/partners/${p}.webp`, size: CARD, draw: more[`partner-${p}`]! })),
  { file: 'images/home/nashik-plant.webp', size: { width: 1920, height: 960 }, frame: CASE_STUDY, crop: [0, 125, 1000, 500], draw: nashikStations },
  // Each focus area's own subject, cut from the drawing that shows it whole: the hydrogen rig
  // without its technician and numbers, Nashik's reception hall with its tippers and sorting
  // belt, and the cavitation skid of the pilot near Sangli.
  { file: 'images/home/focus-hydrogen.webp', size: FOCUS, frame: { width: 960, height: 600 }, crop: [160, 0, 833, 625], draw: (a) => hydrogenRig(a, { numbered: false }) },
  { file: 'images/home/focus-waste.webp', size: FOCUS, frame: CASE_STUDY, crop: [0, 262, 424, 318], draw: projectStories['nashik-municipal-cbg'] },
  { file: 'images/home/focus-research.webp', size: FOCUS, frame: CASE_STUDY, crop: [0, 66, 745, 559], draw: projectStories['cavitation-pilot'] },
  ...cavitationGallery.map((k, i) => ({ file: `images/technology/cavitation/cavitation-${i + 1}.webp`, size: GALLERY, draw: cavitation[k]! })),
  { file: 'images/technology/cavitation/placeholder.webp', size: GALLERY, draw: cavitation.placeholder! },
  { file: 'images/technology/cbg/napier-grass.webp', size: { width: 640, height: 420 }, draw: crops['napier-grass']! },
  { file: 'images/technology/cbg/paddy-straw.webp', size: { width: 640, height: 420 }, draw: crops['paddy-straw']! },
  { file: 'images/technology/cbg/crop-before.webp', size: { width: 720, height: 480 }, draw: crops['crop-before']! },
  { file: 'images/technology/cbg/crop-after.webp', size: { width: 720, height: 480 }, draw: crops['crop-after']! },
  { file: 'images/technology/hydrogen-video-poster.webp', size: { width: 960, height: 540 }, draw: more['hydrogen-pilot-video']! },
  { file: 'images/technology/hydrogen-rig.webp', size: { width: 960, height: 600 }, draw: hydrogenRig },
  // /about's four scenes from bench to plant, in one strip shown at most 1216 CSS px wide (a phone scrolls it at about 1220).
  { file: 'images/about/story-strip.webp', size: { width: 1920, height: 384 }, draw: storyStrip },
];

export function render(slot: Slot): string {
  const frame = slot.frame ?? slot.size;
  const art = new Art(1000, Math.round((1000 * frame.height) / frame.width));
  slot.draw(art);
  const svg = art.svg(slot.size.width, slot.size.height);
  if (!slot.crop) return svg;
  const [x, y, w, h] = slot.crop;
  if (Math.abs(w / h - slot.size.width / slot.size.height) > 0.01) throw new Error(`media: ${slot.file}'s crop is not in its size's proportions`);
  return svg.replace(/viewBox="[^"]*"/, `viewBox="${x} ${y} ${w} ${h}"`);
}

export async function generate(): Promise<void> {
  const only = process.env.MEDIA_ONLY;
  for (const slot of slots) {
    if (only && !slot.file.includes(only)) continue;
    await writeImage(render(slot), slot.file, slot.size);
  }
}
