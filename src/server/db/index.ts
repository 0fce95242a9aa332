import 'server-only';
import { env } from '../env';
import { openConnection, type Connection } from './dialect';
import { migrateToLatest } from './migrations';

export type { Connection } from './dialect';

/**
 * One connection (SQLite handle or PostgreSQL pool) per process, migrated
 * before first use. Kept on globalThis because Next.js loads route handlers
 * and instrumentation in separate module graphs of the same process.
 */
type Holder = { url: string; promise: Promise<Connection> };
const globalKey = Symbol.for('aranya.forms.db');
const store = globalThis as unknown as Record<symbol, Holder | undefined>;

export function database(): Promise<Connection> {
  const { DATABASE_URL: url, PG_POOL_MAX: poolMax } = env();
  const holder = store[globalKey];
  if (holder && holder.url === url) return holder.promise;
  const promise = (async () => {
    const connection = await openConnection(url, { poolMax });
    try {
      await migrateToLatest(connection.db, connection.features);
    } catch (error) {
      await connection.db.destroy().catch(() => {});
      throw error;
    }
    return connection;
  })();
  promise.catch(() => {
    if (store[globalKey]?.promise === promise) store[globalKey] = undefined;
  });
  store[globalKey] = { url, promise };
  return promise;
}

/** Closes the process's connection (graceful shutdown, tests). */
export async function closeDatabase(): Promise<void> {
  const holder = store[globalKey];
  store[globalKey] = undefined;
  if (!holder) return;
  const connection = await holder.promise.catch(() => null);
  await connection?.db.destroy();
}
