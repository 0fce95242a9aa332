import { redirectResponse } from '@/server/request';
import { readSmallForm } from '@/server/staff/forms';
import { staffRequest } from '@/server/staff/guard';
import { eraseByEmail } from '@/server/staff/retention';

/** POST /staff/erasure (admins): erase everything held about one address, then show the counts. */
export async function POST(request: Request): Promise<Response> {
  const gate = await staffRequest(request, { action: 'erase' });
  if (!gate.ok) return gate.response;
  const form = await readSmallForm(request, 4096);
  const { user, connection } = gate.context;
  const result = await eraseByEmail(connection, form?.email ?? '', { id: user.id, email: user.email });
  if (result === 'invalid') return redirectResponse('/staff/erase?error=invalid');
  const summary = `contact=${result.contact} career=${result.career} notes=${result.notes}`;
  return redirectResponse(`/staff/erase?done=${encodeURIComponent(summary)}`);
}
