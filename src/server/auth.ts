import 'server-only';
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';
import { company } from '@/content/company';
import type { Connection } from './db';
import { SUBMISSION_KINDS, type SubmissionKind } from './db/kinds';
import { DESKS, DESK_KINDS, deskOf } from './enquiries/routing';
import { env } from './env';
import { processSlot } from './process-slot';

/*
 * Staff authentication: better-auth (docs/decisions/013-staff-auth.md) on the
 * site's own Kysely connection, so accounts and sessions live in the same
 * SQLite or PostgreSQL database as the submissions (tables created by the
 * '0002_staff' migration). The library's HTTP handler is never mounted: the
 * workspace calls `auth.api.*` from its own route handlers, so no sign-up,
 * password-reset-by-mail or OAuth endpoint exists to be reached. Roles and
 * the one permission check of the workspace live here too.
 */

/** admin: everything; sales, lab and hr: the submissions of their desk (src/server/enquiries/routing.ts). */
export const ROLES = ['admin', ...DESKS] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);


/** What each role may do. The workspace pages, route handlers and the CLI all ask this one function. */
/**
 * `service` narrows a read or update to one record: given, the record's desk must be the role's; left out, the
 * question is whether the role handles any submission of that kind (lists, route gates).
 */
export type Permission =
  | { action: 'read'; kind: SubmissionKind; service?: string }
  | { action: 'update'; kind: SubmissionKind; service?: string }
  | { action: 'export'; kind: SubmissionKind }
  | { action: 'download-resume' }
  | { action: 'read-audit' }
  | { action: 'erase' }
  | { action: 'manage-accounts' };

export function can(role: Role, permission: Permission): boolean {
  if (role === 'admin') return true;
  switch (permission.action) {
    case 'read':
    case 'update':
    case 'export': {
      const service = 'service' in permission ? permission.service : undefined;
      return service === undefined ? DESK_KINDS[role].includes(permission.kind) : deskOf(permission.kind, service) === role;
    }
    case 'download-resume':
      return role === 'hr';
    default:
      return false;
  }
}

/** The kinds of submission a role may see at all (list filters use it). */
export function visibleKinds(role: Role): SubmissionKind[] {
  return SUBMISSION_KINDS.filter((kind) => can(role, { action: 'read', kind }));
}

/** better-auth's table names: prefixed so they sit apart from the site's own tables. */
export const AUTH_TABLES = {
  user: 'staff_user',
  session: 'staff_session',
  account: 'staff_account',
  verification: 'staff_verification',
  twoFactor: 'staff_two_factor',
} as const;

const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

function createAuth(connection: Connection, secret: string, baseURL: string) {
  return betterAuth({
    appName: `${company.shortName} staff`,
    baseURL,
    basePath: '/api/auth',
    secret,
    database: { db: connection.db, type: connection.features.name },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by an operator (`npm run staff -- add-user`), never by visitors.
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 256,
    },
    user: {
      modelName: AUTH_TABLES.user,
      additionalFields: {
        role: { type: 'string', required: true, input: false, defaultValue: 'sales' },
        disabled: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    session: {
      modelName: AUTH_TABLES.session,
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: 60 * 60,
      // Every request reads the session row, so a revoked session is refused at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: AUTH_TABLES.account },
    verification: { modelName: AUTH_TABLES.verification },
    // The workspace has its own per-address and per-account limiter (src/server/staff/sign-in.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: baseURL.startsWith('https://'),
      cookiePrefix: 'staff',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no new session (its old ones are deleted when it is disabled).
          async before(session) {
            const user = await connection.db
              // eslint-disable-next-line @typescript-eslint/no-explicit-any
              .selectFrom(AUTH_TABLES.user as any)
              .select(['disabled'])
              .where('id', '=', session.userId)
              .executeTakeFirst();
            if (!user || Number((user as { disabled: unknown }).disabled) === 1 || (user as { disabled: unknown }).disabled === true) return false;
          },
        },
      },
    },
    plugins: [twoFactor({ issuer: `${company.shortName} staff`, twoFactorTable: AUTH_TABLES.twoFactor })],
    telemetry: { enabled: false },
    // Its warnings ("User not found" on every wrong sign-in) would flood the log; the audit log records those.
    logger: { level: 'error' },
  });
}

export type StaffAuth = ReturnType<typeof createAuth>;

/**
 * The signing secret: AUTH_SECRET when set, otherwise a random one made on
 * first use and kept in the database, so every instance of the site shares it
 * and no deployment runs with a guessable default.
 */
async function authSecret(connection: Connection): Promise<string> {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  await connection.db
    .insertInto('staff_settings')
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await connection.db.selectFrom('staff_settings').select('value').where('key', '=', 'auth_secret').executeTakeFirstOrThrow();
  return row.value;
}

const authSlot = processSlot<Map<Connection, Promise<StaffAuth>>>('aranya.staff.auth');

/** The auth instance for a connection (one per process and database, like the connection itself). */
export function staffAuth(connection: Connection): Promise<StaffAuth> {
  let map = authSlot.get();
  if (!map) authSlot.set((map = new Map()));
  let promise = map.get(connection);
  if (!promise) {
    promise = authSecret(connection).then((secret) => createAuth(connection, secret, env().SITE_URL ?? 'http://localhost:3000'));
    map.set(connection, promise);
    promise.catch(() => map.delete(connection));
  }
  return promise;
}
