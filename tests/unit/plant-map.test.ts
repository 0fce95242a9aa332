/**
 * The map of plants on /projects and the built plant's process flow agree with the
 * project files: every project's town can be placed, inside the frame and inside the
 * outline of the state its location names; the state names sit inside their states and
 * clear of the markers; the outlines were cut for the frame the map shows; and the
 * flow's figures are those of the plant.
 */
import { describe, expect, it } from 'vitest';
import { builtPlantFlow } from '@/content/facts';
import { homeBuilt } from '@/content/home-built';
import { inLocale } from '@/content/i18n';
import { mapFrame, mapHeight, MAP_WIDTH, plantMap, projectOnMap, townOf, towns, type LonLat } from '@/content/plant-map';
import { outlines, outlinesFrame } from '@/content/plant-map-states';
import { inside } from './outline';
import { completedProjects, currentProjects } from '@/content/projects';

const located = [...completedProjects.flatMap((p) => (p.location ? [p] : [])), ...currentProjects];
/** The state a project's location names: its last part ("Latur, Maharashtra": Maharashtra). */
const stateOf = (location: string) => location.split(',').at(-1)!.trim();


/** The outline a point falls in (the first; outlines do not overlap beyond a border's width). */
const outlineAt = (at: LonLat) => outlines.find((o) => inside(at, o.rings));

describe('map of plants', () => {
  it('knows the town of every project with a location', () => {
    const missing = located.map((p) => townOf(p.location!)).filter((town) => !towns[town]);
    expect(missing).toEqual([]);
  });

  it('gives every project on the map a capacity', () => {
    expect(located.filter((p) => !p.capacity).map((p) => p.title)).toEqual([]);
  });

  it('draws outlines cut for the frame it shows (npm run map:states after changing the frame)', () => {
    expect(outlinesFrame).toEqual(mapFrame);
    for (const s of plantMap.states) expect(outlines.some((o) => o.code === s.id), s.id).toBe(true);
    expect(outlines.some((o) => o.code === plantMap.homeState)).toBe(true);
  });

  it('has every project town inside the frame, with room for its marker, north up and east right', () => {
    const margin = 20;
    for (const p of located) {
      const { x, y } = projectOnMap(towns[townOf(p.location!)]!);
      expect(x, p.location).toBeGreaterThanOrEqual(margin);
      expect(x, p.location).toBeLessThanOrEqual(MAP_WIDTH - margin);
      expect(y, p.location).toBeGreaterThanOrEqual(margin);
      expect(y, p.location).toBeLessThanOrEqual(mapHeight() - margin);
    }
    const pune = projectOnMap(towns.Pune!);
    expect(projectOnMap(towns.Nashik!).y).toBeLessThan(pune.y);
    expect(projectOnMap(towns.Latur!).x).toBeGreaterThan(pune.x);
  });

  it('places every town inside the state its location names, in English, Hindi and Marathi', () => {
    const codeOf = new Map(plantMap.states.map((s) => [s.name, s.id]));
    for (const p of located) {
      const at = towns[townOf(p.location!)]!;
      const state = stateOf(p.location!);
      expect(codeOf.has(state), `${state} is named on the map`).toBe(true);
      expect(outlineAt(at)?.code, `${p.title} (${p.location}) is in ${state}`).toBe(codeOf.get(state));
    }
    // The marker's name is the translated location's town, the state's name the translated state's: both must match the project file's words.
    for (const locale of ['hi', 'mr'] as const) {
      inLocale(locale, () => {
        const names = new Set(plantMap.states.map((s) => s.name));
        const projects = [...completedProjects.flatMap((p) => (p.location ? [p] : [])), ...currentProjects];
        for (const p of projects) expect(names.has(stateOf(p.location!)), `${locale}: "${stateOf(p.location!)}" is a state named on the map`).toBe(true);
      });
    }
  });

  it('names each state at a point inside it, away from every town and out at sea for the sea', () => {
    for (const s of plantMap.states) {
      expect(outlineAt(s.at)?.code, `${s.name} is written inside it`).toBe(s.id);
      const { x, y } = projectOnMap(s.at);
      // Whether the whole name clears the markers is for the browser to measure (tests/e2e/projects.spec.ts); here, its centre is not on a town.
      for (const [town, at] of Object.entries(towns)) expect(Math.hypot(projectOnMap(at).x - x, projectOnMap(at).y - y), `${s.name} away from ${town}`).toBeGreaterThan(40);
    }
    expect(outlineAt(plantMap.seaLabel.at), 'the sea is named at sea').toBeUndefined();
  });
});

describe('the built plant on the home page', () => {
  it('is a completed project whose story states the same feedstock and methane figures', () => {
    const id = Number(homeBuilt.projectLink.href.split('/').at(-1));
    const plant = completedProjects.find((p) => p.id === id);
    expect(plant, 'the linked project exists').toBeDefined();
    const figures = plant!.story!.figures.map((f) => f.value).join(' | ');
    expect(figures).toContain(`${builtPlantFlow.feedstock.value} t`);
    expect(plant!.capacity).toContain(`${builtPlantFlow.feedstock.value} t/day`);
  });

  it('has a figure at every step of the flow and each product', () => {
    for (const step of [...homeBuilt.flow.steps, ...homeBuilt.flow.outputs]) expect(step.figure?.value, step.title).toMatch(/\d/);
  });
});
