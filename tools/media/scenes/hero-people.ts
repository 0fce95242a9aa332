/**
 * The people of the home hero's slides (scenes/hero.ts, scenes/hero-portrait.ts): each one at
 * work, with arms, gloves and a face, and no two alike: an operator at the reforming skid's feed
 * valve, a picker reaching into the reception belt, a woman in a dupatta under her hard hat tipping
 * a crate, a supervisor in a hi-vis vest with a tablet, and a farmer in a pheta with his bales. art.ts's `person` (a standing figure
 * for scale) stays as it is for the other scenes; these are the hero's own, drawn in the same hand.
 *
 * Each figure is drawn in its own units (feet at 0, about 135 tall, facing the viewer or turned
 * a little), then placed with a translate and a scale; its line widths are divided by the scale
 * so every line keeps art.ts's weight.
 */
import { type Art, C, INK, shade } from '../art';

const SKIN = { light: '#c89474', mid: '#a9765a', deep: '#86573d' } as const;
const HIVIS = '#d7e24a';
const REFLECT = '#eef2f0';
const DUPATTA = '#b8487a';

type P = [number, number];

/** A figure under construction: its parts in local units, and the line width that draws at art.ts's 3. */
class Figure {
  readonly parts: string[] = [];
  constructor(readonly s: number) {}
  get lw(): number {
    return 3 / this.s;
  }
  stroke(w = 3): string {
    return `stroke="${INK}" stroke-width="${(w / this.s).toFixed(2)}" stroke-linejoin="round" stroke-linecap="round"`;
  }
  add(svg: string): this {
    this.parts.push(svg);
    return this;
  }
  /** A limb: a rounded tube through the points, ink edged. */
  limb(points: P[], fill: string, width: number): this {
    const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
    this.add(`<path d="${d}" fill="none" stroke="${INK}" stroke-width="${(width + 2 * this.lw).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`);
    return this.add(`<path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`);
  }
  /** A gloved (or bare) hand: a mitten at the end of a limb. */
  hand(x: number, y: number, fill: string, r = 6.5): this {
    return this.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${this.stroke(2.5)}/>`);
  }
  /** Two legs from the hips to the boots, the boots turned the way the figure faces. */
  legs(fill: string, dir = 0, spread = 10): this {
    this.limb([[-spread, -44], [-spread - 1, -6]], fill, 13);
    this.limb([[spread, -44], [spread + 1, -6]], fill, 13);
    for (const x of [-spread - 1, spread + 1]) this.add(`<path d="M${x - 8 + dir * 2} 0 V -7 Q ${x} -12 ${x + 8 + dir * 2} -7 V 0 Z" fill="${C.slate}" ${this.stroke(2.5)}/>`);
    return this;
  }
  /** A torso from the shoulders to the hips (a shirt, overalls or kurta). */
  torso(fill: string, bottom = -40): this {
    return this.add(`<path d="M-21 -90 Q -24 -94 -14 -96 H 14 Q 24 -94 21 -90 L 20 ${bottom} Q 0 ${bottom + 5} -20 ${bottom} Z" fill="${fill}" ${this.stroke()}/>`);
  }
  /** A head with a hint of a face: eyes, brows, nose and mouth, shifted the way it looks (dir -1..1). */
  head(skin: string, dir = 0, opts: { moustache?: boolean; bindi?: boolean } = {}): this {
    const cx = 0;
    const cy = -110;
    const f = dir * 4;
    this.add(`<rect x="-5" y="-99" width="10" height="6" fill="${shade(skin, 0.85)}"/>`);
    this.add(`<circle cx="${cx}" cy="${cy}" r="15" fill="${skin}" ${this.stroke()}/>`);
    // An ear on the side turned away.
    if (dir !== 0) this.add(`<circle cx="${cx - Math.sign(dir) * 15}" cy="${cy + 1}" r="3.5" fill="${shade(skin, 0.9)}" ${this.stroke(2)}/>`);
    const eye = (x: number) => `<circle cx="${x}" cy="${cy - 1}" r="1.9" fill="${INK}"/>`;
    this.add(eye(cx + f - 5.5) + eye(cx + f + 5.5));
    this.add(`<path d="M${cx + f - 8} ${cy - 5.5} q 2.5 -2 5 0 M${cx + f + 3} ${cy - 5.5} q 2.5 -2 5 0" fill="none" ${this.stroke(1.6)}/>`);
    this.add(`<path d="M${cx + f + dir * 1.5} ${cy + 1} l ${1.5 + dir * 1.5} 4 h -3" fill="none" stroke="${shade(skin, 0.6)}" stroke-width="${(1.6 / this.s).toFixed(2)}" stroke-linecap="round"/>`);
    if (opts.moustache) this.add(`<path d="M${cx + f - 5} ${cy + 8} q 5 -3.5 10 0" fill="none" stroke="${INK}" stroke-width="${(2.6 / this.s).toFixed(2)}" stroke-linecap="round"/>`);
    this.add(`<path d="M${cx + f - 3.5} ${cy + 10.5} q 3.5 2.2 7 0" fill="none" stroke="${shade(skin, 0.45)}" stroke-width="${(1.6 / this.s).toFixed(2)}" stroke-linecap="round"/>`);
    if (opts.bindi) this.add(`<circle cx="${cx + f}" cy="${cy - 6.5}" r="1.3" fill="${C.red}"/>`);
    return this;
  }
  /** A hard hat with its brim, over the head drawn by `head`. */
  hardHat(fill: string): this {
    this.add(`<path d="M-16 -114 Q -16 -132 0 -132 Q 16 -132 16 -114 Z" fill="${fill}" ${this.stroke(2.5)}/>`);
    this.add(`<path d="M-1 -131 V -115" stroke="${shade(fill, 0.75)}" stroke-width="${(3 / this.s).toFixed(2)}"/>`);
    return this.add(`<rect x="-20" y="-116" width="40" height="5" rx="2.5" fill="${shade(fill, 0.85)}" ${this.stroke(2.5)}/>`);
  }
  draw(a: Art, cx: number, yb: number, flip = false): void {
    a.add(`<g transform="translate(${cx} ${yb}) scale(${flip ? -this.s : this.s} ${this.s})">${this.parts.join('')}</g>`);
  }
}

/**
 * A picker behind the reception belt, leaning over it, one gloved hand reaching down into the wet
 * waste and the other lifting out a plastic bag, which must not reach the pulper. Stands with the belt's top at `beltY` crossing his hips.
 */
export function picker(a: Art, cx: number, yb: number, s: number, flip = false): void {
  const f = new Figure(s);
  const overalls = C.blue;
  const glove = '#4f9a57';
  f.legs(shade(overalls, 0.8));
  // The upper body leans towards the belt (to the figure's left, the viewer's left unless flipped).
  f.add(`<g transform="rotate(-12 0 -44)">`);
  f.limb([[17, -86], [30, -64], [18, -52]], overalls, 11);
  f.torso(overalls);
  f.add(`<rect x="-12" y="-80" width="24" height="16" rx="3" fill="${shade(overalls, 0.85)}" ${f.stroke(2)}/>`);
  f.add(`<path d="M-12 -96 L -8 -80 M12 -96 L 8 -80" ${f.stroke(2)}/>`);
  f.head(SKIN.deep, -0.6, { moustache: true });
  f.hardHat(C.flame);
  // Near arm: down and out into the belt.
  f.limb([[-17, -86], [-32, -66], [-42, -53]], overalls, 11);
  f.hand(-44, -50, glove, 7);
  f.add(`</g>`);
  // The plastic bag he lifts, in the far hand, by its handles.
  f.add(`<path d="M8 -44 L 10 -66 Q 18 -70 26 -66 L 28 -44 Z" fill="${C.white}" ${f.stroke(2)}/><path d="M13 -66 Q 14 -74 18 -74 Q 22 -74 22 -66" fill="none" ${f.stroke(2)}/>`);
  f.hand(18, -58, glove, 7);
  f.draw(a, cx, yb, flip);
}

/**
 * A sorter in a dupatta under her hard hat, tipping a crate of market waste onto the belt: both
 * gloved hands on the crate, held out to her right (the viewer's right) and tilted to pour.
 */
export function crateTipper(a: Art, cx: number, yb: number, s: number, flip = false): void {
  const f = new Figure(s);
  const kurta = C.teal;
  const glove = C.amber;
  f.legs(shade(C.slate, 1.15), 1);
  // The dupatta's loose end falls behind her shoulder.
  f.add(`<path d="M-15 -104 Q -30 -90 -26 -58 L -16 -60 Q -18 -84 -8 -98 Z" fill="${shade(DUPATTA, 0.85)}" ${f.stroke(2.5)}/>`);
  f.torso(kurta, -36);
  f.add(`<path d="M-20 -50 Q 0 -46 20 -50" fill="none" stroke="${shade(kurta, 0.8)}" stroke-width="${(3 / s).toFixed(2)}"/>`);
  // The dupatta over her head and round her shoulders, the face framed in it, the hard hat on top.
  f.add(`<path d="M-19 -112 Q -20 -130 0 -130 Q 20 -130 19 -112 L 22 -92 Q 0 -82 -22 -92 Z" fill="${DUPATTA}" ${f.stroke()}/>`);
  f.head(SKIN.mid, 0.7, { bindi: true });
  f.add(`<path d="M-15 -113 Q -16 -104 -12 -96 M15 -113 Q 16 -104 12 -96" fill="none" stroke="${shade(DUPATTA, 0.75)}" stroke-width="${(4 / s).toFixed(2)}" stroke-linecap="round"/>`);
  f.hardHat(C.white);
  // Arms out to the crate, which tilts to pour onto the belt.
  f.limb([[-17, -86], [-6, -66], [22, -70]], kurta, 10);
  f.limb([[17, -86], [34, -82], [46, -92]], kurta, 10);
  f.add(`<g transform="rotate(38 40 -78)">`);
  f.add(`<rect x="18" y="-96" width="46" height="30" rx="3" fill="${C.blue}" ${f.stroke()}/>`);
  for (const x of [26, 36, 46, 56]) f.add(`<rect x="${x - 2.5}" y="-90" width="5" height="18" rx="2" fill="${shade(C.blue, 0.7)}"/>`);
  f.add(`</g>`);
  // What pours out: a cabbage leaf and peelings.
  f.add(`<path d="M58 -60 Q 70 -66 74 -54 Q 66 -46 58 -60 Z" fill="${C.leaf}" ${f.stroke(2)}/>`);
  f.add(`<ellipse cx="72" cy="-38" rx="8" ry="5" fill="${C.earth}" ${f.stroke(2)}/>`);
  f.hand(22, -70, glove);
  f.hand(46, -92, glove);
  f.draw(a, cx, yb, flip);
}

/** A supervisor in a hi-vis vest and a white hard hat, reading a tablet held in both hands. */
export function supervisor(a: Art, cx: number, yb: number, s: number, flip = false): void {
  const f = new Figure(s);
  const shirt = C.steelLight;
  f.legs(C.screen, -1, 9);
  f.torso(shirt, -38);
  // The vest: open at the front, two reflective bands.
  f.add(`<path d="M-21 -90 Q -24 -94 -14 -96 L -5 -70 V -38 Q -13 -36 -20 -38 Z M21 -90 Q 24 -94 14 -96 L 5 -70 V -38 Q 13 -36 20 -38 Z" fill="${HIVIS}" ${f.stroke(2.5)}/>`);
  for (const y of [-66, -52]) f.add(`<path d="M-20 ${y} H -6 M6 ${y} H 20" stroke="${REFLECT}" stroke-width="${(4 / s).toFixed(2)}"/>`);
  f.head(SKIN.light, -0.5);
  f.hardHat(C.white);
  // Forearms up to the tablet in front of his chest.
  f.limb([[-18, -86], [-20, -60], [-8, -66]], shirt, 10);
  f.limb([[18, -86], [22, -62], [12, -70]], shirt, 10);
  f.add(`<rect x="-16" y="-84" width="32" height="22" rx="3" fill="${C.slate}" ${f.stroke(2.5)} transform="rotate(-8 0 -73)"/>`);
  f.add(`<path d="M-11 -68 L -4 -74 L 2 -71 L 10 -79" fill="none" stroke="${C.flame}" stroke-width="${(2 / s).toFixed(2)}" transform="rotate(-8 0 -73)"/>`);
  f.hand(-8, -66, shade(SKIN.light, 0.95), 5.5);
  f.hand(12, -70, shade(SKIN.light, 0.95), 5.5);
  f.draw(a, cx, yb, flip);
}

/** A farmer in a kurta and a saffron pheta, one hand on his bales, the other at his side. */
export function farmer(a: Art, cx: number, yb: number, s: number, flip = false): void {
  const f = new Figure(s);
  const kurta = C.white;
  f.legs(C.cream, -1, 9);
  f.add(`<path d="M-21 -90 Q -24 -94 -14 -96 H 14 Q 24 -94 21 -90 L 24 -30 Q 0 -24 -24 -30 Z" fill="${kurta}" ${f.stroke()}/>`);
  f.add(`<path d="M0 -95 V -76" ${f.stroke(2)}/>`);
  f.head(SKIN.deep, -0.7, { moustache: true });
  // The pheta: a wound turban and its tail.
  f.add(`<path d="M-16 -114 Q -18 -134 0 -134 Q 18 -134 16 -114 Q 0 -120 -16 -114 Z" fill="${C.amber}" ${f.stroke(2.5)}/><path d="M-14 -124 Q 0 -130 14 -121 M-15 -118 Q 0 -126 15 -116" fill="none" stroke="${shade(C.amber, 0.75)}" stroke-width="${(2 / s).toFixed(2)}"/><path d="M14 -118 Q 26 -104 22 -88" fill="none" stroke="${INK}" stroke-width="${(9 / s).toFixed(2)}" stroke-linecap="round"/><path d="M14 -118 Q 26 -104 22 -88" fill="none" stroke="${C.amber}" stroke-width="${(5 / s).toFixed(2)}" stroke-linecap="round"/>`);
  f.limb([[18, -86], [24, -62], [24, -46]], kurta, 10);
  f.hand(24, -44, SKIN.deep, 5.5);
  // The near arm reaches out to the bale beside him.
  f.limb([[-18, -86], [-34, -70], [-50, -66]], kurta, 10);
  f.hand(-52, -66, SKIN.deep, 5.5);
  f.draw(a, cx, yb, flip);
}

/**
 * An operator in a boiler suit and a hard hat, turned to the viewer's right, one gloved hand on a
 * valve's hand wheel at `hand` (in the scene's units, within reach: about 60 local units from the
 * shoulder), the other holding a gas detector at his side.
 */
export function operator(a: Art, cx: number, yb: number, s: number, hand: [number, number]): void {
  const f = new Figure(s);
  const suit = C.amber;
  const glove = C.slate;
  f.legs(shade(suit, 0.85), 1);
  f.torso(suit, -40);
  // The suit's zip and a reflective band at the waist.
  f.add(`<path d="M2 -95 V -44" ${f.stroke(2)}/><path d="M-20 -54 H 20" stroke="${REFLECT}" stroke-width="${(4 / s).toFixed(2)}"/>`);
  f.head(SKIN.mid, 0.6, { moustache: true });
  f.hardHat(C.flame);
  // The far arm down, the detector in its hand.
  f.limb([[-18, -86], [-22, -62], [-20, -46]], suit, 10);
  f.add(`<rect x="-28" y="-50" width="16" height="22" rx="3" fill="${HIVIS}" ${f.stroke(2.5)}/><rect x="-24" y="-46" width="8" height="6" fill="${C.screen}"/>`);
  f.hand(-20, -46, glove, 5.5);
  // The near arm out to the valve: shoulder, an elbow a little below the line, the hand.
  const hx = (hand[0] - cx) / s;
  const hy = (hand[1] - yb) / s;
  const sx = 17;
  const sy = -86;
  const ex = (sx + hx) / 2;
  const ey = (sy + hy) / 2 + 12;
  f.limb([[sx, sy], [ex, ey], [hx, hy]], suit, 10);
  f.hand(hx, hy, glove, 6.5);
  f.draw(a, cx, yb);
}
