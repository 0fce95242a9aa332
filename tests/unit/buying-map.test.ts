/**
 * The map of buying plants on /feedstock (src/content/buying-plants.ts): every plant and
 * reference town stands inside the frame and inside Maharashtra's outline, with the whole
 * of its plant's circle in the frame; the projection keeps distances (a km is as long north
 * as east, and a known distance measures right on the map); a circle's radius is the
 * collection radius of facts.ts at that scale; the states' names sit in their states; and
 * the outlines were cut for a frame that holds this one. Read from the content.
 */
import { describe, expect, it } from 'vitest';
import { BUYING_MAP_WIDTH, buyingMapCopy, buyingMapFrame, buyingMapHeight, buyingMapUnitsPerKm, buyingPlants, collectionRingRadius, projectOnBuyingMap } from '@/content/buying-plants';
import { facts } from '@/content/facts';
import type { LonLat } from '@/content/plant-map';
import { outlines, outlinesFrame } from '@/content/plant-map-states';
import { inside } from './outline';


/** Great-circle distance in km (haversine, on a sphere of 6,371 km). */
function km([lon1, lat1]: LonLat, [lon2, lat2]: LonLat): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const maharashtra = outlines.find((o) => o.code === 'mh')!;
const W = BUYING_MAP_WIDTH;
const H = buyingMapHeight();

describe('the map of buying plants', () => {
  it('places every plant in Maharashtra, its whole circle inside the drawing', () => {
    const r = collectionRingRadius();
    for (const plant of buyingPlants) {
      expect(inside(plant.at, maharashtra.rings), plant.id).toBe(true);
      const { x, y } = projectOnBuyingMap(plant.at);
      expect(Math.min(x - r, y - r), plant.id).toBeGreaterThan(0);
      expect(x + r, plant.id).toBeLessThan(W);
      expect(y + r, plant.id).toBeLessThan(H);
    }
  });

  it('places every reference town in Maharashtra and in the frame', () => {
    for (const town of buyingMapCopy.towns) {
      expect(inside(town.at, maharashtra.rings), town.id).toBe(true);
      const { x, y } = projectOnBuyingMap(town.at);
      expect(x > 0 && x < W && y > 0 && y < H, town.id).toBe(true);
    }
  });

  it('keeps distances: a km is as long east as north, and Pune to Ahilyanagar measures its true length', () => {
    const { west, east, south, north } = buyingMapFrame;
    const mid: LonLat = [(west + east) / 2, (south + north) / 2];
    const origin = projectOnBuyingMap(mid);
    const kmPerDegreeLon = km(mid, [mid[0] + 1, mid[1]]);
    const kmPerDegreeLat = km(mid, [mid[0], mid[1] + 1]);
    const east10 = projectOnBuyingMap([mid[0] + 10 / kmPerDegreeLon, mid[1]]);
    const north10 = projectOnBuyingMap([mid[0], mid[1] + 10 / kmPerDegreeLat]);
    expect((east10.x - origin.x) / 10).toBeCloseTo(buyingMapUnitsPerKm(), 1);
    expect((origin.y - north10.y) / 10).toBeCloseTo(buyingMapUnitsPerKm(), 1);
    // Pune (a reference town) to the Ahilyanagar plant, about 110 km: within 1% on the map.
    const pune = buyingMapCopy.towns.find((t) => t.id === 'pune')!.at;
    const plant = buyingPlants.find((p) => p.id === 'ahilyanagar')!.at;
    const a = projectOnBuyingMap(pune);
    const b = projectOnBuyingMap(plant);
    const measured = Math.hypot(b.x - a.x, b.y - a.y) / buyingMapUnitsPerKm();
    expect(Math.abs(measured - km(pune, plant)) / km(pune, plant)).toBeLessThan(0.01);
  });

  it('draws each circle at the collection radius of facts.ts', () => {
    expect(collectionRingRadius()).toBeCloseTo(facts.collectionRadius.value * buyingMapUnitsPerKm(), 6);
    // A degree of latitude is about 111.2 km: the radius in degrees of latitude, times the units a degree takes.
    const { x, y } = projectOnBuyingMap([74, 18]);
    const up = projectOnBuyingMap([74, 18 + facts.collectionRadius.value / 111.2]);
    expect(Math.hypot(up.x - x, up.y - y)).toBeCloseTo(collectionRingRadius(), 6);
  });

  it('names each state inside its outline, and uses outlines cut for a frame that holds its own', () => {
    for (const state of buyingMapCopy.states) expect(inside(state.at, outlines.find((o) => o.code === state.id)!.rings), state.id).toBe(true);
    const { west, east, south, north } = buyingMapFrame;
    expect(outlinesFrame.west <= west && outlinesFrame.east >= east && outlinesFrame.south <= south && outlinesFrame.north >= north).toBe(true);
  });
});
