/**
 * `npm run media`: regenerates the site's artwork. Runs every generator in
 * tools/media/generators/ (each exports `generate(): Promise<void>`), in name
 * order, or only those named on the command line: `npm run media -- home`.
 * Each run is recorded in tools/media/manifest.json (what the generator ran
 * from and the files it wrote), which `npm run media:check` holds the
 * committed art to.
 */
// Content modules are server-only (they read translation files); this process is server-side by nature.
import '../../src/cli/allow-server-modules';
import path from 'node:path';
import { closeRenderer } from './lib';
import { generatorNames, generatorsDir, record, snapshot } from './manifest';

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !generatorNames().includes(name));
  if (unknown.length > 0) throw new Error(`media: no generator named ${unknown.join(', ')} (there are: ${generatorNames().join(', ')})`);
  for (const name of generatorNames().filter((n) => only.length === 0 || only.includes(n))) {
    const started = Date.now();
    const mod = (await import(path.join(generatorsDir, `${name}.ts`))) as { generate: () => Promise<void> };
    const before = snapshot();
    await mod.generate();
    record(name, before, snapshot());
    console.log(`media: ${name} done in ${Date.now() - started} ms`);
  }
  await closeRenderer();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
