import localFont from 'next/font/local';

/**
 * The brand face for the site-wide not-found page (src/app/global-not-found.tsx) only:
 * the same Figtree file as ./fonts.ts, declared with `display: 'swap'`.
 *
 * Why a second declaration: Next.js preloads a page's fonts from its font manifest, and
 * has no entry for `global-not-found` (the built page carries no preload link). With
 * `display: 'optional'` and no preload the file is rarely ready in the browser's short
 * block period, so the page kept its fallback (Arial or Liberation Sans) for good. `swap`
 * shows the fallback first and Figtree when it arrives; the fallbacks of
 * src/app/font-fallbacks.css are metric-matched, so the swap barely moves a line. Every
 * other page keeps `optional` with its preload (docs/decisions/009-look-brand-typeface.md).
 * Kept out of ./fonts.ts so that no other page's stylesheet carries this face.
 */
export const brandSansSwap = localFont({
  src: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  // Next.js would not emit the link for this page anyway (above).
  preload: false,
  variable: '--font-brand',
  adjustFontFallback: false,
});
