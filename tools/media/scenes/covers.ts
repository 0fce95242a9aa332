/**
 * Blog covers drawn from a post's category, for posts without a hand-drawn
 * scene of their own (tools/media/generators/scenes.ts). The seed comes from
 * the post's id and title, and it moves the horizon, the sky, the sides and the
 * size of every element, so two posts of one category get different pictures
 * (`npm run media:check` compares them). What each category's picture always
 * shows is said in its default alt text, `categoryCoverAlt` in
 * src/content/collections/covers.ts: keep the two in step.
 */
import type { BlogCategory } from '../../../src/content/collections/types';
import { type Art, C, shade } from '../art';
import { seededRandom } from '../lib';
import type { Draw } from './plants';

type Rnd = () => number;

const SKIES = ['day', 'dusk', 'haze', 'morning'] as const;
const GROUNDS = ['#9dbb8e', '#aab59d', '#b7c08f', '#c2a77e', '#a3b98a'];

const between = (rnd: Rnd, lo: number, hi: number) => lo + rnd() * (hi - lo);
const pick = <T>(rnd: Rnd, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

/**
 * Each subject draws into the space right of `x0` (0.05-0.45 of the width,
 * chosen by the seed) on a ground line `gy`; the whole group may be mirrored.
 */
const subjects: Record<BlogCategory, (a: Art, gy: number, x0: number, rnd: Rnd) => void> = {
  // An electrolyser container, hydrogen storage spheres, solar panels and a wind turbine.
  'Hydrogen Energy': (a, gy, x0, rnd) => {
    const rows = 1 + Math.floor(rnd() * 3);
    for (let i = 0; i < rows; i++) a.solar(x0 - 40 + i * 30, gy + 40 + i * 55, between(rnd, 220, 340), 4 + Math.floor(rnd() * 3));
    a.turbine(x0 + between(rnd, 0, 120), gy, between(rnd, 160, 260), rnd() * 120);
    const cx = x0 + between(rnd, 200, 280);
    const cw = between(rnd, 170, 240);
    a.container(cx, gy + between(rnd, 30, 70), cw, between(rnd, 90, 130), pick(rnd, [C.teal, C.green, C.blue]));
    const spheres = 1 + Math.floor(rnd() * 2);
    const r = between(rnd, 38, 55);
    for (let i = 0; i < spheres; i++) a.sphere(Math.min(cx + cw + 60 + r + i * r * 2.3, a.W - 20 - (spheres - i) * r * 2.3 + r * 1.3), gy + between(rnd, 10, 40), r, C.white);
    a.pipe([[cx + cw, gy - 20], [cx + cw + 60, gy - 20]], C.blue, 8);
  },
  // Solar panels, wind turbines, a biogas digester and trees.
  Sustainability: (a, gy, x0, rnd) => {
    const turbines = 2 + Math.floor(rnd() * 3);
    for (let i = 0; i < turbines; i++) a.turbine(x0 + i * between(rnd, 70, 140), gy + i * 8, between(rnd, 140, 280), rnd() * 120);
    a.solar(x0 + between(rnd, 150, 300), gy + between(rnd, 60, 140), between(rnd, 260, 420), 4 + Math.floor(rnd() * 4));
    a.digester(x0 + between(rnd, 520, 620), gy + between(rnd, 40, 90), between(rnd, 55, 85), between(rnd, 70, 120), pick(rnd, [C.teal, C.tealLight, C.brick]));
    const trees = 1 + Math.floor(rnd() * 4);
    for (let i = 0; i < trees; i++) a.tree(between(rnd, 20, 980), gy + between(rnd, 20, 90), between(rnd, 70, 140));
  },
  // A receiving shed, a waste truck, digesters and a gas holder.
  'Waste Management': (a, gy, x0, rnd) => {
    const sw = between(rnd, 200, 320);
    a.shed(x0 - 60, gy + between(rnd, 60, 110), sw, between(rnd, 110, 170), 70, pick(rnd, [C.cream, C.steelLight]), pick(rnd, [C.blue, C.teal, C.red]), { doors: 1 + Math.floor(rnd() * 2), sawtooth: rnd() < 0.5 });
    const digesters = 1 + Math.floor(rnd() * 3);
    const r = between(rnd, 55, 90);
    for (let i = 0; i < digesters; i++) a.digester(x0 + sw + 40 + i * r * 2.4, gy + 40 + (i % 2) * 20, r, between(rnd, 90, 150), i % 2 ? C.teal : C.tealLight);
    a.gasHolder(Math.min(930, x0 + sw + 60 + digesters * r * 2.4), gy + 70, between(rnd, 45, 75));
    a.truck(between(rnd, 20, 560), a.H * between(rnd, 0.9, 0.98), between(rnd, 0.7, 1), pick(rnd, [C.amber, C.teal, C.green]), 'tipper', C.olive);
  },
  // Field rows, straw bales, a farm digester, a tree and a loop of arrows from field to gas and back to the soil.
  'Circular Economy': (a, gy, x0, rnd) => {
    a.rows(gy, a.H, pick(rnd, [C.leaf, '#c8a95c', C.olive]), 5 + Math.floor(rnd() * 5), rnd() < 0.5);
    const bales = 2 + Math.floor(rnd() * 4);
    for (let i = 0; i < bales; i++) a.bale(x0 - 20 + i * between(rnd, 60, 90), a.H * between(rnd, 0.86, 0.97), between(rnd, 24, 40));
    const rx = between(rnd, 160, 260);
    const dx = Math.min(x0 + between(rnd, 330, 480), a.W - rx - 50);
    a.digester(dx, gy + between(rnd, 60, 110), between(rnd, 60, 95), between(rnd, 70, 120), pick(rnd, [C.brick, C.teal]));
    a.tree(Math.min(960, dx + between(rnd, 160, 300)), gy + between(rnd, 20, 60), between(rnd, 90, 150));
    const top = gy - between(rnd, 80, 180);
    a.add(`<path d="M${dx - rx} ${top} A ${rx} ${rx * 0.45} 0 0 1 ${dx + rx} ${top}" fill="none" stroke="${C.teal}" stroke-width="14"/><path d="M${dx + rx} ${top} l 14 -30 l 16 36 z" fill="${C.teal}"/>`);
    a.add(`<path d="M${dx + rx} ${a.H * 0.9} A ${rx} ${rx * 0.25} 0 0 1 ${dx - rx} ${a.H * 0.9}" fill="none" stroke="${C.amber}" stroke-width="14"/><path d="M${dx - rx} ${a.H * 0.9} l -8 -26 l 30 14 z" fill="${C.amber}"/>`);
  },
};

/** The cover of a post of `category`; `seed` (from its id and title) varies the drawing. */
export function categoryCover(category: BlogCategory, seed: number): Draw {
  return (a) => {
    const rnd = seededRandom(seed);
    const gy = a.H * between(rnd, 0.44, 0.74);
    const far = Array.from({ length: 3 + Math.floor(rnd() * 4) }, () => between(rnd, 10, 110));
    const ground = pick(rnd, GROUNDS);
    a.outdoor(gy, { sky: pick(rnd, SKIES), sun: [a.W * between(rnd, 0.1, 0.9), a.H * between(rnd, 0.1, 0.25)], far, ground });
    const mirror = rnd() < 0.5;
    if (mirror) a.add(`<g transform="translate(${a.W} 0) scale(-1 1)">`);
    // A sloping foreground and a track or stream across it: the broad shapes that tell two covers apart at a glance.
    const rise = a.H * between(rnd, 0.08, 0.2);
    a.add(`<path d="M-10 ${gy + rise} Q ${a.W * between(rnd, 0.3, 0.7)} ${gy + rise * between(rnd, -0.5, 1.5)} ${a.W + 10} ${gy + a.H * 0.02} V ${a.H + 10} H -10 Z" fill="${shade(ground, 0.86)}"/>`);
    const t0 = a.W * between(rnd, 0.1, 0.9);
    const t1 = a.W * between(rnd, 0, 1);
    // Not across the field rows of a Circular Economy cover, which fill the ground.
    if (category !== 'Circular Economy')
      a.add(`<path d="M${t0 - 20} ${gy + rise} L ${t0 + 20} ${gy + rise} L ${t1 + 140} ${a.H + 10} L ${t1 - 140} ${a.H + 10} Z" fill="${pick(rnd, [C.blueLight, shade(C.earth, 1.3), C.steelLight])}" opacity="0.9"/>`);
    subjects[category](a, gy, a.W * between(rnd, 0.05, 0.3), rnd);
    if (mirror) a.add('</g>');
  };
}
