import { database } from '@/server/db';
import { env } from '@/server/env';
import { clientAddress, isSameOrigin, redirectResponse } from '@/server/request';
import { readSmallForm, redirectWithCookies } from '@/server/staff/forms';
import { signIn } from '@/server/staff/session';

/** POST /staff/session: the sign-in form. 303 to the workspace, 303 back with an error, or 429 when locked. */
export async function POST(request: Request): Promise<Response> {
  const config = env();
  if (!isSameOrigin(request, config.SITE_URL, config.TRUST_PROXY)) return new Response('Cross-origin request refused.\n', { status: 403 });
  const form = await readSmallForm(request, 4096);
  if (!form) return new Response('Send the sign-in form.\n', { status: 400 });
  const connection = await database();
  const result = await signIn(connection, {
    email: form.email ?? '',
    password: form.password ?? '',
    address: clientAddress(request.headers, config.TRUST_PROXY),
    headers: request.headers,
  });
  if (result.ok) return redirectWithCookies(result.needsSecondFactor ? '/staff/sign-in/two-factor' : '/staff', result.setCookies);
  if (result.reason === 'invalid') return redirectResponse('/staff/sign-in?error=invalid');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Too many attempts</title></head><body><h1>Too many sign-in attempts</h1><p>Too many wrong passwords. Wait 15 minutes and try again.</p><p><a href="/staff/sign-in">Back to sign-in</a></p></body></html>`;
  return new Response(html, {
    status: 429,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(result.retryAfterSeconds), 'cache-control': 'no-store' },
  });
}
