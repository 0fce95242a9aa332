/**
 * `npm run map:outlines`: writes src/components/maps/outlines.svg, the outlines the three maps
 * draw by `<use href>` (src/components/maps/outline-layers.ts says which and why). Run it after
 * changing the outlines (npm run map:states), a map's frame, or which states a map marks;
 * tests/unit/outlines.test.ts fails until the file matches.
 */
import '../../src/cli/allow-server-modules';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { outlinesSvg } from '../../src/components/maps/outline-layers';

const target = path.join(process.cwd(), 'src', 'components', 'maps', 'outlines.svg');
const text = outlinesSvg();
writeFileSync(target, text);
console.log(`wrote ${path.relative(process.cwd(), target)} (${(Buffer.byteLength(text) / 1024).toFixed(1)} kB)`);
