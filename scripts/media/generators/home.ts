/**
 * Home page artwork (`npm run media -- home`):
 *  - three hero loops (5 s, 960x540, MP4/H.264 + WebM/VP9, no audio), each drawn
 *    as SVG layers (rendered by sharp) that ffmpeg scrolls by exactly one tile
 *    per loop, so the loop is seamless; a WebP poster per slide is composed from
 *    the same layers at t = 0, so poster and first frame match;
 *  - the section images (clean fuels, who we are, focus areas);
 *  - 24 client logos as small SVG wordmarks, one per client, named by its name.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { clients, type Client } from '../../../src/content/clients';
import { escapeXml, hashSeed, publicDir, seededRandom, writePublic } from '../lib';

const W = 960;
const H = 540;
const FPS = 25;
const LOOP_S = 5;

type Layer = { svg: string; width: number; height: number };
type Loop = {
  name: string;
  background: Layer;
  /** Moving layer and its overlay position as an ffmpeg expression of t. */
  moving: Layer & { x: string; y: string };
  /** Optional per-frame brightness wobble (ffmpeg eq expression), 0 at t = 0. */
  brightness?: string;
};

const svgOpen = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

/** Vignette and a gentle cool/warm grade, drawn over every frame. */
function gradeLayer(tint: string): string {
  return `${svgOpen(W, H)}<defs>
<radialGradient id="v" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
<linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint}" stop-opacity="0.18"/><stop offset="1" stop-color="${tint}" stop-opacity="0"/></linearGradient>
</defs><rect width="${W}" height="${H}" fill="url(#t)"/><rect width="${W}" height="${H}" fill="url(#v)"/></svg>`;
}

// ---------- slide 1: green hydrogen ----------
function hydrogenBackground(): string {
  const rnd = seededRandom(hashSeed('hydrogen-bg'));
  const panels: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 9; i++) {
      const x = 20 + i * 108 + row * 18;
      const y = 430 + row * 34;
      panels.push(`<path d="M${x} ${y} l90 0 l-14 26 l-90 0 z" fill="#1d4ed8" opacity="${0.75 - row * 0.1}" stroke="#93c5fd" stroke-opacity="0.35" stroke-width="1.2"/>`);
      panels.push(`<path d="M${x + 30} ${y} l-14 26 M${x + 60} ${y} l-14 26 M${x - 7} ${y + 13} l90 0" stroke="#93c5fd" stroke-opacity="0.3" stroke-width="1"/>`);
    }
  }
  const turbines: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 80 + i * 120 + rnd() * 40;
    const h = 120 + rnd() * 60;
    const base = 330;
    turbines.push(`<path d="M${x - 2} ${base} L${x} ${base - h} L${x + 2} ${base} Z" fill="#cbe9f5" opacity="0.55"/>`);
    const a = rnd() * 120;
    for (let b = 0; b < 3; b++) {
      turbines.push(`<path d="M${x} ${base - h} l0 -${h * 0.45}" stroke="#e0f2fe" stroke-width="2.5" stroke-linecap="round" opacity="0.55" transform="rotate(${a + b * 120} ${x} ${base - h})"/>`);
    }
  }
  return `${svgOpen(W, H)}<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#021526"/><stop offset="0.55" stop-color="#0b4a6b"/><stop offset="1" stop-color="#0e7490"/></linearGradient>
<radialGradient id="glow" cx="0.78" cy="0.35" r="0.45"><stop offset="0" stop-color="#67e8f9" stop-opacity="0.45"/><stop offset="1" stop-color="#67e8f9" stop-opacity="0"/></radialGradient>
<linearGradient id="tank" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#64748b"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#064e3b"/><stop offset="1" stop-color="#022c22"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>
<path d="M0 330 Q 200 300 420 322 T 960 312 V 540 H 0 Z" fill="#0f3d4c"/>
${turbines.join('')}
<rect x="560" y="248" width="300" height="84" rx="6" fill="#0f2f3f" stroke="#38bdf8" stroke-opacity="0.4"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${574 + i * 31}" y="262" width="20" height="56" rx="3" fill="#155e75"/><rect x="${574 + i * 31}" y="262" width="20" height="10" rx="3" fill="#34d399" opacity="0.85"/>`).join('')}
<circle cx="500" cy="280" r="46" fill="url(#tank)"/><circle cx="410" cy="292" r="36" fill="url(#tank)"/>
<rect x="450" y="300" width="120" height="6" fill="#94a3b8"/><rect x="380" y="318" width="200" height="14" fill="#334155"/>
<text x="486" y="288" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="22" fill="#0f3d4c">H₂</text>
<rect y="330" width="${W}" height="${H - 330}" fill="url(#ground)"/>
${panels.join('')}
</svg>`;
}

function hydrogenBubbles(): Layer {
  const rnd = seededRandom(hashSeed('hydrogen-bubbles'));
  const tile: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = rnd() * W;
    const y = rnd() * H;
    const r = 4 + rnd() * 14;
    const o = 0.25 + rnd() * 0.45;
    if (i % 3 === 0) {
      tile.push(`<g opacity="${o}"><circle cx="${x}" cy="${y}" r="${r}" fill="#a5f3fc" fill-opacity="0.15" stroke="#cffafe" stroke-width="1.6"/><circle cx="${x + r * 1.5}" cy="${y}" r="${r}" fill="#a5f3fc" fill-opacity="0.15" stroke="#cffafe" stroke-width="1.6"/></g>`);
    } else {
      tile.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#e0f2fe" fill-opacity="0.12" stroke="#e0f2fe" stroke-opacity="${o}" stroke-width="1.4"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="#ffffff" opacity="${o}"/>`);
    }
  }
  // Two copies stacked: scrolling up by one tile height loops seamlessly.
  const body = tile.join('');
  return { svg: `${svgOpen(W, H * 2)}<g>${body}</g><g transform="translate(0 ${H})">${body}</g></svg>`, width: W, height: H * 2 };
}

// ---------- slide 2: waste management ----------
function wasteBackground(): string {
  const rnd = seededRandom(hashSeed('waste-bg'));
  const trees: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = rnd() * W;
    const y = 300 + rnd() * 20;
    const r = 14 + rnd() * 16;
    trees.push(`<rect x="${x - 2}" y="${y}" width="4" height="${r}" fill="#3f2d1b"/><circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? '#166534' : '#15803d'}"/>`);
  }
  return `${svgOpen(W, H)}<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0c4a3a"/><stop offset="0.5" stop-color="#2f7d5a"/><stop offset="1" stop-color="#b7e4b0"/></linearGradient>
<radialGradient id="sun" cx="0.2" cy="0.25" r="0.35"><stop offset="0" stop-color="#fef9c3" stop-opacity="0.75"/><stop offset="1" stop-color="#fef9c3" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>
<path d="M0 300 Q 240 220 480 290 T 960 270 V 540 H 0 Z" fill="#3d8b5c"/>
<path d="M0 330 Q 300 280 620 330 T 960 320 V 540 H 0 Z" fill="#2d6e47"/>
${trees.join('')}
<rect x="520" y="190" width="360" height="160" fill="#e2e8f0"/><path d="M500 196 L700 130 L900 196 Z" fill="#475569"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${540 + i * 56}" y="220" width="36" height="26" fill="#7dd3fc" opacity="0.7"/>`).join('')}
<rect x="640" y="270" width="90" height="80" fill="#94a3b8"/>
<g transform="translate(800 290)" fill="none" stroke="#15803d" stroke-width="6" stroke-linecap="round">
<path d="M-18 10 L0 -20 L18 10 Z"/></g>
<rect y="350" width="${W}" height="${H - 350}" fill="#1f2937"/>
<rect y="350" width="${W}" height="8" fill="#374151"/>
<rect x="0" y="410" width="${W}" height="34" fill="#111827"/>
</svg>`;
}

function wasteConveyor(): Layer {
  const rnd = seededRandom(hashSeed('waste-conveyor'));
  const tile: string[] = [];
  for (let i = 0; i < 12; i++) tile.push(`<circle cx="${i * 80 + 40}" cy="446" r="9" fill="#6b7280" stroke="#9ca3af" stroke-width="2"/>`);
  const colors = ['#a3e635', '#fbbf24', '#60a5fa', '#f87171', '#34d399', '#e5e7eb'];
  for (let i = 0; i < 9; i++) {
    const x = 30 + i * 105 + rnd() * 30;
    const kind = i % 3;
    const c = colors[Math.floor(rnd() * colors.length)];
    if (kind === 0) tile.push(`<rect x="${x}" y="${382}" width="${40 + rnd() * 16}" height="28" rx="3" fill="${c}" transform="rotate(${rnd() * 10 - 5} ${x} 400)"/>`);
    else if (kind === 1) tile.push(`<rect x="${x}" y="388" width="16" height="22" rx="4" fill="${c}" opacity="0.9"/><rect x="${x + 4}" y="381" width="8" height="8" fill="${c}"/>`);
    else tile.push(`<ellipse cx="${x + 18}" cy="396" rx="24" ry="14" fill="${c}" opacity="0.85"/>`);
  }
  // Falling leaves in the air give depth.
  for (let i = 0; i < 7; i++) {
    const x = rnd() * W;
    const y = 60 + rnd() * 220;
    tile.push(`<path d="M${x} ${y} q 8 -10 16 0 q -8 10 -16 0 z" fill="#bbf7d0" opacity="${0.35 + rnd() * 0.3}"/>`);
  }
  const body = tile.join('');
  return { svg: `${svgOpen(W * 2, H)}<g>${body}</g><g transform="translate(${W} 0)">${body}</g></svg>`, width: W * 2, height: H };
}

// ---------- slide 3: energy from waste (rural biogas) ----------
function ruralBackground(): string {
  const furrows: string[] = [];
  for (let i = -12; i <= 12; i++) furrows.push(`<path d="M480 360 L${480 + i * 90} 540" stroke="#14532d" stroke-width="3" opacity="0.5"/>`);
  const domes = [
    { x: 190, r: 58 },
    { x: 320, r: 44 },
  ]
    .map(
      (d) =>
        `<rect x="${d.x - d.r}" y="348" width="${d.r * 2}" height="22" fill="#78716c"/><path d="M${d.x - d.r} 350 A ${d.r} ${d.r * 0.95} 0 0 1 ${d.x + d.r} 350 Z" fill="#e7e5e4"/><path d="M${d.x - d.r * 0.6} 320 A ${d.r} ${d.r} 0 0 1 ${d.x + d.r * 0.2} 296" stroke="#fff" stroke-width="4" fill="none" opacity="0.6"/>`,
    )
    .join('');
  const huts = [640, 700, 780]
    .map((x, i) => `<rect x="${x}" y="${330 - i * 2}" width="46" height="30" fill="#7c2d12"/><path d="M${x - 6} ${332 - i * 2} L${x + 23} ${306 - i * 2} L${x + 52} ${332 - i * 2} Z" fill="#451a03"/>`)
    .join('');
  return `${svgOpen(W, H)}<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="0.45" stop-color="#9a3412"/><stop offset="0.72" stop-color="#f59e0b"/><stop offset="1" stop-color="#fde68a"/></linearGradient>
<radialGradient id="sun" cx="0.62" cy="0.64" r="0.3"><stop offset="0" stop-color="#fff7ed" stop-opacity="0.95"/><stop offset="0.25" stop-color="#fdba74" stop-opacity="0.6"/><stop offset="1" stop-color="#fdba74" stop-opacity="0"/></radialGradient>
<linearGradient id="field" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f6212"/><stop offset="1" stop-color="#14532d"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>
<circle cx="595" cy="345" r="34" fill="#fff7ed" opacity="0.9"/>
<path d="M0 352 Q 160 330 330 348 T 700 340 T 960 346 V 360 H 0 Z" fill="#365314"/>
${domes}${huts}
<rect x="420" y="260" width="8" height="100" fill="#57534e"/><path d="M424 262 q -10 -18 0 -34 q 10 16 0 34 z" fill="#fb923c"/><path d="M424 258 q -5 -10 0 -18 q 5 8 0 18 z" fill="#fde68a"/>
<rect x="520" y="336" width="70" height="24" fill="#52525b"/><path d="M520 336 h70 l-8 -10 h-54 z" fill="#3f3f46"/>
<rect y="360" width="${W}" height="${H - 360}" fill="url(#field)"/>
${furrows.join('')}
</svg>`;
}

function ruralClouds(): Layer {
  const rnd = seededRandom(hashSeed('rural-clouds'));
  const period = 480;
  const tile: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = i * 160 + rnd() * 60;
    const y = 50 + rnd() * 150;
    const s = 0.7 + rnd() * 0.7;
    tile.push(`<g opacity="${0.35 + rnd() * 0.3}" fill="#fed7aa" transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="60" ry="16"/><ellipse cx="26" cy="-10" rx="34" ry="16"/><ellipse cx="-22" cy="-6" rx="28" ry="12"/></g>`);
  }
  const copies = [0, 1, 2, 3].map((k) => `<g transform="translate(${k * period} 0)">${tile.join('')}</g>`).join('');
  return { svg: `${svgOpen(period * 4, H)}${copies}</svg>`, width: period * 4, height: H };
}

const loops: Loop[] = [
  {
    name: 'green-hydrogen',
    background: { svg: hydrogenBackground(), width: W, height: H },
    moving: { ...hydrogenBubbles(), x: '0', y: `-t*${H / LOOP_S}` },
  },
  {
    name: 'waste-management',
    background: { svg: wasteBackground(), width: W, height: H },
    moving: { ...wasteConveyor(), x: `-t*${W / LOOP_S}`, y: '0' },
  },
  {
    name: 'energy-from-waste',
    background: { svg: ruralBackground(), width: W, height: H },
    moving: { ...ruralClouds(), x: `-t*${480 / LOOP_S}`, y: '0' },
    brightness: `0.035*sin(2*PI*t/${LOOP_S})`,
  },
];
const tints = ['#0ea5e9', '#22c55e', '#f97316'];

async function png(svg: string, scale = 1): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * scale }).png().toBuffer();
}

async function renderLoop(loop: Loop, index: number, work: string): Promise<void> {
  const bg = path.join(work, `${loop.name}-bg.png`);
  const mv = path.join(work, `${loop.name}-mv.png`);
  const gr = path.join(work, `${loop.name}-grade.png`);
  const grade = gradeLayer(tints[index] ?? '#000');
  await sharp(await png(loop.background.svg)).toFile(bg);
  await sharp(await png(loop.moving.svg)).toFile(mv);
  await sharp(await png(grade)).toFile(gr);

  const outDir = path.join(publicDir, 'videos', 'hero');
  mkdirSync(outDir, { recursive: true });
  const eq = loop.brightness ? `,eq=brightness='${loop.brightness}':eval=frame` : '';
  const graph = `[0][1]overlay=x='${loop.moving.x}':y='${loop.moving.y}':eval=frame[a];[a][2]overlay=0:0${eq},format=yuv420p[v]`;
  const inputs = ['-loop', '1', '-framerate', String(FPS), '-i', bg, '-loop', '1', '-framerate', String(FPS), '-i', mv, '-loop', '1', '-framerate', String(FPS), '-i', gr];
  const common = ['-y', '-hide_banner', '-loglevel', 'error', ...inputs, '-filter_complex', graph, '-map', '[v]', '-t', String(LOOP_S), '-an'];
  const mp4 = path.join(outDir, `${loop.name}.mp4`);
  const webm = path.join(outDir, `${loop.name}.webm`);
  execFileSync('ffmpeg', [...common, '-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-g', String(FPS * LOOP_S), mp4]);
  execFileSync('ffmpeg', [...common, '-c:v', 'libvpx-vp9', '-crf', '38', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-g', String(FPS * LOOP_S), webm]);

  // Poster: the same layers at t = 0, drawn at twice the video's size.
  const scale = 2;
  const moving = await sharp(await png(loop.moving.svg, scale))
    .extract({ left: 0, top: 0, width: W * scale, height: H * scale })
    .png()
    .toBuffer();
  await sharp(await png(loop.background.svg, scale))
    .composite([{ input: moving }, { input: await png(grade, scale) }])
    .webp({ quality: 70, effort: 6 })
    .toFile(path.join(publicDir, 'images', 'home', `hero-${loop.name}.webp`));

  for (const file of [mp4, webm]) {
    const kb = statSync(file).size / 1024;
    if (kb > 500) throw new Error(`${file} is ${kb.toFixed(0)} KB, over the 500 KB budget`);
  }
}

// The home page's still images (focus areas, clean fuels, who we are) are scenes in generators/scenes.ts.

// ---------- client logos ----------
const palette = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f', '#7c3aed', '#0369a1', '#a16207', '#15803d', '#c2410c', '#334155', '#9d174d'];

const sectorLine: Record<Client['sector'], string> = {
  municipal: 'Municipal Corporation',
  sugar: 'Sugar Works',
  dairy: 'Dairy Co-operative',
  fertiliser: 'Fertilisers',
  oil: 'Oil & Energy',
  university: 'University',
  cooperative: 'Biogas Federation',
  food: 'Food Processing',
};

/** `inner` draws the details cut into a solid emblem (the plate colour when the emblem is reversed out in white). */
function emblem(sector: Client['sector'], c: string, variant: number, inner = '#fff'): string {
  switch (sector) {
    case 'municipal':
      return variant % 2
        ? `<path d="M4 8 L24 2 L44 8 V26 C44 38 34 44 24 48 C14 44 4 38 4 26 Z" fill="${c}"/><path d="M14 34 V22 h6 v12 M22 34 V16 h6 v18 M30 34 V24 h5 v10" fill="${inner}"/>`
        : `<rect x="2" y="20" width="44" height="26" rx="3" fill="${c}"/><path d="M6 20 L24 6 L42 20 Z" fill="${c}" opacity="0.75"/><path d="M10 44 V28 M18 44 V28 M26 44 V28 M34 44 V28" stroke="${inner}" stroke-width="3"/>`;
    case 'sugar':
      return `<path d="M12 46 C10 30 12 16 16 4 M24 46 C24 30 26 16 30 6 M36 46 C36 32 38 20 42 10" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M16 20 q8 -4 10 -14 M30 24 q8 -2 10 -12" stroke="${c}" stroke-width="2.5" fill="none" opacity="0.7"/>`;
    case 'dairy':
      return `<path d="M24 2 C16 16 8 24 8 32 a16 16 0 0 0 32 0 C40 24 32 16 24 2 Z" fill="${c}"/><path d="M16 34 q8 6 16 0" stroke="${inner}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    case 'fertiliser':
      return `<path d="M24 46 V18" stroke="${c}" stroke-width="3.5"/><path d="M24 30 C10 30 6 20 6 10 C18 10 24 18 24 30 Z M24 24 C36 24 42 14 42 4 C30 4 24 12 24 24 Z" fill="${c}"/>`;
    case 'oil':
      return variant % 2
        ? `<circle cx="24" cy="24" r="22" fill="${c}"/><path d="M24 10 C18 20 15 25 15 30 a9 9 0 0 0 18 0 C33 25 30 20 24 10 Z" fill="${inner}"/>`
        : `<path d="M4 44 L24 4 L44 44 Z" fill="${c}"/><path d="M24 20 c-6 8 -6 16 0 18 c6 -2 6 -10 0 -18 Z" fill="${inner}"/>`;
    case 'university':
      return `<path d="M24 4 L46 14 L24 24 L2 14 Z" fill="${c}"/><path d="M10 19 V32 C16 38 32 38 38 32 V19 L24 26 Z" fill="${c}" opacity="0.75"/><path d="M44 15 V30" stroke="${c}" stroke-width="2.5"/>`;
    case 'cooperative':
      return `<circle cx="24" cy="24" r="10" fill="${c}"/>${Array.from({ length: 8 }, (_, i) => `<path d="M24 2 v8" stroke="${c}" stroke-width="4" stroke-linecap="round" transform="rotate(${i * 45} 24 24)"/>`).join('')}`;
    case 'food':
      return `<path d="M24 46 V6" stroke="${c}" stroke-width="3"/>${[10, 18, 26, 34].map((y) => `<ellipse cx="18" cy="${y}" rx="6" ry="3.5" fill="${c}" transform="rotate(-35 18 ${y})"/><ellipse cx="30" cy="${y}" rx="6" ry="3.5" fill="${c}" transform="rotate(35 30 ${y})"/>`).join('')}`;
  }
}

function logoSvg(client: Client): string {
  const c = palette[(client.id * 5) % palette.length] ?? '#0f766e';
  const serif = client.sector === 'university' || client.sector === 'sugar' || client.id % 5 === 0;
  const family = serif ? "Georgia, 'DejaVu Serif', serif" : "'Segoe UI', 'DejaVu Sans', Arial, sans-serif";
  const line1 = escapeXml(client.short);
  const restText = client.short.length <= 5 ? client.name.split(' ').slice(0, 2).join(' ') : sectorLine[client.sector];
  const rest = escapeXml(restText);
  // Upper-cased before escaping, so an "&amp;" entity stays valid.
  const restUpper = escapeXml(restText.toUpperCase());
  const size1 = client.short.length > 10 ? 19 : client.short.length > 7 ? 22 : 25;
  // Six layouts, so neighbouring clients do not share one silhouette (npm run media:check compares them).
  const layout = (client.id + Math.floor(client.id / 6)) % 6;
  let body: string;
  if (layout === 3) {
    // A filled plate with the name reversed out in white.
    body = `<rect x="4" y="8" width="232" height="64" rx="8" fill="${c}"/><g transform="translate(12 16) scale(1)">${emblem(client.sector, '#ffffff', client.id, c)}</g>
<text x="70" y="44" font-family="${family}" font-weight="800" font-size="${size1}" fill="#ffffff">${line1}</text>
<text x="70" y="61" font-family="${family}" font-size="10.5" letter-spacing="1" fill="#ffffff" opacity="0.9">${restUpper}</text>`;
  } else if (layout === 4) {
    // A large emblem on top, the name centred beneath it.
    body = `<g transform="translate(102 2) scale(0.75)">${emblem(client.sector, c, client.id)}</g>
<text x="120" y="58" text-anchor="middle" font-family="${family}" font-weight="700" font-size="${Math.min(size1, 18)}" fill="#0f172a">${line1}</text>
<text x="120" y="74" text-anchor="middle" font-family="${family}" font-size="10" letter-spacing="2" fill="${c}">${restUpper}</text>`;
  } else if (layout === 5) {
    // A wordmark with a thick bar under it and the emblem on the right.
    body = `<text x="8" y="42" font-family="${family}" font-weight="900" font-size="${size1 + 3}" fill="#0f172a">${line1}</text>
<rect x="8" y="50" width="150" height="8" fill="${c}"/><text x="8" y="72" font-family="${family}" font-size="10.5" fill="#334155">${rest}</text>
<g transform="translate(182 12) scale(1.05)">${emblem(client.sector, c, client.id)}</g>`;
  } else if (layout === 0) {
    // Wordmark with the emblem in a ring.
    body = `<circle cx="34" cy="40" r="28" fill="none" stroke="${c}" stroke-width="2.5"/><g transform="translate(14 20) scale(0.83)">${emblem(client.sector, c, client.id)}</g>
<text x="74" y="40" font-family="${family}" font-weight="700" font-size="${size1}" fill="#0f172a">${line1}</text>
<text x="74" y="58" font-family="${family}" font-size="11" letter-spacing="0.5" fill="${c}">${restUpper}</text>`;
  } else if (layout === 1) {
    // Emblem left, stacked text, coloured rule.
    body = `<g transform="translate(8 14) scale(1.08)">${emblem(client.sector, c, client.id)}</g>
<text x="68" y="38" font-family="${family}" font-weight="800" font-size="${size1}" fill="${c}">${line1}</text>
<rect x="68" y="45" width="36" height="3" fill="${c}"/>
<text x="68" y="63" font-family="${family}" font-size="11" fill="#334155">${rest}</text>`;
  } else {
    // Solid badge with the emblem reversed out, text beside it.
    body = `<rect x="6" y="10" width="60" height="60" rx="${client.id % 2 ? 30 : 14}" fill="${c}"/><g transform="translate(14 18) scale(0.92)">${emblem(client.sector, '#ffffff', client.id, c)}</g>
<text x="76" y="40" font-family="${family}" font-weight="700" font-size="${size1}" fill="#111827">${line1}</text>
<text x="76" y="58" font-family="${family}" font-style="italic" font-size="11.5" fill="#475569">${rest}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img"><title>${escapeXml(client.name)}</title>${body}</svg>\n`;
}

export async function generate(): Promise<void> {
  mkdirSync(path.join(publicDir, 'images', 'home'), { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'home-media-'));
  try {
    for (const [index, loop] of loops.entries()) await renderLoop(loop, index, work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  generateLogos();
}

export function generateLogos(): void {
  for (const client of clients) writePublic(client.logo.replace(/^\//, ''), logoSvg(client));
}
