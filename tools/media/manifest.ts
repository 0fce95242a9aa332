/**
 * What each generator of tools/media/generators/ ran from and wrote, the last time
 * `npm run media` ran it: tools/media/manifest.json, committed with the art.
 *
 * `inputs` is one hash of the generator's source and of every file of this repository
 * it imports, directly or not (scenes, art helpers, the content modules it draws from,
 * such as src/content/clients.ts or src/content/company.ts). `outputs` lists the files
 * under public/ the run wrote, with the hash of each. `npm run media:check` recomputes
 * both: a changed source means the committed art may no longer be what the code draws
 * (run that generator again); a changed or missing output means a generated file was
 * edited, replaced or deleted by hand. Both fail with the command that fixes them.
 *
 * Covers that `npm run dev` draws for new posts are not listed until `npm run media --
 * covers` runs, so publishing a post never fails the check.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const publicDir = path.join(root, 'public');
const manifestPath = path.join(__dirname, 'manifest.json');
export const generatorsDir = path.join(__dirname, 'generators');

type Entry = { inputs: string; outputs: Record<string, string> };
type Manifest = Record<string, Entry>;

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const posix = (file: string) => path.relative(root, file).split(path.sep).join('/');

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else return null; // a package: its version is in package-lock.json
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}.mjs`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The generator's file and every repository file it imports, transitively, sorted. */
function sourcesOf(file: string): string[] {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const text = readFileSync(current, 'utf8');
    for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const resolved = resolveImport(current, match[1]!);
      if (resolved) stack.push(resolved);
    }
  }
  return [...seen].sort();
}

export function inputsHash(generator: string): string {
  const hash = createHash('sha256');
  for (const file of sourcesOf(path.join(generatorsDir, `${generator}.ts`))) {
    hash.update(`${posix(file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Every file under public/ with its modification time and size: what a run changed is what it wrote. */
export function snapshot(dir = publicDir, into = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) snapshot(full, into);
    else into.set(full, `${stat.mtimeMs}:${stat.size}`);
  }
  return into;
}

function read(): Manifest {
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
}

/** Records one generator's run: its inputs now, and the files that changed between the two snapshots. */
export function record(generator: string, before: Map<string, string>, after: Map<string, string>): void {
  const outputs: Record<string, string> = {};
  for (const [file, stamp] of [...after].sort(([a], [b]) => a.localeCompare(b))) {
    if (before.get(file) !== stamp) outputs[posix(file)] = sha256(readFileSync(file));
  }
  const manifest = read();
  manifest[generator] = { inputs: inputsHash(generator), outputs };
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
}

export function generatorNames(): string[] {
  return readdirSync(generatorsDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.basename(file, '.ts'))
    .sort();
}

/** What is out of date, one line each with the command that fixes it; empty when the art is current. */
export function staleness(): string[] {
  const manifest = read();
  const names = generatorNames();
  const problems: string[] = [];
  for (const generator of names) {
    const entry = manifest[generator];
    const fix = `npm run media -- ${generator}`;
    if (!entry) {
      problems.push(`${generator}: never recorded in tools/media/manifest.json (run ${fix})`);
      continue;
    }
    if (entry.inputs !== inputsHash(generator)) problems.push(`${generator}: its code or content changed since its art was drawn (run ${fix} and commit the art)`);
    for (const [file, hash] of Object.entries(entry.outputs)) {
      const full = path.join(root, file);
      if (!existsSync(full)) problems.push(`${generator}: ${file} is missing (run ${fix})`);
      else if (sha256(readFileSync(full)) !== hash) {
        problems.push(`${generator}: ${file} differs from what the generator wrote (run ${fix}; if it is a real picture that replaces the drawing, delete its line from tools/media/manifest.json)`);
      }
    }
  }
  for (const generator of Object.keys(manifest)) {
    if (!names.includes(generator)) problems.push(`${generator}: listed in tools/media/manifest.json but has no generator (remove its entry)`);
  }
  return problems;
}
