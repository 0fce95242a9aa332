/**
 * The home hero's three loops in the illustration style: a still background
 * scene per slide, each showing its own process (electrolysis stack, the reception of a city's
 * wet waste, digester and upgrading skid) and a moving layer (clouds, or wet waste on the belt) that
 * ffmpeg scrolls by exactly one tile per loop. The slide's text sits on the
 * left over a gradient from the frame's edge (src/components/home/hero.tsx), so each subject stands in the
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
  // Skid. Everything stands right of the text's edge (45% of the frame on a wide screen).
  const sx = 480;
  const sw = 380;
  a.block(sx, gy + 40, sw, 26, 30, C.steelDark);
  // Rectifier cabinet and its busbars to the end plate.
  a.block(400, gy + 40, 96, 200, 40, C.slate);
  for (let i = 0; i < 3; i++) a.add(`<rect x="${412 + i * 27}" y="${gy - 130}" width="16" height="60" rx="3" fill="${C.screen}" ${s3}/>`);
  a.pipe([[496, gy - 110], [525, gy - 110]], C.amber, 10);
  a.pipe([[496, gy - 70], [525, gy - 70]], C.amber, 10);
  // The stack: two end plates, the cells between them, four tie rods.
  const top = gy - 200;
  const bottom = gy + 14;
  const left = 525;
  const right = 825;
  a.add(`<rect x="${left}" y="${top - 16}" width="34" height="${bottom - top + 16}" fill="${C.slate}" ${s3}/>`);
  a.add(`<rect x="${right - 34}" y="${top - 16}" width="34" height="${bottom - top + 16}" fill="${C.slate}" ${s3}/>`);
  const cells = 30;
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
  a.pipe([[620, top - 16], [620, top - 60], [880, top - 60], [880, gy + 40 - 290]], C.white, 9);
  a.pipe([[710, top - 16], [710, top - 34], [955, top - 34], [955, gy + 40 - 250]], C.blueLight, 9);
  // Lye return lines along the floor.
  a.pipe([[880, gy + 20], [880, gy + 34], [840, gy + 34]], C.steel, 7);
  // The operator in front of the stack, in the light, clear of the text.
  a.person(655, gy + 120, 1.2, 'worker');
}

/**
 * Where the reception belt's top runs (design units): in the middle third of the frame, so the
 * belt, which carries the slide's story, stands in the light and not at the dark foot of the hero.
 */
const BELT_Y = HERO_H * 0.6;

/**
 * One piece of a city's segregated wet waste on a belt, its foot at (x, by), `k` times the wide
 * frame's size: a heap of greens, peelings, a cabbage, a banana skin, or (`kind` 4) the plastic
 * bag the pickers take out before the pulper.
 */
export function wetWaste(kind: number, x: number, by: number, k: number, tilt: number): string {
  const s2 = `stroke="${INK}" stroke-width="${(3 / k).toFixed(2)}" stroke-linejoin="round"`;
  const shapes = [
    `<path d="M0 0 Q 4 -22 18 -26 Q 30 -38 44 -24 Q 58 -20 60 0 Z" fill="${C.leaf}" ${s2}/><path d="M16 -6 Q 22 -16 30 -20 M36 -4 Q 40 -12 46 -16" fill="none" ${s2}/>`,
    `<ellipse cx="14" cy="-9" rx="15" ry="9" fill="${C.earth}" ${s2}/><ellipse cx="34" cy="-11" rx="13" ry="11" fill="${C.strawDark}" ${s2}/><ellipse cx="24" cy="-20" rx="11" ry="7" fill="${C.olive}" ${s2}/>`,
    `<circle cx="20" cy="-18" r="18" fill="${shade(C.leaf, 1.25)}" ${s2}/><path d="M8 -28 Q 18 -18 10 -4 M22 -36 Q 30 -20 24 -2" fill="none" ${s2}/>`,
    `<path d="M0 -4 Q 22 -36 50 -12 Q 26 -20 0 -4 Z" fill="${C.flame}" ${s2}/><path d="M48 -13 l 6 2" ${s2}/>`,
    `<path d="M4 0 L 8 -30 Q 22 -36 36 -30 L 40 0 Z" fill="${C.white}" ${s2}/><path d="M12 -30 Q 12 -42 18 -42 Q 24 -42 24 -31 M24 -31 Q 26 -40 31 -39 Q 34 -38 33 -30" fill="none" ${s2}/>`,
  ];
  return `<g transform="translate(${x.toFixed(1)} ${by}) scale(${k}) rotate(${tilt.toFixed(1)} 30 0)">${shapes[kind % shapes.length]}</g>`;
}

/** Compost windrows: `n` long mounds of digestate side by side, steaming a little. */
export function windrows(a: Art, x0: number, x1: number, yb: number, h: number, n: number): void {
  const w = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const x = x0 + i * w;
    a.add(`<path d="M${x} ${yb} Q ${x + w * 0.1} ${yb - h} ${x + w / 2} ${yb - h} Q ${x + w * 0.9} ${yb - h} ${x + w + 8} ${yb} Z" fill="${i % 2 ? C.earth : shade(C.earth, 0.85)}" ${s3}/>`);
    a.add(`<path d="M${x + w * 0.3} ${yb - h * 0.6} q 8 -6 16 0 M${x + w * 0.55} ${yb - h * 0.45} q 8 -6 16 0" fill="none" stroke="${shade(C.earth, 0.65)}" stroke-width="3"/>`);
    a.add(`<path d="M${x + w * 0.45} ${yb - h - 8} q -8 -12 0 -24 q 8 -12 0 -24" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>`);
  }
}

/** The pulper at the belt's end: a steel tank on its plinth, its motor on top and the chute from the belt. */
export function pulper(a: Art, cx: number, yb: number, r: number, h: number, beltY: number): void {
  a.block(cx - r - 14, yb, 2 * r + 28, 20, 18, C.steelDark);
  a.cylinder(cx, yb - 20, r, h, C.steel, { bands: 2 });
  const top = yb - 20 - h;
  a.block(cx - r * 0.35, top - 4, r * 0.7, r * 0.55, 14, C.slate);
  a.add(`<path d="M${cx - r - 40} ${beltY} L ${cx - r * 0.2} ${top - r * 0.3} L ${cx - r * 0.2} ${top - r * 0.3 + 18} L ${cx - r - 40} ${beltY + 18} Z" fill="${C.steelLight}" ${s3}/>`);
  a.pipe([[cx + r, yb - 40], [a.W + 10, yb - 40]], C.earth, 12);
}

/** The bin for what is not food: plastics the pickers take off the belt, one bag hanging over its rim. */
export function rejectBin(a: Art, x: number, yb: number, w: number, h: number): void {
  a.block(x, yb, w, h, w * 0.3, C.steelDark);
  a.add(`<rect x="${x - 4}" y="${yb - h - 6}" width="${w + 8}" height="10" rx="3" fill="${shade(C.steelDark, 0.8)}" ${s3}/>`);
  a.add(`<path d="M${x + w * 0.55} ${yb - h - 4} l 4 -22 q 12 -6 24 0 l 2 30 Z" fill="${C.white}" ${s3}/>`);
}

/**
 * Waste management as our plants take it in: a city's segregated wet waste at the reception
 * hall. Behind the belt, a sorter in a dupatta tips a crate of market waste onto it, a picker
 * downstream lifts out a plastic bag, and a supervisor with a tablet watches the line; in front,
 * the reject bin for plastics and the pulper the belt feeds; behind, the compost windrows of the
 * digestate. The belt's load moves (heroWasteLoad). No sun: a disc in the sky sat behind the headline.
 */
export function heroWaste(a: Art): void {
  const gy = a.H * 0.53;
  a.outdoor(gy, { sky: 'day', far: [30, 50, 35, 60, 40], ground: '#a7b19a' });
  // The windrows stand left of the hall, where no one stands in front of them.
  windrows(a, 430, 630, gy + 26, 32, 2);
  a.shed(650, gy + 16, 330, 165, 80, C.cream, C.blue, { doors: 2, windows: 2 });
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
  // In front of the line: the reject bin under the picker, and the pulper the belt's end feeds.
  rejectBin(a, 560, a.H * 0.92, 84, 62);
  pulper(a, 880, a.H * 0.95, 58, 92, by + 24);
}

/** The belt's load of wet waste, a tile of width 2 x HERO_W drawn twice so a shift by HERO_W loops. */
export function heroWasteLoad(a: Art): void {
  const rnd = seededRandom(31);
  const tile: string[] = [];
  // Mid tones only: the load passes behind the slide's text too, under its panel. Now and then a
  // plastic bag, what the picker takes out.
  for (let i = 0; i < 11; i++) {
    const x = 20 + i * 90 + rnd() * 30;
    const kind = i % 6 === 5 ? 4 : Math.floor(rnd() * 4);
    tile.push(wetWaste(kind, x, BELT_Y, 1, rnd() * 8 - 4));
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
  // The bales, forward and lit, in front of the digester they feed, the farmer beside them: right
  // of the text's edge (45% of the frame on a wide screen), so the left is only field and sky.
  const bf = a.H * 0.9;
  // Two rows only: a third would hide the digester behind them.
  for (let i = 0; i < 3; i++) a.squareBale(470 + i * 100, bf, 96, 42);
  for (let i = 0; i < 2; i++) a.squareBale(520 + i * 100, bf - 42, 96, 42);
  a.bale(420, bf, 34);
  farmer(a, 830, bf + 4, 1.25);
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
