import { requestLocale } from '@/content/i18n';
import { inInset, insetBox, insetUnitsPerKm, mapHeight, mapInset, MAP_WIDTH, plantMap as m, projectOnInset, projectOnMap, townOf, towns, type LonLat } from '@/content/plant-map';
import { formatDateOrMonth } from '@/lib/format';
import { stackedCell } from '@/components/ui/table-frame';
import { fixed, isLatin, overlap, reach, textBox, tracking, type Box, type Label } from '@/components/maps/labels';
import { outline } from '@/components/maps/outline-href';

/*
 * Sizes in SVG units: the drawing is 600 units wide and scales with its column, so a
 * size in units prints smaller on a narrow screen. 19 units read as about 16 px on a
 * laptop; on a phone (under 640 px, where the map is about 360 px wide at a 390 px
 * screen) town names are drawn at 24 units, about 14 px, and placed again at that size
 * so they still clear each other. Marker numbers and the other names grow the same way.
 * State names are 15 units (12.5 px) on a laptop, 21 (12.5 px) on a phone.
 */
const LABEL_SIZE = 19;
const PHONE_LABEL_SIZE = 24;
const STATE_SIZE = 15;
const PHONE_STATE_SIZE = 21;
const SEA_SIZE = 16;
const PHONE_SEA_SIZE = 21;
/** Shirur and Ahilyanagar are 25 units apart: their markers touch, each ringed in the land's colour (HALO) so they still read as two. */
const MARKER_R = 13;
const HALO = 3;

type Point = { x: number; y: number };
type Segment = readonly [Point, Point];

/** How far a box is from a point (0 when the point is inside it). */
function distance(b: Box, p: Point): number {
  return Math.hypot(Math.max(b[0] - p.x, 0, p.x - b[2]), Math.max(b[1] - p.y, 0, p.y - b[3]));
}

/** Length of a line inside a box (Liang–Barsky clipping; 0 when it misses the box). */
function crossing(b: Box, [a, z]: Segment): number {
  const dx = z.x - a.x;
  const dy = z.y - a.y;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [[-dx, a.x - b[0]], [dx, b[2] - a.x], [-dy, a.y - b[1]], [dy, b[3] - a.y]] as const) {
    if (p === 0) {
      if (q < 0) return 0;
    } else if (p < 0) t0 = Math.max(t0, q / p);
    else t1 = Math.min(t1, q / p);
  }
  return t1 > t0 ? (t1 - t0) * Math.hypot(dx, dy) : 0;
}


/**
 * A state's name, centred on its point (moved in from the frame's edge when it would run
 * past it): wide-tracked capitals, as maps name regions.
 */
function stateLabel(id: string, name: string, at: LonLat, size: number, spacing: number): Label & { id: string; size: number; spacing: number } {
  const { x, y } = projectOnMap(at);
  const text = name.toLocaleUpperCase('en-IN');
  spacing = tracking(text, spacing);
  const half = textBox({ x: 0, y, anchor: 'middle', text }, size, spacing, 0.75)[2];
  return { id, x: Math.min(Math.max(x, half + 6), MAP_WIDTH - half - 6), y, anchor: 'middle', text, size, spacing };
}

/**
 * Where each town's name goes: beside its marker on the right, else on the left, a little
 * lower or higher, or under or over the marker, whichever first clears every marker, every
 * name placed before it (the states' names among them), every line in `lines` (the inset's
 * leader) and `bounds`, and lies nearer its own marker than any other by more than a
 * marker's radius (ring included), so it is not read as another town's name: the least
 * fault when none is clear. Towns close together (Pune, Shirur and Ahilyanagar) would
 * otherwise print their names over each other. `elsewhere` are the markers of the other
 * set (the inset's or the map's), which count for that nearness too.
 */
function placeLabels<T extends { name: string; x: number; y: number }>(pins: T[], bounds: Box, size: number, taken: Box[], lines: Segment[] = [], elsewhere: Point[] = []): (T & { label: Label })[] {
  const r = MARKER_R + HALO + 2;
  const circles: Box[] = pins.map(({ x, y }) => [x - r, y - r, x + r, y + r]);
  const placed: Box[] = [...taken];
  return pins.map((pin, i) => {
    const others = [...pins.filter((_, k) => k !== i), ...elsewhere];
    const text = pin.name;
    const side = (left: boolean, dy: number): Label => ({ x: left ? pin.x - r - 2 : pin.x + r + 2, y: pin.y + dy, anchor: left ? 'end' : 'start', text });
    const candidates: Label[] = [
      ...[size * 0.3, size * 1.1, -size * 0.5].flatMap((dy) => [side(false, dy), side(true, dy)]),
      { x: pin.x, y: pin.y + r + size * reach(text)[0], anchor: 'middle', text },
      { x: pin.x, y: pin.y - r - size * reach(text)[1], anchor: 'middle', text },
    ];
    const cost = (l: Label) => {
      const b = textBox(l, size);
      const outside = Math.max(0, bounds[0] - b[0]) + Math.max(0, b[2] - bounds[2]) + Math.max(0, bounds[1] - b[1]) + Math.max(0, b[3] - bounds[3]);
      const own = distance(b, pin);
      const tooNear = others.reduce((sum, o) => sum + Math.max(0, own + MARKER_R + HALO - distance(b, o)), 0);
      const crossed = lines.reduce((sum, line) => sum + crossing(b, line), 0);
      return (outside + crossed + tooNear) * size + [...circles.filter((_, k) => k !== i), ...placed].reduce((sum, o) => sum + overlap(b, o), 0);
    };
    const best = candidates.find((l) => cost(l) === 0) ?? candidates.reduce((a, b) => (cost(b) < cost(a) ? b : a));
    placed.push(textBox(best, size));
    return { ...pin, label: best };
  });
}

export type MappedPlant = {
  key: string;
  title: string;
  /** Where it is, in the page's language ("Latur, Maharashtra"): its town is the marker's name. */
  location: string;
  /** Its town's English name, the key of its place in src/content/plant-map.ts's `towns`. */
  town: string;
  capacity?: string;
  status: 'completed' | 'current';
  /** Month it was completed, or is due (an estimate): "YYYY-MM". */
  month?: string;
  href?: string;
};

/**
 * The plants on a map of western and central India with its states, numbered, with the
 * same plants as a table beside it (the table is what a screen reader reads; the drawing
 * is labelled by its caption). Outlines, graticule and coast from the maps' outlines file
 * (components/maps/outline-layers.ts), names and towns from src/content/plant-map.ts. A Server Component: an SVG and a table, no script.
 */
export function PlantMap({ plants }: { plants: MappedPlant[] }) {
  const H = mapHeight();
  const states = m.states.map((s) => stateLabel(s.id, s.name, s.at, STATE_SIZE, 2));
  const phoneStates = m.states.map((s) => stateLabel(s.id, s.name, s.at, PHONE_STATE_SIZE, 1.5));
  const pinned = plants.flatMap((plant, i) => {
    const at = towns[plant.town];
    if (!at) return [];
    return [{ plant, n: i + 1, name: townOf(plant.location), inset: inInset(at), ...(inInset(at) ? projectOnInset(at) : projectOnMap(at)) }];
  });
  // The inset: its box, the window it enlarges as drawn on the map, its title (over the box's top right corner, clear of Latur's name) and scale bar, laid out at the phone's larger size.
  const box = insetBox();
  const insetFrame: Box = [box.x, box.y, box.x + box.width, box.y + box.height];
  const win = { a: projectOnMap([mapInset.window.west, mapInset.window.north]), b: projectOnMap([mapInset.window.east, mapInset.window.south]) };
  const windowFrame: Box = [win.a.x, win.a.y, win.b.x, win.b.y];
  // The leader runs from the window's lower right corner to the middle of the box's left side: the map's names keep off it.
  const leader: Segment = [win.b, { x: box.x, y: box.y + box.height / 2 }];
  const title: Label = { x: box.x + box.width, y: box.y - 4, anchor: 'end', text: m.inset.title };
  const scaleLength = mapInset.scaleKm * insetUnitsPerKm();
  const scaleText = m.inset.scale.replace('{km}', String(mapInset.scaleKm));
  const scale = { x: box.x + box.width - 10 - scaleLength, y: box.y + box.height - 10 };
  const scaleLabel: Label = { x: scale.x + scaleLength, y: scale.y - 10, anchor: 'end', text: scaleText };
  const insetTaken: Box[] = [textBox(scaleLabel, PHONE_STATE_SIZE), [scale.x, scale.y - 6, scale.x + scaleLength, scale.y + 2]];
  const insetBounds: Box = [box.x + 4, box.y + 4, box.x + box.width - 4, box.y + box.height - 4];
  const sea = projectOnMap(m.seaLabel.at);
  // The sea's name runs up the coast (turned a quarter left): its box is tall and as wide as a line is high.
  const seaBox = (size: number): Box => {
    const half = textBox({ x: 0, y: 0, anchor: 'middle', text: m.seaLabel.text }, size, tracking(m.seaLabel.text, 3))[2];
    return [sea.x - size * 0.8, sea.y - half, sea.x + size * 0.25, sea.y + half];
  };
  const mapBounds: Box = [4, 4, MAP_WIDTH - 4, H - 4];
  const onMap = pinned.filter((p) => !p.inset);
  const inInsetBox = pinned.filter((p) => p.inset);
  const byNumber = <T extends { n: number }>(list: T[]) => list.sort((a, b) => a.n - b.n);
  const markers = byNumber([
    ...placeLabels(onMap, mapBounds, LABEL_SIZE, [seaBox(SEA_SIZE), insetFrame, windowFrame, textBox(title, STATE_SIZE), ...states.map((s) => textBox(s, s.size, s.spacing, 0.75))], [leader], inInsetBox),
    ...placeLabels(inInsetBox, insetBounds, LABEL_SIZE, insetTaken, [], onMap),
  ]);
  const phoneLabels = byNumber([
    ...placeLabels(onMap, mapBounds, PHONE_LABEL_SIZE, [seaBox(PHONE_SEA_SIZE), insetFrame, windowFrame, textBox(title, PHONE_STATE_SIZE), ...phoneStates.map((s) => textBox(s, s.size, s.spacing, 0.75))], [leader], inInsetBox),
    ...placeLabels(inInsetBox, insetBounds, PHONE_LABEL_SIZE, insetTaken, [], onMap),
  ]).map((pin) => pin.label);
  return (
    <div className="grid gap-8 lg:grid-cols-[5fr_6fr] lg:items-start">
      <figure aria-labelledby="plant-map-caption" className="m-0">
        <svg viewBox={`0 0 ${MAP_WIDTH} ${H.toFixed(0)}`} role="img" aria-labelledby="plant-map-caption" className="h-auto w-full rounded-xl border border-border bg-slate-200/80 font-sans dark:bg-slate-950">
          {/* The sea is the drawing's ground; neighbouring countries are land, unnamed, a shade off India's. */}
          <use href={outline('plants-foreign')} className="fill-bg/60 dark:fill-surface/60" />
          <use href={outline('plants-land')} className="fill-bg stroke-border dark:fill-surface" strokeWidth="1" strokeLinejoin="round" />
          <use href={outline('plants-home')} className="fill-brand-soft/60 stroke-brand/60" strokeWidth="1.5" strokeLinejoin="round" />
          {/* Every second degree, as on a survey sheet. */}
          <use href={outline('plants-grid')} className="stroke-muted/25" strokeWidth="0.75" fill="none" strokeDasharray="2 4" />
          <use href={outline('plants-edge')} fill="none" className="stroke-muted/60" strokeWidth="1.25" strokeLinejoin="round" />
          {/* Names in two sets, sized for a laptop and for a phone (see the sizes above); each set's shared attributes on its group keep the page light. */}
          {([[states, STATE_SIZE, 'max-sm:hidden'], [phoneStates, PHONE_STATE_SIZE, 'sm:hidden']] as const).map(([set, size, shown]) => (
            <g key={size} className={`fill-muted ${shown}`} fontSize={size} fontWeight="600" textAnchor="middle">
              {set.map((s) => (
                <text key={s.id} x={fixed(s.x)} y={fixed(s.y)} letterSpacing={s.spacing || undefined} className={s.id === m.homeState ? 'fill-brand-strong' : undefined} data-state-label>
                  {s.text}
                </text>
              ))}
            </g>
          ))}
          <text x={fixed(sea.x)} y={fixed(sea.y)} fontStyle={isLatin(m.seaLabel.text) ? 'italic' : undefined} textAnchor="middle" className="fill-muted text-[16px] max-sm:text-[21px]" letterSpacing={tracking(m.seaLabel.text, 3) || undefined} transform={`rotate(-90 ${fixed(sea.x)} ${fixed(sea.y)})`} data-sea-label>{m.seaLabel.text}</text>
          {/* The inset: the window it enlarges, dashed on the map, a line to its box, and the box (all of it Maharashtra), with its title and a scale bar. */}
          <g fill="none" className="stroke-brand-strong" strokeWidth="1.5" strokeDasharray="4 3">
            <rect x={fixed(win.a.x)} y={fixed(win.a.y)} width={fixed(win.b.x - win.a.x)} height={fixed(win.b.y - win.a.y)} data-inset-line="window" />
            <path d={`M${fixed(leader[0].x)} ${fixed(leader[0].y)}L${fixed(leader[1].x)} ${fixed(leader[1].y)}`} strokeDasharray="none" strokeWidth="1.5" className="stroke-brand-strong" data-inset-line="leader" />
          </g>
          <rect x={fixed(box.x)} y={fixed(box.y)} width={fixed(box.width)} height={fixed(box.height)} className="fill-bg dark:fill-surface" />
          <rect x={fixed(box.x)} y={fixed(box.y)} width={fixed(box.width)} height={fixed(box.height)} className="fill-brand-soft/60 stroke-brand-strong" strokeWidth="1.5" strokeDasharray="4 3" data-inset-line="box" />
          <text x={fixed(title.x)} y={fixed(title.y)} textAnchor="end" className="fill-brand-strong stroke-bg text-[15px] max-sm:text-[21px] dark:stroke-surface" fontWeight="600" paintOrder="stroke" strokeWidth="4" strokeLinejoin="round" data-inset-text>{title.text}</text>
          <path d={`M${fixed(scale.x)} ${fixed(scale.y - 5)}v5h${fixed(scaleLength)}v-5`} fill="none" className="stroke-fg" strokeWidth="1.5" />
          <text x={fixed(scaleLabel.x)} y={fixed(scaleLabel.y)} textAnchor="end" className="fill-muted text-[15px] max-sm:text-[21px]" data-inset-text>{scaleLabel.text}</text>
          {/* A ring of the land's colour round each marker: two markers a few km apart still read as two. */}
          <g className="fill-bg dark:fill-surface">
            {markers.map(({ plant, x, y }) => <circle key={plant.key} cx={fixed(x)} cy={fixed(y)} r={MARKER_R + HALO} data-marker />)}
          </g>
          <g className="stroke-brand" strokeWidth="3">
            {markers.map(({ plant, x, y }) => <circle key={plant.key} cx={fixed(x)} cy={fixed(y)} r={MARKER_R} className={plant.status === 'completed' ? 'fill-brand' : 'fill-bg'} />)}
          </g>
          {/* dy in em keeps the numbers centred at either size. */}
          <g fontWeight="700" textAnchor="middle" className="text-[15px] max-sm:text-[21px]">
            {markers.map(({ plant, n, x, y }) => (
              <text key={plant.key} x={fixed(x)} y={fixed(y)} dy="0.36em" className={plant.status === 'completed' ? 'fill-brand-fg' : 'fill-fg'}>{n}</text>
            ))}
          </g>
          {/* Town names last, over every marker, haloed in the land's colour so a border line never cuts them. */}
          {([[markers.map((pin) => pin.label), LABEL_SIZE, 'max-sm:hidden'], [phoneLabels, PHONE_LABEL_SIZE, 'sm:hidden']] as const).map(([labels, size, shown]) => (
            <g key={size} className={`fill-fg stroke-bg dark:stroke-surface ${shown}`} fontSize={size} fontWeight="600" paintOrder="stroke" strokeWidth="4" strokeLinejoin="round">
              {labels.map((label, i) => (
                <text key={markers[i]!.plant.key} x={fixed(label.x)} y={fixed(label.y)} textAnchor={label.anchor === 'start' ? undefined : label.anchor} data-town-label>
                  {label.text}
                </text>
              ))}
            </g>
          ))}
        </svg>
        <figcaption id="plant-map-caption" className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted">
          <span>{m.caption}</span>
          <span className="inline-flex items-center gap-1.5"><span aria-hidden="true" className="size-3 rounded-full bg-brand" />{m.legend.completed}</span>
          <span className="inline-flex items-center gap-1.5"><span aria-hidden="true" className="size-3 rounded-full border-2 border-brand" />{m.legend.current}</span>
          <span className="text-xs">{m.credit}</span>
        </figcaption>
      </figure>
      <div className="overflow-x-auto rounded-xl border border-border bg-bg" tabIndex={0} role="region" aria-label={m.tableNote}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{m.tableNote}</caption>
          <thead className="border-b border-border bg-surface max-sm:sr-only">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-semibold">#</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{m.columns.project}</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{m.columns.capacity}</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{m.columns.progress}</th>
            </tr>
          </thead>
          {/* On a phone each plant is a block (number and name, then capacity and status under
              their column names), as the laboratory tables stack: four columns cut the status. */}
          <tbody className="max-sm:block">
            {plants.map((plant, i) => (
              <tr key={plant.key} className="border-b border-border last:border-b-0 max-sm:block max-sm:px-3 max-sm:py-3">
                <td className="px-3 py-2.5 align-top font-semibold tabular-nums max-sm:float-left max-sm:p-0 max-sm:pr-2">{i + 1}</td>
                <th scope="row" className="px-3 py-2.5 align-top font-normal max-sm:block max-sm:p-0">
                  {plant.href ? (
                    <a href={plant.href} className="font-semibold text-brand underline-offset-2 hover:underline">{plant.title}</a>
                  ) : (
                    <span className="font-semibold">{plant.title}</span>
                  )}
                  <span className="block text-muted">{plant.location}</span>
                </th>
                <td data-label={m.columns.capacity} className={`px-3 py-2.5 align-top ${stackedCell}`}>{plant.capacity ?? '–'}</td>
                <td data-label={m.columns.progress} className={`px-3 py-2.5 align-top ${stackedCell}`}>
                  <span className="block whitespace-nowrap">{m.statusLabels[plant.status]}</span>
                  {plant.month && (
                    <time dateTime={plant.month} className="block whitespace-nowrap text-muted">
                      {m.monthLabels[plant.status].replace('{month}', formatDateOrMonth(plant.month, requestLocale()))}
                    </time>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
