/**
 * Hydrodynamic cavitation: the twelve gallery pictures of /technology (each
 * the subject its caption names), the gallery's fallback picture, and the
 * venturi cut-away the pretreatment video reuses. Same hand as art.ts.
 */
import { Art, C, INK, shade } from '../art';
import { seededRandom } from '../lib';
import type { Draw } from './plants';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;
const BAGASSE = '#b98a4a';
const SLURRY = '#8f7347';

/**
 * A glass venturi section seen in cut-away: pipe of inner half-height `r`
 * from x0 to x1 along cy, throat at `tx` narrowed to `k` of the bore, liquid
 * `liquid`, and a cloud of vapour bubbles downstream of the throat. `phase`
 * moves the bubbles (0..1, for video frames).
 */
export function venturi(a: Art, x0: number, x1: number, cy: number, r: number, opts: { tx?: number; k?: number; liquid?: string; bubbles?: number; phase?: number; seed?: number } = {}): Art {
  const tx = opts.tx ?? x0 + (x1 - x0) * 0.4;
  const k = opts.k ?? 0.3;
  const inL = (tx - x0) * 0.55;
  const outL = (x1 - tx) * 0.5;
  const rt = r * k;
  const upper = `M${x0} ${cy - r} H ${tx - inL} L ${tx - 10} ${cy - rt} H ${tx + 10} L ${tx + outL} ${cy - r} H ${x1}`;
  const lower = `M${x1} ${cy + r} H ${tx + outL} L ${tx + 10} ${cy + rt} H ${tx - 10} L ${tx - inL} ${cy + r} H ${x0}`;
  const wall = r * 0.35;
  // Liquid inside the bore.
  a.add(`<path d="${upper} V ${cy + r} ${lower.replace(/^M[^H]+/, '')} Z" fill="${opts.liquid ?? C.blueLight}"/>`);
  // Steel walls: thick bands above and below the bore.
  a.add(`<path d="M${x0} ${cy - r - wall} H ${x1} V ${cy - r} H ${tx + outL} L ${tx + 10} ${cy - rt} H ${tx - 10} L ${tx - inL} ${cy - r} H ${x0} Z" fill="${C.steel}" ${s3}/>`);
  a.add(`<path d="M${x0} ${cy + r + wall} H ${x1} V ${cy + r} H ${tx + outL} L ${tx + 10} ${cy + rt} H ${tx - 10} L ${tx - inL} ${cy + r} H ${x0} Z" fill="${C.steelDark}" ${s3}/>`);
  // Flow arrows upstream.
  for (const dy of [-0.45, 0.45]) a.add(`<path d="M${x0 + 30} ${cy + dy * r} h ${inL * 0.6} m -14 -9 l 14 9 l -14 9" fill="none" stroke="${INK}" stroke-width="3" opacity="0.55"/>`);
  // Bubbles: born small at the throat, grow, collapse further on.
  const rnd = seededRandom(opts.seed ?? 5);
  const n = opts.bubbles ?? 60;
  for (let i = 0; i < n; i++) {
    const p = (rnd() + (opts.phase ?? 0)) % 1;
    const x = tx + 12 + p * (x1 - tx - 40);
    const spread = Math.min(1, (x - tx) / outL) * (r - rt) + rt;
    const y = cy + (rnd() * 2 - 1) * spread * 0.8;
    const size = p < 0.65 ? 2 + p * 16 : Math.max(0, 12.4 * (1 - (p - 0.65) / 0.35));
    const jitter = rnd();
    if (size > 0.8) a.add(`<circle cx="${x}" cy="${y}" r="${size * (0.6 + jitter * 0.6)}" fill="#ffffff" fill-opacity="0.75" stroke="${INK}" stroke-width="1.5"/>`);
  }
  return a;
}

/** A horizontal centrifugal pump with its motor, on a base, feeding out to the right at y = yb - 70. */
export function pump(a: Art, x: number, yb: number, s = 1, fill = C.blue): void {
  a.block(x, yb, 260 * s, 18 * s, 40 * s, C.slate);
  a.add(`<rect x="${x + 10 * s}" y="${yb - 110 * s}" width="${140 * s}" height="${90 * s}" rx="${18 * s}" fill="${fill}" ${s3}/>`);
  for (let i = 1; i < 6; i++) a.add(`<path d="M${x + (10 + i * 23) * s} ${yb - 104 * s} V ${yb - 26 * s}" stroke="${shade(fill, 0.8)}" stroke-width="4"/>`);
  a.add(`<rect x="${x + 150 * s}" y="${yb - 78 * s}" width="${30 * s}" height="${26 * s}" fill="${C.steelDark}" ${s3}/>`);
  a.add(`<circle cx="${x + 215 * s}" cy="${yb - 70 * s}" r="${48 * s}" fill="${C.steelLight}" ${s3}/><circle cx="${x + 215 * s}" cy="${yb - 70 * s}" r="${16 * s}" fill="${C.steel}" ${s3}/>`);
}

/** A bench-top wall with a worktop at `top`; returns nothing. */
function labWall(a: Art, wall: string, top: number): void {
  a.indoor(a.H, { wall, tiles: false });
  a.add(`<rect x="-10" y="${top}" width="${a.W + 20}" height="${a.H - top + 10}" fill="${shade(wall, 0.8)}"/>`);
  a.add(`<rect x="-10" y="${top}" width="${a.W + 20}" height="22" fill="${C.slate}" ${s3}/>`);
}

/** Fibres scattered in a box: long coarse strands (raw) or short fine ones (treated). */
function fibres(a: Art, x: number, y: number, w: number, h: number, n: number, treated: boolean, seed: number): void {
  const rnd = seededRandom(seed);
  for (let i = 0; i < n; i++) {
    const len = treated ? 10 + rnd() * 22 : 70 + rnd() * 130;
    const ang = rnd() * Math.PI;
    const x1 = x + rnd() * w;
    const y1 = y + rnd() * h;
    const x2 = x1 + Math.cos(ang) * len;
    const y2 = y1 + Math.sin(ang) * len * 0.6;
    const bend = (rnd() - 0.5) * len * 0.3;
    const col = treated ? ['#e8d7a8', '#d9c28a', '#efe3c0'][i % 3] : ['#a8753a', BAGASSE, '#8a5f2d'][i % 3];
    const wdt = treated ? 3.5 : 9 + rnd() * 6;
    const d = `M${x1} ${y1} Q ${(x1 + x2) / 2 + bend} ${(y1 + y2) / 2 - bend} ${x2} ${y2}`;
    a.add(`<path d="${d}" stroke="${INK}" stroke-width="${wdt + (treated ? 2.5 : 4)}" stroke-linecap="round" fill="none"/><path d="${d}" stroke="${col}" stroke-width="${wdt}" stroke-linecap="round" fill="none"/>`);
  }
}

export const cavitation: Record<string, Draw> = {
  // 1. Cavitation reactor skid with orifice plate housing and slurry pump.
  'reactor-skid': (a) => {
    const gy = a.H * 0.8;
    a.indoor(gy, { sky: 'hall', tiles: false });
    // Skid frame.
    a.block(60, gy + 30, 880, 26, 70, C.amber);
    const py = gy - 140;
    pump(a, 90, gy + 4, 0.95);
    a.pipe([[90 + 215 * 0.95, gy - 66 - 48], [300, py], [860, py], [860, gy + 4]], C.steel, 26);
    // Orifice housing: two heavy flanges with the plate between them.
    a.flange(470, py, 26);
    a.add(`<rect x="485" y="${py - 44}" width="16" height="88" fill="${C.red}" ${s3}/>`);
    a.flange(516, py, 26);
    a.add(`<path d="M493 ${py - 44} V ${py - 90}" stroke="${INK}" stroke-width="4"/>`);
    a.tag(493, py - 98, 'ORIFICE', 26, C.red);
    // Reactor vessel downstream.
    a.cylinder(700, gy + 4, 80, 280, C.steelLight, { bands: 2 });
    a.gauge(620, py - 60, 30, 0.65);
    a.add(`<path d="M620 ${py - 30} V ${py - 12}" stroke="${INK}" stroke-width="6"/>`);
    a.gauge(820, gy - 330, 26, 0.3);
    a.add(`<path d="M770 ${gy - 300} L 800 ${gy - 316}" stroke="${INK}" stroke-width="6"/>`);
    a.block(900, gy + 4, 70, 180, 30, C.slate);
    a.knobs(920, gy - 140, 2, 8, [C.leaf, C.red]);
  },

  // 2. Close-up of the multi-hole orifice plate.
  'orifice-plate': (a) => {
    a.indoor(a.H, { wall: '#b9c6c2', tiles: false });
    a.add(`<rect x="-10" y="${a.H * 0.78}" width="${a.W + 20}" height="${a.H}" fill="#93a39f"/>`);
    const cx = 520;
    const cy = a.H * 0.48;
    const R = 250;
    // Shadow, handle tab, rim.
    a.add(`<ellipse cx="${cx + 20}" cy="${a.H * 0.86}" rx="${R * 0.9}" ry="26" fill="${INK}" opacity="0.18"/>`);
    a.add(`<rect x="${cx - 36}" y="${cy - R - 90}" width="72" height="110" rx="8" fill="${C.steel}" ${s3}/><circle cx="${cx}" cy="${cy - R - 56}" r="14" fill="${shade(C.steel, 0.7)}" ${s3}/>`);
    a.add(`<ellipse cx="${cx + 18}" cy="${cy}" rx="${R * 0.97}" ry="${R}" fill="${C.steelDark}" ${s3}/>`);
    a.add(`<ellipse cx="${cx}" cy="${cy}" rx="${R * 0.97}" ry="${R}" fill="${C.steelLight}" ${s3}/>`);
    a.add(`<ellipse cx="${cx}" cy="${cy}" rx="${R * 0.7}" ry="${R * 0.72}" fill="none" stroke="${C.steel}" stroke-width="4"/>`);
    // Bolt holes round the rim.
    for (let i = 0; i < 8; i++) {
      const ang = (i / 8) * Math.PI * 2 + Math.PI / 8;
      a.add(`<circle cx="${cx + Math.cos(ang) * R * 0.84}" cy="${cy + Math.sin(ang) * R * 0.86}" r="17" fill="${C.slate}" ${s3}/>`);
    }
    // The orifice holes: a centre hole and two rings.
    const holes: [number, number][] = [[0, 0]];
    for (let i = 0; i < 6; i++) holes.push([Math.cos((i / 6) * Math.PI * 2) * 0.26, Math.sin((i / 6) * Math.PI * 2) * 0.26]);
    for (let i = 0; i < 12; i++) holes.push([Math.cos((i / 12) * Math.PI * 2 + 0.26) * 0.52, Math.sin((i / 12) * Math.PI * 2 + 0.26) * 0.52]);
    for (const [hx, hy] of holes) a.add(`<circle cx="${cx + hx * R}" cy="${cy + hy * R}" r="19" fill="#324a4f" ${s3}/><path d="M${cx + hx * R - 12} ${cy + hy * R - 6} A 14 14 0 0 1 ${cx + hx * R + 8} ${cy + hy * R - 13}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.5"/>`);
    // Sheen.
    a.add(`<path d="M${cx - R * 0.8} ${cy - R * 0.35} A ${R * 0.9} ${R * 0.9} 0 0 1 ${cx - R * 0.2} ${cy - R * 0.86}" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.5"/>`);
    // A ruler for scale.
    a.add(`<rect x="800" y="${a.H * 0.8}" width="180" height="34" fill="${C.straw}" ${s3}/>`);
    for (let i = 1; i < 12; i++) a.add(`<path d="M${800 + i * 15} ${a.H * 0.8} v ${i % 2 ? 10 : 18}" stroke="${INK}" stroke-width="2"/>`);
  },

  // 3. Pressure gauges and flow meter on the test loop.
  'gauges-flowmeter': (a) => {
    a.indoor(a.H, { wall: '#a9bcbb', tiles: false });
    // Two horizontal pipes crossing the frame.
    const y1 = a.H * 0.62;
    a.pipe([[-20, y1], [1020, y1]], C.steel, 46);
    a.flange(170, y1, 30);
    a.flange(560, y1, 30);
    // Two big gauges on stems.
    for (const [x, v, lab] of [[250, 0.72, 'INLET'], [470, 0.18, 'OUTLET']] as const) {
      a.add(`<rect x="${x - 12}" y="${y1 - 150}" width="24" height="120" fill="${C.steelDark}" ${s3}/><rect x="${x - 26}" y="${y1 - 60}" width="52" height="30" fill="${C.steel}" ${s3}/>`);
      a.gauge(x, y1 - 235, 92, v);
      a.tag(x, y1 - 350, lab, 26);
    }
    // A vertical rotameter (flow meter): glass tube with a float and a scale.
    const fx = 800;
    a.pipe([[fx, y1], [fx, a.H * 0.06]], C.steel, 46);
    a.add(`<rect x="${fx - 40}" y="${a.H * 0.12}" width="80" height="${y1 - a.H * 0.12 - 60}" rx="6" fill="${C.slate}" ${s3}/><rect x="${fx - 24}" y="${a.H * 0.12 + 16}" width="48" height="${y1 - a.H * 0.12 - 92}" rx="14" fill="${C.glass}" ${s3}/>`);
    for (let i = 0; i < 9; i++) a.add(`<path d="M${fx + 24} ${a.H * 0.16 + i * 30} h -14" stroke="${INK}" stroke-width="2.5"/>`);
    a.add(`<path d="M${fx - 20} ${a.H * 0.36} h 40 l -12 34 h -16 z" fill="${C.red}" ${s3}/>`);
    a.flange(fx, a.H * 0.09, 30);
    a.add(`<rect x="${fx - 35}" y="${a.H * 0.09 - 10}" width="70" height="20" fill="${C.steelDark}" ${s3}/>`);
  },

  // 4. Laboratory cavitation loop beside a feed tank of bagasse slurry.
  'lab-loop': (a) => {
    const top = a.H * 0.7;
    labWall(a, '#cfd8cf', top);
    // Feed tank (open top shows the slurry) on the floor in front of the bench.
    a.cylinder(200, a.H * 0.97, 150, 330, C.steelLight, { top: false, bands: 1 });
    const ty = a.H * 0.97 - 330;
    a.add(`<ellipse cx="200" cy="${ty}" rx="150" ry="42" fill="${C.steel}" ${s3}/><ellipse cx="200" cy="${ty + 8}" rx="132" ry="34" fill="${SLURRY}" ${s3}/>`);
    for (let i = 0; i < 9; i++) a.add(`<path d="M${120 + i * 18} ${ty + (i % 3) * 8} l 18 ${4 - (i % 2) * 8}" stroke="#d8b77a" stroke-width="4" stroke-linecap="round"/>`);
    a.add(`<path d="M200 ${ty - 120} V ${ty + 10}" stroke="${INK}" stroke-width="6"/><rect x="176" y="${ty - 150}" width="48" height="40" fill="${C.slate}" ${s3}/>`);
    // Small loop on the bench: pump, venturi, return line.
    pump(a, 420, top, 0.55, C.teal);
    const ly = top - 120;
    a.pipe([[420 + 215 * 0.55, top - 38 - 26], [560, ly], [900, ly], [900, top - 10]], C.steelLight, 14);
    a.add(`<path d="M650 ${ly - 18} L 700 ${ly - 6} H 720 L 780 ${ly - 18} V ${ly + 18} L 720 ${ly + 6} H 700 L 650 ${ly + 18} Z" fill="${C.glass}" ${s3}/>`);
    a.gauge(620, ly - 70, 30, 0.6);
    a.add(`<path d="M620 ${ly - 40} V ${ly - 8}" stroke="${INK}" stroke-width="5"/>`);
    a.cylinder(900, top, 45, 90, C.glass, { bands: 0 });
    // Suction hose from the tank to the pump.
    a.add(`<path d="M300 ${ty + 30} C 360 ${ty - 40} 400 ${top - 80} 440 ${top - 40}" fill="none" stroke="${INK}" stroke-width="16" stroke-linecap="round"/><path d="M300 ${ty + 30} C 360 ${ty - 40} 400 ${top - 80} 440 ${top - 40}" fill="none" stroke="${C.slate}" stroke-width="10" stroke-linecap="round"/>`);
  },

  // 5. Engineer adjusting the inlet pressure of the cavitation reactor.
  'engineer-valve': (a) => {
    const gy = a.H * 0.88;
    a.indoor(gy, { sky: 'hall', tiles: false });
    a.window(650, 60, 280, 190);
    const py = a.H * 0.62;
    a.pipe([[-20, py], [1020, py]], C.blue, 40);
    // Valve body with hand wheel, gauge on a stem.
    a.add(`<path d="M300 ${py - 50} L 380 ${py} L 300 ${py + 50} Z M460 ${py - 50} L 380 ${py} L 460 ${py + 50} Z" fill="${C.steelDark}" ${s3}/>`);
    a.add(`<rect x="370" y="${py - 150}" width="20" height="110" fill="${C.steel}" ${s3}/>`);
    a.handWheel(380, py - 160, 62);
    a.flange(280, py, 26);
    a.flange(480, py, 26);
    a.add(`<rect x="590" y="${py - 150}" width="18" height="120" fill="${C.steelDark}" ${s3}/>`);
    a.gauge(599, py - 200, 70, 0.55);
    // The engineer, big, reaching to the wheel.
    const cx = 230;
    const s = 2.3;
    a.person(cx, gy + 20, s, 'worker');
    a.add(`<path d="M${cx + 16 * s} ${gy + 20 - 80 * s} Q ${cx + 60 * s} ${gy - 100 * s} 328 ${py - 176}" fill="none" stroke="${INK}" stroke-width="${10 * s + 4}" stroke-linecap="round"/><path d="M${cx + 16 * s} ${gy + 20 - 80 * s} Q ${cx + 60 * s} ${gy - 100 * s} 328 ${py - 176}" fill="none" stroke="${C.amber}" stroke-width="${10 * s}" stroke-linecap="round"/><circle cx="328" cy="${py - 176}" r="16" fill="#a9765a" ${s3}/>`);
  },

  // 6. Cloud of cavitation bubbles forming downstream of the venturi throat.
  'bubble-cloud': (a) => {
    a.add(`<rect x="-10" y="-10" width="${a.W + 20}" height="${a.H + 20}" fill="#9fb6bd"/>`);
    venturi(a, -20, 1020, a.H * 0.5, 150, { tx: 330, k: 0.22, liquid: '#c9e2e8', bubbles: 170, seed: 31 });
    a.tag(330, a.H * 0.5 - 150 - 90, 'THROAT', 30);
    a.tag(700, a.H * 0.5 + 150 + 110, 'BUBBLES COLLAPSE', 30);
  },

  // 7. Untreated sugarcane bagasse fibres before cavitation.
  'fibres-raw': (a) => {
    // Top-down: a steel tray of coarse bagasse on a bench, a label card.
    a.add(`<rect x="-10" y="-10" width="${a.W + 20}" height="${a.H + 20}" fill="#c9c2ad"/>`);
    for (let x = -10; x < a.W; x += 80) a.add(`<path d="M${x} -10 V ${a.H + 10}" stroke="#bdb59e" stroke-width="3"/>`);
    a.add(`<rect x="110" y="70" width="700" height="${a.H - 150}" rx="22" fill="${C.steelDark}" ${s3}/><rect x="130" y="90" width="660" height="${a.H - 190}" rx="14" fill="${C.steelLight}" ${s3}/>`);
    fibres(a, 150, 110, 560, a.H - 290, 34, false, 71);
    a.add(`<rect x="760" y="${a.H - 190}" width="200" height="110" rx="6" fill="${C.white}" ${s3} transform="rotate(-6 860 ${a.H - 135})"/>`);
    a.text(860, a.H - 140, 'UNTREATED', 22, INK, 'middle');
    a.text(860, a.H - 108, 'bagasse', 20, C.slate, 'middle', 'normal');
  },

  // 8. Bagasse fibres after thirty minutes of hydrodynamic cavitation.
  'fibres-treated': (a) => {
    // Side view: a tall beaker of fine, swollen pulp and a timer at 30:00.
    const top = a.H * 0.82;
    labWall(a, '#d7cbb3', top);
    a.add(`<rect x="300" y="${top - 430}" width="330" height="430" rx="10" fill="${C.glass}" ${s3}/>`);
    a.add(`<rect x="306" y="${top - 330}" width="318" height="324" rx="8" fill="#e6d6a6"/>`);
    fibres(a, 316, top - 320, 280, 300, 160, true, 83);
    for (let i = 0; i < 5; i++) a.add(`<path d="M300 ${top - 400 + i * 70} h 40" stroke="${INK}" stroke-width="3"/>`);
    // Timer.
    a.block(700, top, 200, 120, 50, C.white);
    a.add(`<rect x="715" y="${top - 100}" width="170" height="62" rx="6" fill="${C.screen}" ${s3}/>`);
    a.text(800, top - 55, '30:00', 38, C.flame, 'middle');
    a.knobs(740, top - 20, 3, 8, [C.leaf, C.slate, C.red]);
    a.add(`<rect x="90" y="${top - 130}" width="150" height="100" rx="6" fill="${C.white}" ${s3}/>`);
    a.text(165, top - 88, 'TREATED', 22, INK, 'middle');
    a.text(165, top - 56, '30 min', 20, C.slate, 'middle', 'normal');
  },

  // 9. Microscope view of treated fibre surfaces with exposed cellulose.
  'microscope': (a) => {
    a.add(`<rect x="-10" y="-10" width="${a.W + 20}" height="${a.H + 20}" fill="#2c4146"/>`);
    const cx = 420;
    const cy = a.H / 2;
    const R = a.H * 0.43;
    a.add(`<defs><clipPath id="lens"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath></defs>`);
    a.add(`<g clip-path="url(#lens)"><rect x="0" y="0" width="${a.W}" height="${a.H}" fill="#e9efd9"/>`);
    // Fibre bundles: broad strands, frayed into microfibrils at their ends.
    const rnd = seededRandom(97);
    for (let i = 0; i < 5; i++) {
      const y = cy - R + 60 + i * (R * 0.42);
      const ang = -0.35 + rnd() * 0.7;
      const g = `transform="rotate(${(ang * 180) / Math.PI} ${cx} ${y})"`;
      a.add(`<g ${g}><rect x="${cx - R - 40}" y="${y - 26}" width="${R * 1.4}" height="52" rx="24" fill="#c9d89a" ${s3}/>`);
      for (let k = 0; k < 5; k++) a.add(`<path d="M${cx - R} ${y - 16 + k * 8} H ${cx + R * 0.3}" stroke="#9fb36a" stroke-width="2"/>`);
      for (let k = 0; k < 7; k++) a.add(`<path d="M${cx + R * 0.38} ${y - 20 + k * 7} q ${40 + rnd() * 40} ${(rnd() - 0.5) * 30} ${90 + rnd() * 80} ${(rnd() - 0.5) * 50}" stroke="#7f9a4e" stroke-width="3" fill="none" stroke-linecap="round"/>`);
      a.add(`</g>`);
    }
    a.add(`</g><circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${INK}" stroke-width="14"/><circle cx="${cx}" cy="${cy}" r="${R + 10}" fill="none" stroke="${C.slate}" stroke-width="8"/>`);
    // Scale bar inside the field.
    a.add(`<path d="M${cx + R * 0.1} ${cy + R * 0.78} h 120" stroke="${INK}" stroke-width="6"/>`);
    a.text(cx + R * 0.1 + 60, cy + R * 0.72, '50 µm', 18, INK, 'middle');
    // The microscope at the right.
    const mx = 860;
    const yb = a.H * 0.92;
    a.block(mx - 90, yb, 180, 30, 40, C.white);
    a.add(`<path d="M${mx + 40} ${yb - 30} C ${mx + 80} ${yb - 160} ${mx + 60} ${yb - 260} ${mx - 10} ${yb - 300}" fill="none" stroke="${INK}" stroke-width="42" stroke-linecap="round"/><path d="M${mx + 40} ${yb - 30} C ${mx + 80} ${yb - 160} ${mx + 60} ${yb - 260} ${mx - 10} ${yb - 300}" fill="none" stroke="${C.white}" stroke-width="34" stroke-linecap="round"/>`);
    a.add(`<rect x="${mx - 90}" y="${yb - 150}" width="120" height="16" fill="${C.slate}" ${s3}/>`);
    a.add(`<rect x="${mx - 60}" y="${yb - 290}" width="40" height="110" rx="6" fill="${C.slate}" ${s3} transform="rotate(-20 ${mx - 40} ${yb - 235})"/>`);
    a.add(`<rect x="${mx - 86}" y="${yb - 380}" width="30" height="90" rx="6" fill="${C.slate}" ${s3} transform="rotate(-20 ${mx - 71} ${yb - 335})"/>`);
  },

  // 10. Samples of hydrolysate collected at five-minute intervals.
  'hydrolysate-samples': (a) => {
    const top = a.H * 0.76;
    labWall(a, '#c4d0d8', top);
    // A tube rack: six tubes, amber deepening with time, labelled 0 to 25 min.
    a.block(120, top, 760, 40, 60, C.blue);
    const tones = ['#f1e7c4', '#ead79a', '#e2c275', '#d8ab52', '#c98f36', '#b07424'];
    for (let i = 0; i < 6; i++) {
      const x = 180 + i * 125;
      a.add(`<path d="M${x - 28} ${top - 330} V ${top - 40} a 28 28 0 0 0 56 0 V ${top - 330} Z" fill="${C.glass}" ${s3}/>`);
      a.add(`<path d="M${x - 25} ${top - 200} V ${top - 40} a 25 25 0 0 0 50 0 V ${top - 200} Z" fill="${tones[i]}"/>`);
      a.add(`<rect x="${x - 32}" y="${top - 360}" width="64" height="34" rx="4" fill="${[C.red, C.amber, C.leaf, C.blue, C.teal, C.slate][i]}" ${s3}/>`);
      a.add(`<rect x="${x - 30}" y="${top - 160}" width="60" height="26" fill="${C.white}" ${s3}/>`);
      a.text(x, top - 140, `${i * 5}′`, 18, INK, 'middle');
    }
    a.add(`<path d="M120 ${top - 70} H 880" stroke="${INK}" stroke-width="4"/>`);
    a.add(`<path d="M140 ${top + 60} H 860 m -20 -12 l 20 12 l -20 12" fill="none" stroke="${INK}" stroke-width="4"/>`);
    a.text(500, top + 110, 'minutes of cavitation', 24, INK, 'middle', 'normal');
  },

  // 11. BMP bottles for treated and untreated straw.
  'bmp-treated-untreated': (a) => {
    const gy = a.H * 0.9;
    a.indoor(gy, { wall: '#c0cdb8', tiles: false });
    // An orbital shaker incubator with its lid up and two rows of bottles.
    a.block(90, gy, 820, 200, 110, C.steelLight);
    a.add(`<rect x="120" y="${gy - 170}" width="140" height="60" rx="5" fill="${C.screen}" ${s3}/>`);
    a.text(190, gy - 130, '37 °C', 26, C.flame, 'middle');
    a.knobs(150, gy - 60, 3, 10, [C.leaf, C.slate, C.slate]);
    const deck = gy - 200;
    for (let i = 0; i < 4; i++) a.bottle(360 + i * 70, deck, 1.25, '#8a6a3a', C.slate);
    for (let i = 0; i < 4; i++) a.bottle(360 + 330 + i * 60, deck, 1.25, '#b8a35a', C.teal);
    a.tag(470, deck + 70, 'UNTREATED', 26, C.slate);
    a.tag(780, deck + 70, 'TREATED', 26, C.teal);
    // Gas bags above the treated row are fuller.
    for (let i = 0; i < 4; i++) {
      a.add(`<ellipse cx="${360 + i * 70}" cy="${deck - 300}" rx="22" ry="30" fill="${C.cream}" ${s3}/><path d="M${360 + i * 70} ${deck - 270} V ${deck - 120}" stroke="${INK}" stroke-width="3"/>`);
      a.add(`<ellipse cx="${690 + i * 60}" cy="${deck - 300}" rx="30" ry="44" fill="${C.cream}" ${s3}/><path d="M${690 + i * 60} ${deck - 256} V ${deck - 120}" stroke="${INK}" stroke-width="3"/>`);
    }
  },

  // 12. Treated paddy straw slurry ready for the digester.
  'slurry-to-digester': (a) => {
    const gy = a.H * 0.78;
    a.outdoor(gy, { sky: 'day', sun: [880, 100], far: [20, 40, 30, 50, 30] , ground: '#a9b59a' });
    // Mixing tank cut open to show the slurry and the agitator.
    const cx = 280;
    a.cylinder(cx, gy + 40, 170, 300, C.teal, { top: false, bands: 0 });
    const ty = gy + 40 - 300;
    a.add(`<ellipse cx="${cx}" cy="${ty}" rx="170" ry="48" fill="${C.tealLight}" ${s3}/><ellipse cx="${cx}" cy="${ty + 10}" rx="150" ry="38" fill="#b49a5e" ${s3}/>`);
    for (let i = 0; i < 14; i++) a.add(`<path d="M${cx - 120 + (i * 37) % 240} ${ty + (i % 4) * 9 - 6} q 10 -4 20 0" stroke="#e8d39a" stroke-width="4" fill="none"/>`);
    a.add(`<path d="M${cx} ${ty - 20} V ${ty + 20}" stroke="${INK}" stroke-width="8"/><rect x="${cx - 185}" y="${ty - 14}" width="370" height="20" fill="${C.amber}" ${s3}/>`);
    a.add(`<rect x="${cx - 34}" y="${ty - 90}" width="68" height="76" rx="6" fill="${C.blue}" ${s3}/>`);
    a.tag(cx, gy + 110, 'TREATED SLURRY', 26);
    // Transfer pipe to the digester.
    a.pipe([[cx + 170, gy - 30], [600, gy - 30], [600, gy - 230], [680, gy - 230]], C.amber, 16);
    a.digester(830, gy + 30, 150, 220, C.tealLight);
  },

  // Fallback when a gallery picture fails to load.
  'placeholder': (a) => {
    a.add(`<rect x="-10" y="-10" width="${a.W + 20}" height="${a.H + 20}" fill="#b6c8c4"/>`);
    venturi(a, -20, 1020, a.H * 0.42, 110, { tx: 400, k: 0.28, liquid: C.glass, bubbles: 70, seed: 7 });
    a.text(500, a.H * 0.84, 'Hydrodynamic cavitation', 44, INK, 'middle');
  },
};

/** The twelve gallery subjects in the order of the content's captions. */
export const cavitationGallery = [
  'reactor-skid',
  'orifice-plate',
  'gauges-flowmeter',
  'lab-loop',
  'engineer-valve',
  'bubble-cloud',
  'fibres-raw',
  'fibres-treated',
  'microscope',
  'hydrolysate-samples',
  'bmp-treated-untreated',
  'slurry-to-digester',
] as const;
