import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { isRole, staffAuth } from '../auth';
import type { Connection } from '../db';
import { audit } from './audit';
import { twoFactorRequired } from './accounts';
import type { StaffUser } from './records';

/*
 * Sign-in, the current session and sign-out, on better-auth's server API.
 *
 * Wrong passwords are counted per client address and per account name typed,
 * in the shared rate_limits table (one-minute buckets summed over a sliding
 * 15 minutes), before the password is checked: once either count reaches its
 * limit the answer is "locked" (HTTP 429) whether the account exists or not.
 */

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords allowed per account name in the window; the next attempt is refused. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Per client address: higher, as one office may share an address. */
const MAX_FAILURES_PER_ADDRESS = 50;
const BUCKET_MS = 60 * 1000;

const keyFor = (kind: 'addr' | 'acct', value: string) =>
  `staff-sign-in:${kind}:${createHash('sha256').update(value).digest('hex').slice(0, 40)}`;

async function failures({ db }: Connection, key: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select(sql<number | string | null>`sum(hits)`.as('n'))
    .where('key', '=', key)
    .where('window_start', '>', now - SIGN_IN_WINDOW_MS)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function countFailure({ db }: Connection, key: string, now: number): Promise<void> {
  const bucket = Math.floor(now / BUCKET_MS) * BUCKET_MS;
  await db
    .insertInto('rate_limits')
    .values({ key, window_start: bucket, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }))
    .execute();
}

export type SignInResult =
  | { ok: true; setCookies: string[]; user: StaffUser; needsSecondFactor: boolean }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export async function signIn(
  connection: Connection,
  input: { email: string; password: string; address: string; headers: Headers; now?: number },
): Promise<SignInResult> {
  const now = input.now ?? Date.now();
  const email = input.email.trim().toLowerCase().slice(0, 320);
  const addressKey = keyFor('addr', input.address);
  const accountKey = keyFor('acct', email);
  const [byAddress, byAccount] = await Promise.all([failures(connection, addressKey, now), failures(connection, accountKey, now)]);
  if (byAddress >= MAX_FAILURES_PER_ADDRESS || byAccount >= MAX_FAILURES_PER_ACCOUNT) {
    await audit(connection, { actor: null, action: 'sign-in-locked' });
    return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil(SIGN_IN_WINDOW_MS / 1000) };
  }
  const auth = await staffAuth(connection);
  let response: Response | null = null;
  if (email && input.password && input.password.length <= 256) {
    try {
      response = await auth.api.signInEmail({ body: { email, password: input.password, rememberMe: false }, headers: input.headers, asResponse: true });
    } catch {
      response = null;
    }
  }
  if (!response || response.status !== 200) {
    await countFailure(connection, addressKey, now);
    await countFailure(connection, accountKey, now);
    const ctx = await auth.$context;
    const known = email ? await ctx.internalAdapter.findUserByEmail(email) : null;
    // The account id (never the typed name) when the account exists, so admins see attacks on real accounts.
    await audit(connection, { actor: known ? { id: known.user.id, email: known.user.email } : null, action: 'sign-in-failed' });
    return { ok: false, reason: 'invalid' };
  }
  const body = (await response.json()) as { twoFactorRedirect?: boolean; user?: { id: string; email: string; name: string; role?: string } };
  const setCookies = response.headers.getSetCookie();
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(email);
  const record = found?.user as (Record<string, unknown> & { id: string; email: string; name: string }) | undefined;
  if (!record || !isRole(record.role)) return { ok: false, reason: 'invalid' };
  const user: StaffUser = { id: record.id, email: record.email, name: record.name, role: record.role };
  if (body.twoFactorRedirect) return { ok: true, setCookies, user, needsSecondFactor: true };
  await audit(connection, { actor: { id: user.id, email: user.email }, action: 'sign-in' });
  return { ok: true, setCookies, user, needsSecondFactor: false };
}

export type CurrentStaff = StaffUser & { twoFactorEnabled: boolean; mustEnrolSecondFactor: boolean };

/** The signed-in staff member for these request headers, or null (no cookie, expired, revoked or disabled). */
export async function currentStaff(connection: Connection, headers: Headers): Promise<CurrentStaff | null> {
  if (!/staff\.session_token=/.test(headers.get('cookie') ?? '')) return null;
  const auth = await staffAuth(connection);
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } }).catch(() => null);
  if (!session) return null;
  const user = session.user as Record<string, unknown> & { id: string; email: string; name: string };
  if (!isRole(user.role) || user.disabled === true || Number(user.disabled) === 1) return null;
  const twoFactorEnabled = user.twoFactorEnabled === true || Number(user.twoFactorEnabled) === 1;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    twoFactorEnabled,
    mustEnrolSecondFactor: !twoFactorEnabled && (await twoFactorRequired(connection)),
  };
}

/** Deletes the session row (so the cookie is worthless even if kept) and returns the cookies that clear it. */
export async function signOut(connection: Connection, headers: Headers, user: StaffUser | null): Promise<string[]> {
  const auth = await staffAuth(connection);
  const response = await auth.api.signOut({ headers, asResponse: true }).catch(() => null);
  if (user) await audit(connection, { actor: { id: user.id, email: user.email }, action: 'sign-out' });
  return response?.headers.getSetCookie() ?? [];
}
