import { redirectResponse } from '@/server/request';
import { audit } from '@/server/staff/audit';
import { redirectWithCookies } from '@/server/staff/forms';
import { enrolmentRequest } from '@/server/staff/guard';
import { verifyCode } from '@/server/staff/two-factor';

/** POST /staff/two-factor/confirm: the first code from the app turns two-factor sign-in on. */
export async function POST(request: Request): Promise<Response> {
  const gate = await enrolmentRequest(request, 1024);
  if (!gate.ok) return gate.response;
  const { connection, user } = gate.context;
  const result = await verifyCode(connection, request.headers, gate.form?.code ?? '');
  if (!result) return redirectResponse('/staff/two-factor?error=code');
  await audit(connection, { actor: { id: user.id, email: user.email }, action: 'account', detail: 'two-factor-enabled' });
  return redirectWithCookies('/staff/two-factor', result.setCookies);
}
