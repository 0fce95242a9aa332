import 'server-only';
import { database } from './db';
import { ping } from './db/queries';

/** GET /api/health: 200 when the database answers a query, 503 otherwise. */
export async function healthResponse(): Promise<Response> {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  try {
    await ping(await database());
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers });
  } catch (error) {
    console.error(JSON.stringify({ event: 'health.failed', error: error instanceof Error ? error.message : String(error) }));
    return new Response(JSON.stringify({ ok: false }), { status: 503, headers });
  }
}
