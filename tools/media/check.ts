/**
 * `npm run media:check`: lists near-duplicate pictures across public/ and exits
 * non-zero when it finds a pair.
 *
 * Each image (SVGs rendered by sharp) is flattened on white, trimmed of its
 * plain margin (a logo's white space is not the picture), shrunk to 32x32 grey
 * and hashed with a perceptual hash (pHash: the 8x8 lowest frequencies of its
 * DCT, one bit per coefficient above their median). Two pictures whose hashes
 * differ in at most DISTANCE of the 64 bits are the same drawing re-tinted,
 * re-cropped or shifted; unrelated pictures differ in about half the bits.
 *
 * Reuse on purpose (the same mark as favicon and as structured-data logo, a
 * thumbnail and its full view) is listed in ALLOWED with the reason. One picture
 * drawn at two sizes for a srcset (`hero-x.webp` and `hero-x-2560.webp`: the same
 * name, the larger one's width after a hyphen) is one picture, not a duplicate.
 *
 * The client marks of the home page's logo strip (src/content/clients.ts) are
 * checked by name as well: every client has its mark, and no two marks are
 * near-duplicates of each other (the closest pair is printed with its margin).
 *
 * Last, the generated art is current: each generator's code and the files it
 * wrote still match tools/media/manifest.json (tools/media/manifest.ts).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { clients } from '../../src/content/clients';
import { generatorNames, staleness } from './manifest';

const publicDir = path.resolve(__dirname, '..', '..', 'public');
const EXTENSIONS = new Set(['.webp', '.avif', '.jpg', '.jpeg', '.png', '.svg', '.gif']);
/**
 * Bits (of 64) within which two hashes count as the same picture. Measured on
 * the first release's artwork: one instrument drawing re-used for ten captions
 * came out 10-12 bits apart, one lab motif re-tinted 6, re-tinted blog/project
 * covers 12-14; unrelated pictures that merely share a light-sky-over-dark-ground
 * layout (a wordmark and a plant scene) came as close as 16.
 */
export const DISTANCE = 12;

/** Pairs that are the same picture on purpose: paths under public/, and why. */
const ALLOWED: [string, string, string][] = [
  ['icon.svg', 'images/brand/logo.png', 'the brand mark as favicon and as the logo named in structured data'],
  ['images/technology/cbg/crop-before.webp', 'images/technology/cbg/crop-after.webp', 'one field before and after digestate, shown as a comparison slider'],
  ['images/home/nashik-plant.webp', 'images/projects/completed-2.webp', 'the Nashik plant of the case study, on the home page without its upper sky and with its stations numbered for the process flow'],
];

/** `a` and `b` are one picture at two sizes: the same path but for a `-<width>` before the extension. */
const sizesOfOne = (a: string, b: string) => {
  const base = (rel: string) => rel.replace(/-\d{3,4}(\.\w+)$/, '$1');
  return a !== b && base(a) === base(b) && (base(a) === a || base(b) === b);
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return EXTENSIONS.has(path.extname(name).toLowerCase()) ? [full] : [];
  });
}

const N = 32;
const COS = Array.from({ length: 8 }, (_, k) => Array.from({ length: N }, (_, n) => Math.cos(((2 * n + 1) * k * Math.PI) / (2 * N))));

async function greySquare(file: string): Promise<Buffer> {
  const flat = await sharp(file, { density: 72 }).flatten({ background: '#ffffff' }).png().toBuffer();
  let img = sharp(flat);
  try {
    img = sharp(await sharp(flat).trim({ threshold: 12 }).toBuffer());
  } catch {
    // A picture of one plain colour has nothing to trim.
  }
  return img.greyscale().resize(N, N, { fit: 'fill' }).raw().toBuffer();
}

/** 64-bit perceptual hash: signs of the 8x8 lowest DCT coefficients against their median. */
export async function phash(file: string): Promise<bigint> {
  const g = await greySquare(file);
  const coef: number[] = [];
  for (let u = 0; u < 8; u++)
    for (let v = 0; v < 8; v++) {
      let s = 0;
      for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) s += g[y * N + x]! * COS[u]![y]! * COS[v]![x]!;
      coef.push(s);
    }
  const median = [...coef.slice(1)].sort((p, q) => p - q)[31]!;
  return coef.reduce((h, c) => (h << 1n) | (c > median ? 1n : 0n), 0n);
}

export function bits(x: bigint): number {
  let n = 0;
  for (; x; x >>= 1n) n += Number(x & 1n);
  return n;
}

async function main() {
  const files = walk(publicDir).sort();
  // `--closest N` also prints the N closest pairs, to show the margin below DISTANCE.
  const closestArg = process.argv.indexOf('--closest');
  const closest = closestArg > 0 ? Number(process.argv[closestArg + 1] ?? 10) : 0;
  const all: [number, string][] = [];
  const allowed = new Set(ALLOWED.map(([a, b]) => [a, b].sort().join('\n')));
  const hashed = await Promise.all(files.map(async (f) => ({ rel: path.relative(publicDir, f), h: await phash(f) })));
  const pairs: string[] = [];
  let allowedHits = 0;
  for (let i = 0; i < hashed.length; i++) {
    for (let j = i + 1; j < hashed.length; j++) {
      const p = hashed[i]!;
      const q = hashed[j]!;
      const d = bits(p.h ^ q.h);
      if (closest) all.push([d, `  ${d}  ${p.rel}  ~  ${q.rel}`]);
      if (d > DISTANCE) continue;
      if (allowed.has([p.rel, q.rel].sort().join('\n')) || sizesOfOne(p.rel, q.rel)) {
        allowedHits++;
        continue;
      }
      pairs.push(`  ${p.rel}  ~  ${q.rel}  (${d} of 64 bits apart)`);
    }
  }
  if (closest) console.log(all.sort((x, y) => x[0] - y[0]).slice(0, closest).map((x) => x[1]).join('\n'));

  // Client marks: one per client, and no two alike.
  const marks = clients.map((client) => ({ client, rel: client.logo.replace(/^\//, '') }));
  const missing = marks.filter((m) => !hashed.some((h) => h.rel === m.rel));
  for (const m of missing) pairs.push(`  ${m.rel}: the mark of ${m.client.name} is missing (npm run media -- clients)`);
  const markHashes = marks.flatMap((m) => hashed.filter((h) => h.rel === m.rel).map((h) => ({ ...m, h: h.h })));
  let nearest: { d: number; text: string } | undefined;
  for (let i = 0; i < markHashes.length; i++)
    for (let j = i + 1; j < markHashes.length; j++) {
      const d = bits(markHashes[i]!.h ^ markHashes[j]!.h);
      if (!nearest || d < nearest.d) nearest = { d, text: `${markHashes[i]!.client.name} ~ ${markHashes[j]!.client.name}` };
    }
  if (nearest) console.log(`media:check: ${markHashes.length} client marks; the closest two are ${nearest.d} of 64 bits apart (${nearest.text}); ${DISTANCE} or fewer would fail`);
  console.log(`media:check: ${hashed.length} images, ${pairs.length} near-duplicate pair(s), ${allowedHits} allowed reuse(s)`);
  const stale = staleness();
  const recorded = generatorNames().length;
  console.log(`media:check: ${recorded} generators against tools/media/manifest.json, ${stale.length} out of date`);
  if (pairs.length > 0 || stale.length > 0) {
    console.log([...pairs, ...stale.map((line) => `  ${line}`)].join('\n'));
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
