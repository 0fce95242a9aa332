/**
 * Stand-in photos for the Services section: the five laboratory service cards,
 * the three waste-management cards and the five contract R&D areas.
 * Replace any file with a real photo of the same name and size.
 */
import { hashSeed, standInPhoto, writeImage } from '../lib';

type Motif = 'field' | 'lab' | 'plant' | 'hydrogen' | 'waste' | 'portrait' | 'abstract';
type Spec = { file: string; motif: Motif; palette: [string, string, string] };

const CARD = { width: 640, height: 400 };

const images: Spec[] = [
  // Laboratory services (cards on /services).
  { file: 'bmp-bhp-analysis', motif: 'lab', palette: ['#064e3b', '#047857', '#0e7490'] },
  { file: 'microbial-testing', motif: 'lab', palette: ['#312e81', '#0f766e', '#0369a1'] },
  { file: 'material-synthesis', motif: 'abstract', palette: ['#1e1b4b', '#4338ca', '#0891b2'] },
  { file: 'biomass-characterization', motif: 'field', palette: ['#365314', '#4d7c0f', '#0f766e'] },
  { file: 'gas-composition', motif: 'hydrogen', palette: ['#0c4a6e', '#0369a1', '#0f766e'] },
  // Waste management cards.
  { file: 'waste-biomass', motif: 'field', palette: ['#14532d', '#15803d', '#a16207'] },
  { file: 'waste-biomedical', motif: 'lab', palette: ['#7f1d1d', '#9f1239', '#1e3a8a'] },
  { file: 'waste-hazardous', motif: 'waste', palette: ['#422006', '#a16207', '#334155'] },
  // Contract R&D areas.
  { file: 'rd-biogas', motif: 'plant', palette: ['#064e3b', '#0f766e', '#0369a1'] },
  { file: 'rd-hydrogen', motif: 'hydrogen', palette: ['#082f49', '#0369a1', '#0e7490'] },
  { file: 'rd-waste-to-value', motif: 'waste', palette: ['#3f6212', '#15803d', '#0f766e'] },
  { file: 'rd-nanoparticles', motif: 'abstract', palette: ['#2e1065', '#6d28d9', '#0891b2'] },
  { file: 'rd-biomass', motif: 'field', palette: ['#365314', '#3f6212', '#047857'] },
];

export async function generate(): Promise<void> {
  for (const img of images) {
    const svg = standInPhoto({ ...CARD, seed: hashSeed(img.file), motif: img.motif, palette: img.palette });
    await writeImage(svg, `images/services/${img.file}.webp`, CARD);
  }
}
