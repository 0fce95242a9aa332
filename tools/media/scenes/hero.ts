/**
 * The home hero's three loops in the illustration style: a still background
 * scene per slide, each showing its own process (electrolysis stack, waste sorting,
 * digester and upgrading skid) and a moving layer (clouds, or waste on a sorting belt) that
 * ffmpeg scrolls by exactly one tile per loop. The slide text sits on the
 * left under a dark gradient, so each subject stands in the centre and right.
 * Phones show each slide composed again for a tall frame (scenes/hero-portrait.ts).
 */
import { Art, C, INK, shade } from '../art';
import { seededRandom } from '../lib';

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

/** Waste management: a sorting hall, colour-coded bins and a tipper; the belt's load moves (moving layer). */
export function heroWaste(a: Art): void {
  const gy = a.H * 0.7;
  a.outdoor(gy, { sky: 'day', sun: [150, 90], far: [30, 50, 35, 60, 40], ground: '#a7b19a' });
  a.shed(420, gy + 30, 420, 200, 90, C.cream, C.blue, { doors: 2, windows: 3 });
  a.tree(940, gy + 20, 140, C.olive);
  // Segregation bins: wet, dry, hazardous, recyclable.
  const bins = [C.green, C.blue, C.red, C.amber];
  bins.forEach((b, i) => {
    const x = 560 + i * 90;
    a.block(x, gy + 96, 70, 66, 24, b);
    a.add(`<rect x="${x - 4}" y="${gy + 24}" width="78" height="12" rx="3" fill="${shade(b, 0.8)}" ${s3}/>`);
  });
  a.truck(240, gy + 90, 0.85, C.teal, 'tipper', C.olive);
  // Pickers at the line, behind the belt.
  for (const x of [430, 610, 790]) a.person(x, a.H * 0.88, 1.15, 'worker');
  // The sorting belt runs across the foreground: frame and rollers here, its load in the moving layer.
  const by = a.H * 0.88;
  a.add(`<rect x="-10" y="${by}" width="${a.W + 20}" height="26" fill="${C.slate}" ${s3}/>`);
  for (let x = 30; x < a.W; x += 80) a.add(`<circle cx="${x}" cy="${by + 13}" r="8" fill="${C.steel}" ${s3}/><path d="M${x} ${by + 26} V ${a.H + 10}" stroke="${INK}" stroke-width="8"/>`);
}

/** The sorting belt's load, a tile of width 2 x HERO_W drawn twice so a shift by HERO_W loops. */
export function heroWasteLoad(a: Art): void {
  const rnd = seededRandom(31);
  const by = HERO_H * 0.88;
  const tile: string[] = [];
  const cols = [C.leaf, C.amber, C.blue, C.red, C.straw, C.steelLight, C.olive];
  for (let i = 0; i < 11; i++) {
    const x = 20 + i * 90 + rnd() * 30;
    const c = cols[Math.floor(rnd() * cols.length)]!;
    const kind = i % 4;
    if (kind === 0) tile.push(`<rect x="${x}" y="${by - 34}" width="54" height="34" rx="3" fill="${c}" ${s3} transform="rotate(${(rnd() * 10 - 5).toFixed(1)} ${x + 27} ${by - 17})"/>`);
    else if (kind === 1) tile.push(`<path d="M${x} ${by} V ${by - 38} Q ${x} ${by - 48} ${x + 8} ${by - 50} V ${by - 58} H ${x + 18} V ${by - 50} Q ${x + 26} ${by - 48} ${x + 26} ${by - 38} V ${by} Z" fill="${c}" ${s3}/>`);
    else if (kind === 2) tile.push(`<ellipse cx="${x + 24}" cy="${by - 16}" rx="28" ry="16" fill="${c}" ${s3}/>`);
    else tile.push(`<path d="M${x} ${by} l 10 -36 h 30 l 10 36 Z" fill="${c}" ${s3}/>`);
  }
  const body = tile.join('');
  a.add(`<g>${body}</g><g transform="translate(${HERO_W} 0)">${body}</g>`);
}

/**
 * Energy from waste: a digester and the upgrading skid beside it at dusk. Raw gas
 * leaves the digester's dome for the skid (scrubber and membrane columns on a frame,
 * a compressor), and the upgraded gas fills a CBG cylinder cascade. No lettering.
 */
export function heroRural(a: Art): void {
  const gy = a.H * 0.7;
  a.outdoor(gy, { sky: 'dusk', sun: [880, 215], far: [25, 45, 30, 55, 35, 20], ground: '#8fa06a' });
  // The digester right of the frame's middle (the slide's text covers the left), a second one
  // behind the skid. The plant's gas holder is out of frame.
  a.digester(880, gy + 60, 62, 84, C.tealLight, C.cream);
  a.digester(640, gy + 110, 110, 140, C.teal, C.cream);
  // The upgrading skid: a steel frame carrying a scrubber and three membrane columns.
  const fx = 770;
  const fw = 215;
  const fy = gy + 140;
  a.block(fx, fy, fw, 22, 30, C.steelDark);
  a.add(`<path d="M${fx + 6} ${fy - 22} V ${fy - 220} H ${fx + fw - 6} V ${fy - 22} M${fx + 6} ${fy - 120} H ${fx + fw - 6}" fill="none" stroke="${C.steelDark}" stroke-width="8"/>`);
  a.cylinder(fx + 45, fy - 22, 26, 200, C.white, { bands: 3 });
  for (let i = 0; i < 3; i++) a.cylinder(fx + 106 + i * 40, fy - 22, 14, 170, C.steelLight, { bands: 1 });
  // Compressor (left of the digester) and the CBG cascade.
  const kx = 410;
  a.block(kx, fy, 100, 70, 30, C.slate);
  a.add(`<circle cx="${kx + 50}" cy="${fy - 35}" r="20" fill="${C.steel}" ${s3}/>`);
  const cx = 80;
  const cy = a.H * 0.97;
  a.add(`<rect x="${cx}" y="${cy - 5 * 34 - 10}" width="220" height="${5 * 34 + 10}" fill="none" ${s3}/>`);
  for (let i = 0; i < 5; i++) a.add(`<rect x="${cx + 6}" y="${cy - 38 - i * 34}" width="208" height="28" rx="14" fill="${i % 2 ? C.leaf : shade(C.leaf, 0.9)}" ${s3}/>`);
  // Gas lines: digester dome to the skid, skid to compressor, compressor to the cascade.
  a.pipe([[640, gy - 96], [640, gy - 150], [fx + 45, gy - 150], [fx + 45, fy - 222]], C.amber, 8);
  a.pipe([[fx + 6, fy - 60], [kx + 100, fy - 60]], C.leaf, 8);
  a.pipe([[kx, fy - 40], [300, fy - 40], [300, cy - 100]], C.leaf, 8);
  a.person(350, a.H * 0.98, 1.2, 'worker');
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
