import { filterFromQuery } from '@/server/staff/filters';
import { staffRequest } from '@/server/staff/guard';
import { exportCsv } from '@/server/staff/records';

/** GET /staff/export?kind=&status=&q=: the list's current filter as CSV, limited to what the role may see. */
export async function GET(request: Request): Promise<Response> {
  const gate = await staffRequest(request);
  if (!gate.ok) return gate.response;
  const { filter } = filterFromQuery(new URL(request.url).searchParams);
  const { csv } = await exportCsv(gate.context.connection, gate.context.user, filter);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\ufeff${csv}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="submissions-${day}.csv"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });
}
