/**
 * Run before `next build` (package.json, "build"): empties the image optimiser's cache
 * (.next/cache/images). Its entries are keyed by an image's address and width, not by its
 * pixels, so a drawing redrawn under the same file name (tools/media writes the names content
 * points at) would otherwise be served from the old entries at the widths phones and laptops
 * ask for, after any rebuild that keeps .next. Each build starts with the pictures it ships.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync(path.join(process.cwd(), '.next', 'cache', 'images'), { recursive: true, force: true });
