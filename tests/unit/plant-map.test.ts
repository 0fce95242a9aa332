/**
 * The map of plants on /projects and the built plant's process flow agree with the
 * project files: every project's town can be placed, the projection keeps towns in
 * their real order on the ground, and the flow's figures are those of the plant.
 */
import { describe, expect, it } from 'vitest';
import { builtPlantFlow } from '@/content/facts';
import { homeBuilt } from '@/content/home-built';
import { mapHeight, MAP_WIDTH, plantMap, projectOnMap, townOf } from '@/content/plant-map';
import { completedProjects, currentProjects } from '@/content/projects';

const located = [...completedProjects.flatMap((p) => (p.location ? [p] : [])), ...currentProjects];

describe('map of plants', () => {
  it('knows the town of every project with a location', () => {
    const missing = located.map((p) => townOf(p.location!)).filter((town) => !plantMap.towns[town]);
    expect(missing).toEqual([]);
  });

  it('gives every project on the map a capacity', () => {
    expect(located.filter((p) => !p.capacity).map((p) => p.title)).toEqual([]);
  });

  it('projects north up and east right, inside the frame for towns within the bounds', () => {
    const { west, east, south, north } = plantMap.bounds;
    for (const [town, [lon, lat]] of Object.entries(plantMap.towns)) {
      const { x, y } = projectOnMap([lon, lat]);
      const inside = lon >= west && lon <= east && lat >= south && lat <= north;
      if (inside) {
        expect(x, town).toBeGreaterThanOrEqual(0);
        expect(x, town).toBeLessThanOrEqual(MAP_WIDTH);
        expect(y, town).toBeGreaterThanOrEqual(0);
        expect(y, town).toBeLessThanOrEqual(mapHeight());
      }
    }
    const pune = projectOnMap(plantMap.towns.Pune!);
    const nashik = projectOnMap(plantMap.towns.Nashik!);
    const latur = projectOnMap(plantMap.towns.Latur!);
    expect(nashik.y).toBeLessThan(pune.y);
    expect(latur.x).toBeGreaterThan(pune.x);
  });

  it('places every town on land: inside Maharashtra when the project file says so', () => {
    const inside = (x: number, y: number, poly: { x: number; y: number }[]) => {
      let c = false;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const a = poly[i]!;
        const b = poly[j]!;
        if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) c = !c;
      }
      return c;
    };
    const mh = plantMap.maharashtra.map(projectOnMap);
    const sea = plantMap.sea.map(projectOnMap);
    for (const p of located) {
      const at = plantMap.towns[townOf(p.location!)]!;
      const { x, y } = projectOnMap(at);
      expect(inside(x, y, sea), `${p.title} is not in the sea`).toBe(false);
      if (p.location!.endsWith('Maharashtra')) expect(inside(x, y, mh), `${p.title} is inside Maharashtra`).toBe(true);
      else expect(inside(x, y, mh), `${p.title} is outside Maharashtra`).toBe(false);
    }
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
