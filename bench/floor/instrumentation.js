// Without a file of its own, Turbopack picks up the site's src/instrumentation.ts
// (database, mail worker) from the repository root. The floor needs none of it.
export function register() {}
