import { redirectResponse } from '@/server/request';
import { setSummaryEnabled } from '@/server/enquiries/daily-summary';
import { readSmallForm } from '@/server/staff/forms';
import { staffRequest } from '@/server/staff/guard';

/** POST /staff/settings/summary: the signed-in staff member turns their own morning summary on or off. */
export async function POST(request: Request): Promise<Response> {
  const gate = await staffRequest(request);
  if (!gate.ok) return gate.response;
  const form = await readSmallForm(request, 1024);
  if (form?.summary !== 'on' && form?.summary !== 'off') return new Response('Choose on or off.\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const { connection, user } = gate.context;
  await setSummaryEnabled(connection, { id: user.id, email: user.email }, form.summary === 'on');
  return redirectResponse('/staff/settings');
}
