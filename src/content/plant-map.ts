/**
 * The map of plants on /projects: the region it shows, the outlines it draws and
 * where each project's town is. Outlines are simplified by hand from survey maps
 * (a few dozen points each, good to about 10 km): enough to place a plant, not to
 * survey by. Coordinates are [longitude, latitude] in degrees.
 *
 * A project is placed by the town in its `location` ("Latur, Maharashtra": Latur).
 * A town missing from `towns` is still listed in the table under the map; the unit
 * test tests/unit/plant-map.test.ts asks for every project's town to be here.
 */
import { facts, figure } from './facts';
import { translatable } from './i18n';
export type LonLat = readonly [number, number];

export const plantMap = translatable('plant-map.plantMap', {
  eyebrow: 'Where we build',
  title: 'Our plants on the map',
  intro: `The plants of our own project list, built or being built, numbered on the map with their design capacity in the table. The ${figure(facts.plantsEngineered)} CBG plants we engineered for clients, who build and run them, are not on it.`,
  caption: 'Schematic map of western and central India with the plants we have built and are building; outlines simplified',
  /** Shown before the map to screen readers, which get the table instead. */
  tableNote: 'The same plants as a table',
  /** The frame: west, east, south and north edges in degrees. */
  bounds: { west: 72.0, east: 81.2, south: 15.0, north: 23.2 },
  seaLabel: { text: 'Arabian Sea', at: [72.45, 17.6] as LonLat },
  stateLabel: { text: 'Maharashtra', at: [77.3, 20.35] as LonLat },
  /** Said beside a marker pinned to the frame's edge because its town lies beyond it. */
  offMapLabel: 'north of the map',
  legend: { completed: 'Completed', current: 'Being built or in design' },
  // `progress`, not `status`: that key names a value, which is never translated (src/lib/i18n.ts).
  columns: { project: 'Plant', location: 'Location', capacity: 'Capacity', progress: 'Status' },
  statusLabels: { completed: 'Completed', current: 'In progress' },
  /** The sea west of the coast, from the Gulf of Khambhat to Goa, closed along the frame. */
  sea: [
    [72.0, 21.05], [72.13, 21.2], [72.2, 21.5], [72.17, 21.77], [72.3, 22.0], [72.55, 22.25], [72.65, 22.2],
    [72.7, 21.95], [72.6, 21.65], [72.63, 21.1], [72.8, 20.7], [72.85, 20.4], [72.72, 19.98], [72.8, 19.4],
    [72.82, 18.95], [72.87, 18.64], [73.0, 18.2], [73.15, 17.75], [73.28, 16.99], [73.36, 16.5], [73.47, 16.06],
    [73.63, 15.86], [73.8, 15.48], [73.9, 15.25], [73.97, 15.0], [72.0, 15.0],
  ] as LonLat[],
  /** Maharashtra, clockwise from its coast at the Gujarat border. */
  maharashtra: [
    [72.75, 20.15], [73.1, 20.2], [73.45, 20.55], [73.8, 21.15], [73.85, 21.55], [74.15, 21.95], [74.8, 21.65],
    [75.5, 21.45], [76.2, 21.25], [76.8, 21.35], [77.1, 21.75], [77.6, 21.55], [78.4, 21.7], [79.0, 21.75],
    [79.8, 21.7], [80.6, 21.6], [80.6, 20.9], [80.45, 20.2], [80.4, 19.4], [80.1, 19.0], [79.95, 18.85],
    [79.6, 19.3], [79.25, 19.5], [78.6, 19.8], [78.3, 19.9], [77.9, 19.55], [77.8, 18.85], [77.6, 18.4],
    [77.2, 17.9], [76.6, 17.7], [76.4, 17.3], [76.1, 17.1], [75.6, 16.9], [75.0, 16.8], [74.4, 16.1],
    [74.17, 15.94], [73.95, 15.75], [73.68, 15.75], [73.63, 15.86], [73.47, 16.06], [73.36, 16.5],
    [73.28, 16.99], [73.15, 17.75], [73.0, 18.2], [72.87, 18.64], [72.82, 18.95], [72.8, 19.4], [72.72, 19.98],
  ] as LonLat[],
  /** Towns of the projects' locations; `label` puts the name left of its marker where a neighbour is close on the right. */
  labelLeft: ['Pune'] as string[],
  towns: {
    Ahmednagar: [74.74, 19.09],
    Anand: [72.95, 22.56],
    Belagavi: [74.5, 15.85],
    Indore: [75.86, 22.72],
    Karnal: [76.99, 29.69],
    Latur: [76.57, 18.4],
    Nashik: [73.79, 20.0],
    Pune: [73.86, 18.52],
    Shirur: [74.37, 18.83],
  } as Record<string, LonLat>,
});

/** The town of a project's location: its first part ("Shirur, Pune district, Maharashtra": Shirur). */
export function townOf(location: string): string {
  return location.split(',')[0]!.trim();
}

/** Size of the map drawing, in SVG units (its aspect follows the bounds). */
export const MAP_WIDTH = 600;

/**
 * Projects a point into the map's SVG units (equirectangular: a degree of longitude
 * is cos(latitude) of a degree of latitude on the ground, taken at the frame's middle).
 */
export function projectOnMap([lon, lat]: LonLat): { x: number; y: number } {
  const { west, east, south, north } = plantMap.bounds;
  const k = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const scale = MAP_WIDTH / ((east - west) * k);
  return { x: (lon - west) * k * scale, y: (north - lat) * scale };
}

export function mapHeight(): number {
  const { south, north } = plantMap.bounds;
  return projectOnMap([plantMap.bounds.west, south]).y - projectOnMap([plantMap.bounds.west, north]).y;
}
