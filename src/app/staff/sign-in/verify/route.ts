import { database } from '@/server/db';
import { env } from '@/server/env';
import { isSameOrigin, redirectResponse } from '@/server/request';
import { readSmallForm, redirectWithCookies } from '@/server/staff/forms';
import { currentStaff } from '@/server/staff/session';
import { auditSecondFactor, verifyCode } from '@/server/staff/two-factor';

/** POST /staff/sign-in/verify: the second step of a sign-in with a TOTP code. */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request, env().SITE_URL, env().TRUST_PROXY)) return new Response('Cross-origin request refused.\n', { status: 403 });
  const connection = await database();
  const form = await readSmallForm(request, 1024);
  const result = await verifyCode(connection, request.headers, form?.code ?? '');
  if (!result) {
    await auditSecondFactor(connection, null, false);
    return redirectResponse('/staff/sign-in/two-factor?error=code');
  }
  const cookie = result.setCookies.map((c) => c.split(';')[0]).join('; ');
  const user = await currentStaff(connection, new Headers({ cookie }));
  await auditSecondFactor(connection, user, true);
  return redirectWithCookies('/staff', result.setCookies);
}
