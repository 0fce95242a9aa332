/** Stand-in photos for the project cards (completed-{id}.webp, current-{id}.webp). */
import { completedProjects, currentProjects } from '../../../src/content/projects';
import { hashSeed, standInPhoto, writeImage } from '../lib';

type Motif = 'field' | 'lab' | 'plant' | 'hydrogen' | 'waste';

const size = { width: 800, height: 500 };

const completedMotifs: Record<number, Motif> = { 1: 'plant', 2: 'waste', 3: 'lab' };
const currentMotifs: Record<number, Motif> = { 1: 'plant', 2: 'hydrogen', 3: 'field', 4: 'field', 5: 'waste', 6: 'field', 7: 'plant' };

const palettes: [string, string, string][] = [
  ['#064e3b', '#0f766e', '#0369a1'],
  ['#14532d', '#3f6212', '#0f766e'],
  ['#083344', '#155e75', '#065f46'],
  ['#1e3a8a', '#0e7490', '#047857'],
];

export async function generate(): Promise<void> {
  for (const p of completedProjects) {
    const svg = standInPhoto({ ...size, seed: hashSeed(`completed-${p.id}`), motif: completedMotifs[p.id] ?? 'field', palette: palettes[p.id % palettes.length] });
    await writeImage(svg, `images/projects/completed-${p.id}.webp`, size);
  }
  for (const p of currentProjects) {
    const svg = standInPhoto({ ...size, seed: hashSeed(`current-${p.id}`), motif: currentMotifs[p.id] ?? 'field', palette: palettes[(p.id + 1) % palettes.length] });
    await writeImage(svg, `images/projects/current-${p.id}.webp`, size);
  }
}
