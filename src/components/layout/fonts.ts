import localFont from 'next/font/local';

/**
 * The brand typeface, self-hosted from npm (Fontsource packages, SIL Open Font License):
 * Figtree for Latin text, Noto Sans Devanagari for Hindi and Marathi.
 *
 * Only Figtree's Latin subset is preloaded: one variable file (weight axis 300-900,
 * about 20 KiB) serves every weight on the site. The Devanagari face is declared with
 * its unicode-range and not preloaded, so a browser fetches it only for a page that
 * contains Devanagari (the rupee sign comes from the system font: an English page that shows
 * prices must not download the Devanagari face, nor re-wrap when it arrives). Figtree is `display: 'optional'`: the browser uses
 * it only if it is ready within its short block period (preloaded, or cached from an earlier
 * visit) and otherwise keeps the metric-matched fallbacks of src/app/font-fallbacks.css for
 * the rest of the document, so text is painted from the first frame and never moves when the
 * font arrives; docs/decisions/009-look-brand-typeface.md says why not `swap`. The Devanagari
 * face is `optional` too: with `swap` its arrival (121 KiB, not preloaded so that it does not
 * delay the first paint) moved the text of Hindi and Marathi pages (Lighthouse CLS 0.05-0.14).
 * A first visit on a slow link reads that visit in the phone's own Devanagari face, which on
 * Android is Noto Sans Devanagari itself; the file is still fetched and cached for the next
 * visit (docs/decisions/018-languages.md).
 */
export const brandSans = localFont({
  src: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'optional',
  preload: true,
  variable: '--font-brand',
  // next/font can scale only Arial to Figtree's metrics; src/app/font-fallbacks.css scales
  // the fonts visitors actually have (Roboto first) and globals.css names them after this face.
  adjustFontFallback: false,
});

export const brandDevanagari = localFont({
  src: '../../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-devanagari',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09',
    },
  ],
});
