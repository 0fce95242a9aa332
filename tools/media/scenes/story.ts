/**
 * /about (Our Story): the company's path from bench to plant, four small scenes in one strip,
 * read left to right: the microbial fuel cell on a university bench (2008), the Pune digestion
 * laboratory (2016), the two-stage hydrogen rig (2018, drawn as scenes/hydrogen-rig.ts draws it,
 * smaller) and a CBG plant like Nashik's fuelling a city bus (content/projects/municipal-waste-
 * to-cbg-plant.yaml). No words or years in the picture: the page sets them under each scene in
 * HTML (src/content/about.ts, storyStrip), so they translate.
 *
 * The scenes are separate tiles with clear gutters between them (transparent), so the page can
 * set one caption under each: a scene is (1 - 3 * STORY_GUTTER) / 4 of the strip's width, a
 * gutter STORY_GUTTER of it (src/components/about/story-strip.tsx spaces its captions the same).
 */
import { Art, C, INK, shade } from '../art';

/** A gutter between two scenes, as a fraction of the strip's width. */
export const STORY_GUTTER = 0.006;
/** Each scene is drawn in a space of its own, this wide (its height follows the tile's shape). */
const SCENE_W = 750;

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;
const s2 = `stroke="${INK}" stroke-width="2" stroke-linejoin="round"`;

/** A wire or tube drawn as one ink line (meter leads, gas tubing). */
function line(a: Art, d: string, colour: string, width = 4) {
  a.add(`<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width + 3}" stroke-linecap="round" stroke-linejoin="round"/>`);
  a.add(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`);
}

/** Seven-segment digits on a small display (no text in the picture): `shown` is digits and a dot. */
function digits(a: Art, x: number, y: number, shown: string, h: number, colour: string) {
  // Segments a-g of each digit, clockwise from the top, g across the middle.
  const SEG = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];
  const w = h * 0.45;
  const ends: Record<string, [number, number, number, number]> = {
    a: [0, 0, w, 0],
    b: [w, 0, w, h / 2],
    c: [w, h / 2, w, h],
    d: [0, h, w, h],
    e: [0, h / 2, 0, h],
    f: [0, 0, 0, h / 2],
    g: [0, h / 2, w, h / 2],
  };
  let dx = x;
  for (const ch of shown) {
    if (ch === '.') {
      a.add(`<circle cx="${dx - h * 0.12}" cy="${y + h}" r="${h * 0.09}" fill="${colour}"/>`);
      continue;
    }
    const d = [...SEG[Number(ch)]!].map((k) => ends[k]!).map(([x1, y1, x2, y2]) => `M${dx + x1} ${y + y1} L${dx + x2} ${y + y2}`).join(' ');
    a.add(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${h * 0.15}" stroke-linecap="round"/>`);
    dx += h * 0.75;
  }
}

/** A wall shelf of ring binders and books (a university office corner). */
function shelf(a: Art, x: number, y: number, w: number) {
  const spines = [C.blue, C.red, C.olive, C.slate, C.straw, C.teal, C.brick, C.blueLight];
  let bx = x + 8;
  let i = 0;
  while (bx < x + w - 30) {
    const bw = 18 + ((i * 7) % 12);
    const bh = 54 + ((i * 13) % 22);
    a.add(`<rect x="${bx}" y="${y - bh}" width="${bw}" height="${bh}" rx="2" fill="${spines[i % spines.length]}" ${s2}/>`);
    a.add(`<path d="M${bx + 4} ${y - bh + 12} h ${bw - 8}" stroke="${C.white}" stroke-width="3" opacity="0.7"/>`);
    bx += bw + 2;
    i++;
  }
  a.block(x, y + 12, w, 12, 26, C.earth);
}

// ---------------------------------------------------------------- 2008

/**
 * A two-chamber (H-type) microbial fuel cell on a university bench: the anode chamber's brown
 * broth of waste cooking oil and crude glycerol, the cathode's clear water bubbled with air, the
 * membrane clamped between their side arms, leads from the two electrodes to a multimeter; the
 * bottles of oil and glycerol it was fed from; the researcher at the end of the bench.
 */
function fuelCellBench(a: Art) {
  const t = a.H * 0.7;
  const wall = '#ccd7d1';
  a.indoor(a.H * 0.98, { wall, tiles: false });
  a.window(250, 60, 190, 150);
  shelf(a, 520, 150, 200);
  a.bench(110, 680, t, a.H + 40);

  // The cell: two glass chambers joined by side arms, the membrane in the clamp between them.
  const ax = 270;
  const cx = 440;
  const armY = t - 86;
  a.pipe([[ax, armY], [cx, armY]], C.glass, 22);
  a.cylinder(ax, t, 56, 176, C.glass, { bands: 0 });
  a.add(`<rect x="${ax - 53}" y="${t - 120}" width="106" height="116" fill="${C.earth}" opacity="0.8"/>`);
  a.cylinder(cx, t, 56, 176, C.glass, { bands: 0 });
  a.add(`<rect x="${cx - 53}" y="${t - 120}" width="106" height="116" fill="${C.blueLight}" opacity="0.75"/>`);
  a.add(`<rect x="${(ax + cx) / 2 - 12}" y="${armY - 26}" width="24" height="52" rx="4" fill="${C.slate}" ${s3}/>`);
  a.add(`<path d="M${(ax + cx) / 2 - 20} ${armY - 18} h 40 M${(ax + cx) / 2 - 20} ${armY + 18} h 40" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`);
  // Stoppers, and the electrodes through them: carbon cloth on a rod in each chamber.
  for (const x of [ax, cx]) {
    a.add(`<path d="M${x - 34} ${t - 176} h 68 l -6 24 h -56 z" fill="${C.slate}" ${s3}/>`);
    a.add(`<rect x="${x - 4}" y="${t - 196}" width="8" height="150" fill="${INK}"/>`);
    a.add(`<rect x="${x - 18}" y="${t - 96}" width="36" height="66" rx="3" fill="#2e3b3f" ${s2}/>`);
  }
  // The anode's biofilm and broth; the cathode's air stone and bubbles.
  for (let i = 0; i < 6; i++) a.add(`<circle cx="${ax - 40 + ((i * 29) % 80)}" cy="${t - 100 + ((i * 41) % 86)}" r="${4 + (i % 3)}" fill="${shade(C.earth, 0.7)}"/>`);
  a.add(`<path d="M${cx + 30} ${t - 200} V ${t - 26}" stroke="${INK}" stroke-width="5"/><path d="M${cx + 30} ${t - 200} V ${t - 26}" stroke="${C.steelLight}" stroke-width="2"/>`);
  a.bubbles(cx + 10, t - 112, 34, 90, 7, 5);

  // The multimeter, its two leads running from the electrodes' tops.
  const mx = 590;
  a.block(mx, t, 96, 150, 14, C.flame);
  a.add(`<rect x="${mx + 12}" y="${t - 138}" width="72" height="40" rx="4" fill="${C.screen}" ${s2}/>`);
  digits(a, mx + 22, t - 128, '412', 20, '#b9e3a0');
  a.add(`<circle cx="${mx + 48}" cy="${t - 62}" r="22" fill="${C.slate}" ${s3}/><path d="M${mx + 48} ${t - 62} l 12 -14" stroke="${C.white}" stroke-width="5" stroke-linecap="round"/>`);
  a.knobs(mx + 30, t - 20, 2, 7, [INK, C.red]);
  line(a, `M${ax} ${t - 196} C ${ax + 10} ${t - 236} ${mx - 10} ${t - 250} ${mx + 30} ${t - 20}`, INK, 4);
  line(a, `M${cx} ${t - 196} C ${cx} ${t - 240} ${mx + 40} ${t - 220} ${mx + 51} ${t - 20}`, C.red, 4);

  // Its feed: a bottle of waste cooking oil and a brown bottle of crude glycerol.
  const ox = 530;
  a.add(`<path d="M${ox - 20} ${t} V ${t - 96} Q ${ox - 20} ${t - 116} ${ox - 7} ${t - 122} V ${t - 134} H ${ox + 7} V ${t - 122} Q ${ox + 20} ${t - 116} ${ox + 20} ${t - 96} V ${t} Z" fill="${C.glass}" ${s3}/>`);
  a.add(`<rect x="${ox - 17}" y="${t - 84}" width="34" height="81" fill="${C.flame}"/><rect x="${ox - 17}" y="${t - 60}" width="34" height="26" fill="${C.white}" ${s2}/>`);
  a.add(`<rect x="${ox - 9}" y="${t - 144}" width="18" height="12" rx="2" fill="${C.red}" ${s2}/>`);
  const gx = 720;
  a.add(`<path d="M${gx - 24} ${t} V ${t - 62} Q ${gx - 24} ${t - 76} ${gx - 10} ${t - 80} V ${t - 92} H ${gx + 10} V ${t - 80} Q ${gx + 24} ${t - 76} ${gx + 24} ${t - 62} V ${t} Z" fill="${shade(C.earth, 0.85)}" ${s3}/>`);
  a.add(`<rect x="${gx - 21}" y="${t - 50}" width="42" height="28" fill="${C.cream}" ${s2}/>`);
  a.add(`<rect x="${gx - 12}" y="${t - 102}" width="24" height="12" rx="2" fill="${INK}"/>`);

  // The researcher, in a lab coat, at the end of the bench.
  a.person(82, a.H * 0.99, 2.2, 'lab');
}

// ---------------------------------------------------------------- 2016

/**
 * The Pune digestion laboratory: serum bottles of a BMP test (substrate and inoculum) standing in
 * a water bath held at 37 °C, a tube from each to its cell of a gas counter, the methane curves
 * rising on a screen, and the nitrogen cylinder that flushes the bottles.
 */
function digestionLab(a: Art) {
  const t = a.H * 0.7;
  const wall = '#c3d3d7';
  a.indoor(a.H * 0.98, { wall, tiles: false });
  for (let x = 0; x < a.W; x += 50) a.add(`<path d="M${x} ${t - 140} V ${t}" stroke="${shade(wall, 0.92)}" stroke-width="2"/>`);
  for (let y = t - 140; y < t; y += 35) a.add(`<path d="M0 ${y} H ${a.W}" stroke="${shade(wall, 0.92)}" stroke-width="2"/>`);
  a.bench(-40, a.W + 80, t, a.H + 40);
  a.gasBottle(44, t, 230, C.leaf);

  // The water bath, bottles in two rows in its water, its thermostat's display.
  const bx = 90;
  const bw = 300;
  a.block(bx, t, bw, 92, 70, C.steelLight);
  a.add(`<path d="M${bx + 8} ${t - 96} l 32 -24 h ${bw - 12} l -32 24 z" fill="${C.blueLight}" opacity="0.85"/>`);
  for (let r = 0; r < 2; r++) for (let i = 0; i < 5; i++) a.bottle(bx + 58 + i * 54 + (1 - r) * 18, t - 74 - (1 - r) * 20, 0.62, r ? C.earth : C.olive);
  a.add(`<rect x="${bx + 16}" y="${t - 62}" width="84" height="36" rx="3" fill="${C.screen}" ${s2}/>`);
  digits(a, bx + 28, t - 53, '37.0', 18, C.flame);

  // The gas counters: a cell for each bottle, a tube to each, counting the methane it makes.
  const cx = 430;
  a.block(cx, t, 250, 98, 50, C.white);
  for (let r = 0; r < 2; r++)
    for (let i = 0; i < 5; i++) a.add(`<rect x="${cx + 16 + i * 46}" y="${t - 88 + r * 44}" width="34" height="36" rx="3" fill="${C.glass}" ${s2}/><circle cx="${cx + 33 + i * 46}" cy="${t - 66 + r * 44}" r="6" fill="${C.leaf}"/>`);
  for (let i = 0; i < 5; i++) {
    const from = bx + 76 + i * 54;
    line(a, `M${from} ${t - 186 + (i % 2) * 4} C ${from} ${t - 250 + i * 6} ${cx + 33 + i * 46} ${t - 240 + i * 8} ${cx + 33 + i * 46} ${t - 98}`, C.steelLight, 3);
  }
  // The curves of the test, rising and levelling off, on a screen on the wall.
  a.screen(cx + 70, t - 380, 170, 130, 'rise', C.leaf);

  // A technician in a lab coat at the far end.
  a.person(684, a.H * 0.99, 2.2, 'lab');
}

// ---------------------------------------------------------------- 2018

/** A sampling gas bag hung from the rail (as scenes/hydrogen-rig.ts hangs them). */
function gasBag(a: Art, x: number, y: number, w: number, h: number, fill: string) {
  a.add(`<path d="M${x + w / 2} 24 V ${y}" stroke="${INK}" stroke-width="2.5"/>`);
  a.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.28}" fill="${fill}" ${s3}/>`);
  a.add(`<path d="M${x + w * 0.2} ${y + h * 0.22} Q ${x + w * 0.32} ${y + h * 0.12} ${x + w * 0.5} ${y + h * 0.14}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.6"/>`);
  a.add(`<rect x="${x + w / 2 - 8}" y="${y + h - 4}" width="16" height="14" rx="3" fill="${C.slate}" ${s3}/>`);
}

/**
 * The two-stage rig of /technology/hydrogen-production, the same parts in the same places as
 * scenes/hydrogen-rig.ts draws them (feed tank, pump, acidogenic reactor and its controller,
 * membrane on its stand, hydrogen bag; methanogenic digester and biogas bag), at about
 * four-fifths of their size so the whole bench fits the tile, without the legend's numbers.
 */
function hydrogenRigSmall(a: Art) {
  const k = 0.82;
  const X = (x: number) => 10 + (x - 170) * k;
  const S = (v: number) => v * k;
  const wall = '#c4d3ce';
  const t = a.H * 0.68;
  a.indoor(a.H * 0.98, { wall, tiles: false });
  for (let x = 0; x < a.W; x += 42) a.add(`<path d="M${x} ${t - 118} V ${t}" stroke="${shade(wall, 0.92)}" stroke-width="2"/>`);
  for (let y = t - 118; y < t; y += 29.5) a.add(`<path d="M0 ${y} H ${a.W}" stroke="${shade(wall, 0.92)}" stroke-width="2"/>`);
  a.add(`<path d="M${X(560)} 24 H ${a.W + 10}" stroke="${C.steelDark}" stroke-width="7" stroke-linecap="round"/>`);
  a.bench(-40, a.W + 80, t, a.H + 40);

  // Feed tank, stirred.
  const feed = X(245);
  a.cylinder(feed, t, S(50), S(180), C.glass, { bands: 0 });
  a.add(`<rect x="${feed - S(47)}" y="${t - S(112)}" width="${S(94)}" height="${S(108)}" fill="${C.earth}" opacity="0.85"/>`);
  for (let i = 0; i < 6; i++) a.add(`<circle cx="${feed - S(34) + ((i * 19) % S(70))}" cy="${t - S(90) + ((i * 31) % S(70))}" r="${4 + (i % 3)}" fill="${shade(C.earth, 0.7)}"/>`);
  a.add(`<path d="M${feed} ${t - S(200)} V ${t - S(30)} M${feed - S(22)} ${t - S(30)} H ${feed + S(22)}" stroke="${INK}" stroke-width="5"/>`);
  a.block(feed - S(20), t - S(186), S(40), S(34), S(14), C.slate);

  // Pump and the feed line to the first stage.
  a.pipe([[feed + S(40), t - S(18)], [X(330), t - S(18)], [X(330), t - S(60)], [X(356), t - S(60)]], C.earth, 6);
  a.block(X(308), t, S(44), S(34), S(16), C.white);
  a.add(`<circle cx="${X(330)}" cy="${t - S(17)}" r="${S(11)}" fill="${C.steel}" ${s3}/>`);

  // Stage 1: the jacketed glass reactor, its broth bubbling.
  const s1 = X(415);
  a.cylinder(s1, t, S(58), S(232), C.glass, { bands: 0 });
  a.add(`<rect x="${s1 - S(55)}" y="${t - S(172)}" width="${S(110)}" height="${S(168)}" fill="${C.straw}" opacity="0.85"/>`);
  a.bubbles(s1 - S(48), t - S(165), S(96), S(150), 11, 7);
  a.add(`<path d="M${s1 - S(58)} ${t - S(200)} h -7 v ${S(170)} h 7" fill="none" stroke="${C.blue}" stroke-width="5"/>`);
  a.block(s1 - S(42), t - S(232), S(84), S(18), S(20), C.slate);
  a.block(s1 - S(16), t - S(250), S(32), S(30), S(12), C.steelDark);
  a.add(`<path d="M${s1} ${t - S(230)} V ${t - S(30)}" stroke="${INK}" stroke-width="5"/><path d="M${s1 + S(28)} ${t - S(236)} V ${t - S(60)}" stroke="${C.slate}" stroke-width="6"/>`);
  a.pipe([[s1 + S(52), t - S(34)], [X(724), t - S(34)]], C.straw, 7);
  // Its pH and temperature controller.
  a.block(X(470), t, S(70), S(58), S(24), C.white);
  a.add(`<rect x="${X(480)}" y="${t - S(50)}" width="${S(50)}" height="${S(22)}" fill="${C.screen}"/>`);
  a.knobs(X(488), t - S(14), 3, 3.5, [C.leaf, C.flame, C.blueLight]);

  // The membrane on its stand, fed the first stage's gas; its CO₂ vent.
  const my = 150;
  a.add(`<path d="M${X(560)} ${t} V ${my + 16}" stroke="${INK}" stroke-width="6"/><rect x="${X(540)}" y="${t - 7}" width="${S(40)}" height="7" rx="2" fill="${C.slate}" ${s3}/>`);
  a.pipe([[s1 + S(30), t - S(232)], [s1 + S(30), my], [X(490), my]], C.steelDark, 7);
  a.add(`<rect x="${X(488)}" y="${my - S(20)}" width="${S(150)}" height="${S(40)}" rx="${S(14)}" fill="${C.steelLight}" ${s3}/>`);
  for (const dy of [-7, 0, 7]) a.add(`<path d="M${X(500)} ${my + dy} H ${X(626)}" stroke="${C.steelDark}" stroke-width="2"/>`);
  a.flange(X(500), my, S(20));
  a.flange(X(626), my, S(20));
  a.pipe([[X(600), my + S(20)], [X(600), my + S(46)], [X(620), my + S(46)]], C.steel, 5);

  // The hydrogen bag, filled from the membrane's far end.
  gasBag(a, X(618), 52, S(88), S(72), C.blueLight);
  a.pipe([[X(638), my], [X(662), my], [X(662), 52 + S(72) + 8]], C.steelDark, 5);

  // Stage 2: the methanogenic digester, and its biogas bag.
  const s2 = X(800);
  a.digester(s2, t, S(76), S(200), C.tealLight);
  a.add(`<path d="M${s2 - S(76)} ${t - S(150)} h -8 v ${S(120)} h 8" fill="none" stroke="${C.blue}" stroke-width="5"/>`);
  gasBag(a, X(860), 48, S(110), S(90), C.cream);
  a.pipe([[s2 + S(10), t - S(244)], [s2 + S(10), 158], [X(915), 158], [X(915), 48 + S(90) + 8]], C.amber, 6);
}

// ---------------------------------------------------------------- today

/** A city bus that runs on compressed biogas: the gas cylinders ride in a pod on its roof. */
function cityBus(a: Art, x: number, yb: number, len: number) {
  const h = 112;
  const top = yb - 20 - h;
  a.block(x + len * 0.2, top + 3, len * 0.55, 20, 12, C.steelLight);
  a.add(`<path d="M${x + 14} ${top} H ${x + len} V ${yb - 20} H ${x} V ${top + 30} Q ${x} ${top} ${x + 14} ${top} Z" fill="${C.green}" ${s3}/>`);
  a.add(`<rect x="${x}" y="${yb - 52}" width="${len}" height="14" fill="${C.flame}" ${s2}/>`);
  // The windscreen, the door and a row of side windows.
  a.add(`<path d="M${x + 4} ${top + 26} Q ${x + 6} ${top + 10} ${x + 22} ${top + 10} H ${x + 40} V ${top + 62} H ${x + 4} Z" fill="${C.glass}" ${s2}/>`);
  a.add(`<rect x="${x + 48}" y="${top + 14}" width="34" height="${h - 38}" fill="${shade(C.glass, 0.85)}" ${s2}/><path d="M${x + 65} ${top + 14} V ${yb - 60}" ${s2}/>`);
  for (let wx = x + 92; wx < x + len - 42; wx += 50) a.add(`<rect x="${wx}" y="${top + 14}" width="44" height="44" rx="3" fill="${C.glass}" ${s2}/>`);
  // Its filler, on the side by the dispenser.
  a.add(`<rect x="${x + len - 34}" y="${yb - 82}" width="20" height="20" rx="3" fill="${C.slate}" ${s2}/>`);
  for (const wx of [x + 70, x + len - 74]) a.add(`<circle cx="${wx}" cy="${yb - 14}" r="22" fill="${C.slate}" ${s3}/><circle cx="${wx}" cy="${yb - 14}" r="8" fill="${C.steel}"/>`);
}

/**
 * A municipal waste-to-CBG plant like Nashik's: the reception hall for the city's wet waste, two
 * digesters, the upgrading skid (scrubber columns and the compressor), the cascade of cylinders
 * and, under its canopy, the dispenser fuelling a city bus.
 */
function cbgPlantToday(a: Art) {
  const gy = a.H * 0.6;
  a.outdoor(gy, { sky: 'haze', far: [40, 70, 55, 80, 45], ground: '#a9b39a' });
  a.shed(16, gy + 34, 170, 110, 56, C.steelLight, C.teal, { doors: 1, sawtooth: true });
  a.digester(290, gy + 24, 66, 128, C.teal);
  a.digester(440, gy + 34, 66, 128, C.teal);
  a.stack(730, gy + 20, 170, false);
  // Raw biogas from the domes to the upgrading skid.
  a.pipe([[290, gy - 150], [440, gy - 150], [552, gy - 150], [552, gy - 112]], C.amber, 8);
  // The upgrading skid: its base, two scrubber columns and the compressor's housing.
  a.block(520, gy + 34, 190, 14, 30, C.slate);
  a.cylinder(552, gy + 20, 16, 132, C.steelLight, { bands: 2 });
  a.cylinder(596, gy + 20, 16, 132, C.steelLight, { bands: 2 });
  a.block(626, gy + 20, 74, 70, 26, C.white);
  a.add(`<rect x="640" y="${gy - 34}" width="30" height="20" rx="2" fill="${C.screen}"/>`);
  a.pipe([[612, gy - 90], [640, gy - 90], [640, gy - 50]], C.steelDark, 6);

  // The dispenser on its island, fuelling the bus drawn up beside it.
  const yb = a.H * 0.95;
  const dx = 640;
  a.block(dx - 24, yb, 100, 12, 30, C.steelLight);
  a.block(dx, yb - 12, 50, 128, 18, C.white);
  a.add(`<rect x="${dx + 9}" y="${yb - 128}" width="32" height="24" fill="${C.screen}"/><rect x="${dx}" y="${yb - 92}" width="50" height="10" fill="${C.teal}"/>`);
  a.add(`<rect x="${dx + 18}" y="${yb - 70}" width="14" height="22" rx="3" fill="${C.slate}" ${s2}/>`);
  cityBus(a, 190, yb, 400);
  line(a, `M${dx + 25} ${yb - 50} C ${dx + 10} ${yb - 20} ${dx - 40} ${yb - 40} ${190 + 400 - 14} ${yb - 72}`, INK, 4);
}

// ---------------------------------------------------------------- the strip

const SCENES = [fuelCellBench, digestionLab, hydrogenRigSmall, cbgPlantToday];

/** The four scenes side by side in tiles with rounded corners, transparent gutters between them. */
export function storyStrip(a: Art) {
  const gutter = STORY_GUTTER * a.W;
  const tileW = (a.W - gutter * (SCENES.length - 1)) / SCENES.length;
  const sceneH = Math.round((SCENE_W * a.H) / tileW);
  SCENES.forEach((draw, i) => {
    const scene = new Art(SCENE_W, sceneH);
    draw(scene);
    const x = i * (tileW + gutter);
    // One gradient id per tile: ids are global to the file, and each tile may draw its own sky.
    const body = scene.parts.join('').replaceAll('id="sky"', `id="sky-${i}"`).replaceAll('url(#sky)', `url(#sky-${i})`);
    a.add(`<clipPath id="tile-${i}"><rect x="${x}" y="0" width="${tileW}" height="${a.H}" rx="4"/></clipPath>`);
    a.add(`<g clip-path="url(#tile-${i})"><svg x="${x}" y="0" width="${tileW}" height="${a.H}" viewBox="0 0 ${SCENE_W} ${sceneH}" preserveAspectRatio="xMidYMid slice">${body}</svg></g>`);
  });
}
