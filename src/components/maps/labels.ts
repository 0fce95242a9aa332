/**
 * The text geometry both maps place their names with (src/components/projects/plant-map.tsx,
 * src/components/feedstock/buying-map.tsx): boxes in SVG units, and a name's box estimated from
 * its length and script, since the server that draws the maps cannot measure text.
 */
export type Box = readonly [number, number, number, number];
export type Label = { x: number; y: number; anchor: 'start' | 'middle' | 'end'; text: string };

/** A coordinate as written into the SVG, to a tenth of a unit. */
export const fixed = (v: number) => v.toFixed(1);

export const isLatin = (text: string) => /[A-Za-z]/.test(text);

/** Area two boxes share (0 when they are apart). */
export function overlap(a: Box, b: Box): number {
  return Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
}

/**
 * How far a name's glyphs reach above and below its baseline, in em. Latin glyphs reach about
 * 0.95 em above the baseline and 0.25 em below. The Devanagari face's line box is deeper
 * (matras under the letters): as a browser measures it, about 1.1 em above and 0.55 below.
 */
export function reach(text: string): readonly [number, number] {
  return /[\u0900-\u097F]/.test(text) ? [1.1, 0.55] : [0.95, 0.25];
}

/**
 * The box of a line of text, from an estimate of its width: Figtree's semibold averages
 * about 0.6 em a character, its tracked capitals 0.75 em; Devanagari names run no wider.
 */
export function textBox(l: Label, size: number, spacing = 0, em = 0.6): Box {
  const w = l.text.length * (size * em + spacing);
  const x0 = l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - w : l.x - w / 2;
  const [above, below] = reach(l.text);
  return [x0, l.y - size * above, x0 + w, l.y + size * below];
}

/** Letter-spacing for a name: Latin capitals are tracked out; Devanagari is never spaced (it breaks the headstroke). */
export const tracking = (text: string, spacing: number) => (isLatin(text) ? spacing : 0);
