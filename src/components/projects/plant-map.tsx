import { mapHeight, MAP_WIDTH, plantMap as m, projectOnMap, townOf, type LonLat } from '@/content/plant-map';

/*
 * Town names in SVG units: the drawing is 600 units wide and scales with its column, so
 * a size in units prints smaller on a narrow screen. 19 units read as 17-19 px on a
 * laptop; on a phone (under 640 px, where the map is about 360 px wide at a 390 px
 * screen) the names are drawn at 24 units, about 14 px, and placed again at that size so
 * they still clear each other. Marker numbers and the sea's name grow the same way.
 */
const LABEL_SIZE = 19;
const PHONE_LABEL_SIZE = 24;
const MARKER_R = 14;

type Box = readonly [number, number, number, number];
type Label = { x: number; y: number; anchor: 'start' | 'middle' | 'end'; text: string };

/** Area two boxes share (0 when they are apart). */
function overlap(a: Box, b: Box): number {
  return Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
}

/**
 * Where each town's name goes: beside its marker on its preferred side, else on the other
 * side, a little lower or higher, or under the marker, whichever first clears every marker,
 * every name placed before it and the frame (the least overlap when none is clear). Towns
 * close together (Shirur and Ahmednagar), and the frame's top edge where Anand, Indore and a
 * pinned off-map town sit, would otherwise print their names over each other.
 */
function placeLabels<T extends { town: string; x: number; y: number; off: boolean; left: boolean }>(pins: T[], height: number, size: number): (T & { label: Label })[] {
  // Figtree's semibold averages about 0.6 em a character; Devanagari names run no wider.
  const widthOf = (text: string) => text.length * size * 0.6;
  const circles: Box[] = pins.map(({ x, y }) => [x - MARKER_R - 2, y - MARKER_R - 2, x + MARKER_R + 2, y + MARKER_R + 2]);
  const placed: Box[] = [];
  return pins.map((pin, i) => {
    const text = pin.off ? `${pin.town} (${m.offMapLabel})` : pin.town;
    const w = widthOf(text);
    const side = (left: boolean, dy: number): Label => ({ x: left ? pin.x - 20 : pin.x + 20, y: pin.y + dy, anchor: left ? 'end' : 'start', text });
    const candidates: Label[] = [
      ...[6, 22, -10].flatMap((dy) => [side(pin.left, dy), side(!pin.left, dy)]),
      { x: pin.x, y: pin.y + MARKER_R + size + 4, anchor: 'middle', text },
      { x: pin.x, y: pin.y - MARKER_R - 8, anchor: 'middle', text },
    ];
    const boxOf = (l: Label): Box => {
      const x0 = l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - w : l.x - w / 2;
      return [x0, l.y - size * 0.8, x0 + w, l.y + size * 0.25];
    };
    const cost = (l: Label) => {
      const b = boxOf(l);
      const outside = (b[0] < 0 ? -b[0] : 0) + (b[2] > MAP_WIDTH ? b[2] - MAP_WIDTH : 0) + (b[1] < 0 ? -b[1] : 0) + (b[3] > height ? b[3] - height : 0);
      return outside * size + [...circles.filter((_, k) => k !== i), ...placed].reduce((sum, o) => sum + overlap(b, o), 0);
    };
    const best = candidates.find((l) => cost(l) === 0) ?? candidates.reduce((a, b) => (cost(b) < cost(a) ? b : a));
    placed.push(boxOf(best));
    return { ...pin, label: best };
  });
}

/** A town's name beside its marker, haloed in the map's colour so a graticule line never cuts it. */
function TownLabel({ label, size, className }: { label: Label; size: number; className: string }) {
  return (
    <text x={label.x} y={label.y} fontSize={size} fontWeight="600" textAnchor={label.anchor} className={`fill-fg ${className}`} paintOrder="stroke" strokeWidth="4" stroke="var(--surface)" data-town-label>
      {label.text}
    </text>
  );
}

export type MappedPlant = {
  key: string;
  title: string;
  location: string;
  capacity?: string;
  status: 'completed' | 'current';
  href?: string;
};

const path = (points: readonly LonLat[], close = true) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${projectOnMap(p).x.toFixed(1)} ${projectOnMap(p).y.toFixed(1)}`).join(' ') + (close ? ' Z' : '');

/**
 * The plants on a schematic map of western and central India, numbered, with the
 * same plants as a table beside it (the table is what a screen reader reads; the
 * drawing is labelled by its caption). Outlines and towns come from
 * src/content/plant-map.ts. A Server Component: an SVG and a table, no script.
 */
export function PlantMap({ plants }: { plants: MappedPlant[] }) {
  const H = mapHeight();
  const { west, east, south, north } = m.bounds;
  const graticule: string[] = [];
  for (let lon = Math.ceil(west); lon <= east; lon += 2) graticule.push(path([[lon, south], [lon, north]], false));
  for (let lat = Math.ceil(south); lat <= north; lat += 2) graticule.push(path([[west, lat], [east, lat]], false));
  const pinned = plants.flatMap((plant, i) => {
    const town = townOf(plant.location);
    const at = m.towns[town];
    if (!at) return [];
    const { x, y } = projectOnMap(at);
    const off = y < 0;
    return [{ plant, n: i + 1, town, x, y: off ? 34 : y, off, left: m.labelLeft.includes(town) || (off && x > MAP_WIDTH / 2) }];
  });
  const markers = placeLabels(pinned, H, LABEL_SIZE);
  const phoneLabels = placeLabels(pinned, H, PHONE_LABEL_SIZE).map((pin) => pin.label);
  const state = projectOnMap(m.stateLabel.at);
  const sea = projectOnMap(m.seaLabel.at);
  return (
    <div className="grid gap-8 lg:grid-cols-[5fr_6fr] lg:items-start">
      <figure aria-labelledby="plant-map-caption" className="m-0">
        <svg viewBox={`0 0 ${MAP_WIDTH} ${H.toFixed(0)}`} role="img" aria-labelledby="plant-map-caption" className="h-auto w-full rounded-xl border border-border bg-surface font-sans">
          <path d={path(m.sea)} className="fill-slate-200 dark:fill-slate-800" />
          <g className="stroke-border" strokeWidth="1" fill="none">
            {graticule.map((d) => <path key={d} d={d} />)}
          </g>
          <path d={path(m.maharashtra)} className="fill-brand-soft stroke-brand" strokeWidth="2" strokeLinejoin="round" />
          <text x={state.x} y={state.y} fontSize="22" fontWeight="600" textAnchor="middle" className="fill-brand-strong" letterSpacing="2">{m.stateLabel.text.toUpperCase()}</text>
          <text x={sea.x} y={sea.y} fontStyle="italic" textAnchor="middle" className="fill-muted text-[17px] max-sm:text-[21px]" letterSpacing="3" transform={`rotate(-90 ${sea.x} ${sea.y})`}>{m.seaLabel.text}</text>
          {markers.map(({ plant, n, x, y, off, label }, i) => (
            <g key={plant.key}>
              {off && <path d={`M${x} ${y - 20} l -9 12 h 18 Z`} className="fill-brand" />}
              <circle cx={x} cy={y} r={MARKER_R} strokeWidth="3" className={plant.status === 'completed' ? 'fill-brand stroke-brand' : 'fill-bg stroke-brand'} />
              {/* dy in em keeps the number centred at either size. */}
              <text x={x} y={y} dy="0.36em" fontWeight="700" textAnchor="middle" className={`text-[15px] max-sm:text-[21px] ${plant.status === 'completed' ? 'fill-brand-fg' : 'fill-fg'}`}>{n}</text>
              <TownLabel label={label} size={LABEL_SIZE} className="max-sm:hidden" />
              <TownLabel label={phoneLabels[i]!} size={PHONE_LABEL_SIZE} className="sm:hidden" />
            </g>
          ))}
        </svg>
        <figcaption id="plant-map-caption" className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted">
          <span>{m.caption}</span>
          <span className="inline-flex items-center gap-1.5"><span aria-hidden="true" className="size-3 rounded-full bg-brand" />{m.legend.completed}</span>
          <span className="inline-flex items-center gap-1.5"><span aria-hidden="true" className="size-3 rounded-full border-2 border-brand" />{m.legend.current}</span>
        </figcaption>
      </figure>
      <div className="overflow-x-auto rounded-xl border border-border bg-bg" tabIndex={0} role="region" aria-label={m.tableNote}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{m.tableNote}</caption>
          <thead className="border-b border-border bg-surface">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-semibold">#</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{m.columns.project}</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{m.columns.capacity}</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{m.columns.progress}</th>
            </tr>
          </thead>
          <tbody>
            {plants.map((plant, i) => (
              <tr key={plant.key} className="border-b border-border last:border-b-0">
                <td className="px-3 py-2.5 align-top font-semibold tabular-nums">{i + 1}</td>
                <th scope="row" className="px-3 py-2.5 align-top font-normal">
                  {plant.href ? (
                    <a href={plant.href} className="font-semibold text-brand underline-offset-2 hover:underline">{plant.title}</a>
                  ) : (
                    <span className="font-semibold">{plant.title}</span>
                  )}
                  <span className="block text-muted">{plant.location}</span>
                </th>
                <td className="px-3 py-2.5 align-top">{plant.capacity ?? '–'}</td>
                <td className="px-3 py-2.5 align-top whitespace-nowrap">{m.statusLabels[plant.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
