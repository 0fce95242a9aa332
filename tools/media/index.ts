/**
 * `npm run media`: regenerates the site's artwork. Runs every generator in
 * tools/media/generators/ (each exports `generate(): Promise<void>`), in name
 * order, or only those named on the command line: `npm run media -- home`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

async function main() {
  const dir = path.join(__dirname, 'generators');
  const only = process.argv.slice(2);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .filter((f) => only.length === 0 || only.includes(path.basename(f, '.ts')));
  for (const file of files) {
    const started = Date.now();
    const mod = (await import(path.join(dir, file))) as { generate: () => Promise<void> };
    await mod.generate();
    console.log(`media: ${file} done in ${Date.now() - started} ms`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
