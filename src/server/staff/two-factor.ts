import 'server-only';
import { staffAuth } from '../auth';
import type { Connection } from '../db';
import { audit } from './audit';
import type { StaffUser } from './records';

/*
 * The optional TOTP second factor, on better-auth's two-factor plugin:
 * enrolment (password → secret and backup codes → first code confirms it) and
 * the second step of a sign-in. Wrong codes are counted and locked out by the
 * plugin itself (failedVerificationCount / lockedUntil in staff_two_factor).
 */

export type Enrolment = { ok: true; totpUri: string; secret: string; backupCodes: string[] } | { ok: false };

export async function startEnrolment(connection: Connection, headers: Headers, password: string): Promise<Enrolment> {
  const auth = await staffAuth(connection);
  try {
    const result = await auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers });
    if (result.method !== 'totp') return { ok: false };
    const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
    return { ok: true, totpUri: result.totpURI, secret, backupCodes: result.backupCodes };
  } catch {
    return { ok: false };
  }
}

/**
 * Checks a TOTP code: for a signed-in account it completes enrolment; during
 * sign-in (the library's two-factor cookie) it creates the session. Returns the
 * cookies to set, or null when the code is wrong, expired or locked out.
 */
export async function verifyCode(connection: Connection, headers: Headers, code: string): Promise<{ setCookies: string[]; userId: string | null } | null> {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const auth = await staffAuth(connection);
  try {
    const response = await auth.api.verifyTOTP({ body: { code: code.trim() }, headers, asResponse: true });
    if (response.status !== 200) return null;
    const body = (await response.json().catch(() => ({}))) as { user?: { id?: string } };
    return { setCookies: response.headers.getSetCookie(), userId: body.user?.id ?? null };
  } catch {
    return null;
  }
}

export async function auditSecondFactor(connection: Connection, user: StaffUser | null, ok: boolean): Promise<void> {
  await audit(connection, { actor: user ? { id: user.id, email: user.email } : null, action: ok ? 'sign-in' : 'sign-in-failed', detail: 'second-factor' });
}
