import 'server-only';
import { env } from '../env';
import { openConnection, type Connection } from './dialect';
import { migrateToLatest } from './migrations';
import { processSlot } from '../process-slot';

export type { Connection } from './dialect';

/** One connection (SQLite handle or PostgreSQL pool) per process, migrated before first use. */
const slot = processSlot<{ url: string; promise: Promise<Connection> }>('aranya.forms.db');

export function database(): Promise<Connection> {
  const { DATABASE_URL: url, PG_POOL_MAX: poolMax } = env();
  const holder = slot.get();
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
    if (slot.get()?.promise === promise) slot.set(undefined);
  });
  slot.set({ url, promise });
  return promise;
}

/** Closes the process's connection (graceful shutdown, tests). */
export async function closeDatabase(): Promise<void> {
  const holder = slot.get();
  slot.set(undefined);
  if (!holder) return;
  const connection = await holder.promise.catch(() => null);
  await connection?.db.destroy();
}
