/**
 * The full-width pictures of the three completed-project stories (/projects/completed/1..3,
 * also their cards): each shows the plant its story in content/projects/ describes, in
 * process order from left to right and roughly to scale, so a person is small beside a
 * digester. Each scene states its scale (design units per metre) and sizes its parts from
 * it. No lettering: the story's text and the picture's alt say what the parts are.
 */
import { Art, C, INK, shade } from '../art';
import { pump } from './cavitation';
import type { Draw } from './plants';

/** Ink outline of a given weight; small, to-scale parts take a lighter line than the art.ts primitives' 3. */
const ink = (w: number) => `stroke="${INK}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
/** Gas lines are yellow, as piped cooking-gas lines are painted in India. */
const GAS = C.flame;
const DUNG = '#7a5a36';
const SLURRY = '#8f7347';

/** A pipe of any width with a lighter ink edge than art.ts's `pipe` (for thin, to-scale lines). */
function line(a: Art, points: [number, number][], fill: string, width: number, edge = 1.5): void {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
  a.add(`<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width + edge * 2}" stroke-linejoin="round" stroke-linecap="round"/>`);
  a.add(`<path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`);
}

/** A standing person `h` units tall (1.7 m at the scene's scale), drawn without the fixed 3-unit line that would swamp a small figure. */
function figure(a: Art, cx: number, yb: number, h: number, shirt = C.amber, hat: string | null = C.flame): void {
  const u = h / 17;
  const sw = Math.max(0.8, u * 0.35);
  a.add(`<path d="M${cx - u * 1.3} ${yb} V ${yb - u * 7.5} M${cx + u * 1.3} ${yb} V ${yb - u * 7.5}" stroke="${INK}" stroke-width="${u * 1.7 + sw * 2}" stroke-linecap="round"/><path d="M${cx - u * 1.3} ${yb - sw} V ${yb - u * 7.5} M${cx + u * 1.3} ${yb - sw} V ${yb - u * 7.5}" stroke="${C.screen}" stroke-width="${u * 1.7}" stroke-linecap="round"/>`);
  a.add(`<rect x="${cx - u * 3}" y="${yb - u * 14}" width="${u * 6}" height="${u * 7.5}" rx="${u * 1.8}" fill="${shirt}" ${ink(sw)}/>`);
  a.add(`<circle cx="${cx}" cy="${yb - u * 15.2}" r="${u * 1.9}" fill="#a9765a" ${ink(sw)}/>`);
  if (hat) a.add(`<path d="M${cx - u * 2.3} ${yb - u * 15.6} A ${u * 2.3} ${u * 2} 0 0 1 ${cx + u * 2.3} ${yb - u * 15.6} Z" fill="${hat}" ${ink(sw)}/>`);
}

/** A wheel: tyre, rim and hub. */
function wheel(a: Art, cx: number, cy: number, r: number, sw: number): void {
  a.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.slate}" ${ink(sw)}/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${C.flame}" ${ink(sw * 0.8)}/><circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="${C.slate}"/>`);
}

/**
 * A farm tractor facing left, `k` units a metre: big rear wheels, a bonnet, an open seat under a
 * canopy frame. Returns the x of its rear hitch, where a trailer couples.
 */
function tractor(a: Art, x: number, yb: number, k: number, body = C.red): number {
  const sw = Math.max(1, k * 0.14);
  const m = (v: number) => v * k;
  // Bonnet and engine block from the front axle to the cab.
  a.add(`<path d="M${x + m(0.2)} ${yb - m(0.55)} V ${yb - m(1.5)} Q ${x + m(0.2)} ${yb - m(1.7)} ${x + m(0.5)} ${yb - m(1.7)} H ${x + m(2.2)} V ${yb - m(0.55)} Z" fill="${body}" ${ink(sw)}/>`);
  a.add(`<path d="M${x + m(0.6)} ${yb - m(1.2)} H ${x + m(1.9)}" stroke="${shade(body, 0.75)}" stroke-width="${sw * 2}"/>`);
  // Exhaust, seat, steering wheel and the canopy frame.
  a.add(`<path d="M${x + m(0.9)} ${yb - m(1.7)} V ${yb - m(2.3)}" ${ink(sw * 1.6)}/>`);
  a.add(`<path d="M${x + m(2.3)} ${yb - m(1.1)} V ${yb - m(2.75)} H ${x + m(3.5)} V ${yb - m(1.1)}" fill="none" ${ink(sw * 1.4)}/><rect x="${x + m(2.15)}" y="${yb - m(2.9)}" width="${m(1.5)}" height="${m(0.2)}" fill="${body}" ${ink(sw)}/>`);
  a.add(`<path d="M${x + m(2.9)} ${yb - m(1.3)} v -${m(0.4)} h ${m(0.5)}" fill="none" ${ink(sw * 1.2)}/><path d="M${x + m(2.2)} ${yb - m(1.9)} l ${m(0.3)} ${m(0.35)}" ${ink(sw * 1.2)}/>`);
  // Mudguard over the rear wheel, then the wheels.
  a.add(`<path d="M${x + m(2.2)} ${yb - m(0.9)} A ${m(0.95)} ${m(0.95)} 0 0 1 ${x + m(4.0)} ${yb - m(0.9)}" fill="none" stroke="${body}" stroke-width="${m(0.25)}"/>`);
  wheel(a, x + m(0.7), yb - m(0.45), m(0.45), sw);
  wheel(a, x + m(3.1), yb - m(0.8), m(0.8), sw);
  a.add(`<path d="M${x + m(3.8)} ${yb - m(0.6)} H ${x + m(4.3)}" ${ink(sw * 1.5)}/>`);
  return x + m(4.3);
}

/** A two-wheeled farm trailer behind a hitch at `x`: a heaped load (tipped up at `tilt` degrees), or a tank. */
function trailer(a: Art, x: number, yb: number, k: number, kind: 'heap' | 'tank', opts: { tilt?: number; load?: string; len?: number } = {}): void {
  const sw = Math.max(1, k * 0.14);
  const m = (v: number) => v * k;
  const len = m(opts.len ?? 4.2);
  const fy = yb - m(0.9);
  a.add(`<path d="M${x} ${yb - m(0.6)} L ${x + m(0.6)} ${fy}" ${ink(sw * 1.4)}/>`);
  const g = opts.tilt ? ` transform="rotate(${opts.tilt} ${x + len * 0.72} ${fy})"` : '';
  a.add(`<g${g}>`);
  if (kind === 'tank') {
    a.add(`<rect x="${x + m(0.6)}" y="${fy - m(1.6)}" width="${len}" height="${m(1.6)}" rx="${m(0.8)}" fill="${opts.load ?? C.steelLight}" ${ink(sw)}/>`);
    a.add(`<path d="M${x + m(1)} ${fy - m(1.25)} H ${x + len}" stroke="#ffffff" stroke-width="${sw * 1.5}" opacity="0.55"/>`);
    a.add(`<rect x="${x + m(0.6) + len * 0.45}" y="${fy - m(1.9)}" width="${m(0.6)}" height="${m(0.35)}" fill="${C.slate}" ${ink(sw)}/>`);
  } else {
    a.add(`<path d="M${x + m(0.6)} ${fy - m(0.9)} Q ${x + m(0.6) + len * 0.5} ${fy - m(2.1)} ${x + m(0.6) + len} ${fy - m(0.9)} Z" fill="${opts.load ?? DUNG}" ${ink(sw)}/>`);
    a.add(`<rect x="${x + m(0.6)}" y="${fy - m(1)}" width="${len}" height="${m(1)}" fill="${C.leaf}" ${ink(sw)}/>`);
    a.add(`<path d="M${x + m(0.6) + len / 3} ${fy - m(1)} v ${m(1)} M${x + m(0.6) + (2 * len) / 3} ${fy - m(1)} v ${m(1)}" stroke="${shade(C.leaf, 0.75)}" stroke-width="${sw}"/>`);
  }
  a.add('</g>');
  wheel(a, x + m(0.6) + len * 0.62, yb - m(0.5), m(0.5), sw);
}

/**
 * A village house seen corner-on: a front wall `w` by `h` and depth `d` (units), a pitched
 * roof with its ridge along the front, a door and a window.
 */
function house(a: Art, x: number, yb: number, w: number, h: number, d: number, wall: string, roof: string, sw = 1.8): void {
  const dx = d * 0.55;
  const dy = -d * 0.42;
  const y = yb - h;
  const rh = h * 0.55;
  a.add(`<path d="M${x + w} ${y} l${dx} ${dy} v${h} l${-dx} ${-dy} Z" fill="${shade(wall, 0.78)}" ${ink(sw)}/>`);
  a.add(`<path d="M${x + w} ${y} l${dx} ${dy} L ${x + w + dx / 2} ${y + dy / 2 - rh} Z" fill="${shade(wall, 0.9)}" ${ink(sw)}/>`);
  a.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}" ${ink(sw)}/>`);
  a.add(`<path d="M${x - w * 0.04} ${y + 1} H ${x + w * 1.04} L ${x + w + dx / 2} ${y + dy / 2 - rh} H ${x + dx / 2} Z" fill="${roof}" ${ink(sw)}/>`);
  a.add(`<rect x="${x + w * 0.16}" y="${yb - h * 0.62}" width="${w * 0.2}" height="${h * 0.62}" fill="${shade(wall, 0.5)}" ${ink(sw)}/>`);
  a.add(`<rect x="${x + w * 0.55}" y="${y + h * 0.25}" width="${w * 0.26}" height="${h * 0.3}" fill="${C.glass}" ${ink(sw)}/>`);
}

/**
 * Shirur, at 12 units a metre: the cooperative's tractor tips dung into the receiving pit, the
 * mixing tank slurries it with chopped market waste, two digesters of about 18 m by 7 m (some
 * 3,500 m³ between them) make the gas, a separate holder stores it, and a low-pressure yellow
 * main carries it off to the village's kitchens, the nearest house with its meter on the wall.
 * In front, the screw press drops the solid digestate on a heap and a tanker takes the liquid.
 */
function shirur(a: Art): void {
  const k = 12;
  const gy = 262;
  a.outdoor(gy, { sky: 'morning', sun: [120, 96], far: [24, 40, 28, 50, 32, 20], ground: '#a3bd8a' });
  // Fields behind the plant, the yard's packed earth in front of them.
  a.rows(gy, gy + 60, C.leaf, 5);
  a.add(`<path d="M-10 ${a.H + 10} L -10 372 L 190 310 H 800 L 720 ${a.H + 10} Z" fill="#c9b48a"/>`);
  a.add(`<path d="M-10 372 L 190 310 H 800 L 720 ${a.H + 10}" fill="none" ${ink(1.5)} opacity="0.35"/>`);
  for (const [tx, ty, s] of [[34, 330, 70], [108, 318, 58], [780, 286, 46]] as const) a.tree(tx, ty, s, C.green);

  // Everything on the yard stands a little up from the frame's foot, so the vehicles are not cut.
  a.add('<g transform="translate(0 -22)">');
  // The village, right: roofs going back beyond the frame, the nearer houses on the gas main.
  for (const [hx, hy] of [[830, 292], [874, 286], [918, 294], [962, 284], [1004, 292], [846, 322], [928, 326], [1000, 320]] as const) house(a, hx - 20, hy, 34, 20, 26, C.cream, C.brick, 1.2);
  const main = 380;
  const back = [
    [810, 366, '#e6d3b0', C.red],
    [884, 360, C.cream, C.brick],
    [954, 368, '#e6d3b0', C.brick],
  ] as const;
  back.forEach(([hx, hy, wall, roof]) => house(a, hx, hy, 48, 32, 36, wall, roof));
  // The low-pressure main from the holder to the village on short posts, a service pipe to each house.
  for (let px = 800; px < a.W; px += 44) a.add(`<path d="M${px} ${main} V ${main + 14}" ${ink(2)}/>`);
  line(a, [[770, main], [a.W + 10, main]], GAS, 5);
  for (const [hx, hy] of back) line(a, [[hx + 40, main], [hx + 40, hy - 8]], GAS, 3, 1);
  // The nearest house: its service pipe climbs the wall to the meter by the kitchen window.
  const [hx, hy, wall, roof] = [846, 452, C.white, C.red] as const;
  line(a, [[hx + 58, main], [hx + 58, hy - 30]], GAS, 3, 1);
  house(a, hx, hy, 68, 42, 44, wall, roof);
  a.add(`<rect x="${hx + 52}" y="${hy - 26}" width="12" height="12" rx="2" fill="${C.steelLight}" ${ink(1.5)}/><circle cx="${hx + 58}" cy="${hy - 20}" r="3.5" fill="${C.white}" ${ink(1)}/>`);
  line(a, [[hx + 58, hy - 14], [hx + 58, hy - 8], [hx + 50, hy - 8], [hx + 50, hy - 26]], GAS, 2.5, 1);
  house(a, 930, 470, 60, 38, 40, '#e6d3b0', C.brick);

  // The gas holder: a double-membrane dome about 11 m across, apart from the digesters.
  a.gasHolder(712, 368, 66, C.white);
  line(a, [[712, 368], [712, 380], [770, 380]], GAS, 5);

  // Two digesters, 18 m across and 7 m to the eaves, under membrane roofs.
  const r = 9 * k;
  const h = 7 * k;
  const d1 = 300;
  const d2 = 530;
  a.digester(d2, 420, r, h, C.tealLight);
  a.digester(d1, 452, r, h, C.teal);
  // Biogas from both domes to the holder.
  line(a, [[d2, 276], [d2, 246], [712, 246], [712, 310]], GAS, 5);
  line(a, [[d1, 308], [d1, 246], [d2, 246]], GAS, 5);

  // Receiving pit (sunk, with a concrete rim) and the tractor tipping a trailer of dung into it.
  const hitch = tractor(a, 16, 612, k);
  trailer(a, hitch, 612, k, 'heap', { tilt: 16 });
  const px = 122;
  const py = 604;
  a.add(`<path d="M${px - 8} ${py + 6} l 34 -26 h 80 l -34 26 Z" fill="${C.steelLight}" ${ink(2)}/><path d="M${px} ${py} l 24 -18 h 62 l -24 18 Z" fill="${shade(DUNG, 0.75)}" ${ink(1.5)}/>`);
  a.add(`<path d="M${px + 4} ${py - 2} Q ${px + 30} ${py - 26} ${px + 58} ${py - 14} L ${px + 66} ${py - 12} L ${px + 58} ${py - 2} Z" fill="${DUNG}" ${ink(1.5)}/>`);
  figure(a, 236, 606, 1.7 * k);

  // Mixing tank (about 5 m across) with its stirrer: slurry from the pit in, and on to the first digester.
  line(a, [[px + 70, py - 12], [212, py - 12], [212, 560]], SLURRY, 5);
  a.cylinder(212, 562, 32, 56, C.steelLight, { bands: 1 });
  a.add(`<path d="M212 506 V 490" ${ink(3)}/>`);
  a.block(203, 494, 18, 14, 9, C.slate);
  line(a, [[244, 532], [270, 532], [270, 470]], SLURRY, 5);

  // Digestate from both digesters to the screw press on its stand; the solids drop on a heap,
  // the liquid fraction runs to a tanker that takes it to the farmers.
  line(a, [[d1 + r - 14, 470], [d1 + r - 14, 500], [548, 500], [548, 520]], SLURRY, 5);
  line(a, [[d2 - 20, 446], [d2 - 20, 500], [548, 500]], SLURRY, 5);
  a.add(`<path d="M560 580 V 540 M630 580 V 530" ${ink(3.5)}/>`);
  a.add(`<path d="M536 538 L 640 518 L 645 540 L 541 560 Z" fill="${C.steel}" ${ink(2.5)}/><path d="M552 546 L 632 530" stroke="${C.steelDark}" stroke-width="4"/>`);
  a.block(520, 562, 22, 30, 10, C.slate);
  a.add(`<path d="M600 614 Q 652 548 704 614 Z" fill="${shade(DUNG, 1.15)}" ${ink(2)}/>`);
  a.add(`<path d="M642 540 V 578" stroke="${shade(DUNG, 1.15)}" stroke-width="7" stroke-dasharray="5 6"/>`);
  line(a, [[586, 556], [586, 586], [730, 586], [730, 574]], SLURRY, 4);
  const hitch2 = tractor(a, 712, 620, k, C.blue);
  trailer(a, hitch2, 620, k, 'tank', { len: 5 });
  figure(a, 500, 600, 1.7 * k, C.leaf, null);
  a.add('</g>');
}

/**
 * A municipal truck facing right, `k` units a metre, about 7.5 m long: a tipper with a heaped
 * load of wet waste, or a closed refuse compactor.
 */
function truck(a: Art, x: number, yb: number, k: number, body: string, kind: 'tipper' | 'compactor'): void {
  const sw = Math.max(1, k * 0.13);
  const m = (v: number) => v * k;
  a.add(`<rect x="${x}" y="${yb - m(1.1)}" width="${m(7.4)}" height="${m(0.4)}" fill="${C.slate}" ${ink(sw)}/>`);
  if (kind === 'tipper') {
    a.add(`<path d="M${x + m(0.3)} ${yb - m(2.5)} Q ${x + m(2.7)} ${yb - m(3.5)} ${x + m(5.1)} ${yb - m(2.5)} Z" fill="${C.olive}" ${ink(sw)}/>`);
    for (const [fx, fill] of [[1.4, C.red], [2.6, C.leaf], [3.7, C.amber]] as const) a.add(`<circle cx="${x + m(fx)}" cy="${yb - m(2.75)}" r="${m(0.22)}" fill="${fill}" ${ink(sw * 0.7)}/>`);
    a.add(`<path d="M${x} ${yb - m(1.1)} L ${x - m(0.1)} ${yb - m(2.6)} H ${x + m(5.3)} V ${yb - m(1.1)} Z" fill="${body}" ${ink(sw)}/>`);
    a.add(`<path d="M${x + m(1.8)} ${yb - m(2.6)} v ${m(1.5)} M${x + m(3.6)} ${yb - m(2.6)} v ${m(1.5)}" stroke="${shade(body, 0.75)}" stroke-width="${sw * 1.2}"/>`);
  } else {
    a.add(`<path d="M${x} ${yb - m(1.1)} V ${yb - m(2.6)} Q ${x} ${yb - m(3.2)} ${x + m(0.8)} ${yb - m(3.2)} H ${x + m(5.3)} V ${yb - m(1.1)} Z" fill="${body}" ${ink(sw)}/>`);
    a.add(`<path d="M${x + m(1.2)} ${yb - m(3.2)} V ${yb - m(1.1)}" ${ink(sw)}/><path d="M${x + m(1.8)} ${yb - m(2.2)} H ${x + m(5)}" stroke="${C.white}" stroke-width="${m(0.35)}"/>`);
  }
  // Cab.
  a.add(`<path d="M${x + m(5.5)} ${yb - m(1.1)} V ${yb - m(2.9)} H ${x + m(6.9)} L ${x + m(7.4)} ${yb - m(2)} V ${yb - m(1.1)} Z" fill="${kind === 'tipper' ? C.white : body}" ${ink(sw)}/>`);
  a.add(`<path d="M${x + m(6.1)} ${yb - m(2.75)} H ${x + m(6.85)} L ${x + m(7.2)} ${yb - m(2.05)} H ${x + m(6.1)} Z" fill="${C.glass}" ${ink(sw * 0.8)}/>`);
  for (const wx of [1.2, 2.4, 6.3]) wheel(a, x + m(wx), yb - m(0.5), m(0.5), sw);
}

/** A city bus facing left, 12 m long, its CNG cylinders in a pod on the roof. */
function bus(a: Art, x: number, yb: number, k: number, body: string): void {
  const sw = Math.max(1, k * 0.13);
  const m = (v: number) => v * k;
  a.add(`<rect x="${x + m(3)}" y="${yb - m(3.6)}" width="${m(5)}" height="${m(0.5)}" rx="${m(0.2)}" fill="${C.steelLight}" ${ink(sw)}/>`);
  a.add(`<path d="M${x + m(0.2)} ${yb - m(0.4)} V ${yb - m(2.9)} Q ${x + m(0.2)} ${yb - m(3.2)} ${x + m(0.6)} ${yb - m(3.2)} H ${x + m(11.8)} Q ${x + m(12)} ${yb - m(3.2)} ${x + m(12)} ${yb - m(2.9)} V ${yb - m(0.4)} Z" fill="${body}" ${ink(sw)}/>`);
  a.add(`<rect x="${x + m(0.25)}" y="${yb - m(2.9)}" width="${m(0.8)}" height="${m(1.4)}" fill="${C.glass}" ${ink(sw * 0.8)}/>`);
  for (let i = 0; i < 6; i++) a.add(`<rect x="${x + m(1.5 + i * 1.7)}" y="${yb - m(2.8)}" width="${m(1.4)}" height="${m(1)}" rx="${m(0.1)}" fill="${C.glass}" ${ink(sw * 0.8)}/>`);
  a.add(`<rect x="${x + m(1.3)}" y="${yb - m(1.6)}" width="${m(0.9)}" height="${m(1.2)}" fill="${shade(body, 0.7)}" ${ink(sw * 0.8)}/><path d="M${x + m(0.2)} ${yb - m(1.1)} H ${x + m(12)}" stroke="${C.white}" stroke-width="${m(0.25)}"/>`);
  for (const wx of [2.6, 9.6]) wheel(a, x + m(wx), yb - m(0.5), m(0.5), sw);
}

/** A stirred steel digester: flat roof, a top-entry mixer's motor and gearbox, gas off-take. */
function stirredDigester(a: Art, cx: number, yb: number, r: number, h: number, wall: string): void {
  a.cylinder(cx, yb, r, h, wall, { bands: 2 });
  const y = yb - h;
  a.block(cx - 12, y - 4, 24, 16, 12, C.slate);
  a.cylinder(cx - 2, y - 20, 8, 14, C.steelDark, { top: true });
  // Handrail round the roof.
  a.add(`<path d="M${cx - r} ${y} V ${y - 12} A ${r} ${r * 0.28} 0 0 1 ${cx + r} ${y - 12} V ${y}" fill="none" stroke="${INK}" stroke-width="2" opacity="0.7"/>`);
}

/**
 * Nashik, at 12 units a metre: municipal tippers unload wet waste in the reception hall, the
 * sorting belt carries it to the pulper, two stirred digesters of about 11 m by 9 m make the
 * gas, a holder buffers it, the membrane skid upgrades it, the compressor fills the cylinder
 * cascade at 200–250 bar, and under the forecourt's canopy a city bus and a refuse truck fill up.
 */
function nashik(a: Art): void {
  const k = 12;
  const gy = 262;
  a.outdoor(gy, { sky: 'haze', far: [30, 44, 36, 52, 30, 40], ground: '#a9b39a' });
  // The city beyond: a skyline in the haze.
  const city = shade('#b7c4c6', 0.88);
  const skyline: [number, number][] = [[380, 70], [410, 100], [446, 56], [470, 120], [506, 84], [540, 64], [580, 110], [612, 72], [650, 90], [686, 58]];
  for (const [x, h] of skyline) a.add(`<rect x="${x}" y="${gy - h}" width="${h > 90 ? 26 : 34}" height="${h}" fill="${city}"/>`);
  // Site: concrete yard, the forecourt in front.
  a.add(`<path d="M-10 ${a.H + 10} V 340 L 80 296 H ${a.W + 10} V ${a.H + 10} Z" fill="#c4c6bb"/>`);
  a.add(`<path d="M520 ${a.H + 10} L 600 500 H ${a.W + 10}" fill="none" stroke="${C.white}" stroke-width="4" opacity="0.7"/>`);

  // Reception hall, 21 m by 9 m, doors open.
  a.shed(26, 430, 250, 108, 110, C.steelLight, C.teal, { doors: 2 });
  // Two tippers backing up to it with the day's wet waste.
  truck(a, 40, 482, k, C.leaf, 'tipper');
  truck(a, 150, 530, k, C.leaf, 'tipper');

  // Sorting belt out of the hall to the pulper; the plastics picked off drop in a skip.
  a.block(290, 470, 46, 22, 20, C.amber);
  for (const [bx, fill] of [[298, C.blue], [312, C.red], [324, C.white]] as const) a.add(`<rect x="${bx}" y="${452}" width="9" height="7" rx="2" fill="${fill}" ${ink(1)}/>`);
  a.conveyor(270, 424, 372, 352, 440, [C.olive, C.leaf, C.olive]);
  figure(a, 346, 452, 1.7 * k, C.amber);
  a.cylinder(392, 416, 24, 56, C.steelLight, { bands: 1 });
  a.block(384, 362, 16, 12, 8, C.slate);

  // Two stirred digesters, about 11 m across and 9 m high.
  const r = 5.5 * k;
  const h = 9 * k;
  stirredDigester(a, 636, 398, r, h, C.tealLight);
  stirredDigester(a, 500, 432, r, h, C.teal);
  line(a, [[416, 400], [434, 400]], SLURRY, 6);
  line(a, [[566, 400], [570, 400]], SLURRY, 6);

  // Digestate: dewatered on a screw press and composted in windrows into manure for the vineyards.
  line(a, [[470, 452], [470, 520], [392, 520], [392, 534]], SLURRY, 5);
  a.add(`<path d="M350 578 V 550 M394 578 V 542" ${ink(3)}/><path d="M336 548 L 404 534 L 407 552 L 339 566 Z" fill="${C.steel}" ${ink(2.5)}/><path d="M348 553 L 398 543" stroke="${C.steelDark}" stroke-width="4"/>`);
  a.block(318, 570, 20, 26, 9, C.slate);
  for (const [wx, wy] of [[410, 600], [470, 584], [530, 606]] as const) a.add(`<path d="M${wx} ${wy} Q ${wx + 18} ${wy - 30} ${wx + 50} ${wy - 30} Q ${wx + 82} ${wy - 30} ${wx + 100} ${wy} Z" fill="${shade(DUNG, 1.1)}" ${ink(2)}/>`);

  // Gas holder, the flare beside it, unlit.
  a.gasHolder(770, 338, 54, C.white);
  a.stack(840, 338, 120, false);
  line(a, [[500, 316], [500, 270], [770, 270], [770, 292]], GAS, 5);
  line(a, [[636, 282], [636, 270]], GAS, 5);

  // The membrane upgrading skid: an open frame of horizontal membrane tubes.
  const ux = 714;
  const ub = 470;
  a.block(ux, ub, 110, 10, 30, C.slate);
  a.add(`<path d="M${ux + 4} ${ub - 10} V ${ub - 76} M${ux + 106} ${ub - 10} V ${ub - 76} M${ux + 4} ${ub - 76} H ${ux + 106}" fill="none" ${ink(4)}/>`);
  for (let i = 0; i < 3; i++) {
    const ty = ub - 26 - i * 18;
    a.add(`<rect x="${ux + 10}" y="${ty - 7}" width="90" height="14" rx="6" fill="${C.steelLight}" ${ink(2)}/><rect x="${ux + 10}" y="${ty - 8}" width="8" height="16" fill="${C.steelDark}" ${ink(1.5)}/><rect x="${ux + 92}" y="${ty - 8}" width="8" height="16" fill="${C.steelDark}" ${ink(1.5)}/>`);
  }
  line(a, [[770, 340], [770, 352], [700, 352], [700, 420], [724, 420]], GAS, 5);
  // Compressor in its enclosure, then the cylinder cascade.
  a.block(842, 466, 62, 40, 26, C.slate);
  for (let i = 0; i < 4; i++) a.add(`<path d="M${850 + i * 13} ${436} v 22" stroke="${shade(C.slate, 1.4)}" stroke-width="4"/>`);
  line(a, [[824, 446], [842, 446]], C.leaf, 4);
  a.block(912, 462, 74, 8, 24, C.steelDark);
  for (let row = 0; row < 3; row++) for (let col = 0; col < 2; col++) a.add(`<rect x="${914 + col * 36}" y="${444 - row * 13}" width="34" height="12" rx="6" fill="${row % 2 ? C.white : C.steelLight}" ${ink(1.5)}/>`);
  line(a, [[904, 450], [912, 450]], C.leaf, 4);

  // The forecourt: canopy over the dispenser; a bus and a refuse truck filling up.
  line(a, [[950, 462], [950, 480], [800, 480], [800, 560]], C.leaf, 4);
  for (const cx of [640, 960]) a.add(`<path d="M${cx} 602 V 520" ${ink(5)}/>`);
  a.block(612, 520, 380, 14, 50, C.white, { top: shade(C.white, 0.92) });
  a.add(`<rect x="612" y="506" width="380" height="14" fill="${C.teal}" ${ink(2.5)}/>`);
  a.block(790, 600, 20, 40, 12, C.white);
  a.add(`<rect x="794" y="568" width="12" height="9" fill="${C.screen}"/><path d="M790 586 q -16 4 -22 10" fill="none" ${ink(2)}/>`);
  bus(a, 620, 608, k, C.amber);
  truck(a, 826, 612, k, C.leaf, 'compactor');
  figure(a, 780, 606, 1.7 * k, C.teal);
}

/**
 * The cavitation pilot at the Krishna Valley cooperative's press-mud plant near Sangli, the
 * skid close up at about 60 units a metre: the stirred feed tank of press-mud slurry, the pump,
 * and the loop through the orifice section with its pressure gauge (6 bar at the orifice),
 * back to the tank; a branch carries the treated slurry off to the plant's digesters, seen
 * further back (and so smaller) with the sugar mill's chimney beyond. A technician for scale.
 */
function cavitationPilot(a: Art): void {
  const gy = 318;
  a.outdoor(gy, { sky: 'day', sun: [610, 90], far: [20, 34, 26, 40, 22], ground: '#b3b89a' });
  // Cane fields on the far side, the plant's concrete pad in front.
  a.rows(gy, gy + 44, C.leaf, 4);
  a.add(`<rect x="-10" y="${gy + 44}" width="${a.W + 20}" height="${a.H}" fill="#c6c3b4"/>`);
  a.add(`<path d="M-10 ${gy + 44} H ${a.W + 10}" ${ink(1.5)} opacity="0.35"/>`);
  // The sugar mill beyond: boiling house and chimney, a wisp of steam.
  a.block(40, gy + 6, 170, 70, 40, C.brick);
  a.add(`<rect x="176" y="${gy - 190}" width="26" height="${190}" fill="${C.brick}" ${ink(2)}/><path d="M189 ${gy - 196} q 30 -26 70 -20 q 40 6 60 -10" fill="none" stroke="${C.white}" stroke-width="14" stroke-linecap="round" opacity="0.55"/>`);
  // The press-mud plant's digesters further back, the nearer one taking the treated slurry.
  a.digester(990, gy + 84, 66, 58, C.tealLight);
  a.digester(866, gy + 100, 70, 60, C.teal);
  line(a, [[866, gy - 16], [866, gy - 30], [990, gy - 30], [990, gy - 28]], GAS, 3, 1);

  // Press mud waiting to be slurried.
  a.add(`<path d="M-20 ${a.H - 10} Q 40 ${a.H - 96} 130 ${a.H - 10} Z" fill="${DUNG}" ${ink(3)}/>`);

  // The skid's steel base frame.
  const yb = 560;
  a.block(80, yb + 14, 700, 18, 70, C.amber);

  // Feed tank, 1.9 m across and 2.5 m high, stirred from a motor on its bridge.
  const tx = 190;
  a.cylinder(tx, yb, 58, 150, C.steelLight, { bands: 1, top: true });
  a.add(`<ellipse cx="${tx}" cy="${yb - 150}" rx="48" ry="12" fill="${SLURRY}"/>`);
  a.add(`<path d="M${tx - 58} ${yb - 150} H ${tx + 58}" ${ink(5)}/><path d="M${tx} ${yb - 150} V ${yb - 130}" ${ink(4)}/>`);
  a.block(tx - 14, yb - 152, 28, 24, 12, C.blue);

  // Suction from the tank's foot to the pump; the pump and its motor.
  a.pipe([[tx + 50, yb - 16], [441, yb - 16], [441, yb - 50]], SLURRY, 14);
  pump(a, 280, yb, 0.75, C.blue);

  // The cavitation loop: up from the pump, through the orifice section, back over the top to the tank.
  const low = 400;
  const high = 292;
  a.pipe([[441, yb - 88], [441, low], [720, low], [720, high], [tx + 20, high], [tx + 20, yb - 156]], C.steel, 18);
  // Orifice section: two heavy flanges with the plate between them.
  a.flange(560, low, 17);
  a.add(`<rect x="570" y="${low - 30}" width="12" height="60" fill="${C.red}" ${ink(2.5)}/>`);
  a.flange(592, low, 17);
  // The gauge on its stem just upstream of the orifice reads the inlet pressure; a second after it.
  a.add(`<path d="M510 ${low - 10} V ${low - 50}" ${ink(6)}/>`);
  a.gauge(510, low - 78, 30, 0.62);
  a.add(`<path d="M650 ${low - 10} V ${low - 34}" ${ink(5)}/>`);
  a.gauge(650, low - 52, 20, 0.18);
  // The tee at the loop's far corner: a valve back to the tank, and a branch out to the digester
  // that drops to a pipe rack on sleepers and runs back to the digester's feed nozzle.
  a.handWheel(720, high + 62, 15);
  a.pipe([[720, high + 34], [776, high + 34], [776, 470], [812, 442], [826, 432]], C.steel, 14);
  a.handWheel(776, high + 84, 13, C.leaf);
  for (const [sx, sy] of [[776, 484], [808, 460]] as const) a.block(sx - 12, sy, 24, 8, 10, C.slate);

  // Control panel with the pump's drive, at the skid's far end.
  a.block(620, yb, 80, 112, 28, C.white);
  a.add(`<rect x="634" y="${yb - 96}" width="38" height="24" fill="${C.screen}" ${ink(2)}/><path d="M639 ${yb - 80} l 8 -6 l 8 4 l 10 -8" fill="none" stroke="${C.flame}" stroke-width="2.5"/>`);
  a.knobs(640, yb - 52, 3, 5, [C.leaf, C.flame, C.red]);

  // A technician in front of the skid, by the gauges, for scale.
  a.person(540, 612, 0.82, 'worker');
}

export const projectStories: Record<'shirur-community-biogas' | 'nashik-municipal-cbg' | 'cavitation-pilot', Draw> = {
  'shirur-community-biogas': shirur,
  'nashik-municipal-cbg': nashik,
  'cavitation-pilot': cavitationPilot,
};
