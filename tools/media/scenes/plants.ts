/** Outdoor scenes: plants, fields, sheds and vehicles, one per image slot. */
import { Art, C } from '../art';

export type Draw = (a: Art) => void;

/** A CBG plant: digesters, gas holder, upgrading skid, flare; `variant` rearranges it per site. */
export function cbgPlant(a: Art, v: { digesters: number; holder: boolean; sky?: 'day' | 'dusk' | 'haze' | 'morning'; feed?: 'straw' | 'waste' | 'pressmud' | 'dung'; truck?: boolean }) {
  const gy = a.H * 0.72;
  a.outdoor(gy, { sky: v.sky ?? 'day', sun: [a.W * 0.82, a.H * 0.2], far: [30, 60, 40, 80, 50, 35] });
  const r = 95;
  for (let i = 0; i < v.digesters; i++) a.digester(140 + i * 230, gy + 10 + (i % 2) * 14, r, 120, i % 2 ? C.teal : C.tealLight);
  if (v.holder) a.gasHolder(a.W - 170, gy + 30, 120);
  a.pipe([[140, gy - 60], [140 + (v.digesters - 1) * 230, gy - 60], [a.W - 230, gy - 60], [a.W - 230, gy - 20]], C.amber, 10);
  a.stack(a.W - 60, gy + 40, 170, true);
  if (v.feed === 'straw') for (let i = 0; i < 4; i++) a.bale(70 + i * 80, a.H * 0.95, 34);
  if (v.feed === 'pressmud') a.add(`<path d="M40 ${a.H * 0.97} Q 160 ${a.H * 0.78} 300 ${a.H * 0.97} Z" fill="${C.earth}" stroke="#17332e" stroke-width="3"/>`);
  if (v.feed === 'waste') a.block(40, a.H * 0.97, 220, 70, 50, C.olive);
  if (v.feed === 'dung') a.block(40, a.H * 0.97, 180, 50, 40, C.earth);
  if (v.truck) a.truck(a.W * 0.45, a.H * 0.97, 0.9, C.teal, v.feed === 'straw' ? 'box' : 'tipper', v.feed === 'straw' ? C.straw : C.olive);
}

export const outdoor: Record<string, Draw> = {
  // --- projects (the completed projects' stories are drawn in project-stories.ts) ---
  'ahmednagar-cbg-construction': (a) => {
    const gy = a.H * 0.7;
    a.outdoor(gy, { sky: 'day', sun: [860, 110], far: [30, 45, 70, 40, 55], ground: '#c2a77e' });
    a.digester(230, gy + 20, 120, 160, C.teal);
    a.cylinder(520, gy + 20, 120, 110, C.steelLight, { top: true, bands: 1 });
    for (let i = 0; i < 7; i++) a.add(`<path d="M${400 + i * 40} ${gy - 90} v -110" stroke="#17332e" stroke-width="5"/>`);
    a.add(`<path d="M390 ${gy - 200} H 650" stroke="#17332e" stroke-width="6"/>`);
    a.add(`<path d="M760 ${gy + 30} V ${gy - 330} H 960 M760 ${gy - 330} L 720 ${gy - 300} M940 ${gy - 330} V ${gy - 220}" fill="none" stroke="${C.amber}" stroke-width="12"/><path d="M760 ${gy + 30} V ${gy - 330} H 960" fill="none" stroke="#17332e" stroke-width="3"/>`);
    a.block(915, gy - 200, 50, 36, 20, C.slate);
    a.person(650, gy + 110, 1, 'worker');
    a.person(120, gy + 130, 0.9, 'worker');
  },
  'pune-dark-fermentation-pilot': (a) => {
    const gy = a.H * 0.75;
    a.indoor(gy, { sky: 'indoor' });
    a.bench(40, 920, gy - 110, gy + 100);
    for (let i = 0; i < 3; i++) {
      const x = 150 + i * 220;
      a.cylinder(x, gy - 110, 60, 220, C.glass, { bands: 0 });
      a.add(`<rect x="${x - 57}" y="${gy - 230}" width="114" height="118" fill="${C.olive}" opacity="0.85"/>`);
      a.bubbles(x - 45, gy - 320, 90, 190, 14, 11 + i);
      a.pipe([[x, gy - 330], [x, gy - 370], [x + 110, gy - 370]], C.steelDark, 6);
    }
    a.screen(760, gy - 300, 180, 150, 'rise', C.blueLight);
    a.gasBottle(900, gy - 110, 160, C.red);
  },
  'latur-agri-residue-cbg': (a) => {
    // A residue yard in front of the plant: stacked square bales and a loader.
    const gy = a.H * 0.5;
    a.outdoor(gy, { sky: 'morning', far: [20, 35, 25, 30], ground: '#c9b27a' });
    a.digester(720, gy + 60, 90, 100, C.teal);
    a.digester(900, gy + 70, 70, 90, C.tealLight);
    a.stack(600, gy + 40, 120, true);
    for (let r = 0; r < 3; r++) for (let i = 0; i < 4 - r; i++) a.squareBale(60 + i * 120 + r * 60, a.H * 0.92 - r * 70, 110, 70);
    a.truck(560, a.H * 0.97, 1.1, C.amber, 'box', C.straw);
  },
  'karnal-biorefinery': (a) => {
    const gy = a.H * 0.64;
    a.outdoor(gy, { sky: 'haze', far: [20, 30, 25, 35, 20] });
    a.rows(gy, a.H, C.straw, 10, true);
    a.block(420, gy + 40, 260, 200, 80, C.steelLight);
    a.cylinder(760, gy + 40, 50, 280, C.white, { bands: 3 });
    a.cylinder(870, gy + 40, 50, 230, C.white, { bands: 2 });
    a.stack(700, gy - 160, 90, false);
    a.pipe([[680, gy - 100], [710, gy - 100], [710, gy - 200]], C.amber, 8);
    for (let i = 0; i < 5; i++) a.bale(60 + i * 70, gy + 80 + (i % 2) * 20, 28);
  },
  'indore-msw-biomethanation': (a) => {
    const gy = a.H * 0.68;
    a.outdoor(gy, { sky: 'day', far: [50, 70, 30, 60, 40], ground: '#a7b19a' });
    a.shed(520, gy + 20, 420, 190, 80, C.cream, C.blue, { doors: 3 });
    a.conveyor(130, gy + 120, 500, gy - 110, gy + 120, [C.olive, C.red, C.leaf, C.amber, C.olive]);
    a.digester(180, gy - 10, 80, 120, C.teal);
    a.truck(560, a.H * 0.98, 0.85, C.teal, 'tipper', C.leaf);
  },
  'anand-dairy-cluster': (a) => {
    const gy = a.H * 0.6;
    a.outdoor(gy, { sky: 'morning', sun: [120, 110], far: [15, 30, 20, 25] });
    a.shed(40, gy + 90, 360, 120, 70, C.cream, C.red, { doors: 0, windows: 4 });
    for (let i = 0; i < 3; i++) a.add(`<ellipse cx="${100 + i * 110}" cy="${gy + 130}" rx="42" ry="22" fill="${i % 2 ? '#fff' : C.earth}" stroke="#17332e" stroke-width="3"/><circle cx="${140 + i * 110}" cy="${gy + 116}" r="14" fill="${i % 2 ? '#fff' : C.earth}" stroke="#17332e" stroke-width="3"/>`);
    a.digester(600, gy + 80, 110, 110, C.brick);
    a.bullet(740, gy + 170, 220, 40, C.leaf);
    a.text(770, gy + 120, 'SLURRY', 20, '#ffffff');
    a.tree(960, gy + 60, 120);
  },
  'belagavi-pressmud-cbg': (a) => {
    cbgPlant(a, { digesters: 2, holder: true, sky: 'dusk', feed: 'pressmud' });
    // The sugar mill next door: boiler house and chimney.
    const gy = a.H * 0.72;
    a.add(`<rect x="640" y="${gy - 330}" width="40" height="300" fill="${C.brick}" stroke="#17332e" stroke-width="3"/>`);
    a.block(560, gy + 40, 180, 170, 60, C.brick);
  },
};
