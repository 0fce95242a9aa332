/**
 * Tailwind's `sm` (40rem), as media queries the hero's <picture> sources, its films' <source>s and
 * the first poster's preloads (hero.tsx) share. Below it the hero is a phone's tall frame and shows
 * each slide's portrait poster, still: the films are drawn 16:9, and a tall frame could only crop
 * them or show them as a band. From `sm` on, the wide poster and, once scripts run, its film.
 */
export const HERO_PHONE = '(width < 40rem)';
export const HERO_WIDE = '(width >= 40rem)';
