/**
 * The home hero's three loops in the illustration style: a still background
 * scene per slide, each showing its own process (our biogas reforming skid, the reception of a city's
 * wet waste, digester and upgrading skid) and a moving layer (clouds, or wet waste on the belt) that
 * ffmpeg scrolls by exactly one tile per loop. The slide's text sits on the
 * left over a gradient from the frame's edge (src/components/home/hero.tsx), so each subject stands in the
 * centre and right; what lies under the panel is context, and the foot of the frame
 * is as lit as the rest. The slides' people are scenes/hero-people.ts.
 * Phones show each slide composed again for a tall frame (scenes/hero-portrait.ts).
 */
import { Art, C, INK, shade } from '../art';
import { seededRandom } from '../lib';
import { crateTipper, farmer, operator, picker, supervisor } from './hero-people';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;
/** Design units of the 960x540 frame (art.ts draws 1000 units wide). */
export const HERO_W = 1000;
export const HERO_H = 562.5;

/** A small flame, its foot at (x, y), `h` tall, pointing up. */
function flame(a: Art, x: number, y: number, h: number): void {
  const w = h * 0.42;
  a.add(`<path d="M${x} ${y - h} C ${x + w} ${y - h * 0.5} ${x + w * 0.8} ${y} ${x} ${y} C ${x - w * 0.8} ${y} ${x - w} ${y - h * 0.5} ${x} ${y - h} Z" fill="${C.flame}" ${s3}/>`);
  a.add(`<path d="M${x} ${y - h * 0.55} C ${x + w * 0.4} ${y - h * 0.3} ${x + w * 0.35} ${y - 2} ${x} ${y - 2} C ${x - w * 0.35} ${y - 2} ${x - w * 0.4} ${y - h * 0.3} ${x} ${y - h * 0.55} Z" fill="${C.amber}"/>`);
}

/**
 * Our hydrogen route at pilot scale, as the hydrogen page describes it (src/content/technology-hydrogen.ts,
 * reformingTrain), left to right as the gas goes, on one skid whose front left foot is at (x0, yb);
 * `k` scales the lengths (lines keep art.ts's weight): the zinc-oxide desulphuriser, the reformer box on
 * its legs with the burner under it and its flue stack, the water-gas shift reactor, the twin pressure
 * swing adsorption columns, and the bank of hydrogen cylinders on its own pallet. Biogas (amber) comes in
 * at the desulphuriser's foot from the left (`inletX`: where the scene's feed pipe comes down); hydrogen
 * (white) leaves the second column's top for the bank's manifold; the columns' tail gas (grey) goes back
 * along the skid to the burner. About 445 units wide at k = 1. Returns where the feed pipe's valve is.
 */
export function reformingSkid(a: Art, x0: number, yb: number, k: number, inletX: number): { valve: [number, number] } {
  const X = (dx: number) => x0 + dx * k;
  const Y = (dy: number) => yb - dy * k;
  const T = 20; // the skid's deck, above its foot
  // Pipes first, so the vessels they enter cover their ends.
  const zx = X(30);
  const zr = 22 * k;
  const inletY = Y(T + 34);
  a.pipe([[inletX, inletY], [zx, inletY]], C.amber, 8 * k);
  const boxL = X(68);
  const boxR = X(180);
  const boxBottom = T + 30;
  const boxTop = boxBottom + 165;
  a.pipe([[zx, Y(T + 118)], [zx, Y(T + 150)], [X(54), Y(T + 150)], [X(54), Y(boxTop - 30)], [boxL + 4, Y(boxTop - 30)]], C.amber, 7 * k);
  const sx = X(224);
  const px = [X(270), X(304)];
  a.pipe([[boxR - 4, Y(boxBottom + 40)], [sx, Y(boxBottom + 40)]], C.steel, 7 * k);
  a.pipe([[sx, Y(T + 30)], [px[0]!, Y(T + 30)]], C.steel, 7 * k);
  // The skid.
  a.block(X(0), yb, 330 * k, T * k, 26 * k, C.steelDark);
  // Desulphuriser: a squat vessel with a domed head.
  a.cylinder(zx, Y(T), zr, 112 * k, C.steelLight, { bands: 1, top: false });
  a.add(`<path d="M${zx - zr} ${Y(T + 112)} A ${zr} ${zr * 0.75} 0 0 1 ${zx + zr} ${Y(T + 112)} A ${zr} ${zr * 0.28} 0 0 1 ${zx - zr} ${Y(T + 112)} Z" fill="${shade(C.steelLight, 1.2)}" ${s3}/>`);
  // Reformer box: on four legs, the burner under it firing up into the box, the flue stack on its roof.
  for (const lx of [boxL + 8 * k, boxR - 14 * k]) a.add(`<rect x="${lx}" y="${Y(boxBottom)}" width="${6 * k}" height="${(boxBottom - T) * k}" fill="${C.slate}" ${s3}/>`);
  const bx = (boxL + boxR) / 2;
  a.add(`<rect x="${bx - 16 * k}" y="${Y(T + 12)}" width="${32 * k}" height="${12 * k}" rx="${3 * k}" fill="${C.steel}" ${s3}/>`);
  flame(a, bx, Y(T + 12), 24 * k);
  const stackX = boxL + 88 * k;
  const stackFoot = Y(boxTop + 10);
  a.add(`<path d="M${stackX} ${stackFoot - 96 * k - 16 * k} q -10 -14 0 -28 q 10 -14 0 -28" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>`);
  a.add(`<rect x="${stackX - 8 * k}" y="${stackFoot - 96 * k}" width="${16 * k}" height="${96 * k}" fill="${C.steelDark}" ${s3}/>`);
  a.add(`<rect x="${stackX - 11 * k}" y="${stackFoot - 100 * k}" width="${22 * k}" height="${8 * k}" rx="${2 * k}" fill="${C.slate}" ${s3}/>`);
  a.block(boxL, Y(boxBottom), boxR - boxL, (boxTop - boxBottom) * k, 34 * k, C.brick);
  a.add(`<path d="M${boxL} ${Y(boxTop - 22)} H ${boxR}" stroke="${shade(C.brick, 0.78)}" stroke-width="3"/>`);
  // Two peepholes in the firebox, the catalyst tubes' glow behind them.
  for (const [ox, oy] of [[0.3, 0.5], [0.7, 0.5]] as const) {
    const cx = boxL + (boxR - boxL) * ox;
    const cy = Y(boxBottom + (boxTop - boxBottom) * oy);
    a.add(`<rect x="${cx - 12 * k}" y="${cy - 16 * k}" width="${24 * k}" height="${32 * k}" rx="${5 * k}" fill="${C.slate}" ${s3}/><rect x="${cx - 6 * k}" y="${cy - 9 * k}" width="${12 * k}" height="${18 * k}" rx="${3 * k}" fill="${C.flame}"/>`);
  }
  // Water-gas shift reactor.
  a.cylinder(sx, Y(T), 25 * k, 140 * k, C.steelLight, { bands: 1 });
  // Twin PSA columns, tied by their valve manifold at the foot.
  a.add(`<path d="M${px[0]} ${Y(T + 16)} H ${px[1]}" stroke="${INK}" stroke-width="${8 * k + 6}"/><path d="M${px[0]} ${Y(T + 16)} H ${px[1]}" stroke="${C.steelDark}" stroke-width="${8 * k}"/>`);
  for (const x of px) a.cylinder(x, Y(T), 15 * k, 185 * k, C.white, { bands: 2 });
  // Tail gas from the columns back along the deck to the burner.
  a.pipe([[px[0]! - 15 * k, Y(T + 6)], [bx + 16 * k, Y(T + 6)]], C.steelDark, 5 * k);
  // The cylinder bank: two rows on a pallet, hydrogen's red shoulders, a manifold along the back row.
  const cb = X(346);
  a.block(cb - 4 * k, yb + 6 * k, 86 * k, 12 * k, 22 * k, C.slate);
  a.pipe([[px[1]!, Y(T + 185)], [px[1]!, Y(T + 205)], [cb + 82 * k, Y(T + 205)], [cb + 82 * k, Y(124)], [cb + 12 * k, Y(124)]], C.white, 6 * k);
  for (let i = 0; i < 3; i++) {
    a.add(`<path d="M${cb + (18 + i * 26) * k} ${Y(124)} V ${Y(114)}" stroke="${INK}" stroke-width="3"/>`);
    gasBottle(a, cb + (18 + i * 26) * k, Y(12), 104 * k, 12 * k, C.red);
  }
  for (let i = 0; i < 3; i++) gasBottle(a, cb + (6 + i * 26) * k, Y(-6), 104 * k, 12 * k, C.red);
  return { valve: [inletX, inletY - 22 * k] };
}

/** A gas cylinder of radius `r`, `h` tall from its foot at (cx, yb) to its valve, the shoulder in `shoulder`. */
function gasBottle(a: Art, cx: number, yb: number, h: number, r: number, shoulder: string): void {
  const top = yb - h + r * 2;
  a.add(`<path d="M${cx - r} ${yb} V ${top} Q ${cx - r} ${top - r * 1.3} ${cx} ${top - r * 1.3} Q ${cx + r} ${top - r * 1.3} ${cx + r} ${top} V ${yb} Z" fill="${C.steelLight}" ${s3}/>`);
  a.add(`<path d="M${cx - r} ${top + r * 0.8} V ${top} Q ${cx - r} ${top - r * 1.3} ${cx} ${top - r * 1.3} Q ${cx + r} ${top - r * 1.3} ${cx + r} ${top} V ${top + r * 0.8} Z" fill="${shoulder}" ${s3}/>`);
  a.add(`<rect x="${cx - r * 0.35}" y="${top - r * 2}" width="${r * 0.7}" height="${r * 0.75}" fill="${C.slate}" stroke="${INK}" stroke-width="2"/>`);
}

/**
 * Green hydrogen as we make it: from biogas, not by electrolysis. The reforming train at pilot scale
 * on its skid (reformingSkid), fed by a pipe from the biogas holder behind it; an operator turns the
 * feed valve. Outdoors at mid-morning, clouds drifting (the loop's moving layer, kept high so they
 * never pass the flue stack). No lettering.
 */
export function heroHydrogen(a: Art): void {
  const gy = a.H * 0.57;
  a.outdoor(gy, { sky: 'morning', far: [26, 44, 30, 52, 36], ground: '#a3b596' });
  // The biogas holder stands back, left of the skid; its pipe comes forward and down to the train.
  // Everything stands right of the text's edge (45% of the frame on a wide screen).
  const hx = 560;
  const hy = gy + 24;
  a.gasHolder(hx, hy, 64);
  const yb = a.H * 0.86;
  // The feed leaves the holder's foot towards us, through the valve, into the desulphuriser.
  const inletX = 528;
  a.pipe([[inletX, hy - 2], [inletX, yb - 54]], C.amber, 8);
  const { valve } = reformingSkid(a, 540, yb, 1, inletX);
  a.handWheel(valve[0], valve[1], 10);
  operator(a, 488, yb + 8, 1.05, valve);
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

/**
 * Drifting clouds, a tile of `period` units drawn `copies` times side by side, their centres between
 * `band`'s two heights.
 */
export function heroClouds(a: Art, period: number, copies: number, seed: number, fill = '#f3ece0', band: [number, number] = [40, 150]): void {
  const rnd = seededRandom(seed);
  const tile: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = (i * period) / 3 + rnd() * 60;
    const y = band[0] + rnd() * (band[1] - band[0]);
    const s = 0.7 + rnd() * 0.6;
    tile.push(`<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(2)})" opacity="0.85"><path d="M-70 20 Q -70 -4 -40 -4 Q -30 -30 0 -26 Q 24 -44 48 -20 Q 76 -18 74 20 Z" fill="${fill}" stroke="${INK}" stroke-width="2.5" stroke-opacity="0.45"/></g>`);
  }
  const body = tile.join('');
  for (let k = 0; k < copies; k++) a.add(`<g transform="translate(${k * period} 0)">${body}</g>`);
}
