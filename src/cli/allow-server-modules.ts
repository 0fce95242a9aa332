/**
 * Lets the command-line tools load the `src/server` modules outside Next.js.
 * Those modules start with `import 'server-only'`, a marker whose default
 * export throws unless the `react-server` condition is active (as it is for
 * Next's server bundles). A command-line process is server-only by nature,
 * so this registers the marker as an empty module before anything imports it.
 * Import this file first.
 */
import Module, { createRequire } from 'node:module';
import path from 'node:path';

const requireHere = createRequire(path.join(process.cwd(), 'package.json'));
try {
  const resolved = requireHere.resolve('server-only');
  const stub = new Module(resolved);
  stub.filename = resolved;
  stub.loaded = true;
  stub.exports = {};
  requireHere.cache[resolved] = stub;
} catch {
  // Under `--conditions=react-server` (or without the package) nothing needs doing.
}
