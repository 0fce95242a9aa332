/**
 * The home hero's three loops in the illustration style: a still background
 * scene per slide, each showing its own process (electrolysis stack, waste sorting,
 * digester and upgrading skid) and a moving layer (clouds, or waste on a sorting belt) that
 * ffmpeg scrolls by exactly one tile per loop. The slide's text sits on the
 * left over a dark panel (src/components/home/hero.tsx), so each subject stands in the
 * centre and right; what lies under the panel is context, and the foot of the frame
 * is as lit as the rest. The waste and energy slides' people are scenes/hero-people.ts.
 * Phones show each slide composed again for a tall frame (scenes/hero-portrait.ts).
 */
import { Art, C, INK, shade } from '../art';
import { seededRandom } from '../lib';
import { crateTipper, farmer, picker, supervisor } from './hero-people';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;
/** Design units of the 960x540 frame (art.ts draws 1000 units wide). */
export const HERO_W = 1000;
export const HERO_H = 562.5;

/**
 * Green hydrogen: an electrolysis stack on its skid in the electrolyser hall: end
 * plates and tie rods clamping the cell stack, the rectifier that feeds it, and the
 * two gas-liquid separators (hydrogen and oxygen) it delivers to. No lettering.
 */
export function heroHydrogen(a: Art): void {
  const gy = a.H * 0.78;
  a.indoor(gy, { sky: 'indoor', tiles: false });
  // Hall: roof trusses and tall windows on the right, the left kept plain for the slide's text.
  for (let x = 520; x < a.W; x += 150) a.window(x, 40, 90, 150);
  a.add(`<path d="M-10 26 H ${a.W + 10}" stroke="${INK}" stroke-width="10"/>`);
  // Skid. Everything stands right of the frame's middle: the slide's text covers the left.
  const sx = 430;
  const sw = 420;
  a.block(sx, gy + 40, sw, 26, 30, C.steelDark);
  // Rectifier cabinet and its busbars to the end plate.
  a.block(270, gy + 40, 110, 200, 40, C.slate);
  for (let i = 0; i < 3; i++) a.add(`<rect x="${285 + i * 30}" y="${gy - 130}" width="18" height="60" rx="3" fill="${C.screen}" ${s3}/>`);
  a.pipe([[380, gy - 110], [465, gy - 110]], C.amber, 10);
  a.pipe([[380, gy - 70], [465, gy - 70]], C.amber, 10);
  // The stack: two end plates, the cells between them, four tie rods.
  const top = gy - 200;
  const bottom = gy + 14;
  const left = 465;
  const right = 805;
  a.add(`<rect x="${left}" y="${top - 16}" width="34" height="${bottom - top + 16}" fill="${C.slate}" ${s3}/>`);
  a.add(`<rect x="${right - 34}" y="${top - 16}" width="34" height="${bottom - top + 16}" fill="${C.slate}" ${s3}/>`);
  const cells = 34;
  const cw = (right - left - 68) / cells;
  for (let i = 0; i < cells; i++) {
    const fill = i % 2 ? C.steelLight : C.teal;
    a.add(`<rect x="${(left + 34 + i * cw).toFixed(1)}" y="${top}" width="${cw.toFixed(1)}" height="${bottom - top - 8}" fill="${fill}" stroke="${INK}" stroke-width="1.5"/>`);
  }
  for (const y of [top + 6, top + 40, bottom - 46, bottom - 14]) {
    a.add(`<path d="M${left - 14} ${y} H ${right + 14}" stroke="${C.steelDark}" stroke-width="7"/>`);
    a.add(`<rect x="${left - 24}" y="${y - 8}" width="12" height="16" fill="${C.steel}" ${s3}/><rect x="${right + 12}" y="${y - 8}" width="12" height="16" fill="${C.steel}" ${s3}/>`);
  }
  // Gas-liquid separators: hydrogen (white) and oxygen (pale blue), fed from the stack's top manifolds.
  a.cylinder(880, gy + 40, 32, 290, C.white, { bands: 2 });
  a.cylinder(955, gy + 40, 26, 250, C.blueLight, { bands: 2 });
  a.pipe([[570, top - 16], [570, top - 60], [880, top - 60], [880, gy + 40 - 290]], C.white, 9);
  a.pipe([[670, top - 16], [670, top - 34], [955, top - 34], [955, gy + 40 - 250]], C.blueLight, 9);
  // Lye return lines along the floor.
  a.pipe([[880, gy + 20], [880, gy + 34], [820, gy + 34]], C.steel, 7);
  a.person(360, gy + 120, 1.2, 'worker');
}

/**
 * Where the sorting belt's top runs (design units): in the middle third of the frame, so the
 * belt, which carries the slide's story, stands in the light and not at the dark foot of the hero.
 */
const BELT_Y = HERO_H * 0.6;

/**
 * Waste management: a sorting line in front of the sorting hall. Behind the belt, a sorter in a
 * dupatta tips a crate of mixed waste onto it, a picker downstream reaches in for a bottle, and a
 * supervisor with a tablet watches the line; the colour-coded bins the picks go to stand in front.
 * The belt's load moves (heroWasteLoad). No sun: a disc in the sky sat behind the headline.
 */
export function heroWaste(a: Art): void {
  const gy = a.H * 0.53;
  a.outdoor(gy, { sky: 'day', far: [30, 50, 35, 60, 40], ground: '#a7b19a' });
  a.shed(470, gy + 16, 400, 165, 80, C.cream, C.blue, { doors: 2, windows: 3 });
  a.tree(960, gy + 12, 130, C.olive);
  // The people, behind the belt: feet hidden, the belt at their hips.
  const feet = BELT_Y + 62;
  supervisor(a, 930, feet, 1.3, true);
  crateTipper(a, 790, feet, 1.3);
  picker(a, 630, feet, 1.3);
  // The belt: its frame and rollers here, its load in the moving layer; legs down to the yard.
  const by = BELT_Y;
  const floor = a.H * 0.8;
  for (let x = 70; x < a.W; x += 160) a.add(`<path d="M${x} ${by + 24} V ${floor}" stroke="${INK}" stroke-width="8"/><path d="M${x - 14} ${floor} H ${x + 14}" stroke="${INK}" stroke-width="6"/>`);
  a.add(`<rect x="-10" y="${by}" width="${a.W + 20}" height="24" fill="${C.slate}" ${s3}/>`);
  a.add(`<path d="M-10 ${by + 5} H ${a.W + 10}" stroke="${shade(C.slate, 1.35)}" stroke-width="3"/>`);
  for (let x = 30; x < a.W; x += 80) a.add(`<circle cx="${x}" cy="${by + 13}" r="7" fill="${C.steel}" ${s3}/>`);
  // Segregation bins in front of the line: wet, dry, hazardous, recyclable.
  [C.green, C.blue, C.red, C.amber].forEach((b, i) => {
    const x = 580 + i * 96;
    a.block(x, a.H * 0.9, 72, 58, 22, b);
    a.add(`<rect x="${x - 4}" y="${a.H * 0.9 - 64}" width="80" height="10" rx="3" fill="${shade(b, 0.8)}" ${s3}/>`);
  });
}

/** The sorting belt's load, a tile of width 2 x HERO_W drawn twice so a shift by HERO_W loops. */
export function heroWasteLoad(a: Art): void {
  const rnd = seededRandom(31);
  const by = BELT_Y;
  const tile: string[] = [];
  // Mid tones only: the load passes behind the slide's text too, under its panel.
  const cols = [C.leaf, C.amber, C.blue, C.red, C.straw, C.steel, C.olive];
  for (let i = 0; i < 11; i++) {
    const x = 20 + i * 90 + rnd() * 30;
    const c = cols[Math.floor(rnd() * cols.length)]!;
    const kind = i % 4;
    if (kind === 0) tile.push(`<rect x="${x}" y="${by - 30}" width="48" height="30" rx="3" fill="${c}" ${s3} transform="rotate(${(rnd() * 10 - 5).toFixed(1)} ${x + 24} ${by - 15})"/>`);
    else if (kind === 1) tile.push(`<path d="M${x} ${by} V ${by - 32} Q ${x} ${by - 41} ${x + 7} ${by - 43} V ${by - 50} H ${x + 16} V ${by - 43} Q ${x + 23} ${by - 41} ${x + 23} ${by - 32} V ${by} Z" fill="${c}" ${s3}/>`);
    else if (kind === 2) tile.push(`<ellipse cx="${x + 22}" cy="${by - 14}" rx="25" ry="14" fill="${c}" ${s3}/>`);
    else tile.push(`<path d="M${x} ${by} l 9 -32 h 26 l 9 32 Z" fill="${c}" ${s3}/>`);
  }
  const body = tile.join('');
  a.add(`<g>${body}</g><g transform="translate(${HERO_W} 0)">${body}</g>`);
}

/**
 * Energy from waste at dusk, as a process read left to right along one gas line: the farmers'
 * straw bales in the lit foreground, the digester they feed, the gas holder and the upgrading skid
 * (a scrubber and membrane columns on a frame), from which the upgraded gas leaves the frame.
 * No lettering.
 */
export function heroRural(a: Art): void {
  const gy = a.H * 0.6;
  a.outdoor(gy, { sky: 'dusk', sun: [720, 150], far: [25, 45, 30, 55, 35, 20], ground: '#8fa06a' });
  const yb = a.H * 0.76;
  // Digester, gas holder, skid: apart, in that order, on one line.
  const dx = 600;
  const hx = 760;
  a.digester(dx, yb, 66, 92, C.teal, C.cream);
  a.gasHolder(hx, yb, 58);
  const fx = 845;
  const fw = 120;
  const fy = yb + 4;
  a.block(fx, fy, fw, 18, 24, C.steelDark);
  a.add(`<path d="M${fx + 6} ${fy - 18} V ${fy - 190} H ${fx + fw - 6} V ${fy - 18} M${fx + 6} ${fy - 100} H ${fx + fw - 6}" fill="none" stroke="${C.steelDark}" stroke-width="7"/>`);
  a.cylinder(fx + 34, fy - 18, 22, 170, C.white, { bands: 3 });
  for (let i = 0; i < 2; i++) a.cylinder(fx + 80 + i * 32, fy - 18, 12, 145, C.steelLight, { bands: 1 });
  // The gas line: up from the digester's dome, over and down into the gas holder, out of its
  // side to the scrubber's foot; upgraded gas leaves the skid's top to the right.
  const domeTop = yb - 92 - 66 * 0.62;
  const over = domeTop - 34;
  a.pipe([[dx, domeTop + 6], [dx, over], [hx, over], [hx, yb - 58 * 0.9 + 4]], C.amber, 8);
  a.pipe([[hx + 50, yb - 14], [fx + 34, yb - 14]], C.amber, 8);
  a.pipe([[fx + 112, fy - 163], [fx + 112, fy - 210], [a.W + 10, fy - 210]], C.leaf, 8);
  a.pipe([[fx + 34, fy - 188], [fx + 34, fy - 200], [fx + 80, fy - 200], [fx + 80, fy - 163]], C.leaf, 6);
  // The bales, forward and lit: a stack in the left foreground, the farmer beside it.
  const bf = a.H * 0.9;
  for (let i = 0; i < 3; i++) a.squareBale(140 + i * 100, bf, 96, 42);
  for (let i = 0; i < 2; i++) a.squareBale(190 + i * 100, bf - 42, 96, 42);
  a.squareBale(240, bf - 84, 96, 42);
  a.bale(70, bf, 34);
  farmer(a, 496, bf + 4, 1.25);
}

/** Drifting clouds, a tile of `period` units drawn `copies` times side by side. */
export function heroClouds(a: Art, period: number, copies: number, seed: number, fill = '#f3ece0'): void {
  const rnd = seededRandom(seed);
  const tile: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = (i * period) / 3 + rnd() * 60;
    const y = 40 + rnd() * 110;
    const s = 0.7 + rnd() * 0.6;
    tile.push(`<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(2)})" opacity="0.85"><path d="M-70 20 Q -70 -4 -40 -4 Q -30 -30 0 -26 Q 24 -44 48 -20 Q 76 -18 74 20 Z" fill="${fill}" stroke="${INK}" stroke-width="2.5" stroke-opacity="0.45"/></g>`);
  }
  const body = tile.join('');
  for (let k = 0; k < copies; k++) a.add(`<g transform="translate(${k * period} 0)">${body}</g>`);
}
