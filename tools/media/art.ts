/**
 * The site's one illustration style: flat line-and-fill drawings in oblique
 * 2.5D (every solid shows a lit top and a shaded side), dark-teal ink lines of
 * one weight, fills from the brand palette, muted mid-tone skies so no picture
 * is a white tile in dark mode. Every scene is drawn in a design space 1000
 * units wide (height follows the output's aspect ratio) from the primitives
 * below, so a calorimeter, a digester and a pellet mill share one hand.
 */
import { BRAND_FONT, escapeXml } from './lib';

export const INK = '#17332e';
export const C = {
  teal: '#0f766e',
  tealLight: '#5eaaa0',
  green: '#3f8f4f',
  leaf: '#6aa84f',
  olive: '#7d8b3a',
  straw: '#d9b45a',
  strawDark: '#b8913a',
  earth: '#8a6a45',
  amber: '#e0912b',
  flame: '#f2b441',
  steel: '#aebdc4',
  steelLight: '#d5dfe2',
  steelDark: '#7d8f97',
  slate: '#4a5b66',
  cream: '#efe8d8',
  white: '#f6f4ee',
  blue: '#3b7fa8',
  blueLight: '#9cc7dc',
  red: '#c4553f',
  screen: '#1f4a55',
  glass: '#cfe6ea',
  brick: '#b9785a',
};

export type Sky = 'day' | 'dusk' | 'haze' | 'morning' | 'indoor' | 'hall';
const SKIES: Record<Sky, [string, string]> = {
  day: ['#a9cfc6', '#d3e4da'],
  dusk: ['#c59a86', '#e6c49a'],
  haze: ['#b7c4c6', '#d6dcd4'],
  morning: ['#b9d3d9', '#e4dcc4'],
  indoor: ['#c7d6d2', '#d9e2dd'],
  hall: ['#a7b9bd', '#c5d1d1'],
};

const lw = 3;
const D = (d: number) => [d * 0.55, -d * 0.42] as const; // oblique depth offset

/** Shades a hex colour: k < 1 darker, k > 1 lighter (towards white). */
export function shade(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => (k <= 1 ? v * k : v + (255 - v) * (k - 1)));
  return `#${ch.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
}

const stroke = (w = lw) => `stroke="${INK}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;

export class Art {
  readonly parts: string[] = [];
  constructor(
    readonly W: number,
    readonly H: number,
  ) {}

  add(svg: string): this {
    this.parts.push(svg);
    return this;
  }

  svg(w: number, h: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${this.W} ${this.H}">${this.parts.join('')}</svg>`;
  }

  // ---------- grounds ----------
  /** Sky, an optional sun, distant hills and a ground plane from `gy` down. */
  outdoor(gy: number, opts: { sky?: Sky; ground?: string; sun?: [number, number]; hills?: string; far?: number[] } = {}): this {
    const [top, bottom] = SKIES[opts.sky ?? 'day'];
    this.add(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`);
    this.add(`<rect x="-10" y="-10" width="${this.W + 20}" height="${this.H + 20}" fill="url(#sky)"/>`);
    if (opts.sun) this.add(`<circle cx="${opts.sun[0]}" cy="${opts.sun[1]}" r="46" fill="${shade(bottom, 1.35)}" opacity="0.9"/>`);
    if (opts.far) {
      const pts = opts.far.map((y, i) => `${(i * this.W) / (opts.far!.length - 1)},${gy - y}`).join(' L');
      this.add(`<path d="M-10 ${gy} L${pts} L${this.W + 10} ${gy} Z" fill="${opts.hills ?? shade(top, 0.85)}"/>`);
    }
    this.add(`<rect x="-10" y="${gy}" width="${this.W + 20}" height="${this.H - gy + 10}" fill="${opts.ground ?? '#9dbb8e'}"/>`);
    this.add(`<path d="M-10 ${gy} H ${this.W + 10}" ${stroke(2)} fill="none" opacity="0.5"/>`);
    return this;
  }

  /** A room: wall, a tiled dado and a floor from `gy` down. */
  indoor(gy: number, opts: { wall?: string; floor?: string; tiles?: boolean; sky?: Sky } = {}): this {
    const wall = opts.wall ?? SKIES[opts.sky ?? 'indoor'][0];
    this.add(`<rect x="-10" y="-10" width="${this.W + 20}" height="${this.H + 20}" fill="${wall}"/>`);
    if (opts.tiles !== false) {
      for (let x = 0; x < this.W; x += 50) this.add(`<path d="M${x} ${gy - 120} V ${gy}" stroke="${shade(wall, 0.9)}" stroke-width="2"/>`);
      for (let y = gy - 120; y < gy; y += 40) this.add(`<path d="M0 ${y} H ${this.W}" stroke="${shade(wall, 0.9)}" stroke-width="2"/>`);
    }
    this.add(`<rect x="-10" y="${gy}" width="${this.W + 20}" height="${this.H - gy + 10}" fill="${opts.floor ?? shade(wall, 0.82)}"/>`);
    return this;
  }

  /** A window in a wall, with a view of sky and a hill. */
  window(x: number, y: number, w: number, h: number): this {
    return this.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${SKIES.day[1]}" ${stroke()}/><path d="M${x} ${y + h * 0.75} Q ${x + w * 0.4} ${y + h * 0.5} ${x + w} ${y + h * 0.7} V ${y + h} H ${x} Z" fill="#9dbb8e"/><path d="M${x + w / 2} ${y} V ${y + h} M${x} ${y + h / 2} H ${x + w}" ${stroke(4)}/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" ${stroke()}/>`);
  }

  // ---------- solids ----------
  /** A box standing on `yb`: front face w x h, depth d going up and right. */
  block(x: number, yb: number, w: number, h: number, d: number, fill: string, opts: { top?: string; side?: string } = {}): this {
    const [dx, dy] = D(d);
    const y = yb - h;
    this.add(`<path d="M${x} ${y} l${dx} ${dy} h${w} l${-dx} ${-dy} Z" fill="${opts.top ?? shade(fill, 1.3)}" ${stroke()}/>`);
    this.add(`<path d="M${x + w} ${y} l${dx} ${dy} v${h} l${-dx} ${-dy} Z" fill="${opts.side ?? shade(fill, 0.78)}" ${stroke()}/>`);
    return this.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${stroke()}/>`);
  }

  /** An upright cylinder standing on `yb`, centred on cx. */
  cylinder(cx: number, yb: number, r: number, h: number, fill: string, opts: { top?: boolean; bands?: number } = {}): this {
    const ry = r * 0.28;
    const y = yb - h;
    this.add(`<path d="M${cx - r} ${y} V ${yb} A ${r} ${ry} 0 0 0 ${cx + r} ${yb} V ${y} Z" fill="${fill}" ${stroke()}/>`);
    this.add(`<path d="M${cx + r * 0.45} ${y + ry * 0.9} V ${yb + ry * 0.9}" stroke="${shade(fill, 0.8)}" stroke-width="${r * 0.5}" opacity="0.6"/>`);
    for (let i = 1; i <= (opts.bands ?? 0); i++) {
      const by = y + (h * i) / ((opts.bands ?? 0) + 1);
      this.add(`<path d="M${cx - r} ${by} A ${r} ${ry} 0 0 0 ${cx + r} ${by}" fill="none" ${stroke(2)} opacity="0.7"/>`);
    }
    if (opts.top !== false) this.add(`<ellipse cx="${cx}" cy="${y}" rx="${r}" ry="${ry}" fill="${shade(fill, 1.25)}" ${stroke()}/>`);
    return this;
  }

  /** Anaerobic digester: a cylinder with a membrane dome. */
  digester(cx: number, yb: number, r: number, h: number, wall = C.teal, dome = C.cream): this {
    this.cylinder(cx, yb, r, h, wall, { top: false, bands: 1 });
    const y = yb - h;
    this.add(`<path d="M${cx - r} ${y} A ${r} ${r * 0.62} 0 0 1 ${cx + r} ${y} A ${r} ${r * 0.28} 0 0 1 ${cx - r} ${y} Z" fill="${dome}" ${stroke()}/>`);
    return this.add(`<path d="M${cx - r * 0.45} ${y - r * 0.42} Q ${cx} ${y - r * 0.58} ${cx + r * 0.2} ${y - r * 0.55}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.6"/>`);
  }

  /** A double-membrane gas holder: a dome on the ground. */
  gasHolder(cx: number, yb: number, r: number, fill = C.cream): this {
    this.add(`<path d="M${cx - r} ${yb} A ${r} ${r * 0.9} 0 0 1 ${cx + r} ${yb} Z" fill="${fill}" ${stroke()}/>`);
    this.add(`<path d="M${cx - r * 0.7} ${yb} A ${r * 0.7} ${r * 0.75} 0 0 1 ${cx + r * 0.7} ${yb}" fill="none" ${stroke(2)} opacity="0.35"/>`);
    return this.add(`<rect x="${cx - r - 8}" y="${yb - 8}" width="${2 * r + 16}" height="12" fill="${C.steelDark}" ${stroke()}/>`);
  }

  /** A sphere on legs (pressurised gas store). */
  sphere(cx: number, yb: number, r: number, fill = C.white): this {
    const cy = yb - r - r * 0.5;
    for (const lx of [-0.7, -0.25, 0.25, 0.7]) this.add(`<path d="M${cx + lx * r} ${cy + r * 0.5} V ${yb}" ${stroke(6)}/>`);
    this.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${stroke()}/>`);
    this.add(`<path d="M${cx - r} ${cy} A ${r} ${r * 0.3} 0 0 0 ${cx + r} ${cy}" fill="none" ${stroke(2)}/>`);
    return this.add(`<circle cx="${cx - r * 0.35}" cy="${cy - r * 0.4}" r="${r * 0.18}" fill="#ffffff" opacity="0.6"/>`);
  }

  /** A horizontal bullet tank on two saddles. */
  bullet(x: number, yb: number, len: number, r: number, fill = C.white): this {
    const cy = yb - r - 14;
    this.add(`<rect x="${x + len * 0.2}" y="${cy + r * 0.4}" width="18" height="${yb - cy - r * 0.4}" fill="${C.slate}" ${stroke()}/><rect x="${x + len * 0.75}" y="${cy + r * 0.4}" width="18" height="${yb - cy - r * 0.4}" fill="${C.slate}" ${stroke()}/>`);
    return this.add(`<path d="M${x + r} ${cy - r} H ${x + len - r} A ${r} ${r} 0 0 1 ${x + len - r} ${cy + r} H ${x + r} A ${r} ${r} 0 0 1 ${x + r} ${cy - r} Z" fill="${fill}" ${stroke()}/><path d="M${x + r} ${cy - r * 0.5} H ${x + len - r}" stroke="#ffffff" stroke-width="5" opacity="0.5"/>`);
  }

  /** A shed or hall: front wall, pitched roof seen from the gable end, openings. */
  shed(x: number, yb: number, w: number, h: number, d: number, wall: string, roof: string, opts: { doors?: number; sawtooth?: boolean; windows?: number } = {}): this {
    const [dx, dy] = D(d);
    const y = yb - h;
    if (opts.sawtooth) {
      const n = 4;
      const tw = w / n;
      let p = `M${x} ${y}`;
      for (let i = 0; i < n; i++) p += ` L${x + i * tw} ${y - 40} L${x + (i + 1) * tw} ${y}`;
      this.add(`<path d="${p} Z" fill="${roof}" ${stroke()}/>`);
      for (let i = 0; i < n; i++) this.add(`<path d="M${x + i * tw + 6} ${y - 30} V ${y - 4}" stroke="${C.glass}" stroke-width="8"/>`);
    } else {
      this.add(`<path d="M${x} ${y} l${dx} ${dy} h${w} l${-dx} ${-dy} Z" fill="${roof}" ${stroke()}/>`);
    }
    this.add(`<path d="M${x + w} ${y} l${dx} ${dy} v${h} l${-dx} ${-dy} Z" fill="${shade(wall, 0.78)}" ${stroke()}/>`);
    this.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}" ${stroke()}/>`);
    for (let i = 1; i < Math.floor(w / 26); i++) this.add(`<path d="M${x + i * 26} ${y + 4} V ${yb - 4}" stroke="${shade(wall, 0.88)}" stroke-width="3"/>`);
    const doors = opts.doors ?? 1;
    for (let i = 0; i < doors; i++) {
      const dw = Math.min(90, w / (doors * 2));
      const dxp = x + ((i + 0.5) * w) / doors - dw / 2;
      this.add(`<rect x="${dxp}" y="${yb - h * 0.6}" width="${dw}" height="${h * 0.6}" fill="${shade(wall, 0.45)}" ${stroke()}/>`);
    }
    for (let i = 0; i < (opts.windows ?? 0); i++) {
      const ww = w / ((opts.windows ?? 1) * 2.2);
      this.add(`<rect x="${x + ((i + 0.5) * w) / (opts.windows ?? 1) - ww / 2}" y="${y + h * 0.14}" width="${ww}" height="${h * 0.16}" fill="${C.glass}" ${stroke(2)}/>`);
    }
    return this;
  }

  /** A shipping-container module (electrolyser, compressor, control room). */
  container(x: number, yb: number, w: number, h: number, fill: string, label?: string): this {
    this.block(x, yb, w, h, 40, fill);
    for (let i = 1; i < w / 14; i++) this.add(`<path d="M${x + i * 14} ${yb - h + 6} V ${yb - 6}" stroke="${shade(fill, 0.85)}" stroke-width="3"/>`);
    this.add(`<rect x="${x + w - 40}" y="${yb - h * 0.7}" width="26" height="${h * 0.6}" fill="${shade(fill, 0.7)}" ${stroke(2)}/>`);
    if (label) this.add(`<text x="${x + 14}" y="${yb - h + 30}" font-family="${BRAND_FONT}" font-weight="bold" font-size="22" fill="#ffffff">${escapeXml(label)}</text>`);
    return this;
  }

  /** A pipe along points, drawn as a coloured tube with ink edges. */
  pipe(points: [number, number][], fill = C.steel, width = 12): this {
    const d = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px} ${py}`).join(' ');
    this.add(`<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width + lw * 2}" stroke-linejoin="round"/>`);
    return this.add(`<path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linejoin="round"/>`);
  }

  /** A flare or vent stack, with a flame if lit. */
  stack(x: number, yb: number, h: number, lit: boolean): this {
    this.add(`<rect x="${x - 7}" y="${yb - h}" width="14" height="${h}" fill="${C.steelDark}" ${stroke()}/>`);
    if (lit) this.add(`<path d="M${x} ${yb - h - 46} C ${x + 18} ${yb - h - 22} ${x + 14} ${yb - h - 4} ${x} ${yb - h - 2} C ${x - 14} ${yb - h - 4} ${x - 16} ${yb - h - 24} ${x} ${yb - h - 46} Z" fill="${C.flame}" ${stroke(2)}/>`);
    return this;
  }

  tree(cx: number, yb: number, s: number, fill = C.green): this {
    this.add(`<rect x="${cx - s * 0.06}" y="${yb - s * 0.5}" width="${s * 0.12}" height="${s * 0.5}" fill="${C.earth}" ${stroke(2)}/>`);
    return this.add(`<circle cx="${cx}" cy="${yb - s * 0.75}" r="${s * 0.36}" fill="${fill}" ${stroke()}/><circle cx="${cx + s * 0.1}" cy="${yb - s * 0.86}" r="${s * 0.12}" fill="${shade(fill, 1.25)}"/>`);
  }

  /** A round bale lying on its side. */
  bale(cx: number, yb: number, r: number, fill = C.straw): this {
    this.add(`<rect x="${cx - r * 0.9}" y="${yb - 2 * r}" width="${r * 1.3}" height="${2 * r}" fill="${shade(fill, 0.85)}" ${stroke()}/>`);
    this.add(`<circle cx="${cx + r * 0.4}" cy="${yb - r}" r="${r}" fill="${fill}" ${stroke()}/>`);
    return this.add(`<circle cx="${cx + r * 0.4}" cy="${yb - r}" r="${r * 0.55}" fill="none" stroke="${C.strawDark}" stroke-width="3"/><circle cx="${cx + r * 0.4}" cy="${yb - r}" r="${r * 0.2}" fill="none" stroke="${C.strawDark}" stroke-width="3"/>`);
  }

  /** A rectangular bale (or a stack of them). */
  squareBale(x: number, yb: number, w: number, h: number, fill = C.straw): this {
    this.block(x, yb, w, h, 30, fill);
    return this.add(`<path d="M${x + w * 0.3} ${yb - h} V ${yb} M${x + w * 0.7} ${yb - h} V ${yb}" stroke="${C.strawDark}" stroke-width="3"/>`);
  }

  /** Field rows in perspective between y0 and y1. */
  rows(y0: number, y1: number, fill: string, n = 9, stubble = false): this {
    for (let i = 0; i < n; i++) {
      const t0 = i / n;
      const ya = y0 + (y1 - y0) * t0 * t0;
      const yb2 = y0 + (y1 - y0) * ((i + 0.5) / n) ** 2;
      this.add(`<path d="M-10 ${ya} H ${this.W + 10} V ${yb2} H -10 Z" fill="${i % 2 ? fill : shade(fill, 0.88)}"/>`);
      if (stubble) for (let x = (i * 37) % 40; x < this.W; x += 40) this.add(`<path d="M${x} ${yb2} l4 -${6 + i} M${x + 8} ${yb2} l-3 -${5 + i}" stroke="${C.strawDark}" stroke-width="2"/>`);
    }
    return this;
  }

  /** Tall crop (napier grass, cane): clumps of blades along y. */
  grass(x0: number, x1: number, yb: number, h: number, fill = C.leaf, step = 26): this {
    for (let x = x0; x < x1; x += step) {
      const hh = h * (0.8 + 0.2 * Math.sin(x * 0.7));
      this.add(`<path d="M${x} ${yb} Q ${x - 14} ${yb - hh * 0.6} ${x - 22} ${yb - hh} M${x} ${yb} Q ${x + 4} ${yb - hh * 0.7} ${x + 6} ${yb - hh * 1.05} M${x} ${yb} Q ${x + 16} ${yb - hh * 0.5} ${x + 26} ${yb - hh * 0.85}" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>`);
      this.add(`<path d="M${x} ${yb} Q ${x - 14} ${yb - hh * 0.6} ${x - 22} ${yb - hh} M${x} ${yb} Q ${x + 4} ${yb - hh * 0.7} ${x + 6} ${yb - hh * 1.05} M${x} ${yb} Q ${x + 16} ${yb - hh * 0.5} ${x + 26} ${yb - hh * 0.85}" fill="none" stroke="${fill}" stroke-width="5" stroke-linecap="round"/>`);
    }
    return this;
  }

  truck(x: number, yb: number, s: number, body: string, load?: 'tank' | 'tubes' | 'tipper' | 'box', loadFill = C.white): this {
    const L = 260 * s;
    const H = 90 * s;
    this.add(`<rect x="${x}" y="${yb - 30 * s}" width="${L}" height="${14 * s}" fill="${C.slate}" ${stroke()}/>`);
    this.add(`<path d="M${x + L - 70 * s} ${yb - 30 * s} V ${yb - H} H ${x + L - 20 * s} L ${x + L} ${yb - H * 0.55} V ${yb - 30 * s} Z" fill="${body}" ${stroke()}/><path d="M${x + L - 60 * s} ${yb - H + 8 * s} H ${x + L - 24 * s} L ${x + L - 10 * s} ${yb - H * 0.6} H ${x + L - 60 * s} Z" fill="${C.glass}" ${stroke(2)}/>`);
    const lx = x + 6 * s;
    const lw2 = L - 84 * s;
    if (load === 'tank') this.add(`<rect x="${lx}" y="${yb - H - 4 * s}" width="${lw2}" height="${H - 26 * s}" rx="${30 * s}" fill="${loadFill}" ${stroke()}/>`);
    else if (load === 'tubes') for (let i = 0; i < 4; i++) this.add(`<rect x="${lx}" y="${yb - H + i * 16 * s}" width="${lw2}" height="${14 * s}" rx="${7 * s}" fill="${i % 2 ? loadFill : shade(loadFill, 0.9)}" ${stroke(2)}/>`);
    else if (load === 'tipper') this.add(`<path d="M${lx} ${yb - 30 * s} L ${lx - 6 * s} ${yb - H} H ${lx + lw2} V ${yb - 30 * s} Z" fill="${loadFill}" ${stroke()}/>`);
    else if (load === 'box') this.block(lx, yb - 30 * s, lw2, H - 20 * s, 16 * s, loadFill);
    for (const wx of [x + 40 * s, x + 90 * s, x + L - 40 * s]) this.add(`<circle cx="${wx}" cy="${yb - 10 * s}" r="${18 * s}" fill="${C.slate}" ${stroke()}/><circle cx="${wx}" cy="${yb - 10 * s}" r="${7 * s}" fill="${C.steel}"/>`);
    return this;
  }

  /** A sloping belt conveyor on legs. */
  conveyor(x1: number, y1: number, x2: number, y2: number, yb: number, items: string[] = []): this {
    for (let t = 0.15; t < 1; t += 0.35) {
      const lx = x1 + (x2 - x1) * t;
      this.add(`<path d="M${lx} ${y1 + (y2 - y1) * t + 10} V ${yb}" ${stroke(6)}/>`);
    }
    this.pipe([[x1, y1], [x2, y2]], C.slate, 18);
    items.forEach((fill, i) => {
      const t = (i + 0.5) / items.length;
      const cx = x1 + (x2 - x1) * t;
      const cy = y1 + (y2 - y1) * t - 16;
      this.add(`<rect x="${cx - 11}" y="${cy - 9}" width="22" height="16" rx="4" fill="${fill}" ${stroke(2)} transform="rotate(${(i * 37) % 50 - 25} ${cx} ${cy})"/>`);
    });
    return this;
  }

  /** A standing person for scale: hard hat or lab coat. */
  person(cx: number, yb: number, s: number, kind: 'worker' | 'lab' | 'farmer' = 'worker'): this {
    const body = kind === 'lab' ? C.white : kind === 'farmer' ? C.cream : C.amber;
    const legs = kind === 'lab' ? C.slate : C.screen;
    this.add(`<path d="M${cx - 10 * s} ${yb} V ${yb - 42 * s} M${cx + 10 * s} ${yb} V ${yb - 42 * s}" stroke="${INK}" stroke-width="${12 * s + 4}" stroke-linecap="round"/><path d="M${cx - 10 * s} ${yb - 2} V ${yb - 42 * s} M${cx + 10 * s} ${yb - 2} V ${yb - 42 * s}" stroke="${legs}" stroke-width="${12 * s}" stroke-linecap="round"/>`);
    this.add(`<rect x="${cx - 22 * s}" y="${yb - (kind === 'lab' ? 96 : 92) * s}" width="${44 * s}" height="${kind === 'lab' ? 62 * s : 54 * s}" rx="${14 * s}" fill="${body}" ${stroke()}/>`);
    this.add(`<circle cx="${cx}" cy="${yb - 110 * s}" r="${15 * s}" fill="#a9765a" ${stroke()}/>`);
    if (kind === 'worker') this.add(`<path d="M${cx - 18 * s} ${yb - 113 * s} A ${18 * s} ${16 * s} 0 0 1 ${cx + 18 * s} ${yb - 113 * s} Z" fill="${C.flame}" ${stroke(2)}/>`);
    if (kind === 'farmer') this.add(`<path d="M${cx - 17 * s} ${yb - 116 * s} Q ${cx} ${yb - 134 * s} ${cx + 17 * s} ${yb - 116 * s} Z" fill="${C.white}" ${stroke(2)}/>`);
    if (kind === 'lab') this.add(`<path d="M${cx - 17 * s} ${yb - 116 * s} Q ${cx} ${yb - 132 * s} ${cx + 17 * s} ${yb - 114 * s} Q ${cx} ${yb - 122 * s} ${cx - 17 * s} ${yb - 116 * s} Z" fill="${INK}"/>`);
    return this;
  }

  /** A wind turbine, rotor at angle a (degrees). */
  turbine(cx: number, yb: number, h: number, a = 10): this {
    this.add(`<path d="M${cx - 6} ${yb} L ${cx - 2} ${yb - h} H ${cx + 2} L ${cx + 6} ${yb} Z" fill="${C.white}" ${stroke(2)}/>`);
    for (let i = 0; i < 3; i++) this.add(`<path d="M${cx} ${yb - h} l -5 -${h * 0.45} q 5 -8 10 0 Z" fill="${C.white}" ${stroke(2)} transform="rotate(${a + i * 120} ${cx} ${yb - h})"/>`);
    return this.add(`<circle cx="${cx}" cy="${yb - h}" r="6" fill="${C.steel}" ${stroke(2)}/>`);
  }

  /** A tilted solar array row. */
  solar(x: number, yb: number, w: number, n = 6): this {
    const pw = w / n;
    for (let i = 0; i < n; i++) {
      const px = x + i * pw;
      this.add(`<path d="M${px + pw * 0.5} ${yb} V ${yb - 30}" ${stroke(4)}/><path d="M${px} ${yb - 30} L ${px + 14} ${yb - 66} H ${px + pw + 10} L ${px + pw - 4} ${yb - 30} Z" fill="${C.blue}" ${stroke(2)}/><path d="M${px + 7} ${yb - 48} H ${px + pw + 3}" stroke="${C.blueLight}" stroke-width="2"/>`);
    }
    return this;
  }

  // ---------- laboratory ----------
  /** A lab bench with cabinet doors; its worktop is at `top`. */
  bench(x: number, w: number, top: number, yb: number, fill = C.white): this {
    this.block(x, top + 18, w, 18, 40, C.slate);
    this.add(`<rect x="${x + 10}" y="${top + 18}" width="${w - 20}" height="${yb - top - 18}" fill="${fill}" ${stroke()}/>`);
    for (let i = 0; i < Math.floor((w - 20) / 110); i++) this.add(`<rect x="${x + 22 + i * 110}" y="${top + 32}" width="96" height="${yb - top - 46}" rx="4" fill="${shade(fill, 0.94)}" ${stroke(2)}/><path d="M${x + 60 + i * 110} ${top + 46} h 20" ${stroke(3)}/>`);
    return this;
  }

  flask(cx: number, yb: number, s: number, liquid: string): this {
    const n = 10 * s;
    this.add(`<path d="M${cx - n} ${yb - 80 * s} V ${yb - 50 * s} L ${cx - 40 * s} ${yb - 4} Q ${cx - 42 * s} ${yb} ${cx - 36 * s} ${yb} H ${cx + 36 * s} Q ${cx + 42 * s} ${yb} ${cx + 40 * s} ${yb - 4} L ${cx + n} ${yb - 50 * s} V ${yb - 80 * s} Z" fill="${C.glass}" ${stroke()}/>`);
    return this.add(`<path d="M${cx - 30 * s} ${yb - 18 * s} H ${cx + 30 * s} L ${cx + 38 * s} ${yb - 4} Q ${cx + 38 * s} ${yb - 1} ${cx + 34 * s} ${yb - 1} H ${cx - 34 * s} Q ${cx - 38 * s} ${yb - 1} ${cx - 38 * s} ${yb - 4} Z" fill="${liquid}"/>`);
  }

  beaker(x: number, yb: number, w: number, h: number, liquid: string, level = 0.5): this {
    this.add(`<rect x="${x}" y="${yb - h}" width="${w}" height="${h}" rx="4" fill="${C.glass}" ${stroke()}/>`);
    this.add(`<rect x="${x + 3}" y="${yb - h * level}" width="${w - 6}" height="${h * level - 3}" rx="3" fill="${liquid}"/>`);
    return this.add(`<path d="M${x + w * 0.2} ${yb - h * 0.85} h ${w * 0.25} M${x + w * 0.2} ${yb - h * 0.65} h ${w * 0.15}" stroke="${INK}" stroke-width="2"/>`);
  }

  /** A serum bottle with a crimped cap (BMP tests). */
  bottle(cx: number, yb: number, s: number, liquid: string, cap = C.slate): this {
    this.add(`<path d="M${cx - 22 * s} ${yb} V ${yb - 60 * s} Q ${cx - 22 * s} ${yb - 72 * s} ${cx - 10 * s} ${yb - 76 * s} V ${yb - 88 * s} H ${cx + 10 * s} V ${yb - 76 * s} Q ${cx + 22 * s} ${yb - 72 * s} ${cx + 22 * s} ${yb - 60 * s} V ${yb} Z" fill="${C.glass}" ${stroke()}/>`);
    this.add(`<rect x="${cx - 19 * s}" y="${yb - 38 * s}" width="${38 * s}" height="${35 * s}" fill="${liquid}"/>`);
    return this.add(`<rect x="${cx - 12 * s}" y="${yb - 96 * s}" width="${24 * s}" height="${12 * s}" rx="3" fill="${cap}" ${stroke(2)}/>`);
  }

  /** A screen showing a line chart. */
  screen(x: number, y: number, w: number, h: number, curve: 'rise' | 'peaks' | 'bars' = 'rise', colour = C.flame): this {
    this.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${C.screen}" ${stroke()}/>`);
    const px = x + w * 0.1;
    const py = y + h * 0.15;
    const pw = w * 0.8;
    const ph = h * 0.7;
    if (curve === 'bars') {
      for (let i = 0; i < 5; i++) this.add(`<rect x="${px + i * pw * 0.2 + 4}" y="${py + ph * (0.7 - 0.12 * i * (i % 2 ? 0.6 : 1))}" width="${pw * 0.12}" height="${ph * (0.3 + 0.12 * i * (i % 2 ? 0.6 : 1))}" fill="${colour}"/>`);
    } else {
      const pts = Array.from({ length: 40 }, (_, i) => {
        const t = i / 39;
        const v = curve === 'rise' ? 1 - Math.exp(-4 * t) : Math.exp(-(((t - 0.3) / 0.03) ** 2)) * 0.8 + Math.exp(-(((t - 0.62) / 0.04) ** 2)) * 0.5 + Math.exp(-(((t - 0.8) / 0.025) ** 2)) * 0.3;
        return `${px + pw * t},${py + ph * (1 - v)}`;
      });
      this.add(`<polyline points="${pts.join(' ')}" fill="none" stroke="${colour}" stroke-width="4"/>`);
    }
    return this.add(`<path d="M${px} ${py} V ${py + ph} H ${px + pw}" stroke="${C.steelLight}" stroke-width="2" fill="none"/>`);
  }

  /** Small round indicator lights or knobs in a row. */
  knobs(x: number, y: number, n: number, r: number, colours: string[]): this {
    for (let i = 0; i < n; i++) this.add(`<circle cx="${x + i * r * 3}" cy="${y}" r="${r}" fill="${colours[i % colours.length]}" ${stroke(2)}/>`);
    return this;
  }

  /** A gas cylinder (standing), with a coloured shoulder. */
  gasBottle(cx: number, yb: number, h: number, shoulder: string): this {
    this.add(`<path d="M${cx - 20} ${yb} V ${yb - h + 26} Q ${cx - 20} ${yb - h} ${cx} ${yb - h} Q ${cx + 20} ${yb - h} ${cx + 20} ${yb - h + 26} V ${yb} Z" fill="${C.steelLight}" ${stroke()}/>`);
    this.add(`<path d="M${cx - 20} ${yb - h + 26} Q ${cx - 20} ${yb - h} ${cx} ${yb - h} Q ${cx + 20} ${yb - h} ${cx + 20} ${yb - h + 26} Z" fill="${shoulder}" ${stroke(2)}/>`);
    return this.add(`<rect x="${cx - 6}" y="${yb - h - 14}" width="12" height="14" fill="${C.slate}" ${stroke(2)}/>`);
  }

  /** A round pressure gauge: dial, ticks and a needle at `value` (0..1 of the scale). */
  gauge(cx: number, cy: number, r: number, value: number, face = C.white): this {
    this.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.steelDark}" ${stroke()}/><circle cx="${cx}" cy="${cy}" r="${r * 0.84}" fill="${face}" ${stroke(2)}/>`);
    for (let k = 0; k <= 8; k++) {
      const a = Math.PI * (0.75 + (k / 8) * 1.5);
      this.add(`<path d="M${cx + Math.cos(a) * r * 0.62} ${cy + Math.sin(a) * r * 0.62} L ${cx + Math.cos(a) * r * 0.76} ${cy + Math.sin(a) * r * 0.76}" stroke="${INK}" stroke-width="${k % 4 ? 2 : 3.5}"/>`);
    }
    this.add(`<path d="M${cx + Math.cos(Math.PI * 2.05) * r * 0.5} ${cy + Math.sin(Math.PI * 2.05) * r * 0.5} A ${r * 0.5} ${r * 0.5} 0 0 1 ${cx + Math.cos(Math.PI * 2.25) * r * 0.5} ${cy + Math.sin(Math.PI * 2.25) * r * 0.5}" fill="none" stroke="${C.red}" stroke-width="${r * 0.08}"/>`);
    const a = Math.PI * (0.75 + value * 1.5);
    this.add(`<path d="M${cx} ${cy} L ${cx + Math.cos(a) * r * 0.66} ${cy + Math.sin(a) * r * 0.66}" stroke="${C.red}" stroke-width="${Math.max(3, r * 0.07)}" stroke-linecap="round"/>`);
    return this.add(`<circle cx="${cx}" cy="${cy}" r="${r * 0.09}" fill="${INK}"/>`);
  }

  /** A hand wheel of a valve, seen face on. */
  handWheel(cx: number, cy: number, r: number, fill = C.red): this {
    this.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${INK}" stroke-width="${r * 0.22 + 6}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${fill}" stroke-width="${r * 0.22}"/>`);
    for (let k = 0; k < 3; k++) {
      const a = (k / 3) * Math.PI * 2 + 0.3;
      this.add(`<path d="M${cx} ${cy} L ${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r}" stroke="${INK}" stroke-width="${r * 0.14 + 5}" stroke-linecap="round"/><path d="M${cx} ${cy} L ${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r}" stroke="${fill}" stroke-width="${r * 0.14}" stroke-linecap="round"/>`);
    }
    return this.add(`<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${C.steel}" ${stroke()}/>`);
  }

  /** A pair of bolted flanges across a horizontal pipe at x (pipe centre y, pipe height h). */
  flange(x: number, cy: number, h: number, fill = C.steelDark): this {
    this.add(`<rect x="${x - 9}" y="${cy - h * 0.85}" width="18" height="${h * 1.7}" rx="3" fill="${fill}" ${stroke()}/>`);
    for (const k of [-0.6, 0, 0.6]) this.add(`<circle cx="${x}" cy="${cy + k * h}" r="3.5" fill="${C.steelLight}"/>`);
    return this;
  }

  /** A plaque with a caption, for labelled diagrams (video frames). */
  tag(x: number, y: number, t: string, size = 20, fill = INK, color = '#ffffff', anchor: 'start' | 'middle' = 'middle'): this {
    const w = t.length * size * 0.62 + size * 1.2;
    const x0 = anchor === 'middle' ? x - w / 2 : x;
    this.add(`<rect x="${x0}" y="${y - size * 1.15}" width="${w}" height="${size * 1.6}" rx="${size * 0.4}" fill="${fill}"/>`);
    return this.text(x0 + w / 2, y, t, size, color, 'middle');
  }

  text(x: number, y: number, t: string, size = 22, fill = INK, anchor = 'start', weight = 'bold'): this {
    return this.add(`<text x="${x}" y="${y}" font-family="${BRAND_FONT}" font-weight="${weight}" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${escapeXml(t)}</text>`);
  }

  /** Rising gas bubbles in a box. */
  bubbles(x: number, y: number, w: number, h: number, n: number, seed: number, fill = '#ffffff'): this {
    let a = seed;
    const r = () => ((a = (a * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < n; i++) this.add(`<circle cx="${x + r() * w}" cy="${y + r() * h}" r="${3 + r() * 7}" fill="${fill}" opacity="0.8" stroke="${INK}" stroke-width="1.5"/>`);
    return this;
  }
}
