import { redirectResponse } from '@/server/request';
import { setTwoFactorRequired } from '@/server/staff/accounts';
import { readSmallForm } from '@/server/staff/forms';
import { staffRequest } from '@/server/staff/guard';

/** POST /staff/two-factor/policy (admins): make the second factor mandatory or optional for every account. */
export async function POST(request: Request): Promise<Response> {
  const gate = await staffRequest(request, { action: 'manage-accounts' });
  if (!gate.ok) return gate.response;
  const form = await readSmallForm(request, 1024);
  if (form?.required !== 'on' && form?.required !== 'off') return redirectResponse('/staff/two-factor');
  const { connection, user } = gate.context;
  await setTwoFactorRequired(connection, form.required === 'on', { id: user.id, email: user.email });
  return redirectResponse('/staff/two-factor');
}
