/** Services, blog, partner, home and brand scenes, one per image slot. */
import { type Art, C, INK, shade } from '../art';
import type { Draw } from './plants';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;

/** A reformer skid: two tall catalyst columns, a heater box and PSA vessels. */
function reformer(a: Art, x: number, yb: number, k = 1) {
  a.block(x, yb, 220 * k, 120 * k, 60 * k, C.steelLight);
  a.cylinder(x + 50 * k, yb - 120 * k, 28 * k, 200 * k, C.white, { bands: 2 });
  a.cylinder(x + 130 * k, yb - 120 * k, 28 * k, 240 * k, C.white, { bands: 3 });
  a.stack(x + 190 * k, yb - 120 * k, 90 * k, false);
  for (let i = 0; i < 3; i++) a.cylinder(x + 280 * k + i * 60 * k, yb, 22 * k, 170 * k, C.blueLight, { bands: 1 });
  a.pipe([[x + 130 * k, yb - 360 * k], [x + 130 * k, yb - 380 * k], [x + 400 * k, yb - 380 * k], [x + 400 * k, yb - 170 * k]], C.amber, 8 * k);
}

/** A CNG/CBG cylinder cascade: a frame of horizontal cylinders. */
function cascade(a: Art, x: number, yb: number, rows: number, w = 200) {
  a.add(`<rect x="${x}" y="${yb - rows * 34 - 10}" width="${w}" height="${rows * 34 + 10}" fill="none" ${s3}/>`);
  for (let i = 0; i < rows; i++) a.add(`<rect x="${x + 6}" y="${yb - 38 - i * 34}" width="${w - 12}" height="28" rx="14" fill="${i % 2 ? C.leaf : shade(C.leaf, 0.9)}" ${s3}/>`);
}

/** Colonies on an agar plate seen from above. */
function petri(a: Art, cx: number, cy: number, r: number, seed: number, colony: string) {
  a.add(`<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.45}" fill="#f1d9a6" ${s3}/>`);
  let v = seed;
  const rnd = () => ((v = (v * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 14; i++) {
    const ang = rnd() * Math.PI * 2;
    const rr = rnd() * r * 0.8;
    a.add(`<circle cx="${cx + Math.cos(ang) * rr}" cy="${cy + Math.sin(ang) * rr * 0.45}" r="${3 + rnd() * 6}" fill="${colony}"/>`);
  }
}

export const more: Record<string, Draw> = {
  // ---------- laboratory services ----------
  'service-bmp': (a) => {
    a.indoor(a.H * 0.95, { wall: '#c4d4cc', tiles: false });
    a.block(300, a.H * 0.95, 400, a.H * 0.82, 90, C.white);
    a.add(`<rect x="330" y="${a.H * 0.2}" width="340" height="${a.H * 0.62}" fill="#d9ece9" ${s3}/>`);
    for (let sh = 0; sh < 3; sh++) {
      const y = a.H * (0.38 + sh * 0.2);
      a.add(`<path d="M330 ${y} H 670" stroke="${INK}" stroke-width="4"/>`);
      for (let i = 0; i < 5; i++) a.bottle(370 + i * 65, y - 2, 0.55, [C.olive, C.earth, C.straw][sh]!);
    }
    a.add(`<rect x="330" y="${a.H * 0.14 - 30}" width="120" height="26" fill="${C.screen}"/>`);
    a.gasBottle(120, a.H * 0.95, 300, C.blue);
    a.text(120, a.H * 0.6, 'N₂', 30, INK, 'middle');
    a.add(`<path d="M800 ${a.H * 0.6} h 120 v 30 h -120 z" fill="${C.glass}" ${s3}/><path d="M920 ${a.H * 0.6 + 15} h 30" stroke="${INK}" stroke-width="6"/>`);
  },
  'service-microbial': (a) => {
    a.indoor(a.H, { wall: '#3e5f5a', tiles: false });
    petri(a, 220, a.H * 0.35, 150, 7, C.amber);
    petri(a, 560, a.H * 0.3, 130, 9, C.leaf);
    petri(a, 380, a.H * 0.72, 170, 13, C.white);
    petri(a, 780, a.H * 0.66, 140, 17, '#d35d6e');
    a.add(`<path d="M880 60 l 60 240" stroke="${INK}" stroke-width="16" stroke-linecap="round"/><path d="M880 60 l 60 240" stroke="${C.steelLight}" stroke-width="9" stroke-linecap="round"/>`);
  },
  'service-synthesis': (a) => {
    const t = a.H * 0.72;
    a.indoor(a.H, { wall: '#cfcad8', tiles: false });
    a.bench(-40, a.W + 80, t, a.H + 40);
    a.block(80, t, 520, 90, 80, C.slate);
    a.add(`<rect x="60" y="${t - 150}" width="560" height="40" rx="20" fill="${C.glass}" ${s3}/><rect x="240" y="${t - 170}" width="200" height="80" rx="10" fill="${C.amber}" ${s3}/>`);
    for (const x of [110, 570]) a.add(`<rect x="${x - 14}" y="${t - 145}" width="28" height="55" fill="${C.steel}" ${s3}/>`);
    for (let i = 0; i < 4; i++) a.add(`<rect x="${680 + i * 70}" y="${t - 100}" width="46" height="100" rx="6" fill="${C.glass}" ${s3}/><rect x="${683 + i * 70}" y="${t - 45}" width="40" height="42" fill="${['#3b3b4f', '#6f4e9b', '#2f7f9c', '#9a9aa8'][i]}"/>`);
  },
  'service-biomass': (a) => {
    const t = a.H * 0.74;
    a.indoor(a.H, { wall: '#d3d0bd', tiles: false });
    a.bench(-40, a.W + 80, t, a.H + 40);
    a.block(80, t, 300, 260, 90, C.steelLight);
    a.add(`<rect x="110" y="${t - 230}" width="240" height="200" fill="#3d3d3d" ${s3}/>`);
    for (let i = 0; i < 3; i++) a.add(`<path d="M120 ${t - 190 + i * 60} h 220" stroke="${C.steel}" stroke-width="6"/><path d="M150 ${t - 196 + i * 60} h 50 v -18 h -50 z M240 ${t - 196 + i * 60} h 50 v -18 h -50 z" fill="${[C.straw, C.leaf, C.earth][i]}"/>`);
    for (let i = 0; i < 5; i++) a.add(`<rect x="${460 - i * 3}" y="${t - 40 - i * 46}" width="${200 + i * 6}" height="40" rx="6" fill="${i === 0 ? C.slate : C.steelLight}" ${s3}/>`);
    for (let i = 0; i < 5; i++) a.add(`<path d="M${740 + i * 45} ${t} l -10 -40 h 40 l -10 40 z" fill="${C.white}" ${s3}/><ellipse cx="${750 + i * 45}" cy="${t - 40}" rx="18" ry="5" fill="${[C.straw, C.earth, '#6f6f6f', C.leaf, C.strawDark][i]}"/>`);
  },
  'service-gas': (a) => {
    a.indoor(a.H, { wall: '#c3ccd6', tiles: false });
    a.add(`<path d="M0 ${a.H * 0.25} H ${a.W}" stroke="${INK}" stroke-width="6"/>`);
    const bags = [C.white, shade(C.blueLight, 1.2), C.white, shade(C.glass, 0.95)];
    bags.forEach((fill, i) => {
      const x = 80 + i * 220;
      a.add(`<path d="M${x + 80} ${a.H * 0.25} V ${a.H * 0.32}" stroke="${INK}" stroke-width="3"/><path d="M${x} ${a.H * 0.32} h 160 q 20 ${a.H * 0.25} 0 ${a.H * 0.5} h -160 q -20 ${-a.H * 0.25} 0 ${-a.H * 0.5} z" fill="${fill}" ${s3}/><rect x="${x + 60}" y="${a.H * 0.8}" width="40" height="28" fill="${C.red}" ${s3}/><rect x="${x + 30}" y="${a.H * 0.42}" width="100" height="40" fill="${C.white}" stroke="${INK}" stroke-width="2"/>`);
      a.text(x + 80, a.H * 0.42 + 28, ['CH₄', 'H₂S', 'CO₂', 'O₂'][i]!, 22, INK, 'middle');
    });
  },
  // ---------- waste management ----------
  'waste-pellets': (a) => {
    const gy = a.H * 0.86;
    a.indoor(gy, { sky: 'hall', tiles: false });
    a.conveyor(40, gy - 20, 330, gy - 280, gy, [C.straw, C.strawDark, C.straw, C.straw]);
    a.block(330, gy, 220, 200, 80, C.teal);
    a.add(`<path d="M330 ${gy - 200} l 40 -90 h 140 l 40 90 z" fill="${C.steelLight}" ${s3}/>`);
    a.add(`<circle cx="440" cy="${gy - 110}" r="50" fill="${C.steel}" ${s3}/><circle cx="440" cy="${gy - 110}" r="16" fill="${C.slate}"/>`);
    a.pipe([[550, gy - 60], [640, gy - 60]], C.steel, 22);
    a.add(`<path d="M650 ${gy} v -80 q 40 -20 80 0 v 80 z" fill="${C.white}" ${s3}/><path d="M750 ${gy} v -80 q 40 -20 80 0 v 80 z" fill="${C.white}" ${s3}/><path d="M850 ${gy} v -80 q 40 -20 80 0 v 80 z" fill="${C.white}" ${s3}/>`);
    for (let i = 0; i < 18; i++) a.add(`<rect x="${660 + (i % 6) * 12}" y="${gy - 70 - Math.floor(i / 6) * 10}" width="9" height="5" rx="2" fill="${C.strawDark}"/>`);
    a.text(790, gy - 30, 'PELLETS', 18, INK, 'middle');
  },
  'waste-biomedical': (a) => {
    const gy = a.H * 0.82;
    a.indoor(gy, { wall: '#cdd7d6' });
    a.block(480, gy, 440, 300, 90, C.steelLight);
    a.add(`<circle cx="620" cy="${gy - 150}" r="90" fill="${C.steel}" ${s3}/><circle cx="620" cy="${gy - 150}" r="60" fill="${C.slate}" ${s3}/><path d="M560 ${gy - 150} h 120" stroke="${C.steelLight}" stroke-width="10"/>`);
    a.add(`<rect x="760" y="${gy - 260}" width="120" height="60" fill="${C.screen}"/>`);
    a.text(700, gy - 320, 'AUTOCLAVE', 24, INK, 'middle');
    ['#e2c230', C.red, C.blue, C.white].forEach((fill, i) => {
      const x = 40 + i * 105;
      a.add(`<path d="M${x} ${gy + 40} l 8 -150 h 74 l 8 150 z" fill="${fill}" ${s3}/><rect x="${x - 4}" y="${gy - 125}" width="98" height="20" rx="4" fill="${shade(fill, 0.8)}" ${s3}/><circle cx="${x + 20}" cy="${gy + 44}" r="9" fill="${C.slate}"/><circle cx="${x + 70}" cy="${gy + 44}" r="9" fill="${C.slate}"/>`);
    });
  },
  'waste-hazardous': (a) => {
    const gy = a.H * 0.8;
    a.indoor(gy, { wall: '#bfc3b9', tiles: false });
    a.add(`<path d="M-10 ${gy - 4} H ${a.W + 10}" stroke="${C.flame}" stroke-width="14" stroke-dasharray="30 20"/>`);
    for (let p = 0; p < 2; p++) {
      const x = 80 + p * 320;
      a.block(x, gy + 40, 260, 20, 60, C.earth);
      for (let i = 0; i < 3; i++) {
        a.cylinder(x + 45 + i * 85, gy + 20, 38, 150, p ? C.blue : C.slate, { bands: 2 });
        a.add(`<path d="M${x + 45 + i * 85} ${gy - 95} l 20 20 l -20 20 l -20 -20 z" fill="${C.flame}" stroke="${INK}" stroke-width="2"/>`);
      }
    }
    a.add(`<path d="M760 ${gy + 60} V ${gy - 230}" stroke="${INK}" stroke-width="10"/><path d="M760 ${gy + 40} h 90" stroke="${INK}" stroke-width="10"/>`);
    a.block(780, gy + 10, 170, 140, 60, C.amber);
    a.add(`<circle cx="820" cy="${gy + 20}" r="26" fill="${C.slate}" ${s3}/><circle cx="920" cy="${gy + 20}" r="26" fill="${C.slate}" ${s3}/><rect x="800" y="${gy - 120}" width="80" height="60" fill="${C.glass}" ${s3}/>`);
  },
  // ---------- contract R&D ----------
  'rd-biogas': (a) => {
    const gy = a.H * 0.74;
    a.outdoor(gy, { sky: 'haze', far: [40, 30, 50, 30], ground: '#a8b89a' });
    a.block(40, gy + 60, 880, 30, 60, C.slate);
    for (let i = 0; i < 4; i++) {
      a.cylinder(130 + i * 200, gy + 30, 55, 150 + (i % 2) * 30, [C.tealLight, C.teal][i % 2]!, { bands: 1 });
      a.add(`<circle cx="${130 + i * 200}" cy="${gy - 170 - (i % 2) * 30}" r="22" fill="${C.white}" ${s3}/><path d="M${130 + i * 200} ${gy - 170 - (i % 2) * 30} l 10 -10" stroke="${C.red}" stroke-width="3"/>`);
    }
    a.pipe([[130, gy - 230], [730, gy - 230]], C.amber, 8);
    a.person(950, gy + 110, 1, 'lab');
  },
  'rd-hydrogen': (a) => {
    const t = a.H * 0.72;
    a.indoor(a.H, { wall: '#c2cfd8', tiles: false });
    a.bench(-40, a.W + 80, t, a.H + 40);
    a.block(200, t, 360, 110, 80, C.slate);
    a.add(`<rect x="170" y="${t - 180}" width="420" height="34" rx="17" fill="${C.glass}" ${s3}/><rect x="300" y="${t - 200}" width="160" height="74" rx="10" fill="${C.red}" ${s3}/>`);
    a.gasBottle(80, t, 320, C.red);
    a.text(80, t - 120, 'H₂', 26, INK, 'middle');
    a.pipe([[100, t - 300], [140, t - 300], [140, t - 163], [170, t - 163]], C.steelDark, 5);
    a.screen(640, t - 280, 260, 180, 'rise', C.leaf);
  },
  'rd-waste-to-value': (a) => {
    const gy = a.H * 0.82;
    a.indoor(gy, { sky: 'hall', tiles: false });
    const items: [string, string][] = [[C.earth, 'COMPOST'], [C.strawDark, 'PELLETS'], [C.blue, 'RECOVERED PLASTIC']];
    items.forEach(([fill, label], i) => {
      const x = 60 + i * 310;
      a.block(x, gy + 40, 240, 24, 60, C.earth);
      if (i === 2) a.block(x + 20, gy + 16, 200, 180, 50, fill);
      else for (let r = 0; r < 3; r++) for (let c = 0; c < 2; c++) a.add(`<rect x="${x + 10 + c * 115 + (r % 2) * 6}" y="${gy + 16 - 60 - r * 60}" width="105" height="58" rx="14" fill="${r % 2 ? fill : shade(fill, 1.12)}" ${s3}/>`);
      a.text(x + 120, gy + 100, label, 22, INK, 'middle');
    });
  },
  'rd-nanoparticles': (a) => {
    a.indoor(a.H, { wall: '#2b3346', tiles: false });
    a.add(`<rect x="80" y="60" width="440" height="${a.H - 120}" rx="10" fill="#9aa3ad" ${s3}/>`);
    let v = 31;
    const rnd = () => ((v = (v * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 70; i++) a.add(`<circle cx="${110 + rnd() * 380}" cy="${90 + rnd() * (a.H - 180)}" r="${4 + rnd() * 12}" fill="#3b3f48"/>`);
    a.add(`<path d="M400 ${a.H - 90} h 90" stroke="#ffffff" stroke-width="6"/>`);
    a.text(445, a.H - 100, '50 nm', 18, '#ffffff', 'middle');
    ['#7a2f2f', '#c9a227', '#2f6f8f', '#6d4c9b'].forEach((c, i) => a.add(`<rect x="${600 + i * 80}" y="${a.H * 0.4}" width="54" height="${a.H * 0.45}" rx="10" fill="${C.glass}" ${s3}/><rect x="${603 + i * 80}" y="${a.H * 0.55}" width="48" height="${a.H * 0.3 - 4}" fill="${c}"/><rect x="${598 + i * 80}" y="${a.H * 0.4 - 24}" width="58" height="28" rx="4" fill="${C.white}" ${s3}/>`));
  },
  'rd-biomass': (a) => {
    const t = a.H * 0.74;
    a.indoor(a.H, { wall: '#d6cdb8', tiles: false });
    a.bench(-40, a.W + 80, t, a.H + 40);
    a.cylinder(200, t, 90, 230, C.steel, { bands: 1 });
    a.add(`<rect x="100" y="${t - 270}" width="200" height="40" rx="8" fill="${C.steelDark}" ${s3}/><circle cx="200" cy="${t - 290}" r="22" fill="${C.white}" ${s3}/>`);
    [['CELLULOSE', C.white], ['LIGNIN', C.earth], ['SUGARS', C.straw]].forEach(([label, fill], i) => {
      const x = 400 + i * 190;
      a.add(`<path d="M${x} ${t} v -150 q 0 -14 14 -14 h 112 q 14 0 14 14 v 150 z" fill="${C.glass}" ${s3}/><rect x="${x + 4}" y="${t - 100}" width="132" height="96" fill="${fill}"/>`);
      a.text(x + 70, t - 180, label!, 20, INK, 'middle');
    });
  },
  // ---------- blog ----------
  'blog-hydrogen-water': (a) => {
    const gy = a.H * 0.66;
    a.outdoor(gy, { sky: 'day', sun: [900, 100], far: [20, 40, 30, 50, 20] });
    a.add(`<path d="M-10 ${gy + 40} Q 200 ${gy + 10} 420 ${gy + 50} T 1010 ${gy + 40} V ${a.H + 10} H -10 Z" fill="${C.blueLight}" ${s3}/>`);
    a.add(`<path d="M120 ${gy - 250} C 60 ${gy - 160} 50 ${gy - 110} 120 ${gy - 90} C 190 ${gy - 110} 180 ${gy - 160} 120 ${gy - 250} Z" fill="${C.blue}" ${s3}/>`);
    a.cylinder(300, gy + 20, 60, 140, C.blueLight, { bands: 1 });
    a.block(400, gy + 20, 160, 90, 50, C.white);
    a.container(620, gy + 30, 300, 120, C.teal, 'H₂');
    a.pipe([[360, gy - 60], [400, gy - 60]], C.blue, 8);
    a.pipe([[560, gy - 30], [620, gy - 30]], C.blue, 8);
  },
  // The post's plant: the reception hall its trucks tip into, the buffer tank that evens the slurry,
  // the pair of stirred digesters (a side-entry mixer's motor at the foot of each) and the gas holder their
  // domes feed. No lettering.
  'blog-fifty-ton': (a) => {
    const gy = a.H * 0.6;
    a.outdoor(gy, { sky: 'haze', far: [30, 50, 40, 60, 30], ground: '#aab59d' });
    a.shed(40, gy + 120, 300, 160, 80, C.cream, C.blue, { doors: 2 });
    const yb = gy + 80;
    const dx = [530, 720];
    const r = 76;
    const h = 130;
    // Slurry from the hall to the buffer tank and on to both digesters, along the ground.
    a.pipe([[340, gy + 96], [430, gy + 96], [430, yb - 20], [dx[1]!, yb - 20]], C.earth, 9);
    a.cylinder(420, gy + 110, 34, 70, C.steel, { bands: 1 });
    // Gas from both domes to the holder.
    const domeTop = yb - h - r * 0.62;
    a.pipe([[dx[0]!, domeTop + 8], [dx[0]!, domeTop - 24], [895, domeTop - 24], [895, yb + 10 - 78 * 0.9 + 4]], C.amber, 8);
    a.pipe([[dx[1]!, domeTop + 8], [dx[1]!, domeTop - 24]], C.amber, 8);
    for (const x of dx) {
      a.digester(x, yb, r, h, C.teal);
      // The side-entry mixer: its motor at the wall's foot, facing us, its shaft going in.
      a.add(`<path d="M${x - 20} ${yb + 12} v -14" stroke="${INK}" stroke-width="8"/>`);
      a.block(x - 40, yb + 30, 40, 24, 14, C.slate);
    }
    a.gasHolder(895, yb + 10, 78);
    for (let i = 0; i < 2; i++) a.truck(40 + i * 300, a.H * 0.98, 0.8, C.amber, 'tipper', C.olive);
  },
  'blog-roadmap': (a) => {
    const gy = a.H * 0.55;
    a.outdoor(gy, { sky: 'morning', sun: [880, 90], far: [20, 30, 20, 35] });
    a.add(`<path d="M430 ${a.H + 10} C 480 ${gy + 120} 560 ${gy + 60} 520 ${gy} L 560 ${gy} C 640 ${gy + 60} 700 ${gy + 140} 740 ${a.H + 10} Z" fill="${C.slate}" ${s3}/>`);
    [['2030', 0.92, 610], ['2040', 0.76, 590], ['2050', 0.62, 570]].forEach(([label, k, x]) => {
      const y = a.H * (k as number);
      a.add(`<path d="M${(x as number) + 80} ${y} V ${y - 90}" stroke="${INK}" stroke-width="6"/><rect x="${(x as number) + 40}" y="${y - 130}" width="90" height="44" rx="6" fill="${C.flame}" ${s3}/>`);
      a.text((x as number) + 85, y - 100, label as string, 24, INK, 'middle');
    });
    // What the road passes is the post's own plan for a plant: the compressor house, the solar panels
    // meant to carry its electricity by 2030, the flare for gas that cannot be used, the digester.
    a.shed(60, gy + 70, 230, 120, 60, C.cream, C.teal, { doors: 1, windows: 2 });
    a.solar(30, gy + 190, 330, 5);
    a.stack(340, gy + 60, 170, true);
    a.digester(900, gy + 100, 70, 90, C.teal);
    a.tree(780, gy + 60, 90);
  },
  'blog-circular': (a) => {
    const gy = a.H * 0.58;
    a.outdoor(gy, { sky: 'day', sun: [120, 90], far: [25, 35, 20, 30] });
    a.rows(gy, a.H, C.leaf, 7);
    a.shed(80, gy + 120, 220, 100, 60, C.cream, C.red, { doors: 1 });
    a.digester(560, gy + 90, 90, 100, C.brick);
    a.tree(900, gy + 30, 120);
    a.add(`<path d="M300 ${gy - 120} A 260 120 0 0 1 820 ${gy - 120}" fill="none" stroke="${C.teal}" stroke-width="14"/><path d="M820 ${gy - 120} l 14 -30 l 16 36 z" fill="${C.teal}"/>`);
    a.add(`<path d="M760 ${a.H * 0.92} A 260 60 0 0 1 260 ${a.H * 0.92}" fill="none" stroke="${C.amber}" stroke-width="14"/><path d="M260 ${a.H * 0.92} l -8 -26 l 30 14 z" fill="${C.amber}"/>`);
    a.person(420, gy + 150, 1, 'farmer');
  },
  'blog-bmp': (a) => {
    const t = a.H * 0.78;
    a.indoor(a.H, { wall: '#c6d2cd', tiles: false });
    a.window(520, 50, 440, t - 90);
    // Through the window: the plant the test informs.
    a.add(`<g transform="translate(560 ${t - 160}) scale(0.4)">`);
    a.digester(200, 260, 120, 150, C.teal);
    a.digester(520, 270, 120, 150, C.tealLight);
    a.add('</g>');
    a.bench(-40, a.W + 80, t, a.H + 40);
    a.bottle(160, t, 1.8, C.olive);
    a.add(`<path d="M160 ${t - 170} C 160 ${t - 260} 330 ${t - 260} 330 ${t - 140}" fill="none" stroke="${C.steelDark}" stroke-width="5"/>`);
    a.add(`<rect x="300" y="${t - 140}" width="60" height="140" rx="6" fill="${C.glass}" ${s3}/><rect x="303" y="${t - 60}" width="54" height="58" fill="${C.blueLight}"/>`);
  },
  // ---------- partners ----------
  'partner-wiit': (a) => {
    const gy = a.H * 0.78;
    a.outdoor(gy, { sky: 'day', far: [20, 30, 20] });
    a.shed(120, gy, 520, 260, 80, C.cream, C.brick, { doors: 1, windows: 5 });
    for (let i = 0; i < 6; i++) a.add(`<rect x="${150 + i * 85}" y="${gy - 150}" width="24" height="150" fill="${C.white}" ${s3}/>`);
    a.cylinder(780, gy, 40, 330, C.steelLight, { bands: 5 });
    a.pipe([[780, gy - 340], [860, gy - 340], [860, gy - 120]], C.amber, 8);
    a.tree(60, gy + 10, 140);
    a.tree(930, gy + 10, 110);
  },
  'partner-dcbr': (a) => {
    const t = a.H * 0.72;
    a.indoor(a.H, { wall: '#c4cde0', tiles: false });
    a.bench(-40, a.W + 80, t, a.H + 40);
    for (let i = 0; i < 4; i++) {
      const x = 110 + i * 230;
      a.block(x - 70, t, 140, 40, 40, C.slate);
      a.add(`<rect x="${x - 50}" y="${t - 200}" width="100" height="160" rx="18" fill="${C.glass}" ${s3}/><rect x="${x - 47}" y="${t - 130}" width="94" height="87" rx="12" fill="${[C.straw, C.olive, C.straw, C.leaf][i]}"/><rect x="${x - 56}" y="${t - 214}" width="112" height="20" rx="4" fill="${C.steel}" ${s3}/><path d="M${x} ${t - 214} V ${t - 60}" stroke="${INK}" stroke-width="5"/>`);
      a.add(`<rect x="${x + 30}" y="${t - 300}" width="50" height="70" rx="4" fill="${C.white}" ${s3}/><rect x="${x + 36}" y="${t - 292}" width="38" height="22" fill="${C.screen}"/>`);
    }
  },
  'partner-sahyadri': (a) => {
    const gy = a.H * 0.56;
    a.outdoor(gy, { sky: 'dusk', sun: [820, 120], far: [20, 40, 25, 35] });
    a.rows(gy, a.H, '#c8a95c', 9, true);
    a.add(`<g transform="translate(180 ${a.H * 0.9})">`);
    a.add(`<rect x="0" y="-110" width="260" height="20" fill="${C.slate}" stroke="${INK}" stroke-width="3"/>`);
    a.add('</g>');
    for (let r = 0; r < 2; r++) for (let i = 0; i < 3 - r; i++) a.squareBale(200 + i * 85 + r * 40, a.H * 0.9 - 110 - r * 60, 80, 58);
    a.add(`<circle cx="230" cy="${a.H * 0.9 - 70}" r="34" fill="${C.slate}" stroke="${INK}" stroke-width="3"/><circle cx="410" cy="${a.H * 0.9 - 70}" r="34" fill="${C.slate}" stroke="${INK}" stroke-width="3"/>`);
    a.block(480, a.H * 0.9 - 60, 150, 90, 40, C.red);
    a.add(`<circle cx="600" cy="${a.H * 0.9 - 50}" r="50" fill="${C.slate}" stroke="${INK}" stroke-width="3"/><circle cx="500" cy="${a.H * 0.9 - 40}" r="30" fill="${C.slate}" stroke="${INK}" stroke-width="3"/>`);
    a.person(760, a.H * 0.95, 1.2, 'farmer');
    a.person(860, a.H * 0.97, 1.2, 'farmer');
  },
  'partner-konkan': (a) => {
    const gy = a.H * 0.84;
    a.indoor(gy, { sky: 'hall', tiles: false });
    a.block(60, gy, 520, 40, 80, C.slate);
    a.block(90, gy - 40, 160, 130, 60, C.blue);
    a.cylinder(340, gy - 40, 50, 170, C.steelLight, { bands: 1 });
    a.cylinder(460, gy - 40, 40, 130, C.steelLight, { bands: 1 });
    a.pipe([[250, gy - 110], [290, gy - 110]], C.amber, 10);
    a.pipe([[340, gy - 215], [340, gy - 240], [460, gy - 240], [460, gy - 175]], C.amber, 10);
    cascade(a, 660, gy, 6, 280);
    a.pipe([[500, gy - 120], [660, gy - 120]], C.amber, 8);
  },
  // ---------- technology ----------
  'hydrogen-pilot-video': (a) => {
    const gy = a.H * 0.8;
    a.indoor(gy, { sky: 'hall', tiles: false });
    reformer(a, 80, gy, 0.9);
    for (let i = 0; i < 3; i++) {
      a.cylinder(560 + i * 130, gy, 50, 220, C.glass, { bands: 0 });
      a.add(`<rect x="${513 + i * 130}" y="${gy - 150}" width="94" height="146" fill="${C.straw}" opacity="0.85"/>`);
      a.bubbles(520 + i * 130, gy - 200, 80, 160, 8, 40 + i);
    }
    a.pipe([[560, gy - 240], [560, gy - 280], [820, gy - 280]], C.steelDark, 8);
  },
  // ---------- brand ----------
  'og-default': (a) => {
    const gy = a.H * 0.7;
    a.outdoor(gy, { sky: 'day', sun: [1000, 90], far: [30, 50, 35, 60, 40] });
    a.rows(gy, a.H, C.leaf, 7);
    a.digester(920, gy + 40, 70, 120, C.teal);
    a.digester(1080, gy + 50, 60, 100, C.tealLight);
    a.gasHolder(1010, gy + 120, 70);
  },
};
