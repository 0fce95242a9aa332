import { database } from '@/server/db';
import { env } from '@/server/env';
import { isSameOrigin, redirectResponse } from '@/server/request';
import { readSmallForm, redirectWithCookies } from '@/server/staff/forms';
import { audit } from '@/server/staff/audit';
import { currentStaff } from '@/server/staff/session';
import { verifyCode } from '@/server/staff/two-factor';

/** POST /staff/two-factor/confirm: the first code from the app turns two-factor sign-in on. */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request, env().SITE_URL)) return new Response('Cross-origin request refused.\n', { status: 403 });
  const connection = await database();
  const user = await currentStaff(connection, request.headers);
  if (!user) return redirectResponse('/staff/sign-in');
  const form = await readSmallForm(request, 1024);
  const result = await verifyCode(connection, request.headers, form?.code ?? '');
  if (!result) return redirectResponse('/staff/two-factor?error=code');
  await audit(connection, { actor: { id: user.id, email: user.email }, action: 'account', detail: 'two-factor-enabled' });
  return redirectWithCookies('/staff/two-factor', result.setCookies);
}
