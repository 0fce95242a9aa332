/**
 * First step of `npm run dev` (and `npm run media -- covers`): draws the cover of every
 * blog post that has none yet (generators/covers.ts), so publishing a post
 * needs no picture. A content file that does not pass the check stops here with
 * the same message the build would give (src/content/collections/load.ts);
 * with `--dev` it only reports it, and the development server starts and shows
 * the last good content (src/content/collections/index.ts).
 */
// Content modules are server-only (they read translation files); this process is server-side by nature.
import '../../src/cli/allow-server-modules';
import { ContentError } from '../../src/content/collections/load';
import { generateMissing } from './generators/covers';
import { closeRenderer } from './lib';

generateMissing()
  .then((drawn) => {
    for (const slot of drawn) console.log(`covers: drew public/${slot.file} for ${slot.post}`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof ContentError ? error.message : error);
    if (!process.argv.includes('--dev')) process.exit(1);
  })
  .finally(closeRenderer);
