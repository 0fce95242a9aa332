/**
 * The maps' outlines file (src/components/maps/outlines.svg), which the three maps draw by
 * `<use href>`, is the one its module writes today: a change to the outlines, a map's frame or
 * the states a map marks shows up here until `npm run map:outlines` is run. Every layer a map
 * names is in the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outlineLayers, outlinesSvg } from '@/components/maps/outline-layers';
import { upcomingStates } from '@/content/technology-cbg';

const file = readFileSync(path.join(process.cwd(), 'src', 'components', 'maps', 'outlines.svg'), 'utf8');
const ids = new Set([...file.matchAll(/<path id="([^"]+)"/g)].map((m) => m[1]));

describe('maps outlines file', () => {
  it('is the file outline-layers.ts writes (npm run map:outlines)', () => {
    expect(file).toBe(outlinesSvg());
  });

  it('holds every layer the maps draw, each a path with no colour of its own', () => {
    const maps = ['technology/states-map.tsx', 'projects/plant-map.tsx', 'feedstock/buying-map.tsx'];
    const named = maps.flatMap((m) => [...readFileSync(path.join(process.cwd(), 'src', 'components', m), 'utf8').matchAll(/outline\('([^']+)'\)/g)].map((x) => x[1]!));
    expect(named.length).toBeGreaterThan(10);
    for (const s of upcomingStates.states) named.push(`cbg-${s.code.toLowerCase()}`);
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
    for (const [id, d] of Object.entries(outlineLayers())) expect(d, id).toMatch(/^M/);
    expect(file).not.toMatch(/\b(fill|stroke|class|style)=/);
  });
});
