import localFont from 'next/font/local';

/**
 * The brand typeface, self-hosted from npm (Fontsource packages, SIL Open Font License):
 * Figtree for Latin text, Noto Sans Devanagari for Hindi and Marathi.
 *
 * One variable Figtree file (Latin subset, weight axis 300-900, about 20 KiB) serves
 * every weight on the site. It is not preloaded: with `display: 'swap'` and the
 * metric-adjusted fallback that next/font generates, text is painted from the first
 * frame without it, so a preload would only make the font compete with the
 * render-blocking stylesheet for a slow connection's bandwidth (the browser requests
 * it as soon as the stylesheet says a visible element uses it). The Devanagari face
 * is declared with its unicode-range, so a browser fetches it only for a page that
 * contains Devanagari (or the rupee sign). docs/decisions/009-look-brand-typeface.md
 * and 012-speed-floor-benchmark.md say why, with figures.
 */
export const brandSans = localFont({
  src: '../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-brand',
  // A local Arial scaled to Figtree's metrics stands in until the file arrives.
  adjustFontFallback: 'Arial',
});

export const brandDevanagari = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-devanagari',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09',
    },
  ],
});
