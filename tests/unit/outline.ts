/** Geometry the map tests share (tests/unit/plant-map.test.ts, buying-map.test.ts). */
import type { LonLat } from '@/content/plant-map';

/** Whether a point is inside an outline (even-odd over all its rings, so holes count). */
export function inside([lon, lat]: LonLat, rings: readonly (readonly LonLat[])[]): boolean {
  let c = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[i]!;
      const [bx, by] = ring[j]!;
      if (ay > lat !== by > lat && lon < ((bx - ax) * (lat - ay)) / (by - ay) + ax) c = !c;
    }
  }
  return c;
}
