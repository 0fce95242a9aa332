/**
 * Home page artwork (`npm run media -- home`):
 *  - three hero loops (5 s, 960x540, MP4/H.264 + WebM/VP9, no audio), each a
 *    still scene and a moving layer in the illustration style (scenes/hero.ts),
 *    rendered by sharp, that ffmpeg scrolls by exactly one tile per loop, so the
 *    loop is seamless; a WebP poster per slide is composed from
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
import { Art } from '../art';
import { escapeXml, hashSeed, publicDir, writePublic } from '../lib';
import { HERO_H, HERO_W, heroClouds, heroHydrogen, heroRural, heroWaste, heroWasteLoad } from '../scenes/hero';

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

/** A hero layer drawn by a scene of scenes/hero.ts, `tiles` frames wide. */
function heroLayer(draw: (a: Art) => void, tiles = 1): Layer {
  const a = new Art(HERO_W * tiles, HERO_H);
  draw(a);
  return { svg: a.svg(W * tiles, H), width: W * tiles, height: H };
}

const loops: Loop[] = [
  {
    name: 'green-hydrogen',
    background: heroLayer(heroHydrogen),
    // Indoors: nothing drifts; the hall's light breathes a little instead.
    moving: { ...heroLayer(() => undefined, 2), x: '0', y: '0' },
    brightness: `0.03*sin(2*PI*t/${LOOP_S})`,
  },
  {
    name: 'waste-management',
    background: heroLayer(heroWaste),
    moving: { ...heroLayer(heroWasteLoad, 2), x: `-t*${W / LOOP_S}`, y: '0' },
  },
  {
    name: 'energy-from-waste',
    background: heroLayer(heroRural),
    moving: { ...heroLayer((a) => heroClouds(a, HERO_W / 2, 4, hashSeed('rural-clouds'), '#f6dcc0'), 2), x: `-t*${W / 2 / LOOP_S}`, y: '0' },
    brightness: `0.035*sin(2*PI*t/${LOOP_S})`,
  },
];
const tints = ['#0ea5e9', '#22c55e', '#f97316'];

async function png(svg: string, scale = 1): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * scale }).png().toBuffer();
}

/**
 * The slide's poster: the same layers at t = 0, drawn at 1.5 times the video's size
 * (1440x810; the 960x540 film plays over it). It is the home page's LCP image, so
 * it is encoded to stay under the first release's posters (17-30 KB): ink lines at
 * 1920 px cost a third more bytes and look no better under the hero's dark overlay.
 */
async function renderPoster(loop: Loop, index: number): Promise<void> {
  const scale = 1.5;
  const grade = gradeLayer(tints[index] ?? '#000');
  const moving = await sharp(await png(loop.moving.svg, scale))
    .extract({ left: 0, top: 0, width: W * scale, height: H * scale })
    .png()
    .toBuffer();
  await sharp(await png(loop.background.svg, scale))
    .composite([{ input: moving }, { input: await png(grade, scale) }])
    .webp({ quality: 60, effort: 6, preset: 'picture' })
    .toFile(path.join(publicDir, 'images', 'home', `hero-${loop.name}.webp`));
}

/** Only the posters (imported by a one-off script when only the posters change). */
export async function generatePosters(): Promise<void> {
  for (const [index, loop] of loops.entries()) await renderPoster(loop, index);
}

async function renderLoop(loop: Loop, index: number, work: string): Promise<void> {
  await renderPoster(loop, index);
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
