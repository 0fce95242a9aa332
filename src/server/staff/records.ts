import 'server-only';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { AUTH_TABLES, can, isRole, visibleKinds, type Role } from '../auth';
import type { Connection } from '../db';
import type { DialectFeatures } from '../db/dialect';
import { getCareerApplication, getContactMessage, getResume, getSupplyEnquiry } from '../db/queries';
import { SUBMISSION_TABLES, isSubmissionKind, type SubmissionKind, type SubmissionTable } from '../db/kinds';
import type { Database } from '../db/schema';
import { normaliseReference } from '@/lib/forms/reference';
import { LAB_SERVICES } from '../enquiries/routing';
import { toCsv } from '../csv';
import { careerFields, contactFields, supplyFields, type CareerFields, type ContactFields, type SupplyFields } from '../submission-fields';
import { feedstockLabel } from '@/content/feedstock';
import { audit, type Actor } from './audit';

/*
 * Submissions as staff handle them: one list of contact messages, job
 * applications and supply enquiries, newest first, filtered by kind, status and free text, and
 * limited to the kinds the signed-in role may see (src/server/auth.ts `can`).
 * Shared by the workspace pages and the `staff` CLI.
 *
 * Status: 'new' | 'in-progress' | 'done' | 'spam'. A message caught by the
 * honeypot is stored with spam = 1 and status 'spam' (older rows were moved
 * there by migration '0005_spam_status'); a row still holding spam = 1 with
 * status 'new' is shown as 'spam' all the same.
 */

export type { SubmissionKind } from '../db/kinds';
export const STATUSES = ['new', 'in-progress', 'done', 'spam'] as const;
export type SubmissionStatus = (typeof STATUSES)[number];
export const STATUS_LABELS: Record<SubmissionStatus, string> = { new: 'New', 'in-progress': 'In progress', done: 'Done', spam: 'Spam' };
export const isStatus = (value: unknown): value is SubmissionStatus => typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
export const isKind = isSubmissionKind;

/** The list's views besides kind and status: assigned to me, to nobody, or unanswered for too long. */
export const VIEWS = ['mine', 'unassigned', 'overdue'] as const;
export type View = (typeof VIEWS)[number];

export type SubmissionFilter = {
  kind?: SubmissionKind;
  status?: SubmissionStatus;
  q?: string;
  view?: View;
  /** Resolved from `view` for the signed-in user (src/server/staff/filters.ts). */
  assignedTo?: string;
  unassigned?: boolean;
  /** Unanswered, open and arrived at or before this time (src/server/enquiries/working-hours.ts `overdueCutoff`). */
  overdueBefore?: number;
};

type SubmissionSummary = {
  kind: SubmissionKind;
  id: number;
  receivedAt: number;
  name: string;
  email: string;
  /** The service asked about, the résumé's file name, or the feedstock offered. */
  subject: string;
  /** `ENQ-2611-7KQ4`; '' for submissions stored before references existed. */
  reference: string;
  status: SubmissionStatus;
};

type Note = { id: number; authorName: string; body: string; createdAt: number };

type DetailBase<K extends SubmissionKind> = {
  kind: K;
  id: number;
  reference: string;
  receivedAt: number;
  status: SubmissionStatus;
  assignedTo: string | null;
  /** The language of the page the form was on (en, hi, mr): the acknowledgement went out in it, and replies follow it. */
  locale: string;
};

type ContactDetail = DetailBase<'contact'> & ContactFields & { notes: Note[] };

type CareerDetail = DetailBase<'career'> & CareerFields & { notes: Note[] };

type SupplyDetail = DetailBase<'supply'> & SupplyFields & { notes: Note[] };

export type SubmissionDetail = ContactDetail | CareerDetail | SupplyDetail;

const TABLES = SUBMISSION_TABLES;

function effectiveStatus(status: string, spam: number): SubmissionStatus {
  if (status === 'new' && Number(spam) === 1) return 'spam';
  return isStatus(status) ? status : 'new';
}

type Table = SubmissionTable;

/** The columns the free-text filter looks in. */
const SEARCHED = {
  contact_messages: ['first_name', 'last_name', 'email', 'phone', 'company', 'service', 'message'],
  career_applications: ['name', 'email', 'message', 'resume_file_name'],
  supply_enquiries: ['name', 'phone', 'email', 'village', 'district', 'feedstock'],
} as const;

/** The rows of `table` that `role` handles: a contact message is the lab's when its service is a laboratory test, else sales'. */
function deskCondition(role: Role, table: Table, e: ExpressionBuilder<any, any>): Expression<SqlBool> | null { // eslint-disable-line @typescript-eslint/no-explicit-any
  if (table !== SUBMISSION_TABLES.contact || (role !== 'sales' && role !== 'lab')) return null;
  return e('service', role === 'lab' ? 'in' : 'not in', [...LAB_SERVICES]);
}

function conditions<T extends Table>(table: T, filter: SubmissionFilter, features: DialectFeatures, role: Role) {
  return (eb: ExpressionBuilder<Database, T>): Expression<SqlBool> => {
    // The ExpressionBuilder is typed per table; the columns used here exist in both.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const e = eb as unknown as ExpressionBuilder<any, any>;
    const parts: Expression<SqlBool>[] = [];
    const desk = deskCondition(role, table, e);
    if (desk) parts.push(desk);
    if (filter.assignedTo) parts.push(e('assigned_to', '=', filter.assignedTo));
    if (filter.unassigned) parts.push(e('assigned_to', 'is', null));
    if (filter.overdueBefore !== undefined) {
      parts.push(e('replied_at', 'is', null), e('status', 'in', ['new', 'in-progress']), e('spam', '=', 0), e('created_at', '<=', filter.overdueBefore));
    }
    // Each status is one equality, so it is read from the (status, created_at) index.
    if (filter.status === 'new') parts.push(e.and([e('status', '=', 'new'), e('spam', '=', 0)]));
    else if (filter.status) parts.push(e('status', '=', filter.status));
    const q = filter.q?.trim();
    const reference = normaliseReference(q);
    // A reference names one row: one lookup on its unique index instead of a scan of the text columns.
    if (reference) parts.push(e('reference', '=', reference));
    else if (q) {
      const matches: Expression<SqlBool>[] = SEARCHED[table].map((column) => features.containsIgnoringCase(column, q));
      if (/^\d{1,12}$/.test(q)) matches.push(e('id', '=', Number(q)));
      parts.push(e.or(matches));
    }
    return e.and(parts);
  };
}

/** The kinds a listing covers: the filter's kind if the role may see it, else every kind it may see. */
function kindsFor(role: Role, filter: SubmissionFilter): SubmissionKind[] {
  const visible = visibleKinds(role);
  return filter.kind ? visible.filter((kind) => kind === filter.kind) : visible;
}

function branch(connection: Connection, role: Role, kind: SubmissionKind, filter: SubmissionFilter, take: number) {
  const { db } = connection;
  if (kind === 'contact') {
    return db
      .selectFrom('contact_messages')
      .where(conditions('contact_messages', filter, connection.features, role))
      .select([
        sql<string>`'contact'`.as('kind'),
        'id',
        'created_at',
        sql<string>`first_name || ' ' || last_name`.as('name'),
        'email',
        'service as subject',
        'status',
        'spam',
        'reference',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(take);
  }
  if (kind === 'supply') {
    // A supplier may have no e-mail: the list shows the phone the team calls back on in its place.
    return db
      .selectFrom('supply_enquiries')
      .where(conditions('supply_enquiries', filter, connection.features, role))
      .select([sql<string>`'supply'`.as('kind'), 'id', 'created_at', 'name', 'phone as email', 'feedstock as subject', 'status', 'spam', 'reference'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(take);
  }
  return db
    .selectFrom('career_applications')
    .where(conditions('career_applications', filter, connection.features, role))
    .select([sql<string>`'career'`.as('kind'), 'id', 'created_at', 'name', 'email', 'resume_file_name as subject', 'status', 'spam', 'reference'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(take);
}

/** How many matches a listing counts at most: past this it says "more than", so a broad filter never counts every row. */
const COUNT_LIMIT = 1000;

export type SubmissionPage = {
  items: SubmissionSummary[];
  /** How many submissions match: exact, or at least `count` (= COUNT_LIMIT) when there are more. */
  matches: { count: number; exact: boolean };
  /** Whether a next (older) page exists. */
  hasOlder: boolean;
};

export async function listSubmissions(
  connection: Connection,
  role: Role,
  filter: SubmissionFilter,
  options: { page: number; pageSize: number },
): Promise<SubmissionPage> {
  const kinds = kindsFor(role, filter);
  const offset = (options.page - 1) * options.pageSize;
  const { db, features } = connection;
  // One query per kind, newest first from its created_at index; one row past the page tells whether an
  // older page exists. Free text must read every row it rejects, so that query reads on to COUNT_LIMIT + 1
  // matches and serves as the count too (one pass over the table, not a page query and then a count);
  // other filters are index ranges, where a separate capped count is cheaper than reading rows.
  const needed = offset + options.pageSize + 1;
  const take = filter.q?.trim() ? Math.max(needed, COUNT_LIMIT + 1) : needed;
  const rows: { kind: string; id: number; created_at: number; name: string | null; email: string; subject: string; status: string; spam: number; reference: string | null }[] = [];
  let exhausted = true;
  for (const kind of kinds) {
    const found = await branch(connection, role, kind, filter, take).execute();
    if (found.length === take) exhausted = false;
    rows.push(...found);
  }
  rows.sort((a, b) => Number(b.created_at) - Number(a.created_at) || a.kind.localeCompare(b.kind) || Number(b.id) - Number(a.id));
  const items = rows.slice(offset, offset + options.pageSize).map((row) => ({
    kind: row.kind as SubmissionKind,
    id: Number(row.id),
    receivedAt: Number(row.created_at),
    name: String(row.name ?? ''),
    email: String(row.email ?? ''),
    subject: row.kind === 'supply' ? feedstockLabel(String(row.subject ?? '')) : String(row.subject ?? ''),
    reference: row.reference ?? '',
    status: effectiveStatus(String(row.status), Number(row.spam)),
  }));
  const hasOlder = rows.length > offset + options.pageSize;
  if (exhausted) return { items, matches: { count: rows.length, exact: true }, hasOlder };
  // The free-text query read past COUNT_LIMIT matches, or the page lies past it: no need to count.
  if (take > COUNT_LIMIT) return { items, matches: { count: COUNT_LIMIT, exact: false }, hasOlder };
  let count = 0;
  for (const kind of kinds) {
    const table = TABLES[kind];
    const { n } = await db
      .selectFrom(db.selectFrom(table).where(conditions(table, filter, features, role)).select('id').limit(COUNT_LIMIT + 1).as('m'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    count += Number(n);
  }
  return { items, matches: count > COUNT_LIMIT ? { count: COUNT_LIMIT, exact: false } : { count, exact: true }, hasOlder };
}

async function notesOf({ db }: Connection, kind: SubmissionKind, id: number): Promise<Note[]> {
  const rows = await db
    .selectFrom('staff_notes')
    .select(['id', 'author_name', 'body', 'created_at'])
    .where('kind', '=', kind)
    .where('submission_id', '=', id)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({ id: row.id, authorName: row.author_name, body: row.body, createdAt: Number(row.created_at) }));
}

/** What every submission's detail has, whatever its kind. */
async function detailOf<K extends SubmissionKind>(
  connection: Connection,
  kind: K,
  row: { id: number; created_at: number | string | bigint; status: string; spam: number; reference: string | null; assigned_to: string | null; locale?: string | null },
) {
  return {
    kind,
    id: row.id,
    reference: row.reference ?? '',
    assignedTo: row.assigned_to,
    receivedAt: Number(row.created_at),
    status: effectiveStatus(row.status, row.spam),
    locale: row.locale ?? 'en',
    notes: await notesOf(connection, kind, row.id),
  };
}

/** One submission in full, or null when it does not exist or the role may not see it (the caller answers 404 either way). */
export async function getSubmission(connection: Connection, role: Role, kind: SubmissionKind, id: number): Promise<SubmissionDetail | null> {
  if (!can(role, { action: 'read', kind }) || !Number.isSafeInteger(id)) return null;
  if (kind === 'contact') {
    const row = await getContactMessage(connection, id);
    if (!row || !can(role, { action: 'read', kind, service: row.service })) return null;
    return { ...(await detailOf(connection, kind, row)), ...contactFields(row) };
  }
  if (kind === 'supply') {
    const row = await getSupplyEnquiry(connection, id);
    return row ? { ...(await detailOf(connection, kind, row)), ...supplyFields(row) } : null;
  }
  const row = await getCareerApplication(connection, id);
  return row ? { ...(await detailOf(connection, kind, row)), ...careerFields(row) } : null;
}

export type StaffUser = { id: string; email: string; name: string; role: Role };

const actorOf = (user: StaffUser): Actor => ({ id: user.id, email: user.email });

/** Records that `user` opened a submission (the detail page calls this after a successful read). */
export async function recordView(connection: Connection, user: StaffUser, kind: SubmissionKind, id: number): Promise<void> {
  await audit(connection, { actor: actorOf(user), action: 'view', kind, submissionId: id });
}

/** Whether the record exists and belongs to the role's desk (a contact message's service decides between sales and lab). */
export async function mayUpdate(connection: Connection, role: Role, kind: SubmissionKind, id: number): Promise<boolean> {
  if (!can(role, { action: 'update', kind }) || !Number.isSafeInteger(id)) return false;
  if (kind === 'contact') {
    const row = await connection.db.selectFrom('contact_messages').select('service').where('id', '=', id).executeTakeFirst();
    return row !== undefined && can(role, { action: 'update', kind, service: row.service });
  }
  return (await connection.db.selectFrom(TABLES[kind]).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function setStatus(
  connection: Connection,
  user: StaffUser,
  kind: SubmissionKind,
  id: number,
  status: SubmissionStatus,
): Promise<'ok' | 'not-found'> {
  if (!(await mayUpdate(connection, user.role, kind, id))) return 'not-found';
  const result = await connection.db.updateTable(TABLES[kind]).set({ status }).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return 'not-found';
  await audit(connection, { actor: actorOf(user), action: 'status', kind, submissionId: id, detail: `status=${status}` });
  return 'ok';
}

export type Colleague = { id: string; name: string; role: Role };

/** Who may be given a record: active accounts whose desk handles it, and admins. */
export async function colleaguesFor(connection: Connection, kind: SubmissionKind, service: string): Promise<Colleague[]> {
  const rows = await connection.db
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    .selectFrom(AUTH_TABLES.user as any)
    .select(['id', 'name', 'role', 'disabled'])
    .orderBy('name')
    .execute();
  return (rows as { id: string; name: string; role: string; disabled: unknown }[])
    .filter((row) => !(row.disabled === true || Number(row.disabled) === 1) && isRole(row.role))
    .filter((row) => row.role === 'admin' || can(row.role as Role, { action: 'update', kind, service }))
    .map((row) => ({ id: row.id, name: row.name, role: row.role as Role }));
}

/** Gives a record to a colleague of the right desk (or to nobody: `assignee` null). */
export async function assign(
  connection: Connection,
  user: StaffUser,
  kind: SubmissionKind,
  id: number,
  assignee: string | null,
): Promise<'ok' | 'not-found' | 'wrong-desk'> {
  if (!(await mayUpdate(connection, user.role, kind, id))) return 'not-found';
  if (assignee !== null) {
    const service = kind === 'contact' ? ((await connection.db.selectFrom('contact_messages').select('service').where('id', '=', id).executeTakeFirst())?.service ?? '') : '';
    if (!(await colleaguesFor(connection, kind, service)).some((colleague) => colleague.id === assignee)) return 'wrong-desk';
  }
  await connection.db.updateTable(TABLES[kind]).set({ assigned_to: assignee }).where('id', '=', id).execute();
  await audit(connection, { actor: actorOf(user), action: 'assign', kind, submissionId: id, detail: assignee ? 'assigned' : 'unassigned' });
  return 'ok';
}

export const NOTE_MAX_LENGTH = 5000;

export async function addNote(
  connection: Connection,
  user: StaffUser,
  kind: SubmissionKind,
  id: number,
  body: string,
  now = Date.now(),
): Promise<'ok' | 'not-found' | 'empty' | 'too-long'> {
  if (!(await mayUpdate(connection, user.role, kind, id))) return 'not-found';
  const text = body.trim();
  if (!text) return 'empty';
  if (text.length > NOTE_MAX_LENGTH) return 'too-long';
  await connection.db
    .insertInto('staff_notes')
    .values({ kind, submission_id: id, author_id: user.id, author_name: user.name, body: text, created_at: now })
    .execute();
  await audit(connection, { actor: actorOf(user), action: 'note', kind, submissionId: id });
  return 'ok';
}

export async function resumeForStaff(
  connection: Connection,
  user: StaffUser,
  id: number,
): Promise<{ fileName: string; contentType: string; bytes: Buffer } | null> {
  if (!can(user.role, { action: 'download-resume' }) || !Number.isSafeInteger(id)) return null;
  const file = await getResume(connection, id);
  if (!file) return null;
  await audit(connection, { actor: actorOf(user), action: 'download-resume', kind: 'career', submissionId: id });
  return file;
}

export const EXPORT_COLUMNS = ['kind', 'id', 'reference', 'receivedAt', 'status', 'name', 'email', 'phone', 'company', 'service', 'message', 'resumeFileName'] as const;

/** The first columns of an exported row, whatever its kind. */
function exportedHead(kind: SubmissionKind, row: { id: number; reference: string | null; created_at: number | string | bigint; status: string; spam: number }) {
  return { kind, id: row.id, reference: row.reference ?? '', receivedAt: new Date(Number(row.created_at)).toISOString(), status: effectiveStatus(row.status, row.spam) };
}

/** Rows of the export: every submission of `kinds` matching the filter, newest first (spam only when asked or filtered for). */
async function exportRecords(connection: Connection, role: Role, kinds: readonly SubmissionKind[], filter: SubmissionFilter, includeSpam: boolean) {
  const records: Record<string, string | number>[] = [];
  for (const kind of kinds) {
    if (kind === 'contact') {
      const rows = await connection.db.selectFrom('contact_messages').selectAll().where(conditions('contact_messages', filter, connection.features, role)).execute();
      for (const row of rows) {
        records.push({
          ...exportedHead(kind, row),
          name: `${row.first_name} ${row.last_name}`.trim(),
          email: row.email,
          phone: row.phone,
          company: row.company,
          service: row.service,
          message: row.message,
          resumeFileName: '',
        });
      }
    } else if (kind === 'supply') {
      // The one set of columns: the place goes where a company would, feedstock, tonnes and month into "message".
      const rows = await connection.db.selectFrom('supply_enquiries').selectAll().where(conditions('supply_enquiries', filter, connection.features, role)).execute();
      for (const row of rows) {
        const fields = supplyFields(row);
        records.push({
          ...exportedHead(kind, row),
          name: fields.name,
          email: fields.email,
          phone: fields.phone,
          company: [fields.village, fields.district].filter(Boolean).join(', '),
          service: fields.feedstock,
          message: [fields.tonnes === null ? '' : `${fields.tonnes} t`, fields.month].filter(Boolean).join(', '),
          resumeFileName: '',
        });
      }
    } else {
      const rows = await connection.db.selectFrom('career_applications').selectAll().where(conditions('career_applications', filter, connection.features, role)).execute();
      for (const row of rows) {
        records.push({
          ...exportedHead(kind, row),
          name: row.name,
          email: row.email,
          phone: '',
          company: '',
          service: '',
          message: row.message,
          resumeFileName: row.resume_file_name,
        });
      }
    }
  }
  records.sort((a, b) => String(b.receivedAt).localeCompare(String(a.receivedAt)) || Number(b.id) - Number(a.id));
  return includeSpam || filter.status === 'spam' ? records : records.filter((record) => record.status !== 'spam');
}

/** Every submission matching the filter that the role may see, as CSV (cells made safe by `csvCell`); audited. */
export async function exportCsv(connection: Connection, user: StaffUser, filter: SubmissionFilter): Promise<{ csv: string; count: number }> {
  const kinds = kindsFor(user.role, filter).filter((kind) => can(user.role, { action: 'export', kind }));
  const records = await exportRecords(connection, user.role, kinds, filter, true);
  const detail = [filter.kind ? `kind=${filter.kind}` : '', filter.status ? `status=${filter.status}` : '', filter.q ? 'text-filter' : '', `rows=${records.length}`]
    .filter(Boolean)
    .join(' ');
  await audit(connection, { actor: actorOf(user), action: 'export', detail });
  return { csv: toCsv(records, [...EXPORT_COLUMNS]), count: records.length };
}

/** The same export for the operator's command line (`npm run inbox -- export --format csv`), which has no staff session. */
export async function submissionsCsv(
  connection: Connection,
  options: { kinds: readonly SubmissionKind[]; includeSpam?: boolean },
): Promise<{ csv: string; count: number }> {
  const records = await exportRecords(connection, 'admin', options.kinds, {}, options.includeSpam ?? false);
  return { csv: toCsv(records, [...EXPORT_COLUMNS]), count: records.length };
}
