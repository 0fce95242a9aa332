/** Blog covers: one 1200x630 WebP per post (also its Open Graph image). */
import { hashSeed, seededRandom, standInPhoto, writeImage } from '../lib';

type Cover = {
  id: number;
  motif: 'hydrogen' | 'waste' | 'field' | 'plant' | 'lab';
  palette: [string, string, string];
};

const covers: Cover[] = [
  { id: 1, motif: 'hydrogen', palette: ['#082f49', '#0e7490', '#0f766e'] },
  { id: 2, motif: 'waste', palette: ['#14532d', '#3f6212', '#0f766e'] },
  { id: 3, motif: 'field', palette: ['#0c4a6e', '#0f766e', '#15803d'] },
  { id: 4, motif: 'plant', palette: ['#065f46', '#0f766e', '#4d7c0f'] },
  { id: 6, motif: 'lab', palette: ['#1e1b4b', '#0e7490', '#047857'] },
];

const size = { width: 1200, height: 630 };

/** A soft light band and a few glints so the covers read as photos rather than flat fills. */
function lighting(seed: number): string {
  const rnd = seededRandom(seed);
  const glints = Array.from({ length: 6 }, () => {
    const x = Math.round(rnd() * size.width);
    const y = Math.round(rnd() * size.height * 0.6);
    const r = Math.round(40 + rnd() * 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glow)"/>`;
  }).join('');
  return `<defs><radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient></defs>
${glints}<rect width="${size.width}" height="${size.height}" fill="url(#shade)"/>`;
}

export async function generate(): Promise<void> {
  for (const cover of covers) {
    const seed = hashSeed(`blog-${cover.id}`);
    const base = standInPhoto({ ...size, seed, motif: cover.motif, palette: cover.palette });
    const svg = base.replace(/<\/svg>$/, `${lighting(seed + 1)}</svg>`);
    await writeImage(svg, `images/blog/post-${cover.id}.webp`, size);
  }
}
