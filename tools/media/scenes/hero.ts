/**
 * The home hero's three loops in the illustration style: a still background
 * scene per slide and a moving layer (clouds, or waste on a sorting belt) that
 * ffmpeg scrolls by exactly one tile per loop. The slide text sits on the
 * left under a dark gradient, so each subject stands in the centre and right
 * (a phone shows the centre of the frame).
 */
import { Art, C, INK, shade } from '../art';
import { seededRandom } from '../lib';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;
/** Design units of the 960x540 frame (art.ts draws 1000 units wide). */
export const HERO_W = 1000;
export const HERO_H = 562.5;

/** Green hydrogen: solar and wind feed an electrolyser yard; hydrogen is stored and leaves by tube trailer. */
export function heroHydrogen(a: Art): void {
  const gy = a.H * 0.7;
  a.outdoor(gy, { sky: 'morning', sun: [330, 110], far: [40, 70, 50, 85, 60, 45], ground: '#97b08a' });
  for (const [x, h, r] of [[560, 230, 15], [660, 200, 75], [860, 250, 40], [960, 215, 100]] as const) a.turbine(x, gy - 40, h, r);
  a.solar(200, gy - 20, 360, 7);
  // Electrolyser containers and a compressor.
  a.container(420, gy + 40, 200, 90, C.teal, 'H₂ ELECTROLYSER');
  a.container(450, gy + 110, 200, 90, C.tealLight);
  a.block(680, gy + 70, 90, 70, 40, C.slate);
  a.pipe([[650, gy + 30], [680, gy + 30]], C.steel, 10);
  a.stack(705, gy, 80, false);
  // Storage: a sphere and a bullet tank; the tube trailer leaving.
  a.sphere(860, gy + 70, 70, C.white);
  a.bullet(700, gy + 140, 200, 32, C.white);
  a.pipe([[770, gy + 40], [800, gy + 40], [800, gy - 10]], C.steel, 8);
  a.truck(150, gy + 135, 0.95, C.teal, 'tubes', C.white);
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

/** Energy from waste: a village biogas plant at dusk, cattle shed, fields and homes lit by its gas. */
export function heroRural(a: Art): void {
  const gy = a.H * 0.68;
  a.outdoor(gy, { sky: 'dusk', sun: [640, 250], far: [25, 45, 30, 55, 35, 20], ground: '#8fa06a' });
  a.rows(gy, a.H, C.leaf, 8);
  // Homes on the far side.
  for (const [x, c] of [[330, C.cream], [400, C.brick], [880, C.cream]] as const) a.shed(x, gy + 20, 56, 46, 26, c, C.red, { doors: 1 });
  a.tree(250, gy + 10, 110, C.green);
  // The biogas plant: two brick digesters, a gas holder, the cattle shed that feeds them.
  a.digester(560, gy + 80, 95, 90, C.brick, C.cream);
  a.digester(740, gy + 70, 75, 80, C.brick, C.cream);
  a.gasHolder(880, gy + 130, 70);
  a.shed(300, gy + 150, 150, 70, 40, C.cream, C.straw, { doors: 0, windows: 2 });
  a.pipe([[560, gy - 60], [560, gy - 90], [740, gy - 90], [740, gy - 50]], C.amber, 8);
  a.pipe([[740, gy - 90], [880, gy - 90], [880, gy + 70]], C.amber, 8);
  a.person(660, gy + 190, 1.1, 'farmer');
  a.stack(960, gy + 60, 110, true);
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
