import 'server-only';
import { AUTH_TABLES, ROLES, isRole, staffAuth, type Role } from '../auth';
import type { Connection } from '../db';
import { audit, type Actor } from './audit';

/*
 * Staff accounts, managed by an operator (`npm run staff -- …`). Passwords are
 * hashed by better-auth (scrypt) through its own context, so the CLI and the
 * sign-in form agree on the format.
 */

const PASSWORD_MIN = 12;
const PASSWORD_MAX = 256;

export type AccountSummary = { id: string; email: string; name: string; role: Role; disabled: boolean; twoFactor: boolean; createdAt: string };

type Result<T = void> = { ok: true; value: T } | { ok: false; error: string };

function checkPassword(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `The password must have at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `The password must have at most ${PASSWORD_MAX} characters.`;
  return null;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function addUser(
  connection: Connection,
  input: { email: string; name: string; role: string; password: string },
  actor: Actor = null,
): Promise<Result<{ id: string }>> {
  const email = normaliseEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { ok: false, error: 'Give a valid e-mail address.' };
  const name = input.name.trim();
  if (!name) return { ok: false, error: 'Give a name.' };
  if (!isRole(input.role)) return { ok: false, error: `The role must be one of: ${ROLES.join(', ')}.` };
  const problem = checkPassword(input.password);
  if (problem) return { ok: false, error: problem };
  const ctx = await (await staffAuth(connection)).$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) return { ok: false, error: `An account for ${email} already exists.` };
  const hash = await ctx.password.hash(input.password);
  const user = await ctx.internalAdapter.createUser({ email, name, emailVerified: true, role: input.role, disabled: false }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  await audit(connection, { actor, action: 'account', detail: `created role=${input.role}` });
  return { ok: true, value: { id: user.id } };
}

export async function listUsers({ db }: Connection): Promise<AccountSummary[]> {
  const rows = await db
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    .selectFrom(AUTH_TABLES.user as any)
    .select(['id', 'email', 'name', 'role', 'disabled', 'twoFactorEnabled', 'createdAt'])
    .orderBy('email')
    .execute();
  return (rows as Record<string, unknown>[]).map((row) => ({
    id: String(row.id),
    email: String(row.email),
    name: String(row.name),
    role: isRole(row.role) ? row.role : 'sales',
    disabled: row.disabled === true || Number(row.disabled) === 1,
    twoFactor: row.twoFactorEnabled === true || Number(row.twoFactorEnabled) === 1,
    createdAt: new Date(row.createdAt as string).toISOString(),
  }));
}

async function findUser(connection: Connection, email: string) {
  const ctx = await (await staffAuth(connection)).$context;
  const found = await ctx.internalAdapter.findUserByEmail(normaliseEmail(email));
  return { ctx, user: found?.user ?? null };
}

/** Disables an account and ends all its sessions at once. */
export async function disableUser(connection: Connection, email: string, actor: Actor = null): Promise<Result> {
  const { ctx, user } = await findUser(connection, email);
  if (!user) return { ok: false, error: `No account for ${normaliseEmail(email)}.` };
  await ctx.internalAdapter.updateUser(user.id, { disabled: true });
  await ctx.internalAdapter.deleteUserSessions(user.id);
  await audit(connection, { actor, action: 'account', detail: 'disabled' });
  return { ok: true, value: undefined };
}

/** Sets a new password (and re-enables nothing): every session of the account ends. */
export async function resetPassword(connection: Connection, email: string, password: string, actor: Actor = null): Promise<Result> {
  const problem = checkPassword(password);
  if (problem) return { ok: false, error: problem };
  const { ctx, user } = await findUser(connection, email);
  if (!user) return { ok: false, error: `No account for ${normaliseEmail(email)}.` };
  await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(password));
  await ctx.internalAdapter.deleteUserSessions(user.id);
  await audit(connection, { actor, action: 'account', detail: 'password-reset' });
  return { ok: true, value: undefined };
}

/* ---------- workspace-wide settings ---------- */

export async function twoFactorRequired({ db }: Connection): Promise<boolean> {
  const row = await db.selectFrom('staff_settings').select('value').where('key', '=', 'require_two_factor').executeTakeFirst();
  return row?.value === '1';
}

export async function setTwoFactorRequired(connection: Connection, required: boolean, actor: Actor): Promise<void> {
  await connection.db
    .insertInto('staff_settings')
    .values({ key: 'require_two_factor', value: required ? '1' : '0' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: required ? '1' : '0' }))
    .execute();
  await audit(connection, { actor, action: 'account', detail: `two-factor-required=${required ? 'yes' : 'no'}` });
}
