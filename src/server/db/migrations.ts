import 'server-only';
import { Migrator, sql, type ColumnDataType, type Kysely, type Migration, type MigrationProvider, type CreateTableBuilder } from 'kysely';
import type { DialectFeatures } from './dialect';

/**
 * Versioned schema migrations, written with Kysely's schema builder so the
 * same steps create the SQLite and the PostgreSQL schema. Append new entries;
 * never edit one that has shipped. Kysely records applied names in
 * `kysely_migration`. Several instances starting together migrate once:
 * on PostgreSQL Kysely holds an advisory lock (and one transaction) while
 * migrating; on SQLite the run is one BEGIN IMMEDIATE transaction.
 */
function migrations(features: DialectFeatures): Record<string, Migration> {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn('id', features.autoIdType, (col) => (features.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey()));

  return {
    '0001_forms': {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable('contact_messages'))
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .addColumn('first_name', 'text', (col) => col.notNull())
          .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('email', 'text', (col) => col.notNull())
          .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('service', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('message', 'text', (col) => col.notNull())
          .addColumn('spam', 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();

        await withId(db.schema.createTable('career_applications'))
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('email', 'text', (col) => col.notNull())
          .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('resume_file_name', 'text', (col) => col.notNull())
          .addColumn('resume_content_type', 'text', (col) => col.notNull())
          .addColumn('resume_size', 'integer', (col) => col.notNull())
          .addColumn('spam', 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('career_applications_created_idx').on('career_applications').column('created_at').execute();

        await db.schema
          .createTable('resumes')
          .addColumn('application_id', 'integer', (col) =>
            col.primaryKey().references('career_applications.id').onDelete('cascade'),
          )
          .addColumn('bytes', features.binaryType, (col) => col.notNull())
          .execute();

        await withId(db.schema.createTable('outbox'))
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('submission_id', 'integer', (col) => col.notNull())
          .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
          .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
          .addColumn('locked_until', 'bigint')
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .addColumn('sent_at', 'bigint')
          .addUniqueConstraint('outbox_submission_unique', ['kind', 'submission_id'])
          .execute();
        await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();

        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (col) => col.notNull())
          .addColumn('window_start', 'bigint', (col) => col.notNull())
          .addColumn('hits', 'integer', (col) => col.notNull())
          .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
          .execute();

        await db.schema
          .createTable('form_drafts')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('form', 'text', (col) => col.notNull())
          .addColumn('payload', 'text', (col) => col.notNull())
          .addColumn('expires_at', 'bigint', (col) => col.notNull())
          .execute();
        await db.schema.createIndex('form_drafts_expires_idx').on('form_drafts').column('expires_at').execute();
      },
    },
    '0002_staff': {
      // The staff workspace: better-auth's tables (names and columns as the library's schema for
      // src/server/auth.ts expects them; dates are timestamptz/boolean on PostgreSQL and ISO text /
      // 0-1 integers on SQLite, as its Kysely adapter writes them), a workflow status on each
      // submission, internal notes, the audit log and a small settings table.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        const date: ColumnDataType = features.name === 'postgres' ? 'timestamptz' : 'date';
        const bool: ColumnDataType = features.name === 'postgres' ? 'boolean' : 'integer';
        await db.schema
          .createTable('staff_user')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('email', 'text', (col) => col.notNull().unique())
          .addColumn('emailVerified', bool, (col) => col.notNull())
          .addColumn('image', 'text')
          .addColumn('createdAt', date, (col) => col.notNull())
          .addColumn('updatedAt', date, (col) => col.notNull())
          .addColumn('twoFactorEnabled', bool)
          .addColumn('role', 'text', (col) => col.notNull())
          .addColumn('disabled', bool)
          .execute();
        await db.schema
          .createTable('staff_session')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('expiresAt', date, (col) => col.notNull())
          .addColumn('token', 'text', (col) => col.notNull().unique())
          .addColumn('createdAt', date, (col) => col.notNull())
          .addColumn('updatedAt', date, (col) => col.notNull())
          .addColumn('ipAddress', 'text')
          .addColumn('userAgent', 'text')
          .addColumn('userId', 'text', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
          .execute();
        await db.schema.createIndex('staff_session_userId_idx').on('staff_session').column('userId').execute();
        await db.schema
          .createTable('staff_account')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('accountId', 'text', (col) => col.notNull())
          .addColumn('providerId', 'text', (col) => col.notNull())
          .addColumn('userId', 'text', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
          .addColumn('accessToken', 'text')
          .addColumn('refreshToken', 'text')
          .addColumn('idToken', 'text')
          .addColumn('accessTokenExpiresAt', date)
          .addColumn('refreshTokenExpiresAt', date)
          .addColumn('scope', 'text')
          .addColumn('password', 'text')
          .addColumn('createdAt', date, (col) => col.notNull())
          .addColumn('updatedAt', date, (col) => col.notNull())
          .execute();
        await db.schema.createIndex('staff_account_userId_idx').on('staff_account').column('userId').execute();
        await db.schema
          .createTable('staff_verification')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('identifier', 'text', (col) => col.notNull())
          .addColumn('value', 'text', (col) => col.notNull())
          .addColumn('expiresAt', date, (col) => col.notNull())
          .addColumn('createdAt', date, (col) => col.notNull())
          .addColumn('updatedAt', date, (col) => col.notNull())
          .execute();
        await db.schema.createIndex('staff_verification_identifier_idx').on('staff_verification').column('identifier').execute();
        await db.schema
          .createTable('staff_two_factor')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('secret', 'text', (col) => col.notNull())
          .addColumn('backupCodes', 'text', (col) => col.notNull())
          .addColumn('userId', 'text', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
          .addColumn('verified', bool)
          .addColumn('failedVerificationCount', 'integer')
          .addColumn('lockedUntil', date)
          .execute();
        await db.schema.createIndex('staff_two_factor_secret_idx').on('staff_two_factor').column('secret').execute();
        await db.schema.createIndex('staff_two_factor_userId_idx').on('staff_two_factor').column('userId').execute();

        await db.schema
          .createTable('staff_settings')
          .addColumn('key', 'text', (col) => col.primaryKey())
          .addColumn('value', 'text', (col) => col.notNull())
          .execute();

        for (const table of ['contact_messages', 'career_applications']) {
          await db.schema.alterTable(table).addColumn('status', 'text', (col) => col.notNull().defaultTo('new')).execute();
          // The workspace lists newest first, optionally by status: both orders come from an index.
          await db.schema.createIndex(`${table}_status_created_idx`).on(table).columns(['status', 'created_at']).execute();
        }

        await withId(db.schema.createTable('staff_notes'))
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('submission_id', 'integer', (col) => col.notNull())
          .addColumn('author_id', 'text', (col) => col.notNull())
          .addColumn('author_name', 'text', (col) => col.notNull())
          .addColumn('body', 'text', (col) => col.notNull())
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .execute();
        await db.schema.createIndex('staff_notes_submission_idx').on('staff_notes').columns(['kind', 'submission_id']).execute();

        await withId(db.schema.createTable('staff_audit'))
          .addColumn('at', 'bigint', (col) => col.notNull())
          .addColumn('actor_id', 'text')
          .addColumn('actor_email', 'text')
          .addColumn('action', 'text', (col) => col.notNull())
          .addColumn('kind', 'text')
          .addColumn('submission_id', 'integer')
          .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
          .execute();
        await db.schema.createIndex('staff_audit_at_idx').on('staff_audit').column('at').execute();
      },
    },
    '0003_draft_bounds': {
      // Drafts are counted per client (a hash of its address), so one client replaces only its own.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        await db.schema.alterTable('form_drafts').addColumn('client', 'text', (col) => col.notNull().defaultTo('')).execute();
        await db.schema.createIndex('form_drafts_client_idx').on('form_drafts').columns(['client', 'expires_at']).execute();
      },
    },
    '0004_career_position': {
      // The opening an application names; '' is a general application.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        await db.schema
          .alterTable('career_applications')
          .addColumn('position', 'text', (col) => col.notNull().defaultTo(''))
          .execute();
      },
    },
    '0005_spam_status': {
      // A message caught by the honeypot is now stored with status 'spam' (src/server/db/queries.ts), so the
      // workspace's "Spam" filter is one equality on the (status, created_at) index instead of an OR over
      // the spam flag that had to read every 'new' row. Rows stored before that get the same status here.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        for (const table of ['contact_messages', 'career_applications']) {
          await db.updateTable(table).set({ status: 'spam' }).where('status', '=', 'new').where('spam', '=', 1).execute();
        }
      },
    },
    '0006_references': {
      // Every submission gets a reference the visitor can quote (src/server/enquiries/reference.ts); the unique
      // index is what keeps two instances from handing out the same one. Rows stored before have none (NULL,
      // which a unique index allows many times) and are named by kind and id as before. `locale` is the
      // language of the page the form was on: acknowledgements and replies are written in it.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        for (const table of ['contact_messages', 'career_applications']) {
          await db.schema.alterTable(table).addColumn('reference', 'text').execute();
          await db.schema.alterTable(table).addColumn('locale', 'text', (col) => col.notNull().defaultTo('en')).execute();
          await db.schema.createIndex(`${table}_reference_idx`).on(table).column('reference').unique().execute();
        }
      },
    },
    '0007_visitor_mail': {
      // The outbox carries more than one mail per submission: the staff notification ('notify'), the
      // visitor's acknowledgement ('ack') and, later, staff replies; `item` tells two mails of one purpose
      // apart (0 when there is one). The old unique (kind, submission_id) becomes unique (kind, submission_id,
      // purpose, item): still one notification per submission, however often a save is retried. SQLite cannot
      // drop a table constraint, so there the table is rebuilt; PostgreSQL alters it in place (its serial id
      // keeps counting). `ack_slots` holds, per hashed address, three slots each taken by one acknowledgement
      // for 24 hours: a slot is taken by one atomic upsert, so instances together never send a fourth.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        if (features.name === 'postgres') {
          await db.schema.alterTable('outbox').dropConstraint('outbox_submission_unique').execute();
          await db.schema.alterTable('outbox').addColumn('purpose', 'text', (col) => col.notNull().defaultTo('notify')).execute();
          await db.schema.alterTable('outbox').addColumn('item', 'integer', (col) => col.notNull().defaultTo(0)).execute();
          await db.schema.alterTable('outbox').addUniqueConstraint('outbox_mail_unique', ['kind', 'submission_id', 'purpose', 'item']).execute();
        } else {
          await withId(db.schema.createTable('outbox_next'))
            .addColumn('kind', 'text', (col) => col.notNull())
            .addColumn('submission_id', 'integer', (col) => col.notNull())
            .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
            .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
            .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
            .addColumn('locked_until', 'bigint')
            .addColumn('last_error', 'text')
            .addColumn('created_at', 'bigint', (col) => col.notNull())
            .addColumn('sent_at', 'bigint')
            .addColumn('purpose', 'text', (col) => col.notNull().defaultTo('notify'))
            .addColumn('item', 'integer', (col) => col.notNull().defaultTo(0))
            .addUniqueConstraint('outbox_mail_unique', ['kind', 'submission_id', 'purpose', 'item'])
            .execute();
          const columns = ['id', 'kind', 'submission_id', 'status', 'attempts', 'next_attempt_at', 'locked_until', 'last_error', 'created_at', 'sent_at'];
          await db.insertInto('outbox_next').columns(columns).expression(db.selectFrom('outbox').select(columns)).execute();
          await db.schema.dropTable('outbox').execute();
          await db.schema.alterTable('outbox_next').renameTo('outbox').execute();
          await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
        }
        await db.schema
          .createTable('ack_slots')
          .addColumn('key', 'text', (col) => col.notNull())
          .addColumn('slot', 'integer', (col) => col.notNull())
          .addColumn('taken_at', 'bigint', (col) => col.notNull())
          .addPrimaryKeyConstraint('ack_slots_pk', ['key', 'slot'])
          .execute();
      },
    },
    '0008_replies': {
      // Replies written in the workspace (src/server/enquiries/replies.ts); each goes out as the outbox mail
      // (kind, submission_id, 'reply', reply id).
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable('staff_replies'))
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('submission_id', 'integer', (col) => col.notNull())
          .addColumn('author_id', 'text', (col) => col.notNull())
          .addColumn('author_name', 'text', (col) => col.notNull())
          .addColumn('author_email', 'text', (col) => col.notNull())
          .addColumn('body', 'text', (col) => col.notNull())
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .execute();
        await db.schema.createIndex('staff_replies_submission_idx').on('staff_replies').columns(['kind', 'submission_id']).execute();
      },
    },
    '0009_assignment': {
      // Who handles a submission (a staff_user id; NULL: unassigned) and when it was first answered (the
      // workspace's "overdue" filter looks for unanswered ones that arrived before a cutoff).
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        for (const table of ['contact_messages', 'career_applications']) {
          await db.schema.alterTable(table).addColumn('assigned_to', 'text').execute();
          await db.schema.alterTable(table).addColumn('replied_at', 'bigint').execute();
          await db.schema.createIndex(`${table}_assigned_idx`).on(table).columns(['assigned_to', 'created_at']).execute();
        }
      },
    },
    '0010_daily_summary': {
      // The morning summary (src/server/enquiries/daily-summary.ts): one row per staff member and India-time
      // day, inserted with ON CONFLICT DO NOTHING, so whichever instance inserts it sends the one mail; and
      // the staff members who turned it off.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable('staff_daily_summary'))
          .addColumn('user_id', 'text', (col) => col.notNull())
          .addColumn('day', 'text', (col) => col.notNull())
          .addColumn('new_count', 'integer', (col) => col.notNull())
          .addColumn('overdue_count', 'integer', (col) => col.notNull())
          .addColumn('mine_count', 'integer', (col) => col.notNull())
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .addUniqueConstraint('staff_daily_summary_unique', ['user_id', 'day'])
          .execute();
        await db.schema
          .createTable('staff_summary_opt_out')
          .addColumn('user_id', 'text', (col) => col.primaryKey())
          .addColumn('at', 'bigint', (col) => col.notNull())
          .execute();
      },
    },
    '0011_supply': {
      // Supply enquiries from the /feedstock page, a third kind of submission (src/server/db/kinds.ts) with the
      // same workflow columns as the other two had after '0009_assignment'. The phone is required and the
      // e-mail optional ('' when none). Tonnes is a double on both engines (SQLite gives "double precision"
      // REAL affinity), so 2.5 t stays 2.5.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable('supply_enquiries'))
          .addColumn('created_at', 'bigint', (col) => col.notNull())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('phone', 'text', (col) => col.notNull())
          .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('village', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('district', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('feedstock', 'text', (col) => col.notNull())
          .addColumn('tonnes', 'double precision')
          .addColumn('month', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('spam', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
          .addColumn('reference', 'text')
          .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
          .addColumn('assigned_to', 'text')
          .addColumn('replied_at', 'bigint')
          .execute();
        const table = 'supply_enquiries';
        await db.schema.createIndex(`${table}_created_idx`).on(table).column('created_at').execute();
        await db.schema.createIndex(`${table}_status_created_idx`).on(table).columns(['status', 'created_at']).execute();
        await db.schema.createIndex(`${table}_reference_idx`).on(table).column('reference').unique().execute();
        await db.schema.createIndex(`${table}_assigned_idx`).on(table).columns(['assigned_to', 'created_at']).execute();
      },
    },
  };
}

/** Every migration's name, in the order they apply (names do not depend on the dialect). */
export function migrationNames(): string[] {
  return Object.keys(migrations({} as DialectFeatures)).sort();
}

class InlineProvider implements MigrationProvider {
  constructor(private readonly features: DialectFeatures) {}
  async getMigrations() {
    return migrations(this.features);
  }
}

/**
 * Applies every pending migration; throws with the failing step's error.
 * Returns the names applied (empty when another process got there first).
 * Safe to call from several processes at once: see `features.migrationLock`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, features: DialectFeatures): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const run = async (target: Kysely<any>) => {
    const migrator = new Migrator({ db: target, provider: new InlineProvider(features) });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  };
  if (features.migrationLock === 'advisory') return run(db);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const applied = await run(connection);
      await sql`commit`.execute(connection);
      return applied;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}
