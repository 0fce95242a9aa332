/**
 * CBG feedstock and field pictures of /technology/cbg: Napier grass, baled
 * paddy straw, and one wheat field before and after digestate manure.
 */
import { Art, C, INK, shade } from '../art';
import { seededRandom } from '../lib';
import type { Draw } from './plants';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;

/** A colour between `from` (t = 0) and `to` (t = 1). */
function mix(from: string, to: string, t: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [rgb(from), rgb(to)];
  return `#${a.map((v, i) => Math.round(v + (b[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One wheat plant: a few tillers with leaves and ears. `vigour` runs from 0 (starved: one thin pale
 * tiller, drooping leaves) to 1 (well fed: two green tillers, upright leaves, long ears); the two
 * pictures use 0.55 and 1, because the trial they illustrate gained 4-11% grain, not a new crop.
 */
function wheat(a: Art, x: number, yb: number, h: number, vigour: number, rnd: () => number): void {
  const stem = mix(['#a9a850', '#b8ad5a', '#98a04c'][Math.floor(rnd() * 3)]!, shade(C.green, 0.85 + rnd() * 0.2), vigour);
  const ear = mix('#cdb86a', shade(C.leaf, 0.9 + rnd() * 0.2), vigour);
  const tillers = rnd() < 0.35 + 0.65 * vigour ? 2 : 1;
  const w = Math.max(2, h * 0.035);
  for (let t = 0; t < tillers; t++) {
    const lean = (t - (tillers - 1) / 2) * h * 0.12 + (rnd() - 0.5) * h * 0.08;
    const hh = h * (0.85 + rnd() * 0.15) * (0.75 + 0.25 * vigour);
    const tx = x + lean;
    const ty = yb - hh;
    a.add(`<path d="M${x} ${yb} Q ${x + lean * 0.2} ${yb - hh * 0.5} ${tx} ${ty}" fill="none" stroke="${INK}" stroke-width="${w + 3}" stroke-linecap="round"/><path d="M${x} ${yb} Q ${x + lean * 0.2} ${yb - hh * 0.5} ${tx} ${ty}" fill="none" stroke="${stem}" stroke-width="${w}" stroke-linecap="round"/>`);
    // Leaves: long blades, drooping and yellowing from the lowest one up when the plant is short of nitrogen.
    const leaves = rnd() < vigour ? 3 : 2;
    for (let l = 0; l < leaves; l++) {
      const ly = yb - hh * (0.2 + l * 0.22);
      const dir = (l + t) % 2 ? 1 : -1;
      const droop = 0.12 - 0.37 * vigour;
      const lx2 = x + lean * 0.3 + dir * h * 0.3;
      const ly2 = ly + h * droop * 0.4;
      const d = `M${x + lean * 0.15} ${ly} Q ${x + lean * 0.2 + dir * h * 0.18} ${ly - h * 0.12} ${lx2} ${ly2}`;
      const yellowed = l === 0 && rnd() < 1 - vigour;
      const leafFill = yellowed ? ['#c9b95e', '#b7b35a', '#d6c36e'][Math.floor(rnd() * 3)]! : mix('#b7b35a', shade(C.green, 1 + rnd() * 0.15), vigour);
      a.add(`<path d="${d}" fill="none" stroke="${INK}" stroke-width="${w * 1.6 + 3}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${leafFill}" stroke-width="${w * 1.6}" stroke-linecap="round"/>`);
    }
    // The ear.
    const el = h * (0.13 + 0.07 * vigour);
    a.add(`<ellipse cx="${tx}" cy="${ty - el / 2}" rx="${el * 0.22}" ry="${el / 2}" fill="${ear}" ${s3}/>`);
    if (el > 14) for (let k = 1; k < 4; k++) a.add(`<path d="M${tx - el * 0.2} ${ty - el * (k / 4)} l ${el * 0.2} ${-el * 0.08} l ${el * 0.2} ${el * 0.08}" fill="none" stroke="${INK}" stroke-width="1.5"/>`);
    a.add(`<path d="M${tx} ${ty - el} l -${el * 0.12} -${el * 0.35} M${tx} ${ty - el} l ${el * 0.12} -${el * 0.35}" stroke="${INK}" stroke-width="1.5"/>`);
  }
}

/** Two strips of one Sangli wheat field in the same season, without and with the manure: only the crop changes. */
function wheatField(a: Art, vigour: number, seed: number): void {
  const gy = a.H * 0.42;
  a.outdoor(gy, { sky: 'morning', sun: [820, 110], far: [25, 45, 30, 55, 35, 25], ground: mix('#b59a6a', '#6f8f4a', vigour) });
  // Farmhouse and a neem tree on the far edge: the same in both pictures.
  a.shed(120, gy + 10, 150, 80, 40, C.cream, C.brick, { doors: 1 });
  a.tree(360, gy + 14, 130, C.green);
  a.tree(900, gy + 10, 110, C.olive);
  // Soil between the rows, then the crop rows from back to front.
  const rnd = seededRandom(seed);
  const soil = mix('#a68a5c', '#6f5a3e', vigour);
  for (let r = 0; r < 7; r++) {
    const y = gy + 30 + r * r * 11 + r * 22;
    const size = 40 + r * 26;
    a.add(`<path d="M-10 ${y} H ${a.W + 10}" stroke="${shade(soil, 0.85)}" stroke-width="${3 + r}" opacity="0.6"/>`);
    if (r < 2) {
      // Far rows: a band of canopy, no single plants.
      const band = mix('#b9ac62', shade(C.green, 0.9 + r * 0.1), vigour);
      const top = y - size * (0.5 + 0.6 * vigour);
      let d = `M-10 ${y} V ${top}`;
      for (let x = -10; x <= a.W + 10; x += 24) d += ` Q ${x + 12} ${top - (6 + 8 * vigour)} ${x + 24} ${top + (1 - vigour) * rnd() * 10}`;
      a.add(`<path d="${d} V ${y} Z" fill="${band}" ${s3} opacity="${0.7 + 0.3 * vigour}"/>`);
      continue;
    }
    const step = (0.62 - 0.2 * vigour) * size;
    for (let x = -20 + rnd() * step; x < a.W + 20; x += step * (0.8 + rnd() * 0.4)) {
      // Gaps in the row where plants failed: about one in three when starved, none when well fed.
      if (rnd() < 0.35 * (1 - vigour)) continue;
      wheat(a, x, y, size * (1.05 + 0.2 * vigour), vigour, rnd);
    }
  }
}

export const crops: Record<string, Draw> = {
  'napier-grass': (a) => {
    const gy = a.H * 0.5;
    a.outdoor(gy, { sky: 'day', sun: [860, 100], far: [30, 55, 40, 60, 35], ground: '#7f6a48' });
    // Rows of tall clumps receding, a farmer for scale (the grass stands taller than a person).
    for (let r = 0; r < 4; r++) {
      const y = gy + 40 + r * 85;
      const h = 150 + r * 70;
      a.add(`<path d="M-10 ${y + 6} H ${a.W + 10}" stroke="#6a5638" stroke-width="${8 + r * 3}"/>`);
      a.grass(-10 + (r % 2) * 30, a.W + 20, y, h, [shade(C.leaf, 1.15), C.leaf, C.green, shade(C.green, 0.85)][r]!, 34 + r * 12);
    }
    a.person(800, a.H - 16, 1.7, 'farmer');
    // A cut bundle tied with twine in front.
    a.add(`<path d="M60 ${a.H - 30} L 380 ${a.H - 70} L 384 ${a.H - 40} L 64 ${a.H} Z" fill="${C.leaf}" ${s3}/><path d="M200 ${a.H - 60} l 6 50" stroke="${C.straw}" stroke-width="8"/>`);
  },
  'paddy-straw': (a) => {
    const gy = a.H * 0.46;
    a.outdoor(gy, { sky: 'haze', far: [15, 25, 20, 30, 15], ground: '#c8ae6a' });
    a.rows(gy, a.H, '#c8ae6a', 11, true);
    // Bund (field edge) with a line of trees behind.
    a.add(`<path d="M-10 ${gy + 12} H ${a.W + 10}" stroke="${C.earth}" stroke-width="10"/>`);
    for (let i = 0; i < 6; i++) a.tree(60 + i * 170, gy + 8, 90 + (i % 3) * 16, i % 2 ? C.green : C.olive);
    // A stack of square bales at the edge of the field, a few loose ones in the stubble.
    for (let r = 0; r < 4; r++) for (let i = 0; i < 5 - r; i++) a.squareBale(360 + i * 120 + r * 60, a.H * 0.82 - r * 62, 112, 62);
    a.squareBale(80, a.H * 0.98, 120, 66);
    a.squareBale(160, a.H * 0.74, 90, 50);
    a.squareBale(900, a.H * 0.97, 110, 60);
  },
  'crop-before': (a) => wheatField(a, 0.55, 21),
  'crop-after': (a) => wheatField(a, 1, 21),
};
