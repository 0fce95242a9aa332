import { fixed, isLatin, textBox, tracking } from '@/components/maps/labels';
import { outline } from '@/components/maps/outline-href';
import { equirectangular, MAP_WIDTH, plantMap } from '@/content/plant-map';
import { statesMapFrame, statesMapPoints, upcomingStates } from '@/content/technology-cbg';

/*
 * Sizes in SVG units, as on the /projects map (components/projects/plant-map.tsx): the drawing
 * is 600 units wide and scales with its column, about 430 px beside the lists on a laptop and
 * 360 px on a 390 px phone, so names come in two sets, the phone's (under 640 px) larger.
 */
const SIZES = {
  laptop: { state: 16, spacing: 2, sea: 16 },
  phone: { state: 21, spacing: 1, sea: 21 },
} as const;
/** Our own sites' marker: a disc with the count in it, ringed in the land's colour. */
const MARKER_R = 18;
const HALO = 3;
/** The name under a marker: its top this far below the disc. */
const NAME_GAP = 6;

const { project, unitsPerDegree } = equirectangular(statesMapFrame, MAP_WIDTH);
const HEIGHT = (statesMapFrame.north - statesMapFrame.south) * unitsPerDegree;

/** A state's name, in tracked capitals when Latin (as maps name regions), kept inside the drawing. */
function stateName(name: string, at: { x: number; y: number }, size: number, spacing: number) {
  const text = isLatin(name) ? name.toLocaleUpperCase('en-IN') : name;
  const letterSpacing = tracking(text, spacing);
  const half = (textBox({ x: 0, y: 0, anchor: 'middle', text }, size, letterSpacing, 0.75)[2]);
  return { text, letterSpacing, x: Math.min(Math.max(at.x, half + 6), MAP_WIDTH - half - 6), y: at.y };
}

/**
 * /technology/cbg-production's states: the six states where client plants we designed run,
 * shaded, and our own feasibility sites as one numbered disc a state (facts.ts,
 * OWN_PLANT_PIPELINE), on the outlines and projection of the /projects map, drawn from the maps'
 * outlines file (components/maps/outline-layers.ts). A Server Component, an SVG and no script. The drawing is one image to a screen reader, named by its caption; the
 * lists beside it give the same states and counts in words.
 */
export function StatesMap() {
  const c = upcomingStates;
  const clients = new Set(c.states.map((s) => s.code.toLowerCase()));
  const pointOf = (id: string) => {
    const at = statesMapPoints[id];
    if (!at) throw new Error(`technology-cbg.ts: statesMapPoints has no point for ${id}`);
    return project(at);
  };
  const markers = c.own.sitesByState.map((s) => ({ ...s, ...pointOf(s.id) }));
  const ownOnly = c.own.sitesByState.filter((s) => !clients.has(s.id));
  // Every state named: the six, and the states of our own sites outside them.
  const named = [
    ...c.states.map((s) => ({ id: s.code.toLowerCase(), name: s.name })),
    ...c.own.sitesByState.filter((s) => !clients.has(s.id)).map((s) => ({ id: s.id, name: s.state })),
  ];
  const nameSet = (size: number, spacing: number) =>
    named.map(({ id, name }) => {
      const at = pointOf(id);
      const marked = markers.some((m) => m.id === id);
      // Under the marker, its glyphs' top NAME_GAP below the disc's ring; else centred on the point.
      const y = marked ? at.y + MARKER_R + HALO + NAME_GAP + size * 0.75 : at.y + size * 0.35;
      return { id, client: clients.has(id), ...stateName(name, { x: at.x, y }, size, spacing) };
    });
  const sets = [
    { key: 'laptop', s: SIZES.laptop, shown: 'max-sm:hidden', names: nameSet(SIZES.laptop.state, SIZES.laptop.spacing) },
    { key: 'phone', s: SIZES.phone, shown: 'sm:hidden', names: nameSet(SIZES.phone.state, SIZES.phone.spacing) },
  ];
  const sea = project(plantMap.seaLabel.at);
  const seaText = plantMap.seaLabel.text;
  const halo = 'stroke-bg dark:stroke-surface';
  return (
    <figure aria-labelledby="states-map-caption" className="m-0 w-full max-w-md" data-states-map>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${HEIGHT.toFixed(0)}`} role="img" aria-labelledby="states-map-caption" className="h-auto w-full rounded-xl border border-border bg-slate-200/80 font-sans dark:bg-slate-950">
        {/* The sea is the ground; neighbouring countries are land a shade off India's; the six states shaded in the brand's tint. */}
        <use href={outline('cbg-foreign')} className="fill-bg/60 dark:fill-surface/60" />
        <use href={outline('cbg-land')} className="fill-bg stroke-border dark:fill-surface" strokeWidth="1" strokeLinejoin="round" />
        <g className="fill-brand-soft stroke-brand/70 dark:fill-brand/25" strokeWidth="1.5" strokeLinejoin="round">
          {/* In the outlines' order (by code), as the file lists them. */}
          {[...clients].sort().map((code) => <use key={code} href={outline(`cbg-${code}`)} data-client-state={code} />)}
        </g>
        <use href={outline('cbg-edge')} fill="none" className="stroke-muted/60" strokeWidth="1.25" strokeLinejoin="round" />
        {sets.map(({ key, s, shown, names }) => (
          <g key={key} className={`${shown} ${halo}`} paintOrder="stroke" strokeWidth="4" strokeLinejoin="round">
            <g fontSize={s.state} fontWeight="600" textAnchor="middle">
              {names.map((n) => (
                <text key={n.id} x={fixed(n.x)} y={fixed(n.y)} letterSpacing={n.letterSpacing || undefined} className={n.client ? 'fill-brand-strong' : 'fill-fg'} data-state-label={n.id}>
                  {n.text}
                </text>
              ))}
            </g>
            <text x={fixed(sea.x)} y={fixed(sea.y)} fontSize={s.sea} fontStyle={isLatin(seaText) ? 'italic' : undefined} textAnchor="middle" letterSpacing={tracking(seaText, 2) || undefined} className="fill-muted" strokeWidth="0" transform={`rotate(-90 ${fixed(sea.x)} ${fixed(sea.y)})`}>
              {seaText}
            </text>
          </g>
        ))}
        {/* Our own sites: a ring of the land's colour, the disc, and the count in it. */}
        <g className="fill-bg dark:fill-surface">
          {markers.map((m) => <circle key={m.id} cx={fixed(m.x)} cy={fixed(m.y)} r={MARKER_R + HALO} />)}
        </g>
        <g className="fill-brand">
          {markers.map((m) => <circle key={m.id} cx={fixed(m.x)} cy={fixed(m.y)} r={MARKER_R} data-own-sites={m.id} />)}
        </g>
        {/* dy in em keeps the counts centred at either size. */}
        <g fontWeight="700" textAnchor="middle" className="fill-brand-fg text-[17px] max-sm:text-[22px]">
          {markers.map((m) => (
            <text key={m.id} x={fixed(m.x)} y={fixed(m.y)} dy="0.36em" className="tabular-nums" data-own-count={m.id}>{m.sites}</text>
          ))}
        </g>
      </svg>
      <figcaption className="mt-3 text-sm text-muted">
        <p id="states-map-caption" className="leading-6">{c.map.caption}</p>
        <ul className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1.5" role="list">
          <li className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-4 shrink-0 rounded-sm border-[1.5px] border-brand/70 bg-brand-soft dark:bg-brand/25" />
            {c.map.clients}
          </li>
          <li className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-4 shrink-0 rounded-full bg-brand" />
            {c.map.own}
          </li>
          {/* The states with a disc and no shade (Karnataka): said in the key, so no reader has to work it out. */}
          {ownOnly.length > 0 && (
            <li className="inline-flex items-center gap-2" data-own-only-key>
              <span aria-hidden="true" className="grid size-4 shrink-0 place-items-center rounded-sm border border-border bg-bg dark:bg-surface">
                <span className="size-2 rounded-full bg-brand" />
              </span>
              {c.map.ownOnly}
            </li>
          )}
        </ul>
        <p className="mt-2 text-xs">{plantMap.credit}</p>
      </figcaption>
    </figure>
  );
}
