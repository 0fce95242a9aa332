/**
 * The opening of /technology/hydrogen-production: our two-stage dark-fermentation rig on a
 * laboratory bench, left to right as the waste goes. The parts carry numbers only; their names
 * are the page's HTML legend (src/content/technology-hydrogen.ts, hydrogenRig.parts, in the
 * same order), so they translate and stay readable at any width.
 */
import { Art, C, INK, shade } from '../art';
import { BRAND_FONT } from '../lib';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;

/**
 * A numbered marker: the number of the part in the page's legend. Also the home page's Nashik
 * plant (generators/scenes.ts), whose stations carry its process flow's numbers, a size larger.
 */
export function marker(a: Art, cx: number, cy: number, n: number, r = 27) {
  a.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${INK}" stroke="${C.white}" stroke-width="${(4 * r) / 27}"/>`);
  a.add(`<text x="${cx}" y="${cy + (12 * r) / 27}" font-family="${BRAND_FONT}" font-weight="bold" font-size="${(34 * r) / 27}" fill="${C.white}" text-anchor="middle">${n}</text>`);
}

/** A sampling gas bag (a Tedlar bag) hung from the wall rail by a cord, its valve at the bottom. */
function gasBag(a: Art, x: number, y: number, w: number, h: number, fill: string) {
  a.add(`<path d="M${x + w / 2} 14 V ${y}" stroke="${INK}" stroke-width="2.5"/>`);
  a.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.28}" fill="${fill}" ${s3}/>`);
  a.add(`<path d="M${x + w * 0.2} ${y + h * 0.22} Q ${x + w * 0.32} ${y + h * 0.12} ${x + w * 0.5} ${y + h * 0.14}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.6"/>`);
  a.add(`<rect x="${x + w / 2 - 9}" y="${y + h - 4}" width="18" height="16" rx="3" fill="${C.slate}" ${s3}/>`);
}

/**
 * `numbered: false` leaves the markers out: the home page's focus-area thumbnail
 * (generators/scenes.ts) has no legend to read them by.
 */
export function hydrogenRig(a: Art, { numbered = true }: { numbered?: boolean } = {}) {
  const wall = '#c4d3ce';
  const t = a.H * 0.68; // the worktop
  a.indoor(a.H * 0.97, { wall, tiles: false });
  // Tiles behind the bench, and the rail the gas bags hang from.
  for (let x = 150; x < a.W; x += 50) a.add(`<path d="M${x} ${t - 140} V ${t}" stroke="${shade(wall, 0.92)}" stroke-width="2"/>`);
  for (let y = t - 140; y < t; y += 35) a.add(`<path d="M150 ${y} H ${a.W}" stroke="${shade(wall, 0.92)}" stroke-width="2"/>`);
  a.add(`<path d="M560 14 H ${a.W + 10}" stroke="${C.steelDark}" stroke-width="8" stroke-linecap="round"/>`);
  a.bench(170, a.W - 130, t, a.H + 40);

  // 1. Feed tank: the slurried food waste, kept stirred.
  const feed = 245;
  a.cylinder(feed, t, 50, 180, C.glass, { bands: 0 });
  a.add(`<rect x="${feed - 47}" y="${t - 112}" width="94" height="108" fill="${C.earth}" opacity="0.85"/>`);
  for (let i = 0; i < 7; i++) a.add(`<circle cx="${feed - 34 + ((i * 23) % 70)}" cy="${t - 90 + ((i * 37) % 70)}" r="${5 + (i % 3)}" fill="${shade(C.earth, 0.7)}"/>`);
  a.add(`<path d="M${feed} ${t - 200} V ${t - 30} M${feed - 22} ${t - 30} H ${feed + 22}" stroke="${INK}" stroke-width="5"/>`);
  a.block(feed - 20, t - 186, 40, 34, 14, C.slate);

  // The feed pump, and the tube from the tank's foot to the first stage.
  a.pipe([[feed + 40, t - 18], [330, t - 18], [330, t - 60], [356, t - 60]], C.earth, 7);
  a.block(308, t, 44, 34, 16, C.white);
  a.add(`<circle cx="330" cy="${t - 17}" r="11" fill="${C.steel}" ${s3}/>`);

  // 2. Stage 1, the acidogenic reactor: a jacketed glass vessel, the broth bubbling.
  const s1 = 415;
  a.cylinder(s1, t, 58, 232, C.glass, { bands: 0 });
  a.add(`<rect x="${s1 - 55}" y="${t - 172}" width="110" height="168" fill="${C.straw}" opacity="0.85"/>`);
  a.bubbles(s1 - 48, t - 165, 96, 150, 14, 7);
  a.add(`<path d="M${s1 - 58} ${t - 200} h -8 v 170 h 8" fill="none" stroke="${C.blue}" stroke-width="6"/>`);
  a.block(s1 - 42, t - 232, 84, 18, 20, C.slate);
  a.block(s1 - 16, t - 250, 32, 30, 12, C.steelDark);
  a.add(`<path d="M${s1} ${t - 230} V ${t - 30}" stroke="${INK}" stroke-width="5"/><path d="M${s1 + 28} ${t - 236} V ${t - 60}" stroke="${C.slate}" stroke-width="7"/>`);
  // The effluent line to the second stage runs along the bench, behind the controller and the membrane's stand.
  a.pipe([[s1 + 52, t - 34], [724, t - 34]], C.straw, 8);
  // The controller that holds its pH and temperature.
  a.block(470, t, 70, 58, 24, C.white);
  a.add(`<rect x="480" y="${t - 50}" width="50" height="22" fill="${C.screen}"/>`);
  a.knobs(488, t - 14, 3, 4, [C.leaf, C.flame, C.blueLight]);

  // 3. The membrane unit on its stand, fed the first stage's gas.
  const my = 150;
  a.add(`<path d="M560 ${t} V ${my + 18}" stroke="${INK}" stroke-width="7"/><rect x="540" y="${t - 8}" width="40" height="8" rx="2" fill="${C.slate}" ${s3}/>`);
  a.pipe([[s1 + 30, t - 232], [s1 + 30, my], [490, my]], C.steelDark, 8);
  a.add(`<rect x="488" y="${my - 20}" width="150" height="40" rx="14" fill="${C.steelLight}" ${s3}/>`);
  for (const dy of [-8, 0, 8]) a.add(`<path d="M500 ${my + dy} H 626" stroke="${C.steelDark}" stroke-width="2"/>`);
  a.flange(500, my, 20);
  a.flange(626, my, 20);
  // Its CO₂ leaves by a short vent under it.
  a.pipe([[600, my + 20], [600, my + 46], [620, my + 46]], C.steel, 6);

  // 5. The hydrogen bag, filled from the membrane's far end.
  gasBag(a, 618, 44, 88, 72, C.blueLight);
  a.pipe([[638, my], [662, my], [662, 128]], C.steelDark, 6);

  // 4. Stage 2, the methanogenic digester, fed the first stage's effluent.
  const s2 = 800;
  a.digester(s2, t, 76, 200, C.tealLight);
  a.add(`<path d="M${s2 - 76} ${t - 150} h -10 v 120 h 10" fill="none" stroke="${C.blue}" stroke-width="6"/>`);

  // 6. The biogas bag, filled from the digester's dome.
  gasBag(a, 860, 40, 110, 90, C.cream);
  a.pipe([[s2 + 10, t - 244], [s2 + 10, 160], [915, 160], [915, 140]], C.amber, 7);

  // A technician for scale, lab coat on, at the end of the bench.
  a.person(90, a.H * 0.98, 2.65, 'lab');

  if (!numbered) return;
  marker(a, feed, t - 150, 1);
  marker(a, s1 - 8, t - 200, 2);
  marker(a, 563, my - 56, 3);
  marker(a, s2 - 10, t - 100, 4);
  marker(a, 662, 80, 5);
  marker(a, 915, 85, 6);
}
