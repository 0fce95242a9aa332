/**
 * The map of plants on /projects: the frame it shows, the names it writes on it and
 * where each project's town is. The state outlines are in src/content/plant-map-states.ts,
 * written by tools/map/states.ts (`npm run map:states`) from Natural Earth's survey
 * data: simplified to a few hundred points, good to a few km: enough to place a plant,
 * not to survey by. Coordinates are [longitude, latitude] in degrees.
 *
 * A project is placed by the town in its English `location` ("Latur, Maharashtra":
 * Latur). A town missing from `towns` is still listed in the table under the map; the
 * unit test tests/unit/plant-map.test.ts asks for every project's town to be here, in
 * the frame and in its state's outline.
 */
import { facts, figure } from './facts';
import { translatable } from './i18n';
export type LonLat = readonly [number, number];

/**
 * The frame: west, east, south and north edges in degrees. Every project's town with room
 * for its name, from Karnal in the north to Belagavi in the south, the coast from the Gulf of
 * Khambhat to Goa, and east past Maharashtra's border into Chhattisgarh. Change it, then run `npm run map:states` to cut the outlines anew.
 */
export const mapFrame = { west: 71.9, east: 83.0, south: 15.1, north: 30.35 };

export const plantMap = translatable('plant-map.plantMap', {
  eyebrow: 'Where we build',
  title: 'Plants and pilots we built or are building',
  intro: `For ourselves and for clients, completed or being built, numbered on the map; the table gives each one's design capacity. The ${figure(facts.plantsEngineered)} CBG plants we only designed for clients, who built and run them, are not shown.`,
  caption: 'Map of western and central India with state borders and the plants we have built and are building',
  /** Where the outlines come from (public domain: credited as a courtesy, and so a reader can check them). */
  credit: 'Borders: Natural Earth, simplified',
  /** Shown before the map to screen readers, which get the table instead. */
  tableNote: 'The same plants as a table',
  seaLabel: { text: 'Arabian Sea', at: [72.45, 16.9] as LonLat },
  /** The home state, drawn a shade stronger than the others (an id of `states`). */
  homeState: 'mh',
  /**
   * The states named on the map, each at a point inside it clear of the towns' markers
   * (the unit test checks both). Ids are those of src/content/plant-map-states.ts.
   */
  states: [
    { id: 'mh', name: 'Maharashtra', at: [78.0, 20.2] as LonLat },
    { id: 'gj', name: 'Gujarat', at: [72.9, 23.4] as LonLat },
    { id: 'rj', name: 'Rajasthan', at: [74.8, 26.3] as LonLat },
    { id: 'mp', name: 'Madhya Pradesh', at: [78.3, 23.4] as LonLat },
    { id: 'up', name: 'Uttar Pradesh', at: [80.4, 26.9] as LonLat },
    { id: 'hr', name: 'Haryana', at: [75.8, 28.95] as LonLat },
    { id: 'ct', name: 'Chhattisgarh', at: [81.9, 21.4] as LonLat },
    // North Telangana: its south and Andhra Pradesh lie under the Pune inset (`mapInset`), so Andhra Pradesh is not named.
    // Telangana's name sits north of Latur's line, so Latur's fits on its marker's right; Karnataka's is low, in the foot
    // under the frame (MAP_FOOT), so Belagavi's fits on its marker's right, level with it.
    { id: 'tg', name: 'Telangana', at: [79.5, 19.0] as LonLat },
    { id: 'ka', name: 'Karnataka', at: [76.5, 15.05] as LonLat },
  ],
  legend: { completed: 'Completed', current: 'Being built or in design' },
  /** The enlarged box of the plants round Pune (`mapInset`), and its scale bar's length. */
  inset: { title: 'Pune area', scale: '{km} km' },
  // `progress`, not `status`: that key names a value, which is never translated (src/lib/i18n.ts).
  columns: { project: 'Plant', location: 'Location', capacity: 'Capacity', progress: 'Status' },
  statusLabels: { completed: 'Completed', current: 'In progress' },
  /** Under the status: the month a plant was completed, or the month it is due (an estimate). */
  monthLabels: { completed: '{month}', current: 'due {month}' },
});

/** Towns of the projects' locations, by their English names (a lookup, not copy: the label is the translated location's town). */
export const towns: Record<string, LonLat> = {
  Ahilyanagar: [74.74, 19.09],
  Anand: [72.95, 22.56],
  Belagavi: [74.5, 15.85],
  Indore: [75.86, 22.72],
  Karnal: [76.99, 29.69],
  Latur: [76.57, 18.4],
  Nashik: [73.79, 20.0],
  Pune: [73.86, 18.52],
  Sangli: [74.58, 16.85],
  Shirur: [74.37, 18.83],
};

/** The town of a project's location: its first part ("Shirur, Pune district, Maharashtra": Shirur). */
export function townOf(location: string): string {
  return location.split(',')[0]!.trim();
}

/**
 * Pune, Shirur and Ahilyanagar lie 25–35 units apart at the map's scale, closer than two
 * numbered markers are wide on a phone. The towns inside `window` are drawn again in a box
 * of their own, enlarged (`box`: its left edge and width in map units; it sits at the foot
 * of the map, over the south-east, where no plant is, its title above it), each marker and
 * name clear of the others; the map outlines the window with the same dashed frame. `scaleKm` is the length
 * of its scale bar.
 */
export const mapInset = {
  window: { west: 73.65, east: 75.15, south: 18.35, north: 19.3 },
  box: { x: 342, width: 250 },
  scaleKm: 25,
};

/** Size of the map drawing, in SVG units (its aspect follows the bounds). */
export const MAP_WIDTH = 600;

/** Kilometres in a degree of latitude (and in one of longitude at the equator). */
export const KM_PER_DEGREE = 111.2;

/** A map's frame: west, east, south and north edges in degrees. */
export type MapFrame = { west: number; east: number; south: number; north: number };

/**
 * The projection both maps draw with (this one and /feedstock's, buying-plants.ts): equirectangular,
 * a degree of longitude cos(latitude) of a degree of latitude on the ground, taken at the frame's
 * middle, the frame's width drawn over `width` SVG units. `unitsPerDegree` is a degree of latitude.
 */
export function equirectangular({ west, east, south, north }: MapFrame, width: number) {
  const k = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const unitsPerDegree = width / ((east - west) * k);
  return { unitsPerDegree, project: ([lon, lat]: LonLat) => ({ x: (lon - west) * k * unitsPerDegree, y: (north - lat) * unitsPerDegree }) };
}

/**
 * An SVG path through `points` in relative moves, to the whole unit (about 2 km, a pixel on a
 * laptop): the outlines are good to a few km, and whole relative numbers halve the bytes. The
 * /projects map and the CBG page's states map draw their outlines with it, each with its projection.
 */
export function svgPath(points: readonly LonLat[], project: (at: LonLat) => { x: number; y: number }, close: boolean): string {
  let d = '';
  let px = 0;
  let py = 0;
  points.forEach((p, i) => {
    const { x, y } = project(p);
    const rx = Math.round(x);
    const ry = Math.round(y);
    if (i === 0) d += `M${rx} ${ry}`;
    else if (rx !== px || ry !== py) d += `l${rx - px}${ry - py < 0 ? '' : ' '}${ry - py}`;
    px = rx;
    py = ry;
  });
  return close ? `${d}z` : d;
}

/** Projects a point into the map's SVG units (the projection worked out once: the frame is fixed). */
export const projectOnMap: (at: LonLat) => { x: number; y: number } = equirectangular(mapFrame, MAP_WIDTH).project;

/**
 * Units the drawing reaches below the frame's south edge: room under Belagavi's marker for
 * Karnataka's name, at a phone's size, with Belagavi's name level with its marker. The
 * outlines are cut 0.4° (about 23 units) beyond the frame (tools/map/states.ts), so the
 * strip is drawn to the edge.
 */
const MAP_FOOT = 22;

/** Height of the map drawing in SVG units: the frame and its foot. */
export function mapHeight(): number {
  return projectOnMap([mapFrame.west, mapFrame.south]).y + MAP_FOOT;
}

/** Whether a point lies inside the inset's window (its plants are drawn in the inset, not on the map). */
export function inInset([lon, lat]: LonLat): boolean {
  const { west, east, south, north } = mapInset.window;
  return lon >= west && lon <= east && lat >= south && lat <= north;
}

/** The inset's box in map units: x, y, width, height (8 units above the drawing's bottom edge). */
export function insetBox(): { x: number; y: number; width: number; height: number } {
  const { west, east, south, north } = mapInset.window;
  const topLeft = projectOnMap([west, north]);
  const bottomRight = projectOnMap([east, south]);
  const zoom = mapInset.box.width / (bottomRight.x - topLeft.x);
  const height = (bottomRight.y - topLeft.y) * zoom;
  return { x: mapInset.box.x, y: mapHeight() - 8 - height, width: mapInset.box.width, height };
}

/** Projects a point of the inset's window into map units, inside the inset's box. */
export function projectOnInset(at: LonLat): { x: number; y: number } {
  const { west, north } = mapInset.window;
  const origin = projectOnMap([west, north]);
  const p = projectOnMap(at);
  const box = insetBox();
  const zoom = box.width / (projectOnMap([mapInset.window.east, north]).x - origin.x);
  return { x: box.x + (p.x - origin.x) * zoom, y: box.y + (p.y - origin.y) * zoom };
}

/** Map units per kilometre in the inset (a degree of latitude is about 111 km). */
export function insetUnitsPerKm(): number {
  const { north, south } = mapInset.window;
  return insetBox().height / ((north - south) * KM_PER_DEGREE);
}
