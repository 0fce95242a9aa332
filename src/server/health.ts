import 'server-only';
import { database } from './db';
import { ping } from './db/queries';

const HEALTH_TIMEOUT_MS = 5_000;

/**
 * GET /api/health, for load balancers and orchestrators: 200 when this
 * instance's database (SQLite file or PostgreSQL pool) answers a query within
 * 5 s, 503 otherwise. Never cached; reveals only the engine's name.
 */
export async function healthResponse(): Promise<Response> {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  let timer: NodeJS.Timeout | undefined;
  try {
    const check = (async () => {
      const connection = await database();
      await ping(connection);
      return connection.features.name;
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the database did not answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
    });
    const engine = await Promise.race([check, timeout]);
    return new Response(JSON.stringify({ ok: true, database: engine }), { status: 200, headers });
  } catch (error) {
    console.error(JSON.stringify({ event: 'health.failed', error: error instanceof Error ? error.message : String(error) }));
    return new Response(JSON.stringify({ ok: false }), { status: 503, headers });
  } finally {
    clearTimeout(timer);
  }
}
