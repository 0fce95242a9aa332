/**
 * The home hero's three slides composed again for a phone's portrait frame
 * (PORTRAIT_W x PORTRAIT_H): the same subjects as scenes/hero.ts (the reforming
 * skid fed from a biogas holder, wet-waste reception, digester, gas holder and
 * upgrading skid), drawn with the same primitives, but stacked for a tall frame
 * instead of spread across a wide one. The subject stands in the upper half; the
 * lower half is plain floor or ground that the generator fades into the hero's
 * navy, where the slide's text sits. Not a crop of the wide drawing: on a phone
 * that showed each subject at a third of its size.
 */
import { Art, C, INK } from '../art';
import { hashSeed, seededRandom } from '../lib';
import { crateTipper, farmer, operator, picker, supervisor } from './hero-people';
import { heroClouds, pulper, reformingSkid, rejectBin, wetWaste, windrows } from './hero';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;

/** The file's pixels: a 390 px wide phone at 2x, about as tall as its hero under the header. */
export const PORTRAIT_W = 780;
export const PORTRAIT_H = 1400;
/** Design units (art.ts draws 1000 units wide). */
export const PORTRAIT_UNITS_H = (1000 * PORTRAIT_H) / PORTRAIT_W;

/**
 * Green hydrogen as we make it: the reforming skid of scenes/hero.ts (reformingSkid) across the
 * frame, the biogas holder behind it on the left and the operator at the feed valve, clouds overhead.
 */
export function portraitHydrogen(a: Art): void {
  const gy = 510;
  a.outdoor(gy, { sky: 'morning', far: [34, 60, 40, 70, 48], ground: '#a3b596' });
  heroClouds(a, 500, 2, hashSeed('hydrogen-portrait-clouds'), '#f3ece0', [30, 70]);
  const k = 1.85;
  // The holder stands far back, its dome clear above the desulphuriser.
  const hx = 200;
  const hy = gy + 24;
  a.gasHolder(hx, hy, 112);
  const yb = 800;
  const inletX = 140;
  a.pipe([[inletX, hy - 4], [inletX, yb - 54 * k]], C.amber, 13);
  const { valve } = reformingSkid(a, 150, yb, k, inletX);
  a.handWheel(valve[0], valve[1], 17);
  operator(a, 70, yb + 14, 1.9, valve);
}

/**
 * Waste management: the reception of a city's wet waste, as scenes/hero.ts draws it: its people
 * behind the belt (a sorter in a dupatta tipping a crate, a picker lifting out a plastic bag, a
 * supervisor with a tablet), the compost windrows behind, the reject bin and the pulper in front.
 */
export function portraitWaste(a: Art): void {
  const gy = 400;
  a.outdoor(gy, { sky: 'day', far: [40, 70, 45, 80, 50], ground: '#a7b19a' });
  a.shed(120, gy + 40, 480, 260, 100, C.cream, C.blue, { doors: 2, windows: 2 });
  windrows(a, 640, a.W + 30, gy + 50, 48, 2);
  // The people behind the belt, its top at their hips; the belt in front with a still load.
  const by = gy + 300;
  const feet = by + 80;
  crateTipper(a, 170, feet, 1.65);
  picker(a, 520, feet, 1.65);
  supervisor(a, 830, feet, 1.65, true);
  const rnd = seededRandom(47);
  for (let i = 0; i < 9; i++) {
    const x = 10 + i * 112 + rnd() * 30;
    const kind = i === 4 ? 4 : Math.floor(rnd() * 4);
    a.add(wetWaste(kind, x, by, 1.35, rnd() * 8 - 4));
  }
  const floor = by + 150;
  for (let x = 40; x < a.W; x += 100) a.add(`<path d="M${x} ${by + 32} V ${floor}" stroke="${INK}" stroke-width="10"/>`);
  a.add(`<rect x="-10" y="${by}" width="${a.W + 20}" height="32" fill="${C.slate}" ${s3}/>`);
  for (let x = 40; x < a.W; x += 100) a.add(`<circle cx="${x}" cy="${by + 16}" r="9" fill="${C.steel}" ${s3}/>`);
  // In front of the line: the reject bin, and the pulper the belt's end feeds.
  rejectBin(a, 60, floor + 110, 170, 120);
  pulper(a, 760, floor + 140, 110, 150, by + 32);
}

/**
 * Energy from waste at dusk, read left to right along one gas line: the digester, the gas holder
 * and the upgrading skid (a scrubber and membrane columns); the farmers' bales in the lit foreground.
 */
export function portraitRural(a: Art): void {
  const gy = 420;
  a.outdoor(gy, { sky: 'dusk', sun: [520, 170], far: [30, 60, 40, 75, 45, 25], ground: '#8fa06a' });
  const yb = 630;
  const dx = 170;
  const hx = 470;
  a.digester(dx, yb, 130, 170, C.teal, C.cream);
  a.gasHolder(hx, yb, 110);
  const fx = 640;
  const fw = 320;
  a.block(fx, yb + 6, fw, 26, 30, C.steelDark);
  a.add(`<path d="M${fx + 8} ${yb - 20} V ${yb - 330} H ${fx + fw - 8} V ${yb - 20} M${fx + 8} ${yb - 170} H ${fx + fw - 8}" fill="none" stroke="${C.steelDark}" stroke-width="10"/>`);
  a.cylinder(fx + 70, yb - 20, 42, 290, C.white, { bands: 3 });
  for (let i = 0; i < 3; i++) a.cylinder(fx + 160 + i * 60, yb - 20, 20, 250, C.steelLight, { bands: 1 });
  const domeTop = yb - 170 - 130 * 0.62;
  const over = domeTop - 50;
  a.pipe([[dx, domeTop + 8], [dx, over], [hx, over], [hx, yb - 110 * 0.9 + 6]], C.amber, 12);
  a.pipe([[hx + 96, yb - 26], [fx + 70, yb - 26]], C.amber, 12);
  a.pipe([[fx + 70, yb - 318], [fx + 70, yb - 350], [fx + 160, yb - 350], [fx + 160, yb - 276]], C.leaf, 10);
  a.pipe([[fx + 280, yb - 276], [fx + 280, yb - 380], [a.W + 10, yb - 380]], C.leaf, 12);
  // The bales forward, the farmer beside them.
  const bf = 850;
  for (let i = 0; i < 3; i++) a.squareBale(60 + i * 150, bf, 146, 64);
  for (let i = 0; i < 2; i++) a.squareBale(135 + i * 150, bf - 64, 146, 64);
  farmer(a, 600, bf + 6, 1.7);
}
