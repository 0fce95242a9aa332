/**
 * Tailwind's `sm` (40rem), as media queries the hero's <picture> sources, its films' <source>s and
 * the first poster's preloads (hero.tsx) share. Below it the hero is a phone's tall frame and shows
 * each slide's portrait poster, still: the films are drawn 16:9, and a tall frame could only crop
 * them or show them as a band. From `sm` on, the wide poster and, once scripts run, its film.
 */
export const HERO_PHONE = '(width < 40rem)';
export const HERO_WIDE = '(width >= 40rem)';
/**
 * A wide screen of at least 1.5 device pixels per CSS pixel (most laptops sold today): it gets
 * the 2560 px film, which a 1280 px window at twice the density shows at its own size.
 */
export const HERO_WIDE_DENSE = '(width >= 40rem) and (min-resolution: 1.5dppx)';
/** The portrait posters' width in pixels (tools/media/scenes/hero-portrait.ts, PORTRAIT_W): a 390 px phone at 2x. */
export const PORTRAIT_WIDTH = 780;
