/**
 * Stand-in artwork for the About section: the founder, four team portraits,
 * four partner photos and the 20 research gallery images at the paths
 * content/research.ts uses (/images/research/{lab,instruments,exp}/…jpg). Replace any file
 * with a real photo of the same name and size.
 */
import { escapeXml, seededRandom, standInPhoto, writeImage } from '../lib';

type Palette = [string, string, string];

/** Fine grain so flat vector art reads more like a photograph. */
function grain(w: number, h: number, opacity = 0.09): string {
  return `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter><rect width="${w}" height="${h}" filter="url(#grain)" opacity="${opacity}"/>`;
}

function withOverlay(svg: string, overlay: string): string {
  return svg.replace('</svg>', `${overlay}</svg>`);
}

function caption(w: number, h: number, text: string): string {
  const fs = Math.round(h * 0.055);
  return `<rect x="0" y="${h - fs * 2.2}" width="${w}" height="${fs * 2.2}" fill="#020617" opacity="0.55"/><text x="${w * 0.04}" y="${h - fs * 0.75}" font-family="DejaVu Sans, sans-serif" font-size="${fs}" fill="#ffffff">${escapeXml(text)}</text>`;
}

/** An illustrated head-and-shoulders portrait (fictional person). */
function portrait(opts: { w: number; h: number; seed: number; bg: Palette; skin: string; hair: string; top: string; coat?: boolean; longHair?: boolean; glasses?: boolean }): string {
  const { w, h, bg } = opts;
  const rnd = seededRandom(opts.seed);
  const cx = w / 2;
  const headR = Math.min(w, h) * 0.15;
  const headY = h * 0.42;
  const bokeh = Array.from({ length: 9 }, () => `<circle cx="${rnd() * w}" cy="${rnd() * h * 0.7}" r="${Math.min(w, h) * (0.04 + rnd() * 0.1)}" fill="#ffffff" opacity="${0.05 + rnd() * 0.12}"/>`).join('');
  const hairBack = opts.longHair
    ? `<path d="M${cx - headR * 1.15} ${headY} Q ${cx - headR * 1.3} ${headY + headR * 2.2} ${cx - headR * 0.6} ${headY + headR * 2.1} L ${cx + headR * 0.6} ${headY + headR * 2.1} Q ${cx + headR * 1.3} ${headY + headR * 2.2} ${cx + headR * 1.15} ${headY} Z" fill="${opts.hair}"/>`
    : '';
  const body = `<path d="M${cx - w * 0.36} ${h} Q ${cx - w * 0.34} ${h * 0.7} ${cx} ${h * 0.68} Q ${cx + w * 0.34} ${h * 0.7} ${cx + w * 0.36} ${h} Z" fill="${opts.coat ? '#f8fafc' : opts.top}"/>`;
  const collar = opts.coat
    ? `<path d="M${cx - w * 0.09} ${h * 0.69} L ${cx} ${h * 0.86} L ${cx + w * 0.09} ${h * 0.69} Z" fill="${opts.top}"/><path d="M${cx - w * 0.12} ${h * 0.7} L ${cx - w * 0.02} ${h} M${cx + w * 0.12} ${h * 0.7} L ${cx + w * 0.02} ${h}" stroke="#cbd5e1" stroke-width="${w * 0.008}"/>`
    : `<path d="M${cx - w * 0.07} ${h * 0.685} Q ${cx} ${h * 0.76} ${cx + w * 0.07} ${h * 0.685}" fill="${opts.skin}"/>`;
  const neck = `<rect x="${cx - headR * 0.42}" y="${headY + headR * 0.7}" width="${headR * 0.84}" height="${headR * 0.9}" rx="${headR * 0.3}" fill="${opts.skin}"/>`;
  const head = `<ellipse cx="${cx}" cy="${headY}" rx="${headR * 0.9}" ry="${headR * 1.08}" fill="${opts.skin}"/>`;
  const hairTop = `<path d="M${cx - headR * 0.95} ${headY - headR * 0.05} Q ${cx - headR} ${headY - headR * 1.35} ${cx} ${headY - headR * 1.18} Q ${cx + headR} ${headY - headR * 1.35} ${cx + headR * 0.95} ${headY - headR * 0.05} Q ${cx + headR * 0.7} ${headY - headR * 0.75} ${cx} ${headY - headR * 0.72} Q ${cx - headR * 0.7} ${headY - headR * 0.75} ${cx - headR * 0.95} ${headY - headR * 0.05} Z" fill="${opts.hair}"/>`;
  const glasses = opts.glasses
    ? `<g fill="none" stroke="#1e293b" stroke-width="${headR * 0.06}"><circle cx="${cx - headR * 0.36}" cy="${headY + headR * 0.05}" r="${headR * 0.24}"/><circle cx="${cx + headR * 0.36}" cy="${headY + headR * 0.05}" r="${headR * 0.24}"/><path d="M${cx - headR * 0.12} ${headY + headR * 0.05} H ${cx + headR * 0.12}"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="0.55" stop-color="${bg[1]}"/><stop offset="1" stop-color="${bg[2]}"/></linearGradient>
<radialGradient id="light" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${bokeh}<rect width="${w}" height="${h}" fill="url(#light)"/>
${hairBack}${neck}${body}${collar}${head}${hairTop}${glasses}${grain(w, h, 0.07)}</svg>`;
}

/** Laboratory scenes: benches, glassware, sample bottles. */
function labScene(w: number, h: number, seed: number, palette: Palette, label: string): string {
  const rnd = seededRandom(seed);
  const base = standInPhoto({ width: w, height: h, seed, motif: 'lab', palette });
  const shelf = `<rect x="0" y="${h * 0.2}" width="${w}" height="${h * 0.025}" fill="#e2e8f0" opacity="0.5"/>`;
  const jars = Array.from({ length: 9 }, (_, i) => {
    const x = w * (0.04 + i * 0.105);
    const jh = h * (0.07 + rnd() * 0.05);
    return `<rect x="${x}" y="${h * 0.2 - jh}" width="${w * 0.06}" height="${jh}" rx="3" fill="${['#fef3c7', '#d9f99d', '#a7f3d0', '#bae6fd'][i % 4]}" opacity="0.7"/>`;
  }).join('');
  const flask = (x: number, s: number, c: string) =>
    `<path d="M${x - s * 0.12} ${h * 0.75 - s} h ${s * 0.24} v ${s * 0.35} l ${s * 0.38} ${s * 0.6} q ${s * 0.04} ${s * 0.05} -${s * 0.04} ${s * 0.05} h -${s * 0.92} q -${s * 0.08} 0 -${s * 0.04} -${s * 0.05} l ${s * 0.38} -${s * 0.6} z" fill="#f0f9ff" opacity="0.55"/><path d="M${x - s * 0.36} ${h * 0.75 - s * 0.3} h ${s * 0.72} l ${s * 0.14} ${s * 0.25} h -${s} z" fill="${c}" opacity="0.85"/>`;
  const flasks = [flask(w * 0.72, h * 0.3, '#34d399'), flask(w * 0.86, h * 0.22, '#fbbf24')].join('');
  return withOverlay(base, shelf + jars + flasks + grain(w, h) + caption(w, h, label));
}

/** Instruments: a cabinet with a display, indicator lights, tubing and ports. */
function instrumentScene(w: number, h: number, seed: number, palette: Palette, label: string): string {
  const rnd = seededRandom(seed);
  const base = standInPhoto({ width: w, height: h, seed, motif: 'abstract', palette });
  const bx = w * (0.12 + rnd() * 0.1);
  const bw = w * (0.45 + rnd() * 0.15);
  const by = h * 0.22;
  const bh = h * 0.52;
  const body = `<rect x="0" y="${h * 0.74}" width="${w}" height="${h * 0.26}" fill="#0f172a" opacity="0.55"/>
<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="10" fill="#e2e8f0"/><rect x="${bx}" y="${by}" width="${bw}" height="${bh * 0.14}" rx="10" fill="#cbd5e1"/>
<rect x="${bx + bw * 0.08}" y="${by + bh * 0.25}" width="${bw * 0.42}" height="${bh * 0.32}" rx="4" fill="#0c4a6e"/>
<polyline points="${Array.from({ length: 12 }, (_, i) => `${bx + bw * 0.1 + i * bw * 0.034},${by + bh * (0.5 - (i === 6 ? 0.18 : i === 9 ? 0.1 : rnd() * 0.03))}`).join(' ')}" fill="none" stroke="#34d399" stroke-width="2"/>
${Array.from({ length: 3 }, (_, i) => `<circle cx="${bx + bw * (0.62 + i * 0.1)}" cy="${by + bh * 0.32}" r="${bh * 0.035}" fill="${['#22c55e', '#f59e0b', '#38bdf8'][i]}"/>`).join('')}
${Array.from({ length: 2 }, (_, i) => `<circle cx="${bx + bw * (0.66 + i * 0.16)}" cy="${by + bh * 0.6}" r="${bh * 0.08}" fill="#94a3b8" stroke="#475569" stroke-width="3"/>`).join('')}
<rect x="${bx + bw * 0.08}" y="${by + bh * 0.72}" width="${bw * 0.84}" height="${bh * 0.16}" rx="4" fill="#cbd5e1"/>
<path d="M${bx + bw} ${by + bh * 0.4} C ${bx + bw + w * 0.12} ${by + bh * 0.4} ${bx + bw + w * 0.05} ${by - h * 0.1} ${bx + bw + w * 0.16} ${by + bh * 0.1}" fill="none" stroke="#f1f5f9" stroke-width="4" opacity="0.8"/>
<rect x="${bx + bw + w * 0.12}" y="${by + bh * 0.1}" width="${w * 0.08}" height="${bh * 0.9}" rx="8" fill="#94a3b8" opacity="0.9"/>`;
  return withOverlay(base, body + grain(w, h) + caption(w, h, label));
}

/** Experiments & results: a chart panel with yield curves, or a reactor with bubbles. */
function experimentScene(w: number, h: number, seed: number, palette: Palette, label: string, kind: 'chart' | 'reactor'): string {
  const rnd = seededRandom(seed);
  const base = standInPhoto({ width: w, height: h, seed, motif: kind === 'reactor' ? 'hydrogen' : 'abstract', palette });
  let art: string;
  if (kind === 'chart') {
    const px = w * 0.1;
    const py = h * 0.12;
    const pw = w * 0.8;
    const ph = h * 0.62;
    const grid = Array.from({ length: 5 }, (_, i) => `<path d="M${px} ${py + (ph * i) / 4} H ${px + pw}" stroke="#cbd5e1" stroke-width="1" opacity="0.6"/>`).join('');
    const curves = ['#047857', '#0369a1', '#b45309'].map((c, k) => {
      const top = 0.15 + k * 0.18 + rnd() * 0.05;
      const d = Array.from({ length: 21 }, (_, i) => {
        const t = i / 20;
        const y = py + ph - (ph * (1 - top)) * (1 - Math.exp(-t * (3 + k)));
        return `${i === 0 ? 'M' : 'L'}${px + pw * t} ${y}`;
      }).join(' ');
      return `<path d="${d}" fill="none" stroke="${c}" stroke-width="3.5"/>`;
    }).join('');
    art = `<rect x="${px - 14}" y="${py - 14}" width="${pw + 28}" height="${ph + 28}" rx="12" fill="#ffffff" opacity="0.92"/>${grid}<path d="M${px} ${py} V ${py + ph} H ${px + pw}" stroke="#334155" stroke-width="2" fill="none"/>${curves}`;
  } else {
    const cx = w * 0.5;
    const bubbles = Array.from({ length: 26 }, () => `<circle cx="${cx - w * 0.1 + rnd() * w * 0.2}" cy="${h * 0.25 + rnd() * h * 0.45}" r="${2 + rnd() * 6}" fill="#ecfeff" opacity="${0.4 + rnd() * 0.5}"/>`).join('');
    art = `<rect x="${cx - w * 0.13}" y="${h * 0.14}" width="${w * 0.26}" height="${h * 0.62}" rx="${w * 0.04}" fill="#f0f9ff" opacity="0.35" stroke="#e0f2fe" stroke-width="4"/>
<rect x="${cx - w * 0.12}" y="${h * 0.4}" width="${w * 0.24}" height="${h * 0.35}" rx="${w * 0.03}" fill="${palette[0]}" opacity="0.85"/>${bubbles}
<rect x="${cx - w * 0.16}" y="${h * 0.1}" width="${w * 0.32}" height="${h * 0.06}" rx="6" fill="#94a3b8"/><path d="M${cx + w * 0.05} ${h * 0.1} V ${h * 0.04} H ${w * 0.85}" stroke="#e2e8f0" stroke-width="5" fill="none"/>`;
  }
  return withOverlay(base, art + grain(w, h) + caption(w, h, label));
}

function partnerScene(w: number, h: number, seed: number, palette: Palette, motif: 'lab' | 'plant' | 'field' | 'hydrogen'): string {
  return withOverlay(standInPhoto({ width: w, height: h, seed, motif, palette }), grain(w, h, 0.07));
}

const GREEN: Palette = ['#064e3b', '#0f766e', '#0369a1'];
const TEAL: Palette = ['#134e4a', '#0e7490', '#1e3a8a'];
const SLATE: Palette = ['#0f172a', '#1e3a5f', '#0f766e'];
const AMBER: Palette = ['#422006', '#365314', '#0f766e'];

export async function generate(): Promise<void> {
  const g = { width: 480, height: 320 };

  const labLabels = ['Sample preparation', 'BMP water bath', 'VFA analysis', 'Feedstock store', 'Digester log'];
  for (const [i, label] of labLabels.entries()) {
    await writeImage(labScene(g.width, g.height, 100 + i, ([GREEN, TEAL, SLATE] as const)[i % 3]!, label), `images/research/lab/lab-${i + 1}.jpg`, g);
  }

  const instrumentLabels = [
    'Gas chromatograph',
    'HPLC system',
    'CHNS analyser',
    'Methane potential system',
    'Cavitation pilot rig',
    '50 L pilot digester',
    'Muffle furnace',
    'Laminar airflow cabinet',
    'Portable biogas analyser',
    'Bomb calorimeter',
  ];
  for (const [i, label] of instrumentLabels.entries()) {
    await writeImage(instrumentScene(g.width, g.height, 200 + i, ([SLATE, TEAL, GREEN] as const)[i % 3]!, label), `images/research/instruments/instrument-${i + 1}.jpg`, g);
  }

  const expScenes: [string, 'chart' | 'reactor'][] = [
    ['Cumulative methane yield', 'chart'],
    ['Pre-treated bagasse', 'reactor'],
    ['Dark fermentation run', 'reactor'],
    ['Hydrogen yield vs pH', 'chart'],
    ['Digestate after 30 days', 'reactor'],
  ];
  for (const [i, [label, kind]] of expScenes.entries()) {
    await writeImage(experimentScene(g.width, g.height, 300 + i, ([AMBER, GREEN, TEAL] as const)[i % 3]!, label, kind), `images/research/exp/exp-${i + 1}.jpg`, g);
  }

  const people = [
    { file: 'meera-kulkarni', seed: 11, bg: GREEN, skin: '#b9825f', hair: '#1c1917', top: '#0f766e', coat: true, longHair: true },
    { file: 'arjun-deshpande', seed: 12, bg: TEAL, skin: '#a0694a', hair: '#0c0a09', top: '#1e3a8a', glasses: true },
    { file: 'priya-nair', seed: 13, bg: SLATE, skin: '#8d5a3b', hair: '#1c1917', top: '#b45309', longHair: true },
    { file: 'sameer-joshi', seed: 14, bg: AMBER, skin: '#c08b68', hair: '#292524', top: '#334155', coat: true, glasses: true },
  ];
  for (const p of people) {
    await writeImage(portrait({ w: 480, h: 480, ...p }), `images/team/${p.file}.webp`, { width: 480, height: 480 });
  }
  await writeImage(
    portrait({ w: 560, h: 700, seed: 21, bg: ['#022c22', '#065f46', '#0e7490'], skin: '#b9825f', hair: '#1c1917', top: '#0f766e', coat: true, longHair: true }),
    'images/about/founder.webp',
    { width: 560, height: 700 },
  );

  const partners: [string, Palette, 'lab' | 'plant' | 'field' | 'hydrogen'][] = [
    ['wiit', SLATE, 'lab'],
    ['dcbr', TEAL, 'hydrogen'],
    ['sahyadri', AMBER, 'field'],
    ['konkan', GREEN, 'plant'],
  ];
  for (const [i, [file, palette, motif]] of partners.entries()) {
    await writeImage(partnerScene(640, 400, 400 + i, palette, motif), `images/partners/${file}.webp`, { width: 640, height: 400 });
  }
}
