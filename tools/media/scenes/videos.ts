/**
 * The two technology process animations, drawn frame by frame in the
 * illustration style (art.ts): every frame is a scene at time t (seconds) of a
 * 10-second loop, and the video's poster is one of those frames, so poster and
 * film match. Moving parts advance by whole periods over the loop.
 */
import { Art, C, INK, shade } from '../art';
import { seededRandom } from '../lib';
import { pump, venturi } from './cavitation';

const s3 = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;
export const LOOP_S = 10;

/** Dots flowing along a polyline, `n` of them, one full lap every `lap` seconds. */
function flow(a: Art, pts: [number, number][], t: number, n: number, lap: number, fill: string, r = 6): void {
  const segs = pts.slice(1).map((p, i) => {
    const q = pts[i]!;
    return { q, p, len: Math.hypot(p[0] - q[0], p[1] - q[1]) };
  });
  const total = segs.reduce((s, g) => s + g.len, 0);
  for (let i = 0; i < n; i++) {
    let d = (((i / n + t / lap) % 1) + 1) % 1 * total;
    for (const g of segs) {
      if (d <= g.len) {
        const k = d / g.len;
        a.add(`<circle cx="${g.q[0] + (g.p[0] - g.q[0]) * k}" cy="${g.q[1] + (g.p[1] - g.q[1]) * k}" r="${r}" fill="${fill}" stroke="${INK}" stroke-width="1.5"/>`);
        break;
      }
      d -= g.len;
    }
  }
}

/**
 * Pretreatment line: a bale goes into the shredder, the chopped straw is mixed
 * into slurry, pumped through the cavitation reactor (bubbles form after the
 * throat and collapse), and the treated slurry flows on to the digester.
 */
export function pretreatmentScene(a: Art, t: number): void {
  const gy = a.H * 0.86;
  a.indoor(gy, { sky: 'hall', tiles: false });
  a.window(400, 40, 170, 120);
  // Shredder on legs, fed from the top by a bale that sinks in over the loop.
  for (const lx of [70, 190]) a.add(`<path d="M${lx} ${gy} V ${gy - 150}" stroke="${INK}" stroke-width="10"/>`);
  a.block(50, gy - 150, 160, 110, 50, C.olive);
  a.add(`<path d="M60 ${gy - 260} L 90 ${gy - 330} H 200 L 230 ${gy - 260} Z" fill="${shade(C.olive, 1.2)}" ${s3}/>`);
  const sink = ((t % 5) / 5) * 40;
  a.squareBale(95, gy - 320 + sink, 80, 46);
  a.add(`<path d="M60 ${gy - 262} H 232" stroke="${INK}" stroke-width="4"/>`);
  // Chopped straw falling from the shredder chute into the mixing tank.
  a.add(`<path d="M200 ${gy - 100} L 250 ${gy - 60} H 290 L 240 ${gy - 100} Z" fill="${C.steelDark}" ${s3}/>`);
  const rnd = seededRandom(11);
  for (let i = 0; i < 10; i++) {
    const p = (rnd() + t * 0.8) % 1;
    a.add(`<path d="M${262 + rnd() * 24} ${gy - 60 + p * 50} l 8 3" stroke="${C.straw}" stroke-width="5" stroke-linecap="round"/>`);
  }
  // Mixing tank, open top shows the slurry; the agitator paddle turns.
  a.cylinder(340, gy, 80, 170, C.teal, { top: false, bands: 1 });
  a.add(`<ellipse cx="340" cy="${gy - 170}" rx="80" ry="22" fill="${C.tealLight}" ${s3}/><ellipse cx="340" cy="${gy - 166}" rx="68" ry="16" fill="#a88a55" ${s3}/>`);
  const ang = t * Math.PI * 2 * 0.5;
  const px = Math.cos(ang) * 55;
  a.add(`<path d="M${340 - px} ${gy - 164 + Math.sin(ang) * 8} L ${340 + px} ${gy - 168 - Math.sin(ang) * 8}" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`);
  a.add(`<path d="M340 ${gy - 240} V ${gy - 166}" stroke="${INK}" stroke-width="6"/><rect x="318" y="${gy - 270}" width="44" height="36" rx="5" fill="${C.blue}" ${s3}/>`);
  // Pump, then the cavitation reactor as a glass cut-away with its bubble cloud.
  pump(a, 430, gy, 0.5, C.blue);
  a.pipe([[410, gy - 40], [445, gy - 40]], C.steel, 12);
  const ry = gy - 250;
  const feed: [number, number][] = [[430 + 215 * 0.5, gy - 35 - 24], [560, ry], [580, ry]];
  a.pipe(feed, C.steel, 16);
  venturi(a, 570, 800, ry, 46, { tx: 645, k: 0.3, liquid: '#d9c79a', bubbles: 55, phase: t * 0.5, seed: 21 });
  a.flange(570, ry, 40);
  a.flange(800, ry, 40);
  a.gauge(615, ry - 115, 30, 0.7);
  a.add(`<path d="M615 ${ry - 85} V ${ry - 62}" stroke="${INK}" stroke-width="6"/>`);
  // On to the digester, fed through its dome.
  const out: [number, number][] = [[810, ry], [900, ry], [900, gy - 205]];
  a.pipe(out, C.amber, 14);
  a.digester(900, gy + 10, 80, 180, C.tealLight);
  flow(a, feed, t, 3, 2.5, '#a88a55', 5);
  flow(a, out, t, 3, 2.5, '#d9c79a', 5);
  // Labels.
  a.tag(130, gy + 50, 'Shredder', 19);
  a.tag(340, gy + 50, 'Slurry tank', 19);
  a.tag(685, ry + 110, 'Cavitation reactor', 19, C.teal);
  a.tag(900, gy + 50, 'Digester', 19);
}

const PRODUCTS = [
  { name: 'Biofuels', colour: C.amber },
  { name: 'Biochemicals', colour: C.blue },
  { name: 'Biofertilizers', colour: C.green },
  { name: 'Biomaterials', colour: C.brick },
] as const;

/** Product icons, each drawn in a 90x70 box whose bottom-left is (x, yb). */
function productIcon(a: Art, i: number, x: number, yb: number, on: boolean): void {
  const k = on ? 1 : 0.75;
  const f = (c: string) => (on ? c : shade(c, 1.35));
  if (i === 0) {
    // Two fuel drums.
    a.cylinder(x + 24, yb, 22 * k + 4, 60, f(C.amber), { bands: 2 });
    a.cylinder(x + 70, yb, 22 * k + 4, 60, f(C.amber), { bands: 2 });
  } else if (i === 1) {
    a.flask(x + 30, yb, 0.75, f(C.blueLight));
    a.beaker(x + 60, yb, 34, 56, f(C.blue), 0.6);
  } else if (i === 2) {
    // Fertiliser sacks.
    for (const [dx, dy] of [[0, 0], [44, 0], [22, -30]] as const) a.add(`<path d="M${x + dx} ${yb + dy} V ${yb + dy - 34} Q ${x + dx + 22} ${yb + dy - 44} ${x + dx + 44} ${yb + dy - 34} V ${yb + dy} Z" fill="${f(C.green)}" ${s3}/>`);
  } else {
    // Stacked boards.
    for (let r = 0; r < 3; r++) a.block(x, yb - r * 18, 82, 16, 20, f(C.brick));
  }
}

/**
 * Biorefinery: bales ride a conveyor into pretreatment, pass the conversion
 * reactors, and leave as four product streams that light up in turn.
 */
export function biomassScene(a: Art, t: number): void {
  const gy = a.H * 0.84;
  a.outdoor(gy, { sky: 'morning', sun: [120, 80], far: [20, 40, 30, 50, 25], ground: '#a9b58f' });
  // Conveyor with bales moving right, one bale every 2.5 s.
  a.conveyor(-20, gy - 120, 260, gy - 170, gy);
  const period = 10 / 3;
  for (let i = 0; i < 3; i++) {
    const p = ((t / period + i) % 3) / 3;
    if (p < 0 || p > 0.92) continue;
    const bx = -40 + p * 280;
    const by = gy - 120 - (p * 280 * 50) / 280;
    a.squareBale(bx, by - 10, 54, 34);
  }
  // Pretreatment shed and the conversion reactors.
  a.shed(240, gy, 170, 190, 60, C.cream, C.teal, { doors: 1 });
  a.cylinder(480, gy, 46, 300, C.steelLight, { bands: 3 });
  a.cylinder(580, gy, 46, 250, C.steelLight, { bands: 2 });
  const glow = 0.55 + 0.45 * Math.sin((t / LOOP_S) * Math.PI * 2 * 4);
  for (const [x, h] of [[480, 300], [580, 250]] as const) a.add(`<rect x="${x - 18}" y="${gy - h * 0.62}" width="36" height="${h * 0.3}" rx="8" fill="${C.flame}" opacity="${glow.toFixed(2)}" ${s3}/>`);
  a.pipe([[410, gy - 120], [434, gy - 120]], C.steel, 12);
  a.pipe([[526, gy - 200], [534, gy - 200]], C.steel, 12);
  a.stack(530, gy - 300, 40, false);
  // Four product streams fanning out to the right; the active one carries flow.
  const active = Math.floor(t / (LOOP_S / PRODUCTS.length)) % PRODUCTS.length;
  const hub: [number, number] = [640, gy - 150];
  PRODUCTS.forEach((p, i) => {
    const y = a.H * 0.14 + i * 105;
    const on = i === active;
    const route: [number, number][] = [[626, gy - 150], hub, [670, y + 12], [730, y + 12]];
    a.pipe(route, on ? p.colour : C.steelLight, on ? 12 : 8);
    if (on) flow(a, route, t, 4, 1.25, '#ffffff', 5);
    a.add(`<rect x="730" y="${y - 30}" width="262" height="84" rx="14" fill="${on ? shade(p.colour, 1.55) : shade(C.white, 0.97)}" ${s3}/>`);
    productIcon(a, i, 740, y + 44, on);
    a.text(842, y + 20, p.name, 17, on ? INK : C.slate, 'start');
  });
}
