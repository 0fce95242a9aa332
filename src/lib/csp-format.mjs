/**
 * The one Content-Security-Policy formatter. Plain JavaScript with no imports, so that
 * tools/production/csp-hashes.mjs and tools/production/start.mjs (plain Node.js, outside the Next.js bundle)
 * and the app (src/lib/security-headers.ts for next.config.ts, src/proxy.ts) all call this
 * same function on the directives of src/lib/security-policy.json; src/lib/csp-format.test.ts
 * checks that they do.
 */

/** Formats directives as a policy; `extra` adds sources to a directive. */
export function formatPolicy(directives, extra = {}) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources, ...(extra[name] ?? [])].join(' '))
    .join('; ');
}
