import 'server-only';
import { company } from '@/content/company';
import { replyMail } from '@/content/enquiry-mail';
import { inLocale } from '@/content/i18n';
import type { Connection } from '../db';
import { SUBMISSION_TABLES, type SubmissionKind } from '../db/kinds';
import type { OutboxRow } from '../db/schema';
import type { MailMessage } from '../mail';
import { audit } from '../staff/audit';
import { mayUpdate, type StaffUser } from '../staff/records';
import { mailLocale } from './acknowledgement';
import { outboxMessageId } from './message-id';

/*
 * Replies from the workspace. A staff member writes on the submission's page
 * ("Reply", "Send reply"); the reply is stored, queued in the outbox as the
 * mail (kind, submission id, 'reply', reply id) in the same transaction, and
 * audited (the route handler then wakes the outbox worker). The mail goes out from the site's address with Reply-To set to
 * the author, so the visitor's answer reaches that person; it threads on the
 * acknowledgement (In-Reply-To and References name its stable Message-ID) and
 * its subject names the reference. The staff member's text goes out as
 * written; nothing of the visitor's is quoted.
 */

export const REPLY_MAX_LENGTH = 10_000;

export type ReplyResult = 'ok' | 'not-found' | 'empty' | 'too-long' | 'no-reference' | 'no-email';

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

async function submissionContact(connection: Connection, kind: SubmissionKind, id: number) {
  return connection.db.selectFrom(SUBMISSION_TABLES[kind]).select(['id', 'email', 'reference', 'locale', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function sendReply(connection: Connection, user: StaffUser, kind: SubmissionKind, id: number, body: string, now = Date.now()): Promise<ReplyResult> {
  if (!(await mayUpdate(connection, user.role, kind, id))) return 'not-found';
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (!text) return 'empty';
  if (text.length > REPLY_MAX_LENGTH) return 'too-long';
  const submission = await submissionContact(connection, kind, id);
  if (!submission) return 'not-found';
  // Rows stored before references existed have none to put in the subject: answer those from a mail program.
  if (!submission.reference) return 'no-reference';
  // A supply enquiry may come with a phone number only: staff call back instead.
  if (!submission.email) return 'no-email';
  const table = SUBMISSION_TABLES[kind];
  const movedOn = await connection.db.transaction().execute(async (trx) => {
    const reply = await trx
      .insertInto('staff_replies')
      .values({ kind, submission_id: id, author_id: user.id, author_name: user.name, author_email: user.email, body: text, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('outbox')
      .values({ kind, submission_id: id, purpose: 'reply', item: reply.id, status: 'pending', attempts: 0, next_attempt_at: now, created_at: now })
      .execute();
    // Answered: a new submission is now being handled.
    await trx.updateTable(table).set({ replied_at: now }).where('id', '=', id).where('replied_at', 'is', null).execute();
    const moved = await trx.updateTable(table).set({ status: 'in-progress' }).where('id', '=', id).where('status', '=', 'new').executeTakeFirst();
    return Number(moved.numUpdatedRows) > 0;
  });
  const actor = { id: user.id, email: user.email };
  await audit(connection, { actor, action: 'reply', kind, submissionId: id, detail: `characters=${text.length}`, now });
  if (movedOn) await audit(connection, { actor, action: 'status', kind, submissionId: id, detail: 'status=in-progress (reply)', now });
  return 'ok';
}

/** The mail of one 'reply' outbox row. */
export async function composeReply(connection: Connection, row: OutboxRow, options: { from: string }): Promise<MailMessage | null> {
  if (row.kind === 'staff') return null;
  const reply = await connection.db.selectFrom('staff_replies').selectAll().where('id', '=', row.item).executeTakeFirst();
  const submission = await submissionContact(connection, row.kind, row.submission_id);
  if (!reply || !submission?.reference) return null;
  const ack = await connection.db
    .selectFrom('outbox')
    .select(['id', 'created_at', 'purpose'])
    .where('kind', '=', row.kind)
    .where('submission_id', '=', row.submission_id)
    .where('purpose', '=', 'ack')
    .executeTakeFirst();
  // The lines around the reply in the language of the visitor's form (the reply itself is as staff wrote it).
  const copy = inLocale(mailLocale(submission.locale), () => ({ ...replyMail }));
  const values = {
    reference: submission.reference,
    company: company.shortName,
    author: reply.author_name,
    phone: company.phones.office.display,
    whatsapp: company.phones.whatsapp.display,
  };
  const thread = ack ? outboxMessageId(ack) : undefined;
  return {
    from: options.from,
    to: submission.email,
    replyTo: reply.author_email,
    subject: fill(copy.subject, values),
    text: [reply.body, '', '-- ', fill(copy.signature, values), '', fill(copy.footer, values), ''].join('\n'),
    ...(thread ? { inReplyTo: thread, references: [thread] } : {}),
  };
}

export type ThreadEntry =
  | { type: 'ack'; at: number; delivered: boolean }
  | { type: 'reply'; at: number; author: string; body: string; delivered: boolean }
  | { type: 'status'; at: number; actor: string; detail: string };

/** What happened to a submission, oldest first: the acknowledgement, each reply with its author, each change of status. */
export async function threadOf(connection: Connection, kind: SubmissionKind, id: number): Promise<ThreadEntry[]> {
  const { db } = connection;
  const mails = await db.selectFrom('outbox').select(['purpose', 'item', 'status', 'created_at']).where('kind', '=', kind).where('submission_id', '=', id).execute();
  const replies = await db.selectFrom('staff_replies').selectAll().where('kind', '=', kind).where('submission_id', '=', id).execute();
  const changes = await db
    .selectFrom('staff_audit')
    .select(['at', 'actor_email', 'detail'])
    .where('kind', '=', kind)
    .where('submission_id', '=', id)
    .where('action', '=', 'status')
    .execute();
  const entries: ThreadEntry[] = [];
  for (const mail of mails) if (mail.purpose === 'ack') entries.push({ type: 'ack', at: Number(mail.created_at), delivered: mail.status === 'sent' });
  for (const reply of replies) {
    const mail = mails.find((m) => m.purpose === 'reply' && m.item === reply.id);
    entries.push({ type: 'reply', at: Number(reply.created_at), author: reply.author_name, body: reply.body, delivered: mail?.status === 'sent' });
  }
  for (const change of changes) entries.push({ type: 'status', at: Number(change.at), actor: change.actor_email ?? '', detail: change.detail.replace(/^status=/, '') });
  return entries.sort((a, b) => a.at - b.at);
}
