/** Laboratory scenes: instruments, benches and results, one per image slot. */
import { Art, C, INK, shade } from '../art';
import type { Draw } from './plants';
import { BRAND_FONT } from '../lib';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;

/** A wall and a long worktop at y = top; returns the worktop y. */
function benchRoom(a: Art, wall?: string, topK = 0.7): number {
  const top = a.H * topK;
  a.indoor(a.H * 0.98, { wall, tiles: false });
  for (let x = 0; x < a.W; x += 50) a.add(`<path d="M${x} ${top - 150} V ${top}" stroke="${shade(wall ?? '#c7d6d2', 0.92)}" stroke-width="2"/>`);
  for (let y = top - 150; y < top; y += 37.5) a.add(`<path d="M0 ${y} H ${a.W}" stroke="${shade(wall ?? '#c7d6d2', 0.92)}" stroke-width="2"/>`);
  a.bench(-40, a.W + 80, top, a.H + 40);
  return top;
}

export const lab: Record<string, Draw> = {
  // ---------- instruments (close-ups) ----------
  'gc': (a) => {
    const t = benchRoom(a, '#c9d8d6');
    a.gasBottle(80, t, 300, C.red);
    a.gasBottle(140, t, 280, C.blue);
    a.block(220, t, 400, 260, 120, C.white);
    a.add(`<rect x="250" y="${t - 200}" width="200" height="170" rx="6" fill="${shade(C.white, 0.93)}" ${s3}/><path d="M270 ${t - 180} h160" stroke="${INK}" stroke-width="2"/>`);
    a.add(`<circle cx="350" cy="${t - 115}" r="50" fill="none" stroke="${C.amber}" stroke-width="5"/><circle cx="350" cy="${t - 115}" r="38" fill="none" stroke="${C.amber}" stroke-width="5"/>`);
    a.block(300, t - 260, 40, 40, 20, C.steel);
    a.block(380, t - 260, 40, 40, 20, C.steel);
    a.knobs(490, t - 200, 3, 10, [C.leaf, C.flame, C.blueLight]);
    a.add(`<rect x="480" y="${t - 160}" width="110" height="60" rx="4" fill="${C.screen}" ${s3}/>`);
    a.pipe([[140, t - 250], [180, t - 250], [180, t - 120], [220, t - 120]], C.steelDark, 5);
    a.screen(700, t - 260, 240, 180, 'peaks');
    a.block(760, t, 120, 14, 40, C.slate);
  },
  'hplc': (a) => {
    const t = benchRoom(a, '#cdd5da');
    const x = 330;
    const mods = [70, 80, 90, 70, 80];
    let y = t;
    for (const [i, h] of mods.entries()) {
      a.block(x, y, 300, h, 100, i % 2 ? C.white : shade(C.white, 0.95));
      a.add(`<rect x="${x + 20}" y="${y - h + 16}" width="70" height="${h - 32}" rx="3" fill="${C.screen}"/>`);
      a.knobs(x + 250, y - h / 2, 1, 8, [i === 2 ? C.flame : C.leaf]);
      y -= h;
    }
    for (let i = 0; i < 4; i++) a.bottle(x + 40 + i * 70, y, 0.9, [C.glass, C.blueLight, C.glass, C.straw][i]!, C.amber);
    for (let i = 0; i < 4; i++) a.add(`<path d="M${x + 40 + i * 70} ${y - 85} Q ${x + 330} ${y - 160} ${x + 320} ${y + 40}" fill="none" stroke="${C.steelDark}" stroke-width="3"/>`);
    a.screen(60, t - 240, 220, 170, 'peaks', C.leaf);
    a.block(100, t, 140, 14, 40, C.slate);
    a.beaker(760, t, 60, 90, C.straw, 0.4);
    a.beaker(840, t, 60, 70, C.leaf, 0.5);
  },
  'chns': (a) => {
    const t = benchRoom(a, '#d4d6cc');
    a.block(250, t, 420, 230, 120, C.steelLight);
    a.add(`<rect x="280" y="${t - 200}" width="120" height="90" rx="4" fill="${C.screen}" ${s3}/>`);
    a.add(`<ellipse cx="480" cy="${t - 260}" rx="90" ry="26" fill="${C.slate}" ${s3}/>`);
    for (let i = 0; i < 16; i++) {
      const ang = (i / 16) * Math.PI * 2;
      a.add(`<circle cx="${480 + Math.cos(ang) * 70}" cy="${t - 262 + Math.sin(ang) * 18}" r="6" fill="${C.straw}" stroke="${INK}" stroke-width="1.5"/>`);
    }
    a.text(290, t - 40, 'C  H  N  S', 34, INK);
    a.block(740, t, 120, 70, 50, C.white);
    a.add(`<rect x="755" y="${t - 60}" width="90" height="24" fill="${C.screen}"/>`);
    a.add(`<rect x="100" y="${t - 20}" width="80" height="20" rx="3" fill="${C.steel}" ${s3}/>`);
    for (let i = 0; i < 6; i++) a.add(`<circle cx="${110 + i * 12}" cy="${t - 26}" r="5" fill="${C.straw}" stroke="${INK}" stroke-width="1.5"/>`);
  },
  'ampts': (a) => {
    const t = benchRoom(a, '#c6d4cf');
    a.block(60, t, 420, 130, 100, C.blue);
    for (let i = 0; i < 5; i++) a.bottle(110 + i * 80, t - 90, 0.9, C.olive);
    a.block(560, t, 380, 110, 100, C.white);
    for (let r = 0; r < 2; r++) for (let i = 0; i < 7; i++) a.add(`<rect x="${580 + i * 50}" y="${t - 100 + r * 48}" width="36" height="40" rx="3" fill="${C.glass}" ${s3}/><circle cx="${598 + i * 50}" cy="${t - 76 + r * 48}" r="7" fill="${C.leaf}"/>`);
    for (let i = 0; i < 5; i++) a.add(`<path d="M${110 + i * 80} ${t - 186} C ${110 + i * 80} ${t - 260} ${600 + i * 50} ${t - 260} ${600 + i * 50} ${t - 110}" fill="none" stroke="${C.steelDark}" stroke-width="3"/>`);
    a.screen(700, t - 330, 200, 140, 'rise', C.leaf);
  },
  'cavitation-rig': (a) => {
    const gy = a.H * 0.86;
    a.indoor(gy, { sky: 'hall' });
    a.block(80, gy, 180, 150, 70, C.blue);
    a.cylinder(170, gy - 150, 40, 50, C.slate);
    a.pipe([[260, gy - 60], [400, gy - 60], [400, gy - 300], [800, gy - 300], [800, gy - 60], [700, gy - 60]], C.steel, 26);
    a.add(`<rect x="580" y="${gy - 345}" width="22" height="90" fill="${C.red}" ${s3}/>`);
    a.add(`<circle cx="480" cy="${gy - 360}" r="34" fill="${C.white}" ${s3}/><path d="M480 ${gy - 360} l 18 -16" stroke="${C.red}" stroke-width="4"/><path d="M480 ${gy - 326} V ${gy - 314}" stroke="${INK}" stroke-width="6"/>`);
    a.cylinder(650, gy, 80, 170, C.steelLight, { bands: 1 });
    a.bubbles(600, gy - 300, 120, 40, 10, 7);
    a.text(560, gy - 390, 'ORIFICE', 24);
  },
  'pilot-digester': (a) => {
    const gy = a.H * 0.88;
    a.indoor(gy, { sky: 'indoor' });
    a.window(700, 60, 220, 160);
    for (const lx of [330, 470]) a.add(`<path d="M${lx} ${gy} V ${gy - 80}" stroke="${INK}" stroke-width="10"/>`);
    a.cylinder(400, gy - 70, 130, 250, C.steelLight, { bands: 0 });
    a.add(`<path d="M270 ${gy - 250} H 530 V ${gy - 110} H 270 Z" fill="${C.amber}" opacity="0.35"/>`);
    a.block(360, gy - 320, 80, 60, 30, C.slate);
    a.add(`<path d="M400 ${gy - 320} V ${gy - 120}" stroke="${INK}" stroke-width="6"/>`);
    a.add(`<circle cx="320" cy="${gy - 200}" r="22" fill="${C.white}" ${s3}/>`);
    a.pipe([[530, gy - 200], [620, gy - 200], [620, gy - 40]], C.steel, 10);
    a.block(640, gy, 120, 150, 50, C.white);
    a.add(`<rect x="655" y="${gy - 135}" width="90" height="50" fill="${C.screen}"/>`);
    a.text(360, gy - 140, '50 L', 40, INK);
  },
  'muffle': (a) => {
    const t = benchRoom(a, '#d8d0c4');
    a.block(280, t, 380, 280, 120, C.slate);
    a.add(`<rect x="320" y="${t - 250}" width="240" height="180" rx="6" fill="#3b2418" ${s3}/><rect x="350" y="${t - 225}" width="180" height="130" fill="#e8702a"/><rect x="370" y="${t - 205}" width="140" height="90" fill="${C.flame}"/>`);
    for (let i = 0; i < 3; i++) a.add(`<path d="M${390 + i * 45} ${t - 120} h 30 l -4 -16 h -22 z" fill="${C.white}" stroke="${INK}" stroke-width="2"/>`);
    a.add(`<rect x="585" y="${t - 240}" width="55" height="34" fill="${C.screen}"/><text x="590" y="${t - 215}" font-family="${BRAND_FONT}" font-size="18" fill="${C.flame}">550°</text>`);
    a.knobs(600, t - 170, 2, 9, [C.leaf, C.red]);
    a.block(80, t, 110, 90, 40, C.white);
    a.add(`<path d="M760 ${t} h 160" stroke="${INK}" stroke-width="3"/>`);
    for (let i = 0; i < 4; i++) a.add(`<path d="M${770 + i * 38} ${t} l 4 -22 h 24 l 4 22 z" fill="${C.white}" ${s3}/>`);
  },
  'laminar-flow': (a) => {
    const gy = a.H * 0.9;
    a.indoor(gy, { sky: 'indoor', wall: '#c5d3dc' });
    a.block(200, gy - 200, 560, 330, 110, C.white);
    a.add(`<rect x="230" y="${gy - 500}" width="500" height="260" fill="#bcdff0" ${s3}/><path d="M230 ${gy - 420} H 730" stroke="${INK}" stroke-width="4"/>`);
    a.add(`<rect x="230" y="${gy - 500}" width="500" height="30" fill="${C.blue}" opacity="0.5"/>`);
    for (let i = 0; i < 6; i++) a.add(`<path d="M${270 + i * 80} ${gy - 470} v 40" stroke="${C.blue}" stroke-width="3" stroke-dasharray="6 6"/>`);
    a.add(`<ellipse cx="380" cy="${gy - 262}" rx="40" ry="10" fill="${C.straw}" ${s3}/><ellipse cx="470" cy="${gy - 262}" rx="40" ry="10" fill="${C.straw}" ${s3}/>`);
    a.add(`<rect x="560" y="${gy - 330}" width="14" height="70" fill="${C.flame}" ${s3}/>`);
    a.add(`<rect x="240" y="${gy - 200}" width="480" height="200" fill="${shade(C.white, 0.93)}" ${s3}/>`);
  },
  'portable-analyser': (a) => {
    const gy = a.H * 0.72;
    a.outdoor(gy, { sky: 'haze', far: [40, 60, 30, 50] });
    a.digester(800, gy + 60, 130, 180, C.teal);
    a.add(`<g transform="translate(-380 0)"><rect x="520" y="${gy - 170}" width="240" height="330" rx="30" fill="${C.amber}" ${s3}/><rect x="550" y="${gy - 140}" width="180" height="120" rx="8" fill="${C.screen}" ${s3}/>`);
    a.text(565, gy - 100, 'CH₄ 58.2 %', 26, C.leaf, 'start');
    a.text(565, gy - 60, 'CO₂ 40.9 %', 26, C.blueLight, 'start');
    a.knobs(580, gy + 20, 3, 14, [C.white, C.white, C.red]);
    a.add(`</g><path d="M260 ${gy + 160} C 260 ${gy + 260} 600 ${gy + 240} 680 ${gy - 40}" fill="none" stroke="${INK}" stroke-width="12"/><path d="M260 ${gy + 160} C 260 ${gy + 260} 600 ${gy + 240} 680 ${gy - 40}" fill="none" stroke="${C.blue}" stroke-width="6"/>`);
  },
  'bomb-calorimeter': (a) => {
    const t = benchRoom(a, '#d3cfc6');
    a.block(200, t, 360, 240, 120, C.white);
    a.add(`<ellipse cx="380" cy="${t - 240 - 20}" rx="110" ry="26" fill="${C.steelLight}" ${s3}/><rect x="320" y="${t - 320}" width="120" height="60" fill="${C.steel}" ${s3}/><rect x="350" y="${t - 360}" width="60" height="40" fill="${C.slate}" ${s3}/>`);
    a.add(`<rect x="230" y="${t - 200}" width="130" height="80" rx="4" fill="${C.screen}" ${s3}/><text x="245" y="${t - 150}" font-family="${BRAND_FONT}" font-size="22" fill="${C.flame}">25.134 °C</text>`);
    a.knobs(400, t - 160, 3, 10, [C.leaf, C.flame, C.white]);
    // The bomb: a thick steel vessel with a screw cap, beside the instrument.
    a.cylinder(690, t, 50, 140, C.steel, { bands: 0 });
    a.add(`<rect x="630" y="${t - 175}" width="120" height="40" rx="6" fill="${C.steelDark}" ${s3}/><rect x="675" y="${t - 205}" width="30" height="30" fill="${C.slate}" ${s3}/>`);
    a.add(`<circle cx="850" cy="${t - 18}" r="18" fill="${C.strawDark}" ${s3}/><circle cx="880" cy="${t - 14}" r="14" fill="${C.straw}" ${s3}/>`);
    a.text(780, t - 60, 'PELLETS', 18, INK);
  },

  // ---------- lab scenes ----------
  'sample-prep': (a) => {
    const t = benchRoom(a, '#cad3c6');
    a.person(820, a.H * 0.98, 1.6, 'lab');
    a.block(520, t, 150, 60, 60, C.white);
    a.add(`<rect x="540" y="${t - 80}" width="110" height="10" fill="${C.steel}" ${s3}/><rect x="540" y="${t - 50}" width="60" height="26" fill="${C.screen}"/>`);
    a.add(`<path d="M100 ${t} q 0 -60 70 -60 q 70 0 70 60 z" fill="${C.steelLight}" ${s3}/><path d="M130 ${t - 40} l 60 -90" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>`);
    for (let i = 0; i < 3; i++) a.add(`<path d="M${290 + i * 70} ${t} v -80 l 15 -15 h 30 l 15 15 v 80 z" fill="${[C.straw, C.earth, C.leaf][i]}" ${s3}/>`);
  },
  'water-bath': (a) => {
    const t = a.H * 0.62;
    a.indoor(a.H * 0.98, { wall: '#c3d3d7', tiles: false });
    a.block(80, a.H * 0.98, 840, a.H * 0.98 - t, 140, C.steelLight);
    a.add(`<path d="M157 ${t - 59} h 760 l -60 46 h -760 z" fill="${C.blueLight}" opacity="0.8"/>`);
    for (let r = 0; r < 2; r++) for (let i = 0; i < 8; i++) a.bottle(150 + i * 95 + r * 40, t - 10 - r * 40, 0.8 - r * 0.1, r ? C.olive : C.earth);
    a.add(`<rect x="110" y="${t + 40}" width="160" height="60" fill="${C.screen}"/><text x="125" y="${t + 82}" font-family="${BRAND_FONT}" font-size="30" fill="${C.flame}">37.0 °C</text>`);
  },
  'fume-hood': (a) => {
    const gy = a.H * 0.95;
    a.indoor(gy, { wall: '#cbd3cf' });
    a.block(120, gy, 760, a.H * 0.85, 100, C.white);
    a.add(`<rect x="160" y="${gy - a.H * 0.75}" width="680" height="${a.H * 0.45}" fill="#c4dde2" ${s3}/>`);
    const t = gy - a.H * 0.3;
    a.add(`<path d="M500 ${t} V ${t - 230} M470 ${t - 230} H 560" stroke="${INK}" stroke-width="6"/><rect x="540" y="${t - 260}" width="12" height="170" fill="${C.glass}" ${s3}/>`);
    a.flask(546, t, 1, '#f0a3b5');
    a.beaker(250, t, 70, 100, C.straw, 0.5);
    a.beaker(340, t, 60, 80, C.leaf, 0.6);
    a.beaker(680, t, 80, 110, C.glass, 0.3);
  },
  'sample-store': (a) => {
    a.indoor(a.H * 0.95, { wall: '#d2cdbf', tiles: false });
    for (let sh = 0; sh < 3; sh++) {
      const y = a.H * (0.32 + sh * 0.28);
      a.block(60, y, 880, 14, 60, C.earth);
      for (let i = 0; i < 9; i++) {
        const fill = [C.straw, C.earth, C.olive, C.leaf, C.strawDark][(i + sh) % 5]!;
        a.add(`<rect x="${80 + i * 95}" y="${y - 14 - 110}" width="70" height="110" rx="8" fill="${C.glass}" ${s3}/><rect x="${83 + i * 95}" y="${y - 14 - 70}" width="64" height="67" fill="${fill}"/><rect x="${80 + i * 95}" y="${y - 14 - 126}" width="70" height="18" rx="3" fill="${C.slate}" ${s3}/><rect x="${92 + i * 95}" y="${y - 14 - 100}" width="46" height="22" fill="${C.white}" stroke="${INK}" stroke-width="1.5"/>`);
      }
    }
  },
  'digester-log': (a) => {
    // Seen from above the desk: an open notebook with readings, a pencil, the reactor at the edge.
    a.indoor(a.H, { wall: '#8a6a45', tiles: false });
    a.add(`<rect x="180" y="40" width="640" height="${a.H - 80}" rx="10" fill="${C.white}" ${s3}/><path d="M500 40 V ${a.H - 40}" stroke="${INK}" stroke-width="3"/>`);
    for (let i = 0; i < 9; i++) a.add(`<path d="M${220} ${90 + i * 45} h ${200 + (i % 3) * 40} M${540} ${90 + i * 45} h ${120 + (i % 4) * 35}" stroke="${C.blue}" stroke-width="4"/>`);
    a.add(`<polyline points="540,480 600,440 660,380 720,360 770,350" fill="none" stroke="${C.red}" stroke-width="5"/>`);
    a.add(`<path d="M840 ${a.H - 60} l 120 -300" stroke="${INK}" stroke-width="16" stroke-linecap="round"/><path d="M840 ${a.H - 60} l 120 -300" stroke="${C.amber}" stroke-width="9" stroke-linecap="round"/>`);
    a.add(`<circle cx="90" cy="120" r="70" fill="${C.glass}" ${s3}/><circle cx="90" cy="120" r="50" fill="${C.earth}"/>`);
  },

  // ---------- experiments & results ----------
  'methane-curves': (a) => {
    a.indoor(a.H, { wall: '#d7ddd6', tiles: false });
    const x = 120, y = 60, w = 760, h = a.H - 150;
    a.add(`<rect x="${x - 30}" y="${y - 30}" width="${w + 60}" height="${h + 80}" rx="14" fill="${C.white}" ${s3}/>`);
    for (let i = 0; i <= 4; i++) a.add(`<path d="M${x} ${y + (h * i) / 4} H ${x + w}" stroke="${C.steelLight}" stroke-width="2"/>`);
    [C.teal, C.amber, C.blue].forEach((c, k) => {
      const top = 0.12 + k * 0.08;
      const pts = Array.from({ length: 30 }, (_, i) => { const tt = i / 29; return `${x + w * tt},${y + h - h * (1 - top) * (1 - Math.exp(-tt * (4 - k * 0.6)))}`; });
      a.add(`<polyline points="${pts.join(' ')}" fill="none" stroke="${c}" stroke-width="6"/>`);
    });
    a.add(`<path d="M${x} ${y} V ${y + h} H ${x + w}" stroke="${INK}" stroke-width="4" fill="none"/>`);
    a.text(x + 10, y + h + 40, 'days', 22, INK, 'start', 'normal');
  },
  'bagasse-compare': (a) => {
    a.indoor(a.H, { wall: '#2f4a47', tiles: false });
    for (const [cx, treated] of [[290, false], [710, true]] as const) {
      a.add(`<ellipse cx="${cx}" cy="${a.H * 0.55}" rx="190" ry="150" fill="${C.glass}" ${s3}/>`);
      for (let i = 0; i < 26; i++) {
        const ang = (i * 137.5 * Math.PI) / 180;
        const rr = 20 + ((i * 53) % 120);
        const px = cx + Math.cos(ang) * rr;
        const py = a.H * 0.55 + Math.sin(ang) * rr * 0.75;
        const len = treated ? 16 : 60;
        a.add(`<path d="M${px} ${py} l ${len * Math.cos(ang * 3)} ${len * Math.sin(ang * 3)}" stroke="${treated ? C.straw : C.strawDark}" stroke-width="${treated ? 10 : 12}" stroke-linecap="round"/>`);
      }
      a.text(cx, a.H * 0.55 + 200, treated ? 'PRETREATED' : 'RAW', 28, C.white, 'middle');
    }
  },
  'dark-fermentation': (a) => {
    const gy = a.H * 0.9;
    a.indoor(gy, { wall: '#bfcfc7' });
    a.cylinder(500, gy, 180, a.H * 0.7, C.glass, { bands: 0 });
    a.add(`<rect x="323" y="${gy - a.H * 0.5}" width="354" height="${a.H * 0.5 - 4}" fill="${C.straw}" opacity="0.8"/>`);
    a.bubbles(340, gy - a.H * 0.62, 320, a.H * 0.55, 40, 99);
    a.add(`<path d="M440 ${gy - a.H * 0.78} V ${gy - 80}" stroke="${INK}" stroke-width="8"/><rect x="430" y="${gy - 110}" width="20" height="40" fill="${C.blue}"/>`);
    a.text(720, gy - a.H * 0.55, 'H₂', 80, INK, 'start');
    a.block(740, gy, 160, 120, 50, C.white);
    a.add(`<rect x="760" y="${gy - 100}" width="120" height="50" fill="${C.screen}"/><text x="770" y="${gy - 64}" font-family="${BRAND_FONT}" font-size="28" fill="${C.leaf}">pH 5.5</text>`);
  },
  'h2-vs-ph': (a) => {
    a.indoor(a.H, { wall: '#d8d3c7', tiles: false });
    a.add(`<rect x="80" y="40" width="840" height="${a.H - 80}" rx="14" fill="${C.white}" ${s3}/>`);
    const base = a.H - 110;
    [0.45, 0.85, 0.55].forEach((v, i) => {
      const h = (base - 100) * v;
      a.block(220 + i * 230, base, 130, h, 50, [C.blueLight, C.teal, C.blue][i]!);
      a.text(285 + i * 230, base + 40, `pH ${[5, 5.5, 6][i]}`, 26, INK, 'middle');
    });
    a.add(`<path d="M160 90 V ${base} H 880" stroke="${INK}" stroke-width="4" fill="none"/>`);
  },
  'digestate': (a) => {
    const t = benchRoom(a, '#c9cfc4', 0.75);
    for (let i = 0; i < 6; i++) a.add(`<path d="M${90 + i * 140} ${t} v -170 q 0 -12 12 -12 h 76 q 12 0 12 12 v 170 z" fill="${C.glass}" ${s3}/><rect x="${93 + i * 140}" y="${t - 120}" width="94" height="117" fill="${shade(C.earth, 0.6 + i * 0.06)}"/><rect x="${96 + i * 140}" y="${t - 200}" width="88" height="20" fill="${C.slate}" ${s3}/><text x="${140 + i * 140}" y="${t - 140}" font-family="${BRAND_FONT}" font-size="22" text-anchor="middle" fill="${INK}">D${30}</text>`);
  },
};
