import { BUYING_MAP_SCALE_KM, BUYING_MAP_WIDTH, buyingMapCopy as copy, buyingMapHeight, buyingMapUnitsPerKm, collectionRingRadius, projectOnBuyingMap, type BuyingPlant } from '@/content/buying-plants';
import { fillTemplate } from '@/lib/format';
import { fixed, isLatin, overlap, textBox, tracking, type Box, type Label } from '@/components/maps/labels';
import { outline } from '@/components/maps/outline-href';
import { plantMap } from '@/content/plant-map';

/*
 * Sizes in SVG units. The drawing is 600 units wide and scales with its column: about
 * 520 px beside the cards on a laptop (a unit is 0.87 px) and 358 px on a 390 px phone
 * (0.6 px), so every name comes in two sizes, the phone's (under 640 px) large enough to
 * print at 11 px or more, and each set is placed at its own size so names clear each other.
 */
const SIZES = {
  laptop: { plant: 17, town: 15, state: 14, stateSpacing: 2, sea: 15, number: 14, scale: 13 },
  phone: { plant: 21, town: 19, state: 19, stateSpacing: 1, sea: 19, number: 19, scale: 19 },
} as const;
type Sizes = (typeof SIZES)[keyof typeof SIZES];
/** A plant's marker, ringed in the land's colour (HALO) so the circle's line does not touch the number. */
const MARKER_R = 13;
const HALO = 2.5;
const TOWN_R = 4.5;

const around = ({ x, y }: { x: number; y: number }, r: number): Box => [x - r, y - r, x + r, y + r];

/**
 * Where a name goes beside its point: on the right, the left, above or below, or on a
 * diagonal, whichever first clears everything in `taken` (markers, names placed before it,
 * the states' and the sea's names, the scale bar) and stays inside `bounds`; the least
 * overlap when none is clear. Each placed name is added to `taken`.
 */
function place(point: { x: number; y: number }, gap: number, text: string, size: number, taken: Box[], bounds: Box): Label {
  const { x, y } = point;
  const mid = y + size * 0.35;
  const candidates: Label[] = [
    { x: x + gap, y: mid, anchor: 'start', text },
    { x: x - gap, y: mid, anchor: 'end', text },
    { x, y: y - gap - size * 0.3, anchor: 'middle', text },
    { x, y: y + gap + size * 0.95, anchor: 'middle', text },
    { x: x + gap * 0.7, y: y - gap * 0.7, anchor: 'start', text },
    { x: x + gap * 0.7, y: y + gap * 0.7 + size * 0.8, anchor: 'start', text },
    { x: x - gap * 0.7, y: y - gap * 0.7, anchor: 'end', text },
    { x: x - gap * 0.7, y: y + gap * 0.7 + size * 0.8, anchor: 'end', text },
  ];
  const cost = (l: Label) => {
    const b = textBox(l, size);
    const outside = Math.max(0, bounds[0] - b[0]) + Math.max(0, b[2] - bounds[2]) + Math.max(0, bounds[1] - b[1]) + Math.max(0, b[3] - bounds[3]);
    return outside * size * 10 + taken.reduce((sum, t) => sum + overlap(b, t), 0);
  };
  const best = candidates.find((l) => cost(l) === 0) ?? candidates.reduce((a, b) => (cost(b) < cost(a) ? b : a));
  taken.push(textBox(best, size));
  return best;
}

/**
 * The plants we buy for on a map of western Maharashtra: each a numbered marker (the number
 * of its card) inside a circle of the collection radius drawn to the map's scale, solid while
 * the plant buys and dashed while it is being commissioned, with a few towns to find one's
 * village by, the state border, the sea, and a scale bar (the land, borders, coast and graticule
 * from the maps' outlines file, components/maps/outline-layers.ts). Drawn on the server, no script. The
 * drawing is one image to a screen reader, titled by what it shows; the cards under or beside
 * it are the plants in words.
 */
export function BuyingMap({ plants, className = '' }: { plants: readonly BuyingPlant[]; className?: string }) {
  const W = BUYING_MAP_WIDTH;
  const H = buyingMapHeight();
  const ring = collectionRingRadius();
  const markers = plants.map((plant, i) => ({ plant, n: i + 1, ...projectOnBuyingMap(plant.at) }));
  const towns = copy.towns.map((town) => ({ ...town, ...projectOnBuyingMap(town.at) }));
  const sea = projectOnBuyingMap(copy.seaAt);
  const seaText = plantMap.seaLabel.text;
  // The scale bar, in the sea at the lower left: 0, half and its full length, the length named at its end.
  const barLength = BUYING_MAP_SCALE_KM * buyingMapUnitsPerKm();
  const bar = { x: 16, y: H - 16 };
  const bounds: Box = [6, 6, W - 6, H - 6];

  /** Every name, placed at one set of sizes: states and the sea where the content puts them, then the plants' talukas, then the towns. */
  function layout(s: Sizes) {
    const states = copy.states.map(({ id, at }) => {
      const { x, y } = projectOnBuyingMap(at);
      const name = plantMap.states.find((state) => state.id === id)?.name ?? id;
      const text = isLatin(name) ? name.toLocaleUpperCase('en-IN') : name;
      const spacing = tracking(text, s.stateSpacing);
      const label: Label = { x, y, anchor: 'middle', text };
      const [left, , right] = textBox(label, s.state, spacing, 0.75);
      const half = (right - left) / 2;
      // Moved in from the frame's edge when it would run past it.
      return { id, spacing, label: { ...label, x: Math.min(Math.max(x, half + 8), W - half - 8) } };
    });
    const seaHalf = (textBox({ x: 0, y: 0, anchor: 'middle', text: seaText }, s.sea, tracking(seaText, 2))[2]);
    const scaleText = fillTemplate(copy.scale, { km: String(BUYING_MAP_SCALE_KM) });
    const scale: Label = { x: bar.x + barLength, y: bar.y - 9, anchor: 'end', text: scaleText };
    const taken: Box[] = [
      ...states.map((st) => textBox(st.label, s.state, st.spacing, 0.75)),
      [sea.x - s.sea * 0.8, sea.y - seaHalf, sea.x + s.sea * 0.3, sea.y + seaHalf],
      textBox(scale, s.scale),
      [bar.x - 2, bar.y - 8, bar.x + barLength + 2, bar.y + 2],
      ...markers.map((m) => around(m, MARKER_R + HALO + 1)),
      ...towns.map((t) => around(t, TOWN_R + 2)),
    ];
    const plantLabels = markers.map((m) => place(m, MARKER_R + HALO + 4, m.plant.taluka, s.plant, taken, bounds));
    const townLabels = towns.map((t) => place(t, TOWN_R + 4, t.name, s.town, taken, bounds));
    return { states, scale, plantLabels, townLabels };
  }
  const sets = [
    { s: SIZES.laptop, shown: 'max-sm:hidden', ...layout(SIZES.laptop) },
    { s: SIZES.phone, shown: 'sm:hidden', ...layout(SIZES.phone) },
  ];
  const halo = 'stroke-bg dark:stroke-surface';

  return (
    <figure className={`m-0 ${className}`} data-testid="buying-map">
      <svg
        viewBox={`0 0 ${W} ${H.toFixed(0)}`}
        role="img"
        aria-labelledby="buying-map-title"
        className="h-auto w-full rounded-xl border border-border bg-slate-200/80 font-sans dark:bg-slate-950"
      >
        <title id="buying-map-title">{copy.title}</title>
        {/* The sea is the drawing's ground; the home state is the land, its neighbour a shade off it. */}
        <use href={outline('buying-land')} className="fill-bg/70 dark:fill-surface/70" />
        <use href={outline('buying-home')} className="fill-bg dark:fill-surface" />
        {/* Every degree, as on a survey sheet. */}
        <use href={outline('buying-grid')} className="stroke-muted/25" strokeWidth="0.75" fill="none" strokeDasharray="2 4" />
        {/* State borders dashed; the coast (India's edge) drawn solid over them. */}
        <use href={outline('buying-borders')} fill="none" className="stroke-muted/70" strokeWidth="1.25" strokeDasharray="6 3" strokeLinejoin="round" data-state-border />
        <use href={outline('buying-edge')} fill="none" className="stroke-muted/60" strokeWidth="1.5" strokeLinejoin="round" />
        {/* The circles: the collection radius at the map's scale, solid while a plant buys, dashed before. */}
        <g strokeWidth="1.75">
          {markers.map(({ plant, x, y }) => (
            <circle
              key={plant.id}
              cx={fixed(x)}
              cy={fixed(y)}
              r={ring.toFixed(2)}
              className={plant.status === 'now' ? 'fill-brand/15 stroke-brand' : 'fill-brand/5 stroke-brand'}
              strokeDasharray={plant.status === 'now' ? undefined : '7 5'}
              data-ring={plant.id}
            />
          ))}
        </g>
        <g className="fill-muted stroke-bg dark:stroke-surface" strokeWidth="2">
          {towns.map((t) => <circle key={t.id} cx={fixed(t.x)} cy={fixed(t.y)} r={TOWN_R} data-town={t.id} />)}
        </g>
        {/* The scale bar: two halves, one filled, with ticks; its length named over its end. */}
        <g data-scale-bar data-km={BUYING_MAP_SCALE_KM}>
          <rect x={fixed(bar.x)} y={fixed(bar.y - 4)} width={fixed(barLength / 2)} height="4" className="fill-fg" />
          <rect x={fixed(bar.x)} y={fixed(bar.y - 4)} width={barLength.toFixed(2)} height="4" fill="none" className="stroke-fg" strokeWidth="1" data-scale-length />
        </g>
        {sets.map(({ s, shown, states, scale }) => (
          <g key={`names-${s.plant}`} className={shown}>
            <g className="fill-muted" fontSize={s.state} fontWeight="600" textAnchor="middle">
              {states.map((st) => (
                <text key={st.id} x={fixed(st.label.x)} y={fixed(st.label.y)} letterSpacing={st.spacing || undefined}>
                  {st.label.text}
                </text>
              ))}
            </g>
            <text x={fixed(sea.x)} y={fixed(sea.y)} fontSize={s.sea} fontStyle={isLatin(seaText) ? 'italic' : undefined} textAnchor="middle" letterSpacing={tracking(seaText, 2) || undefined} className="fill-muted" transform={`rotate(-90 ${fixed(sea.x)} ${fixed(sea.y)})`}>
              {seaText}
            </text>
            <text x={fixed(scale.x)} y={fixed(scale.y)} fontSize={s.scale} textAnchor="end" className="fill-fg">{scale.text}</text>
          </g>
        ))}
        {/* Markers: a ring of the land's colour, then the disc, filled while the plant buys and open before. */}
        <g className="fill-bg dark:fill-surface">
          {markers.map(({ plant, x, y }) => <circle key={plant.id} cx={fixed(x)} cy={fixed(y)} r={MARKER_R + HALO} />)}
        </g>
        <g className="stroke-brand" strokeWidth="2.5">
          {markers.map(({ plant, x, y }) => <circle key={plant.id} cx={fixed(x)} cy={fixed(y)} r={MARKER_R} className={plant.status === 'now' ? 'fill-brand' : 'fill-bg dark:fill-surface'} data-marker={plant.id} data-status={plant.status} />)}
        </g>
        <g fontWeight="700" textAnchor="middle" className="text-[14px] max-sm:text-[19px]">
          {markers.map(({ plant, n, x, y }) => (
            <text key={plant.id} x={fixed(x)} y={fixed(y)} dy="0.36em" className={plant.status === 'now' ? 'fill-brand-fg' : 'fill-fg'} data-number={plant.id}>{n}</text>
          ))}
        </g>
        {/* Names last, haloed in the land's colour so no line cuts them: the plants' talukas strong, the towns lighter. */}
        {sets.map(({ s, shown, plantLabels, townLabels }) => (
          <g key={`labels-${s.plant}`} className={`${shown} ${halo}`} paintOrder="stroke" strokeWidth="4" strokeLinejoin="round">
            <g className="fill-fg" fontSize={s.plant} fontWeight="700">
              {plantLabels.map((l, i) => (
                <text key={markers[i]!.plant.id} x={fixed(l.x)} y={fixed(l.y)} textAnchor={l.anchor === 'start' ? undefined : l.anchor} data-plant-label>{l.text}</text>
              ))}
            </g>
            <g className="fill-muted" fontSize={s.town} fontWeight="500">
              {townLabels.map((l, i) => (
                <text key={towns[i]!.id} x={fixed(l.x)} y={fixed(l.y)} textAnchor={l.anchor === 'start' ? undefined : l.anchor} data-town-label>{l.text}</text>
              ))}
            </g>
          </g>
        ))}
      </svg>
      <figcaption className="mt-3 text-sm text-muted">
        <p className="leading-6">{copy.caption}</p>
        <ul className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1.5" role="list">
          <li className="inline-flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0"><circle cx="12" cy="12" r="10.5" strokeWidth="1.5" className="fill-brand/15 stroke-brand" /><circle cx="12" cy="12" r="5" className="fill-brand" /></svg>
            {copy.legend.now}
          </li>
          <li className="inline-flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0"><circle cx="12" cy="12" r="10.5" strokeWidth="1.5" strokeDasharray="4 3" className="fill-brand/5 stroke-brand" /><circle cx="12" cy="12" r="4.5" strokeWidth="1.5" className="fill-bg stroke-brand dark:fill-surface" /></svg>
            {copy.legend.commissioning}
          </li>
          <li className="inline-flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0"><circle cx="12" cy="12" r="4" className="fill-muted" /></svg>
            {copy.legend.town}
          </li>
        </ul>
        <p className="mt-2 text-xs">{plantMap.credit}</p>
      </figcaption>
    </figure>
  );
}
