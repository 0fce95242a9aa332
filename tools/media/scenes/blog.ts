/**
 * Hand-drawn covers of the blog posts published after the first five (whose
 * scenes are in more.ts), one per post; generators/covers.ts names the post each
 * belongs to. Kept apart from more.ts so that a new cover redraws only the
 * covers, not every picture drawn from more.ts. Same hand as art.ts.
 */
import { C, INK } from '../art';
import { pump } from './cavitation';
import type { Draw } from './plants';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;

export const blogScenes: Record<string, Draw> = {
  // Dark fermentation on the laboratory bench: a glass fermenter of food-waste slurry giving off hydrogen,
  // a membrane module and a cylinder; through the window, the two-stage pilot in scaffolding.
  'blog-dark-fermentation': (a) => {
    const t = a.H * 0.8;
    a.indoor(a.H, { wall: '#d9d3c3', tiles: false });
    a.window(40, 40, 360, t - 80);
    a.add(`<g transform="translate(70 ${t - 60}) scale(0.55)">`);
    a.digester(330, 0, 110, 170, C.teal);
    a.add('</g>');
    a.bench(-40, a.W + 80, t, a.H + 40);
    // The fermenter: a jacketed glass vessel, slurry, bubbles rising into the headspace.
    const cx = 560;
    a.cylinder(cx, t, 105, 300, C.glass, { bands: 0 });
    a.add(`<rect x="${cx - 102}" y="${t - 200}" width="204" height="196" fill="${C.amber}" opacity="0.75"/>`);
    a.add(`<path d="M${cx - 70} ${t - 200} q 20 -10 40 0 t 40 0 t 40 0 t 40 0" fill="none" stroke="#f3d58f" stroke-width="4"/>`);
    a.bubbles(cx - 90, t - 290, 180, 270, 12, 41);
    a.add(`<path d="M${cx} ${t - 330} V ${t - 60}" stroke="${INK}" stroke-width="7"/><rect x="${cx - 40}" y="${t - 70}" width="80" height="14" rx="4" fill="${C.steelDark}" ${s3}/>`);
    a.add(`<rect x="${cx - 34}" y="${t - 362}" width="68" height="34" rx="6" fill="${C.slate}" ${s3}/>`);
    // Gas line to the membrane module, then to the hydrogen cylinder.
    a.pipe([[cx + 40, t - 345], [cx + 150, t - 345], [cx + 150, t - 205]], C.steelDark, 8);
    a.block(cx + 110, t, 90, 200, 30, C.white);
    for (let i = 0; i < 4; i++) a.add(`<path d="M${cx + 122} ${t - 170 + i * 24} h 66" stroke="${C.blue}" stroke-width="6"/>`);
    a.pipe([[cx + 212, t - 150], [cx + 262, t - 150], [cx + 262, t - 272], [cx + 330, t - 272], [cx + 330, t - 246]], C.steelDark, 8);
    a.gasBottle(cx + 330, t, 230, C.red);
    a.text(cx + 330, t - 90, 'H₂', 38, INK, 'middle');
    // A tub of food waste beside the fermenter.
    a.beaker(330, t, 110, 90, C.olive, 0.7);
    a.add(`<circle cx="355" cy="${t - 66}" r="10" fill="${C.red}" ${s3}/><circle cx="385" cy="${t - 70}" r="9" fill="${C.flame}" ${s3}/><path d="M400 ${t - 64} q 14 -14 26 -2" stroke="${C.leaf}" stroke-width="7" fill="none"/>`);
  },
  // Cavitation pretreatment at a straw plant: baled paddy straw, the skid (pump, pipe loop, orifice plate,
  // gauge) and the digester the treated slurry goes to.
  'blog-cavitation-straw': (a) => {
    const gy = a.H * 0.6;
    a.outdoor(gy, { sky: 'morning', sun: [150, 80], far: [15, 30, 25, 40, 20], ground: '#b7b48c' });
    a.digester(895, gy + 30, 85, 160, C.teal);
    // A stack of square bales and two round ones on the left.
    a.squareBale(20, gy + 150, 150, 60);
    a.squareBale(40, gy + 90, 130, 56);
    a.squareBale(30, gy + 210, 170, 62);
    a.bale(230, gy + 225, 42);
    // The skid: a frame, the pump, the loop with its orifice plate and gauge.
    const yb = a.H * 0.95;
    a.block(330, yb, 560, 22, 60, C.amber);
    pump(a, 350, yb - 22, 0.85);
    const py = yb - 200;
    a.pipe([[350 + 215 * 0.85, yb - 22 - 60 - 40], [350 + 215 * 0.85, py], [760, py], [760, yb - 22]], C.steel, 22);
    a.flange(600, py, 22);
    a.add(`<rect x="612" y="${py - 38}" width="14" height="76" fill="${C.red}" ${s3}/>`);
    a.flange(640, py, 22);
    a.gauge(700, py - 70, 30, 0.6);
    a.add(`<path d="M700 ${py - 40} V ${py - 12}" stroke="${INK}" stroke-width="6"/>`);
    a.cylinder(690, yb - 22, 40, 130, C.steelLight, { bands: 1 });
    // Treated slurry on to the digester.
    a.pipe([[760, py], [812, py]], C.amber, 12);
  },
};
