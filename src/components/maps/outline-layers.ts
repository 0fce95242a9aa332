import 'server-only';
import { buyingMapCopy, buyingMapFrame, projectOnBuyingMap } from '@/content/buying-plants';
import { english } from '@/content/i18n';
import { equirectangular, mapFrame, MAP_WIDTH, plantMap, projectOnMap, svgPath, type LonLat } from '@/content/plant-map';
import { indiaEdge, outlines } from '@/content/plant-map-states';
import { statesMapFrame, upcomingStates } from '@/content/technology-cbg';
import { fixed } from '@/components/maps/labels';

/*
 * The outlines the three maps draw (state borders, neighbouring countries, the coast, the
 * graticule), each map's in its own projection, as the paths of one static SVG file:
 * src/components/maps/outlines.svg, written from this module by `npm run map:outlines`. The
 * pages draw them with `<use href="…outlines.svg#id">` (outline-href.ts), coloured by the
 * classes on the `<use>`, so the paths, the bulk of each map, are no longer in every page's
 * HTML and again in its React payload, and the file is fetched once and cached. Each layer
 * is one path in the order and grouping the map paints it: neighbouring shapes filled in a
 * see-through colour stay one path, or their shared edges would show as seams.
 */

/** The six states of the CBG page's map, shaded, each a layer of its own (the page marks each one). */
const clientCodes = () => new Set(english(upcomingStates).states.map((s) => s.code.toLowerCase()));
const home = plantMap.homeState;

const cbgProject = equirectangular(statesMapFrame, MAP_WIDTH).project;
const cbgPath = (points: readonly LonLat[], close: boolean) => svgPath(points, cbgProject, close);
const plantsPath = (points: readonly LonLat[], close: boolean) => svgPath(points, projectOnMap, close);

/** /feedstock's map is zoomed in (about 2.5 units a km): absolute points to a tenth of a unit. */
function buyingPath(points: readonly LonLat[], close: boolean): string {
  const d = points.map((p, i) => {
    const { x, y } = projectOnBuyingMap(p);
    return `${i === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`;
  });
  return `${d.join('')}${close ? 'z' : ''}`;
}

type Draw = (points: readonly LonLat[], close: boolean) => string;
const shapes = (draw: Draw, keep: (o: (typeof outlines)[number]) => boolean) =>
  outlines.filter(keep).flatMap((o) => o.rings.map((r) => draw(r, true))).join('');
const edge = (draw: Draw) => indiaEdge.map((l) => draw(l, false)).join('');

/** Every layer of the file, by id: `cbg-…` the CBG page's states map, `plants-…` /projects', `buying-…` /feedstock's. */
export function outlineLayers(): Record<string, string> {
  const clients = clientCodes();
  const layers: Record<string, string> = {
    'cbg-foreign': shapes(cbgPath, (o) => o.foreign),
    'cbg-land': shapes(cbgPath, (o) => !o.foreign && !clients.has(o.code)),
  };
  for (const o of outlines) if (!o.foreign && clients.has(o.code)) layers[`cbg-${o.code}`] = shapes(cbgPath, (x) => x === o);
  layers['cbg-edge'] = edge(cbgPath);

  // Every second degree on /projects, as on a survey sheet; the meridians run on through the foot under the frame.
  const { west, east, south, north } = mapFrame;
  const even = (v: number) => Math.ceil(v / 2) * 2;
  const grid: string[] = [];
  for (let lon = even(west); lon <= east; lon += 2) grid.push(plantsPath([[lon, south - 1], [lon, north]], false));
  for (let lat = even(south); lat <= north; lat += 2) grid.push(plantsPath([[west, lat], [east, lat]], false));
  Object.assign(layers, {
    'plants-foreign': shapes(plantsPath, (o) => o.foreign),
    'plants-land': shapes(plantsPath, (o) => !o.foreign && o.code !== home),
    'plants-home': shapes(plantsPath, (o) => o.code === home),
    'plants-grid': grid.join(''),
    'plants-edge': edge(plantsPath),
  });

  // Every degree on /feedstock; its state borders are those of the states it names. Only states
  // that reach into its frame: the rest of India would be drawn outside the drawing.
  const f = buyingMapFrame;
  const inFrame = (o: (typeof outlines)[number]) => {
    const points = o.rings.flat();
    const lons = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    return !o.foreign && Math.min(...lons) <= f.east && Math.max(...lons) >= f.west && Math.min(...lats) <= f.north && Math.max(...lats) >= f.south;
  };
  const named = new Set(english(buyingMapCopy).states.map((s) => s.id));
  const degrees: string[] = [];
  for (let lon = Math.ceil(f.west); lon <= f.east; lon += 1) degrees.push(buyingPath([[lon, f.south], [lon, f.north]], false));
  for (let lat = Math.ceil(f.south); lat <= f.north; lat += 1) degrees.push(buyingPath([[f.west, lat], [f.east, lat]], false));
  Object.assign(layers, {
    'buying-land': shapes(buyingPath, (o) => inFrame(o) && o.code !== home),
    'buying-home': shapes(buyingPath, (o) => inFrame(o) && o.code === home),
    'buying-grid': degrees.join(''),
    'buying-borders': shapes(buyingPath, (o) => inFrame(o) && named.has(o.code)),
    'buying-edge': edge(buyingPath),
  });
  return layers;
}

/** The file's text: the layers as paths with no colour of their own, so each `<use>` colours its copy. */
export function outlinesSvg(): string {
  const paths = Object.entries(outlineLayers()).map(([id, d]) => `<path id="${id}" d="${d}"/>`);
  return [
    // A viewBox the build needs to import the file (it reads an image's size); the maps' drawings are 600 units wide.
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_WIDTH}">`,
    '<!-- GENERATED by tools/map/outlines.ts (npm run map:outlines) from src/components/maps/outline-layers.ts: do not edit by hand. -->',
    `<defs>${paths.join('\n')}</defs>`,
    '</svg>',
    '',
  ].join('\n');
}
