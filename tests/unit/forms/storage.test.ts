import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection, type Connection } from '@/server/db/dialect';
import { migrateToLatest, migrationNames } from '@/server/db/migrations';
import {
  countSubmissions,
  getCareerApplication,
  getContactMessage,
  getResume,
  listContactMessages,
  listMails,
  saveCareerApplication,
  saveContactMessage,
} from '@/server/db/queries';
import { takeRateLimit } from '@/server/rate-limit';
import { contactServiceOptions } from '@/content/contact';

/** Every migration applies exactly once; the list comes from the migrations themselves. */
import { contactSchemaFor } from '@/lib/forms/contact-schema';

const contactSchema = contactSchemaFor(contactServiceOptions);
import { createTestDatabase } from '../db-targets';
import { database, describeEachDialect, useTempDatabase, validContact, type TempDatabase } from './helpers';

const run = promisify(execFile);
const contact = (firstName: string) => contactSchema.parse({ ...validContact, firstName });

/** `npm run db:migrate` as a separate process (what each instance, or a deploy step, does). */
function migrateProcess(databaseUrl: string) {
  return run(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'src/cli/migrate.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}

async function tableNames(connection: Connection): Promise<string[]> {
  return (await connection.db.introspection.getTables()).map((table) => table.name).sort();
}

describeEachDialect('storage', (dialect) => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
  });
  afterAll(async () => {
    await temp?.cleanup();
  });

  it('round-trips every column type: ids and millisecond times as numbers, flags as 0/1, résumé bytes exactly', async () => {
    const connection = await database();
    const now = 1_767_225_600_123; // beyond 32 bits: stored as BIGINT
    const contactId = (await saveContactMessage(connection, contact('Typed'), { spam: true, now })).id;
    expect(typeof contactId).toBe('number');
    const message = await getContactMessage(connection, contactId);
    expect(message).toMatchObject({ id: contactId, created_at: now, spam: 1, first_name: 'Typed' });
    expect(typeof message!.created_at).toBe('number');

    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.alloc(3, 0)]);
    const applicationId = (await saveCareerApplication(
      connection,
      { name: 'Bytes Tester', email: 'bytes@example.org', message: '' },
      { fileName: 'cv.pdf', contentType: 'application/pdf', bytes },
      { spam: false, now },
    )).id;
    expect(await getCareerApplication(connection, applicationId)).toMatchObject({ created_at: now, resume_size: bytes.length, spam: 0 });
    const resume = await getResume(connection, applicationId);
    expect(Buffer.isBuffer(resume!.bytes)).toBe(true);
    expect(resume!.bytes.equals(bytes)).toBe(true);
    const mail = (await listMails(connection)).find((row) => row.kind === 'career' && row.submission_id === applicationId)!;
    expect(mail).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: now, locked_until: null, sent_at: null });
    expect(await countSubmissions(connection, 'contact')).toBe(1);
    expect(await countSubmissions(connection, 'career')).toBe(1);
  });

  it('stores a submission and its notification in one transaction: both or neither', async () => {
    const connection = await database();
    const before = await countSubmissions(connection, 'contact');
    const last = (await listContactMessages(connection, { includeSpam: true })).at(-1)?.id ?? 0;
    // Occupy the next few outbox slots so that queueing the notification fails after the message row was written.
    const now = Date.now();
    const blockers = [1, 2, 3].map((n) => ({ kind: 'contact' as const, submission_id: last + n, status: 'sent' as const, attempts: 0, next_attempt_at: now, created_at: now }));
    await connection.db.insertInto('outbox').values(blockers).execute();
    await expect(saveContactMessage(connection, contact('Atomic'), { spam: false })).rejects.toThrow();
    expect(await countSubmissions(connection, 'contact')).toBe(before);
    await connection.db.deleteFrom('outbox').where('submission_id', 'in', blockers.map((b) => b.submission_id)).where('kind', '=', 'contact').execute();
    const id = (await saveContactMessage(connection, contact('Atomic'), { spam: false })).id;
    expect((await listMails(connection)).filter((row) => row.kind === 'contact' && row.submission_id === id)).toHaveLength(1);
  });

  it('two instances (separate connections) count against one shared rate limit', async () => {
    const a = await openConnection(temp.url);
    const b = await openConnection(temp.url);
    try {
      const now = Date.now();
      const hit = (connection: Connection, address: string, max: number) =>
        takeRateLimit(connection, { form: 'contact', address, max, windowSeconds: 600, now });
      // In turn: A, B, A are allowed; the fourth and fifth post are over the limit whichever instance gets them.
      const inTurn = [];
      for (const connection of [a, b, a, b, a]) inTurn.push((await hit(connection, '203.0.113.10', 3)).allowed);
      expect(inTurn).toEqual([true, true, true, false, false]);
      // All at once: exactly `max` of 24 simultaneous posts get through.
      const burst = await Promise.all(Array.from({ length: 24 }, (_, i) => hit(i % 2 ? a : b, '203.0.113.11', 10)));
      expect(burst.filter((result) => result.allowed)).toHaveLength(10);
      // The other form has its own count.
      expect((await takeRateLimit(b, { form: 'career', address: '203.0.113.10', max: 3, windowSeconds: 600, now })).allowed).toBe(true);
    } finally {
      await a.db.destroy();
      await b.db.destroy();
    }
  });

  it('migrates once when several processes start together on an empty database', async () => {
    const target = await createTestDatabase(dialect);
    try {
      const results = await Promise.all([1, 2, 3].map(() => migrateProcess(target.url)));
      const outputs = results.map((result) => result.stdout.trim());
      expect(outputs.filter((out) => out.startsWith(`Applied ${migrationNames().length} migration(s) `) && out.endsWith(`: ${migrationNames().join(', ')}`)), outputs.join('\n')).toHaveLength(1);
      expect(outputs.filter((out) => /is up to date\.$/.test(out)), outputs.join('\n')).toHaveLength(2);
      const connection = await openConnection(target.url);
      try {
        expect(await tableNames(connection)).toEqual(
          expect.arrayContaining(['career_applications', 'contact_messages', 'form_drafts', 'outbox', 'rate_limits', 'resumes']),
        );
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(connection.db);
        expect(rows.map((row) => row.name)).toEqual(migrationNames());
      } finally {
        await connection.db.destroy();
      }
    } finally {
      await target.drop();
    }
  });
});

describeEachDialect(
  'PostgreSQL migration lock',
  () => {
    it('migrations started at once from several connections apply once', async () => {
      const target = await createTestDatabase('postgres');
      const connections = await Promise.all([1, 2, 3, 4].map(() => openConnection(target.url)));
      try {
        const applied = await Promise.all(connections.map((connection) => migrateToLatest(connection.db, connection.features)));
        expect(applied.flat()).toEqual(migrationNames());
        expect(applied.filter((names) => names.length === 0)).toHaveLength(3);
      } finally {
        await Promise.all(connections.map((connection) => connection.db.destroy()));
        await target.drop();
      }
    });

    it('waits for the advisory lock another instance holds', async () => {
      const target = await createTestDatabase('postgres');
      const holder = new pg.Client({ connectionString: target.url });
      await holder.connect();
      const connection = await openConnection(target.url);
      try {
        // The key Kysely's migrator locks on PostgreSQL.
        await holder.query('select pg_advisory_lock(3853314791062309107)');
        let done = false;
        const migrating = migrateToLatest(connection.db, connection.features).then((names) => {
          done = true;
          return names;
        });
        await new Promise((resolve) => setTimeout(resolve, 750));
        expect(done).toBe(false);
        expect(await tableNames(connection)).not.toContain('contact_messages');
        await holder.query('select pg_advisory_unlock(3853314791062309107)');
        expect(await migrating).toEqual(migrationNames());
      } finally {
        await holder.end();
        await connection.db.destroy();
        await target.drop();
      }
    });

  },
  ['postgres'],
);

describe('dialect selection', () => {
  it('picks PostgreSQL for postgres:// and postgresql:// URLs and SQLite otherwise', async () => {
    const { dialectNameOf } = await import('@/server/db/dialect');
    expect(dialectNameOf('postgres://app@db:5432/site')).toBe('postgres');
    expect(dialectNameOf('postgresql://app@db/site')).toBe('postgres');
    expect(dialectNameOf('file:./data/site.db')).toBe('sqlite');
  });
});
