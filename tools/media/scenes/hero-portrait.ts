/**
 * The home hero's three slides composed again for a phone's portrait frame
 * (PORTRAIT_W x PORTRAIT_H): the same subjects as scenes/hero.ts (electrolysis
 * stack, waste sorting, digester and upgrading skid), drawn with the same
 * primitives, but stacked for a tall frame instead of spread across a wide one.
 * The subject stands in the upper half; the lower half is plain floor or ground
 * that the generator fades into the hero's navy, where the slide's text sits.
 * Not a crop of the wide drawing: on a phone that showed the stack at a third
 * of its size.
 */
import { Art, C, INK, shade } from '../art';
import { seededRandom } from '../lib';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;

/** The file's pixels: a 390 px wide phone at 2x, about as tall as its hero under the header. */
export const PORTRAIT_W = 780;
export const PORTRAIT_H = 1400;
/** Design units (art.ts draws 1000 units wide). */
export const PORTRAIT_UNITS_H = (1000 * PORTRAIT_H) / PORTRAIT_W;

/** Green hydrogen: the electrolysis stack, its rectifier and the two gas-liquid separators, in a tall hall. */
export function portraitHydrogen(a: Art): void {
  const gy = 640;
  a.indoor(gy, { sky: 'indoor', tiles: false });
  // Tall hall windows along the back wall, under the roof beam.
  for (let x = 60; x < a.W; x += 230) a.window(x, 70, 120, 200);
  a.add(`<path d="M-10 30 H ${a.W + 10}" stroke="${INK}" stroke-width="12"/>`);
  // Skid under the stack.
  a.block(150, gy + 70, 640, 30, 36, C.steelDark);
  // Rectifier cabinet on the left and its busbars to the end plate.
  a.block(20, gy + 70, 110, 260, 40, C.slate);
  for (let i = 0; i < 3; i++) a.add(`<rect x="${34 + i * 30}" y="${gy - 150}" width="18" height="70" rx="3" fill="${C.screen}" ${s3}/>`);
  a.pipe([[130, gy - 130], [190, gy - 130]], C.amber, 12);
  a.pipe([[130, gy - 80], [190, gy - 80]], C.amber, 12);
  // The stack: end plates, cells, tie rods.
  const top = gy - 300;
  const bottom = gy + 40;
  const left = 190;
  const right = 720;
  a.add(`<rect x="${left}" y="${top - 20}" width="44" height="${bottom - top + 20}" fill="${C.slate}" ${s3}/>`);
  a.add(`<rect x="${right - 44}" y="${top - 20}" width="44" height="${bottom - top + 20}" fill="${C.slate}" ${s3}/>`);
  const cells = 40;
  const cw = (right - left - 88) / cells;
  for (let i = 0; i < cells; i++) {
    const fill = i % 2 ? C.steelLight : C.teal;
    a.add(`<rect x="${(left + 44 + i * cw).toFixed(1)}" y="${top}" width="${cw.toFixed(1)}" height="${bottom - top - 10}" fill="${fill}" stroke="${INK}" stroke-width="1.5"/>`);
  }
  for (const y of [top + 8, top + 60, bottom - 70, bottom - 18]) {
    a.add(`<path d="M${left - 16} ${y} H ${right + 16}" stroke="${C.steelDark}" stroke-width="9"/>`);
    a.add(`<rect x="${left - 28}" y="${y - 10}" width="14" height="20" fill="${C.steel}" ${s3}/><rect x="${right + 14}" y="${y - 10}" width="14" height="20" fill="${C.steel}" ${s3}/>`);
  }
  // Separators on the right: hydrogen (white) and oxygen (pale blue), fed from the stack's top manifolds.
  a.cylinder(835, gy + 70, 40, 420, C.white, { bands: 3 });
  a.cylinder(935, gy + 70, 34, 360, C.blueLight, { bands: 2 });
  a.pipe([[380, top - 20], [380, top - 90], [835, top - 90], [835, gy + 70 - 420]], C.white, 11);
  a.pipe([[540, top - 20], [540, top - 50], [935, top - 50], [935, gy + 70 - 360]], C.blueLight, 11);
  a.pipe([[835, gy + 40], [835, gy + 56], [740, gy + 56]], C.steel, 8);
  a.person(90, gy + 200, 1.45, 'worker');
}

/** Waste management: the sorting hall and its bins behind a sorting belt, with a tipper unloading. */
export function portraitWaste(a: Art): void {
  const gy = 460;
  a.outdoor(gy, { sky: 'day', sun: [210, 150], far: [40, 70, 45, 80, 50], ground: '#a7b19a' });
  a.tree(900, gy + 10, 170, C.olive);
  a.shed(330, gy + 60, 500, 280, 100, C.cream, C.blue, { doors: 2, windows: 3 });
  a.truck(20, gy + 150, 1.05, C.teal, 'tipper', C.olive);
  // Segregation bins: wet, dry, hazardous, recyclable.
  [C.green, C.blue, C.red, C.amber].forEach((b, i) => {
    const x = 390 + i * 140;
    a.block(x, gy + 210, 100, 90, 30, b);
    a.add(`<rect x="${x - 5}" y="${gy + 110}" width="110" height="14" rx="4" fill="${shade(b, 0.8)}" ${s3}/>`);
  });
  // The sorting belt across the foreground, pickers behind it, a still load on it.
  const by = gy + 350;
  for (const x of [170, 500, 830]) a.person(x, by, 1.45, 'worker');
  const rnd = seededRandom(47);
  const cols = [C.leaf, C.amber, C.blue, C.red, C.straw, C.steelLight, C.olive];
  for (let i = 0; i < 9; i++) {
    const x = 10 + i * 112 + rnd() * 30;
    const c = cols[Math.floor(rnd() * cols.length)]!;
    const kind = i % 4;
    if (kind === 0) a.add(`<rect x="${x}" y="${by - 40}" width="64" height="40" rx="3" fill="${c}" ${s3} transform="rotate(${(rnd() * 10 - 5).toFixed(1)} ${x + 32} ${by - 20})"/>`);
    else if (kind === 1) a.add(`<path d="M${x} ${by} V ${by - 44} Q ${x} ${by - 56} ${x + 10} ${by - 58} V ${by - 68} H ${x + 22} V ${by - 58} Q ${x + 32} ${by - 56} ${x + 32} ${by - 44} V ${by} Z" fill="${c}" ${s3}/>`);
    else if (kind === 2) a.add(`<ellipse cx="${x + 28}" cy="${by - 18}" rx="32" ry="18" fill="${c}" ${s3}/>`);
    else a.add(`<path d="M${x} ${by} l 12 -42 h 34 l 12 42 Z" fill="${c}" ${s3}/>`);
  }
  a.add(`<rect x="-10" y="${by}" width="${a.W + 20}" height="32" fill="${C.slate}" ${s3}/>`);
  for (let x = 40; x < a.W; x += 100) a.add(`<circle cx="${x}" cy="${by + 16}" r="10" fill="${C.steel}" ${s3}/><path d="M${x} ${by + 32} V ${by + 110}" stroke="${INK}" stroke-width="10"/>`);
}

/**
 * Energy from waste at dusk: the digester in front, a second one and the gas holder behind;
 * raw gas runs from the dome to the upgrading skid (scrubber and membrane columns), and the
 * compressor fills the CBG cylinder cascade.
 */
export function portraitRural(a: Art): void {
  const gy = 500;
  a.outdoor(gy, { sky: 'dusk', sun: [640, 250], far: [30, 60, 40, 75, 45, 25], ground: '#8fa06a' });
  a.digester(760, gy + 60, 90, 110, C.tealLight, C.cream);
  a.gasHolder(925, gy + 90, 56);
  a.digester(270, gy + 200, 160, 210, C.teal, C.cream);
  // The upgrading skid: a steel frame with a scrubber and three membrane columns.
  const fx = 560;
  const fy = gy + 330;
  a.block(fx, fy, 300, 26, 34, C.steelDark);
  a.add(`<path d="M${fx + 8} ${fy - 26} V ${fy - 270} H ${fx + 292} V ${fy - 26} M${fx + 8} ${fy - 150} H ${fx + 292}" fill="none" stroke="${C.steelDark}" stroke-width="10"/>`);
  a.cylinder(fx + 62, fy - 26, 34, 244, C.white, { bands: 3 });
  for (let i = 0; i < 3; i++) a.cylinder(fx + 146 + i * 56, fy - 26, 19, 210, C.steelLight, { bands: 1 });
  // Compressor, and the cascade in the front left.
  a.block(fx - 130, fy, 100, 80, 30, C.slate);
  a.add(`<circle cx="${fx - 80}" cy="${fy - 40}" r="22" fill="${C.steel}" ${s3}/>`);
  const cx = 40;
  const cy = gy + 420;
  a.add(`<rect x="${cx}" y="${cy - 4 * 38 - 10}" width="250" height="${4 * 38 + 10}" fill="none" ${s3}/>`);
  for (let i = 0; i < 4; i++) a.add(`<rect x="${cx + 6}" y="${cy - 42 - i * 38}" width="238" height="32" rx="16" fill="${i % 2 ? C.leaf : shade(C.leaf, 0.9)}" ${s3}/>`);
  // Gas lines: dome to skid, skid to compressor, compressor to cascade.
  a.pipe([[270, gy - 110], [270, gy - 150], [fx + 62, gy - 150], [fx + 62, fy - 272]], C.amber, 10);
  a.pipe([[fx + 8, fy - 70], [fx - 30, fy - 70]], C.leaf, 10);
  a.pipe([[fx - 130, fy - 50], [330, fy - 50], [330, cy - 60], [290, cy - 60]], C.leaf, 10);
  a.person(925, cy + 20, 1.45, 'worker');
}
