import { mapHeight, MAP_WIDTH, plantMap as m, projectOnMap, townOf, type LonLat } from '@/content/plant-map';

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
  const markers = plants.flatMap((plant, i) => {
    const town = townOf(plant.location);
    const at = m.towns[town];
    if (!at) return [];
    const { x, y } = projectOnMap(at);
    const off = y < 0;
    return [{ plant, n: i + 1, town, x, y: off ? 34 : y, off, left: m.labelLeft.includes(town) || (off && x > MAP_WIDTH / 2) }];
  });
  return (
    <div className="grid gap-8 lg:grid-cols-[5fr_6fr] lg:items-start">
      <figure aria-labelledby="plant-map-caption" className="m-0">
        <svg viewBox={`0 0 ${MAP_WIDTH} ${H.toFixed(0)}`} role="img" aria-labelledby="plant-map-caption" className="h-auto w-full rounded-xl border border-border bg-surface font-sans">
          <path d={path(m.sea)} className="fill-slate-200 dark:fill-slate-800" />
          <g className="stroke-border" strokeWidth="1" fill="none">
            {graticule.map((d) => <path key={d} d={d} />)}
          </g>
          <path d={path(m.maharashtra)} className="fill-brand-soft stroke-brand" strokeWidth="2" strokeLinejoin="round" />
          <text x={projectOnMap(m.stateLabel.at).x} y={projectOnMap(m.stateLabel.at).y} fontSize="22" fontWeight="600" textAnchor="middle" className="fill-brand-strong" letterSpacing="2">{m.stateLabel.text.toUpperCase()}</text>
          <text x={projectOnMap(m.seaLabel.at).x} y={projectOnMap(m.seaLabel.at).y} fontSize="17" fontStyle="italic" textAnchor="middle" className="fill-muted" letterSpacing="3" transform={`rotate(-90 ${projectOnMap(m.seaLabel.at).x} ${projectOnMap(m.seaLabel.at).y})`}>{m.seaLabel.text}</text>
          {markers.map(({ plant, n, town, x, y, off, left }) => (
            <g key={plant.key}>
              {off && <path d={`M${x} ${y - 20} l -9 12 h 18 Z`} className="fill-brand" />}
              <circle cx={x} cy={y} r="14" strokeWidth="3" className={plant.status === 'completed' ? 'fill-brand stroke-brand' : 'fill-bg stroke-brand'} />
              <text x={x} y={y + 5.5} fontSize="15" fontWeight="700" textAnchor="middle" className={plant.status === 'completed' ? 'fill-brand-fg' : 'fill-fg'}>{n}</text>
              <text x={left ? x - 20 : x + 20} y={y + 6} fontSize="19" fontWeight="600" textAnchor={left ? 'end' : 'start'} className="fill-fg" paintOrder="stroke" strokeWidth="4" stroke="var(--surface)">
                {off ? `${town} (${m.offMapLabel})` : town}
              </text>
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
