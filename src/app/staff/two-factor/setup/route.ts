import { redirectResponse } from '@/server/request';
import { enrolmentRequest } from '@/server/staff/guard';
import { startEnrolment } from '@/server/staff/two-factor';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * POST /staff/two-factor/setup: checks the password, creates the TOTP secret and
 * answers with it once (not stored in any page that could be reloaded), with the
 * form that confirms it with a first code. No script: plain HTML.
 */
export async function POST(request: Request): Promise<Response> {
  const gate = await enrolmentRequest(request, 4096);
  if (!gate.ok) return gate.response;
  const enrolment = await startEnrolment(gate.context.connection, request.headers, gate.form?.password ?? '');
  if (!enrolment.ok) return redirectResponse('/staff/two-factor?error=password');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Set up two-factor sign-in</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Set up two-factor sign-in</h1>
<p>Add this account to your authenticator app: enter the key below (time-based, 6 digits, 30 seconds), or paste the whole <code>otpauth</code> link.</p>
<p>Key: <code data-testid="totp-secret">${escape(enrolment.secret)}</code></p>
<p style="word-break: break-all">Link: <code>${escape(enrolment.totpUri)}</code></p>
<p>Backup codes (each works once, if you lose your phone; keep them somewhere safe):</p>
<ul>${enrolment.backupCodes.map((code) => `<li><code>${escape(code)}</code></li>`).join('')}</ul>
<form method="post" action="/staff/two-factor/confirm">
<label for="code">Code from the app</label><br>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
<button type="submit">Turn on</button>
</form>
</body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
