import 'server-only';
import { sql, type Transaction } from 'kysely';
import type { ContactInput } from '@/lib/forms/contact-schema';
import type { CareerInput } from '@/lib/forms/career-schema';
import type { SupplyInput } from '@/lib/forms/supply-schema';
import type { Connection } from './dialect';
import { newReference } from '../enquiries/reference';
import { SUBMISSION_TABLES, type SubmissionKind } from './kinds';
import type { CareerApplicationRow, ContactMessageRow, Database, OutboxRow, SupplyEnquiryRow } from './schema';

/*
 * The database module speaks the domain: save a message or an application,
 * list and read them, claim and settle outbox mails, count rate-limit hits,
 * keep no-JavaScript form drafts. Nothing here depends on the engine except
 * through `features`.
 */

export type { SubmissionKind } from './kinds';

export type ResumeUpload = { fileName: string; contentType: string; bytes: Buffer };

/** What every stored submission starts with. Spam starts in the workspace's "Spam" status rather than "New" (migration '0005_spam_status'). */
type Arrival = { created_at: number; spam: 0 | 1; status: 'spam' | 'new'; reference: string; locale: string };

export type SaveOptions = {
  spam: boolean;
  now?: number;
  /** Language of the page the form was on (default 'en'). */
  locale?: string;
  /**
   * Queue an acknowledgement to the visitor, within the allowance of the address hashed as `key`
   * (`max` per `windowMs`, counted across instances by `ack_slots`). Never for spam.
   */
  acknowledge?: { key: string; max: number; windowMs: number };
  /** Makes the reference (tests force collisions with it); default src/server/enquiries/reference.ts. */
  reference?: (kind: SubmissionKind, now: number, attempt: number) => string;
};

export type Saved = { id: number; reference: string; acknowledged: boolean };

/** How often a save is tried again after its reference collided with a stored one (the next tries use longer ones). */
const REFERENCE_ATTEMPTS = 5;

/** A unique-index violation on the `reference` column (SQLite and PostgreSQL word it differently; both name the column or its index). */
function referenceCollision(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { constraint?: string }).constraint ?? ''}` : String(error);
  return /unique/i.test(text) && /reference/.test(text);
}

/**
 * Takes one of the address's acknowledgement slots: a free one, or one taken longer than `windowMs` ago.
 * Each try is one atomic upsert, so concurrent transactions (any instance) never hold the same slot.
 */
async function takeAckSlot(trx: Transaction<Database>, key: string, now: number, max: number, windowMs: number): Promise<boolean> {
  for (let slot = 0; slot < max; slot += 1) {
    const taken = await trx
      .insertInto('ack_slots')
      .values({ key, slot, taken_at: now })
      .onConflict((oc) => oc.columns(['key', 'slot']).doUpdateSet({ taken_at: now }).where('ack_slots.taken_at', '<=', now - windowMs))
      .returning('slot')
      .executeTakeFirst();
    if (taken) return true;
  }
  return false;
}

/**
 * Stores a submission (the row `insert` writes, returning its id) with a fresh reference and, unless spam,
 * its staff notification and (within the allowance) the visitor's acknowledgement, in one transaction.
 */
async function saveSubmission(
  db: Connection['db'],
  kind: SubmissionKind,
  options: SaveOptions,
  insert: (trx: Transaction<Database>, arrival: Arrival) => Promise<number>,
): Promise<Saved> {
  const now = options.now ?? Date.now();
  const makeReference = options.reference ?? newReference;
  for (let attempt = 0; ; attempt += 1) {
    const reference = makeReference(kind, now, attempt);
    try {
      return await db.transaction().execute(async (trx) => {
        const arrival: Arrival = { created_at: now, spam: options.spam ? 1 : 0, status: options.spam ? 'spam' : 'new', reference, locale: options.locale ?? 'en' };
        const id = await insert(trx, arrival);
        let acknowledged = false;
        if (!options.spam) {
          const mail = { kind, submission_id: id, status: 'pending' as const, attempts: 0, next_attempt_at: now, created_at: now };
          await trx.insertInto('outbox').values({ ...mail, purpose: 'notify' }).execute();
          const ack = options.acknowledge;
          if (ack && (await takeAckSlot(trx, ack.key, now, ack.max, ack.windowMs))) {
            await trx.insertInto('outbox').values({ ...mail, purpose: 'ack' }).execute();
            acknowledged = true;
          }
        }
        return { id, reference, acknowledged };
      });
    } catch (error) {
      if (attempt + 1 >= REFERENCE_ATTEMPTS || !referenceCollision(error)) throw error;
    }
  }
}

/** Stores a contact message and (unless spam) its mails. */
export async function saveContactMessage({ db }: Connection, input: ContactInput, options: SaveOptions): Promise<Saved> {
  const { firstName, lastName, email, phone, company, service, message } = input;
  return saveSubmission(db, 'contact', options, async (trx, arrival) => {
    const row = { ...arrival, first_name: firstName, last_name: lastName, email, phone, company, service, message };
    return (await trx.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow()).id;
  });
}

/** Stores an application, its résumé bytes and (unless spam) its mails. */
export async function saveCareerApplication({ db }: Connection, input: CareerInput, resume: ResumeUpload, options: SaveOptions): Promise<Saved> {
  return saveSubmission(db, 'career', options, async (trx, arrival) => {
    const file = { resume_file_name: resume.fileName, resume_content_type: resume.contentType, resume_size: resume.bytes.length };
    const row = { ...arrival, name: input.name, email: input.email, message: input.message, ...file, position: input.position ?? '' };
    const { id } = await trx.insertInto('career_applications').values(row).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('resumes').values({ application_id: id, bytes: resume.bytes }).execute();
    return id;
  });
}

/** Stores a supply enquiry (the /feedstock form) and (unless spam) its mails. */
export async function saveSupplyEnquiry({ db }: Connection, input: SupplyInput, options: SaveOptions): Promise<Saved> {
  const { name, phone, email, village, district, feedstock, tonnes, month } = input;
  return saveSubmission(db, 'supply', options, async (trx, arrival) => {
    const row = { ...arrival, name, phone, email, village, district, feedstock, tonnes, month };
    return (await trx.insertInto('supply_enquiries').values(row).returning('id').executeTakeFirstOrThrow()).id;
  });
}

export type ListOptions = { includeSpam?: boolean; limit?: number };

export async function listContactMessages({ db }: Connection, options: ListOptions = {}): Promise<ContactMessageRow[]> {
  let query = db.selectFrom('contact_messages').selectAll().orderBy('id', 'asc');
  if (!options.includeSpam) query = query.where('spam', '=', 0);
  if (options.limit) query = query.limit(options.limit);
  return query.execute();
}

export async function listCareerApplications({ db }: Connection, options: ListOptions = {}): Promise<CareerApplicationRow[]> {
  let query = db.selectFrom('career_applications').selectAll().orderBy('id', 'asc');
  if (!options.includeSpam) query = query.where('spam', '=', 0);
  if (options.limit) query = query.limit(options.limit);
  return query.execute();
}

export async function getContactMessage({ db }: Connection, id: number): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getCareerApplication({ db }: Connection, id: number): Promise<CareerApplicationRow | undefined> {
  return db.selectFrom('career_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listSupplyEnquiries({ db }: Connection, options: ListOptions = {}): Promise<SupplyEnquiryRow[]> {
  let query = db.selectFrom('supply_enquiries').selectAll().orderBy('id', 'asc');
  if (!options.includeSpam) query = query.where('spam', '=', 0);
  if (options.limit) query = query.limit(options.limit);
  return query.execute();
}

export async function getSupplyEnquiry({ db }: Connection, id: number): Promise<SupplyEnquiryRow | undefined> {
  return db.selectFrom('supply_enquiries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getResume(
  { db }: Connection,
  applicationId: number,
): Promise<{ fileName: string; contentType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('resumes')
    .innerJoin('career_applications', 'career_applications.id', 'resumes.application_id')
    .select(['resumes.bytes', 'career_applications.resume_file_name', 'career_applications.resume_content_type'])
    .where('resumes.application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { fileName: row.resume_file_name, contentType: row.resume_content_type, bytes: Buffer.from(row.bytes) };
}

export async function countSubmissions({ db }: Connection, kind: SubmissionKind): Promise<number> {
  const table = SUBMISSION_TABLES[kind];
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/* ---------- outbox ---------- */

/**
 * Claims up to `limit` due mails for this worker: pending ones whose time has
 * come, and ones left "sending" by a worker whose lease ran out. One UPDATE …
 * WHERE id IN (SELECT …) statement; on PostgreSQL the inner SELECT takes
 * FOR UPDATE SKIP LOCKED so concurrent workers never claim the same row.
 */
export async function claimDueMails(
  { db, features }: Connection,
  options: { now: number; limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const { now, limit, leaseMs } = options;
  return db
    .updateTable('outbox')
    .set({ status: 'sending', locked_until: now + leaseMs })
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('outbox')
        .select('outbox.id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'pending'), w('next_attempt_at', '<=', now)]),
            w.and([w('status', '=', 'sending'), w('locked_until', '<', now)]),
          ]),
        )
        .orderBy('next_attempt_at', 'asc')
        .orderBy('outbox.id', 'asc')
        .limit(limit);
      return features.rowLocks ? due.forUpdate().skipLocked() : due;
    })
    .returningAll()
    .execute();
}

export async function markMailSent({ db }: Connection, id: number, now: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'sent', sent_at: now, locked_until: null, last_error: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed({ db }: Connection, id: number, error: string, nextAttemptAt: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'pending',
      locked_until: null,
      last_error: error.slice(0, 1000),
      next_attempt_at: nextAttemptAt,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** Gives claimed mails back unsent (a worker stopping): due again at once for any instance, no attempt counted. */
export async function releaseMails({ db }: Connection, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('outbox').set({ status: 'pending', locked_until: null }).where('id', 'in', ids).where('status', '=', 'sending').execute();
}

/** Mails not yet delivered (pending, being sent, or failing with their last error). */
export async function listUndeliveredMails({ db }: Connection): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().where('status', '!=', 'sent').orderBy('id', 'asc').execute();
}

export async function listMails({ db }: Connection): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'asc').execute();
}

/** Makes undelivered mails due now (inbox `retry`). Returns how many. */
export async function retryMailsNow({ db }: Connection, now: number, id?: number): Promise<number> {
  let query = db.updateTable('outbox').set({ next_attempt_at: now }).where('status', '=', 'pending');
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/* ---------- rate limit ---------- */

/** Counts one hit for `key` in the fixed window starting at `windowStart`; returns the window's hits so far. */
export async function countRateLimitHit({ db }: Connection, key: string, windowStart: number): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

export async function pruneRateLimits({ db }: Connection, olderThan: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', olderThan).execute();
}

/* ---------- drafts for the no-JavaScript flow ---------- */

/**
 * Stores a draft unless all drafts together reached `maxDrafts`. A client keeps at most
 * `perClient` drafts: its own oldest are removed first, never another client's.
 */
export async function saveFormDraft(
  { db }: Connection,
  draft: { id: string; form: SubmissionKind; client: string; payload: string; expiresAt: number },
  options: { now: number; perClient: number; maxDrafts: number },
): Promise<boolean> {
  await db.deleteFrom('form_drafts').where('expires_at', '<', options.now).execute();
  const keep = await db
    .selectFrom('form_drafts')
    .select('id')
    .where('client', '=', draft.client)
    .orderBy('expires_at', 'desc')
    .orderBy('id')
    .limit(Math.max(0, options.perClient - 1))
    .execute();
  await db
    .deleteFrom('form_drafts')
    .where('client', '=', draft.client)
    .$if(keep.length > 0, (qb) => qb.where('id', 'not in', keep.map((row) => row.id)))
    .execute();
  const { n } = await db
    .selectFrom('form_drafts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) >= options.maxDrafts) return false;
  await db
    .insertInto('form_drafts')
    .values({ id: draft.id, form: draft.form, client: draft.client, payload: draft.payload, expires_at: draft.expiresAt })
    .execute();
  return true;
}

/** How many unexpired drafts each client holds (for tests and the storage bound). */
export async function countFormDrafts({ db }: Connection, now: number): Promise<{ client: string; drafts: number; bytes: number }[]> {
  const rows = await db.selectFrom('form_drafts').select(['client', 'payload']).where('expires_at', '>=', now).execute();
  const byClient = new Map<string, { drafts: number; bytes: number }>();
  for (const row of rows) {
    const entry = byClient.get(row.client) ?? { drafts: 0, bytes: 0 };
    entry.drafts += 1;
    entry.bytes += Buffer.byteLength(row.payload);
    byClient.set(row.client, entry);
  }
  return [...byClient].map(([client, entry]) => ({ client, ...entry }));
}

export async function loadFormDraft({ db }: Connection, id: string, form: SubmissionKind, now: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('form_drafts')
    .select('payload')
    .where('id', '=', id)
    .where('form', '=', form)
    .where('expires_at', '>=', now)
    .executeTakeFirst();
  return row?.payload;
}

/** A trivial query, for the health check. */
export async function ping({ db }: Connection): Promise<void> {
  await sql`select 1`.execute(db);
}
