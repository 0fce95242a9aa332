/**
 * Home page artwork (`npm run media -- home`):
 *  - three hero loops (5 s, MP4/H.264 + WebM/VP9, no audio, at 1440x810 and, for
 *    high-density screens, 2560x1440), each a
 *    still scene and a moving layer in the illustration style (scenes/hero.ts),
 *    rendered by sharp, that ffmpeg scrolls by exactly one tile per loop, so the
 *    loop is seamless; a WebP poster per slide is composed from
 *    the same layers at t = 0, so poster and first frame match;
 *  - a portrait poster per slide for phones (scenes/hero-portrait.ts, 780x1400): the
 *    same subject composed for a tall frame, its lower part faded into the hero's navy
 *    for the slide's text. Phones show it still (no film: the loops are drawn wide);
 *  - the section images (clean fuels, who we are, focus areas).
 * The client marks are drawn by ./clients.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Art } from '../art';
import { hashSeed, publicDir, svgToPng } from '../lib';
import { HERO_H, HERO_W, heroClouds, heroHydrogen, heroRural, heroWaste, heroWasteLoad } from '../scenes/hero';
import { PORTRAIT_H, PORTRAIT_UNITS_H, PORTRAIT_W, portraitHydrogen, portraitRural, portraitWaste } from '../scenes/hero-portrait';

/** The layers' drawing size; poster and film are rendered at a scale of it. */
const W = 960;
const H = 540;
/**
 * Each poster and film is rendered twice, at the same size as each other: 1440x810, shown at
 * or below its own size up to a 1440 px window, and 2560x1440 for a 1280 px laptop at twice the
 * density (at 1440x810 the strokes blurred next to the headline's crisp type there). The page
 * offers the large poster through a srcset and the large film through a <source> that asks for
 * a high-density screen, so other screens never fetch them.
 */
const SIZES = [
  { scale: 1.5, suffix: '' },
  { scale: 2560 / W, suffix: '-2560' },
] as const;
const FPS = 25;
const LOOP_S = 5;

type Layer = { svg: string; width: number; height: number };
type Loop = {
  name: string;
  background: Layer;
  /** Moving layer and its overlay position as an ffmpeg expression of t; W in x stands for one tile's width in film pixels. */
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
    // Clouds high in the morning sky, above the reformer's flue stack, half a tile per loop as at dusk.
    moving: { ...heroLayer((a) => heroClouds(a, HERO_W / 2, 4, hashSeed('hydrogen-clouds'), '#f3ece0', [30, 70]), 2), x: `-t*W/${2 * LOOP_S}`, y: '0' },
  },
  {
    name: 'waste-management',
    background: heroLayer(heroWaste),
    // One tile per loop.
    moving: { ...heroLayer(heroWasteLoad, 2), x: `-t*W/${LOOP_S}`, y: '0' },
  },
  {
    name: 'energy-from-waste',
    background: heroLayer(heroRural),
    moving: { ...heroLayer((a) => heroClouds(a, HERO_W / 2, 4, hashSeed('rural-clouds'), '#f6dcc0'), 2), x: `-t*W/${2 * LOOP_S}`, y: '0' },
    brightness: `0.035*sin(2*PI*t/${LOOP_S})`,
  },
];
const tints = ['#0ea5e9', '#22c55e', '#f97316'];

const png = svgToPng;

/**
 * The slide's poster: the same layers at t = 0, at the film's size. It is the home
 * page's LCP image on wide screens, so it is encoded as lightly as the flat art allows.
 */
async function renderPoster(loop: Loop, index: number, scale: number, suffix: string): Promise<void> {
  const grade = gradeLayer(tints[index] ?? '#000');
  const moving = await sharp(await png(loop.moving.svg, scale))
    .extract({ left: 0, top: 0, width: Math.round(W * scale), height: Math.round(H * scale) })
    .png()
    .toBuffer();
  await sharp(await png(loop.background.svg, scale))
    .composite([{ input: moving }, { input: await png(grade, scale) }])
    .webp({ quality: 60, effort: 6, preset: 'picture' })
    .toFile(path.join(publicDir, 'images', 'home', `hero-${loop.name}${suffix}.webp`));
}

/** The hero's navy (Tailwind slate-950, the section's background): a portrait poster ends in it. */
const NAVY = '#020617';

/**
 * A slide's portrait poster for phones, drawn at 780x1400 (a 390 px phone at 2x). The same
 * grade as the wide poster, then a fade into the hero's navy over the lower part, so the
 * picture has no bottom edge where the hero goes on below it, and the text has a quiet field.
 */
async function renderPortrait(name: string, draw: (a: Art) => void, tint: string): Promise<void> {
  const a = new Art(1000, PORTRAIT_UNITS_H);
  draw(a);
  const w = 1000;
  const h = PORTRAIT_UNITS_H;
  a.add(`<defs>
<radialGradient id="pv" cx="0.5" cy="0.3" r="0.8"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient>
<linearGradient id="pt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint}" stop-opacity="0.18"/><stop offset="0.6" stop-color="${tint}" stop-opacity="0"/></linearGradient>
<linearGradient id="pf" x1="0" y1="0" x2="0" y2="1"><stop offset="0.48" stop-color="${NAVY}" stop-opacity="0"/><stop offset="0.76" stop-color="${NAVY}" stop-opacity="0.75"/><stop offset="0.93" stop-color="${NAVY}"/></linearGradient>
</defs><rect width="${w}" height="${h}" fill="url(#pt)"/><rect width="${w}" height="${h}" fill="url(#pv)"/><rect x="-10" y="-10" width="${w + 20}" height="${h + 20}" fill="url(#pf)"/>`);
  await sharp(await png(a.svg(PORTRAIT_W, PORTRAIT_H)))
    .webp({ quality: 60, effort: 6, preset: 'picture' })
    .toFile(path.join(publicDir, 'images', 'home', `hero-${name}-portrait.webp`));
}

const portraits: [string, (a: Art) => void][] = [
  ['green-hydrogen', portraitHydrogen],
  ['waste-management', portraitWaste],
  ['energy-from-waste', portraitRural],
];

/** Only the posters (imported by a one-off script when only the posters change). */
export async function generatePosters(): Promise<void> {
  for (const [index, loop] of loops.entries()) for (const { scale, suffix } of SIZES) await renderPoster(loop, index, scale, suffix);
  for (const [index, [name, draw]] of portraits.entries()) await renderPortrait(name, draw, tints[index] ?? '#000');
}

async function renderLoop(loop: Loop, index: number, work: string, scale: number, suffix: string): Promise<void> {
  await renderPoster(loop, index, scale, suffix);
  const bg = path.join(work, `${loop.name}${suffix}-bg.png`);
  const mv = path.join(work, `${loop.name}${suffix}-mv.png`);
  const gr = path.join(work, `${loop.name}${suffix}-grade.png`);
  const grade = gradeLayer(tints[index] ?? '#000');
  await sharp(await png(loop.background.svg, scale)).toFile(bg);
  await sharp(await png(loop.moving.svg, scale)).toFile(mv);
  await sharp(await png(grade, scale)).toFile(gr);
  // The moving layer's offset is in film pixels: one tile (W * scale) per loop.
  const x = loop.moving.x.replace('W', String(Math.round(W * scale)));

  const outDir = path.join(publicDir, 'videos', 'hero');
  mkdirSync(outDir, { recursive: true });
  const eq = loop.brightness ? `,eq=brightness='${loop.brightness}':eval=frame` : '';
  const graph = `[0][1]overlay=x='${x}':y='${loop.moving.y}':eval=frame[a];[a][2]overlay=0:0${eq},format=yuv420p[v]`;
  const inputs = ['-loop', '1', '-framerate', String(FPS), '-i', bg, '-loop', '1', '-framerate', String(FPS), '-i', mv, '-loop', '1', '-framerate', String(FPS), '-i', gr];
  const common = ['-y', '-hide_banner', '-loglevel', 'error', ...inputs, '-filter_complex', graph, '-map', '[v]', '-t', String(LOOP_S), '-an'];
  const mp4 = path.join(outDir, `${loop.name}${suffix}.mp4`);
  const webm = path.join(outDir, `${loop.name}${suffix}.webm`);
  execFileSync('ffmpeg', [...common, '-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-g', String(FPS * LOOP_S), mp4]);
  execFileSync('ffmpeg', [...common, '-c:v', 'libvpx-vp9', '-fflags', '+bitexact', '-crf', '38', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-g', String(FPS * LOOP_S), webm]);

  for (const file of [mp4, webm]) {
    const kb = statSync(file).size / 1024;
    if (kb > 500) throw new Error(`${file} is ${kb.toFixed(0)} KB, over the 500 KB budget`);
  }
}

// The home page's still images (focus areas, clean fuels, who we are) are scenes in generators/scenes.ts.

export async function generate(): Promise<void> {
  mkdirSync(path.join(publicDir, 'images', 'home'), { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'home-media-'));
  try {
    for (const [index, loop] of loops.entries()) for (const { scale, suffix } of SIZES) await renderLoop(loop, index, work, scale, suffix);
    for (const [index, [name, draw]] of portraits.entries()) await renderPortrait(name, draw, tints[index] ?? '#000');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
