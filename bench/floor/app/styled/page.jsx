import localFont from 'next/font/local';
import { Counter } from '../counter';
// The site's compiled stylesheet without its @font-face rules, copied here by
// bench/pages.mjs before it builds the floor (not in git: it follows the site's build).
import './site-size.css';

// The site's brand font file, preloaded the way the site preloads it (src/components/layout/fonts.ts).
const brand = localFont({
  src: '../../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  display: 'swap',
  preload: true,
});

export const metadata = { title: 'Styled floor', description: 'The smallest Next.js page with a stylesheet and a preloaded font of the site’s size.' };

/** The floor's page again, with what every styled page must load before its first paint. */
export default function StyledPage() {
  return (
    <main className={brand.className}>
      <h1>The framework floor, styled</h1>
      <Counter />
    </main>
  );
}
