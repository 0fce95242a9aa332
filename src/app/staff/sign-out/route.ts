import { database } from '@/server/db';
import { env } from '@/server/env';
import { isSameOrigin } from '@/server/request';
import { redirectWithCookies } from '@/server/staff/forms';
import { currentStaff, signOut } from '@/server/staff/session';

/** POST /staff/sign-out: deletes the session server-side, clears the cookie, back to sign-in. */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request, env().SITE_URL, env().TRUST_PROXY)) return new Response('Cross-origin request refused.\n', { status: 403 });
  const connection = await database();
  const user = await currentStaff(connection, request.headers);
  const cookies = await signOut(connection, request.headers, user);
  return redirectWithCookies('/staff/sign-in', cookies);
}
