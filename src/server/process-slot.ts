import 'server-only';

/**
 * One value per server process, shared by every copy of the module that keeps it.
 *
 * The production build bundles a server module into each entry that imports it
 * (instrumentation, every route handler and page), and each copy has its own
 * module state (a build's `.next/server/chunks` holds src/server/db/index.ts in several files).
 * A module-level `let` would give each copy its own database connection and
 * outbox worker. A property of `globalThis` under a `Symbol.for` key is the one
 * place all copies see. docs/decisions/014 records why this stays hand-written.
 */
export type ProcessSlot<T> = { get(): T | undefined; set(value: T | undefined): void };

export function processSlot<T>(name: string): ProcessSlot<T> {
  const key = Symbol.for(name);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get: () => store[key],
    set: (value) => {
      store[key] = value;
    },
  };
}
