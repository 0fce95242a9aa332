import 'server-only';
import { sql } from 'kysely';
import type { Connection } from '../db';
import { SUBMISSION_KINDS, SUBMISSION_TABLES, type SubmissionKind } from '../db/kinds';
import { audit, type Actor } from './audit';

/*
 * Retention and erasure, as the privacy page promises (src/content/legal.ts,
 * "Retention periods"): contact messages are kept 24 months and applications
 * with their résumés 12 months, supply enquiries (/feedstock) 24 months, from the day they were sent. A unit test
 * ("retention periods" in tests/unit/staff.test.ts) reads that table so the two cannot drift apart.
 */
export const RETENTION_MONTHS = { contact: 24, career: 12, supply: 24 } as const satisfies Record<SubmissionKind, number>;

/**
 * Days a morning-summary row (staff_daily_summary: a staff member's id, the day and three
 * counts) and its mail are kept. The row only has to outlive its own day (it is what makes
 * the summary one a day across instances); a quarter lets an admin answer "did I get my
 * summary on …?" from the outbox.
 */
export const SUMMARY_KEEP_DAYS = 90;

/** `date` minus `months` calendar months (UTC), clamped to the month's last day. */
export function monthsBefore(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() - months;
  const target = new Date(Date.UTC(y, m, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** "YYYY-MM-DD" → that day's start (UTC), or null when it is not a real date. */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value.trim() ? date : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type PurgeCounts = Record<SubmissionKind, number> & { notes: number; outbox: number; drafts: number; summaries: number };

/**
 * Deletes what the retention periods no longer allow, as of `asOf`: old
 * submissions (résumés go with their application), their notes and mails,
 * delivered mails older than the period, morning summaries older than
 * SUMMARY_KEEP_DAYS with their mails, expired no-JavaScript drafts and
 * stale rate-limit counters. One transaction; the audit log keeps only counts.
 */
export async function purge(connection: Connection, options: { asOf?: Date; actor: Actor }): Promise<PurgeCounts> {
  const asOf = options.asOf ?? new Date();
  const cutoff = Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind, monthsBefore(asOf, RETENTION_MONTHS[kind]).getTime()])) as Record<SubmissionKind, number>;
  const counts = await connection.db.transaction().execute(async (trx) => {
    const result: PurgeCounts = { contact: 0, career: 0, supply: 0, notes: 0, outbox: 0, drafts: 0, summaries: 0 };
    for (const kind of SUBMISSION_KINDS) {
      const table = SUBMISSION_TABLES[kind];
      const old = trx.selectFrom(table).select('id').where('created_at', '<', cutoff[kind]);
      result.notes += Number((await trx.deleteFrom('staff_notes').where('kind', '=', kind).where('submission_id', 'in', old).executeTakeFirst()).numDeletedRows);
      result.outbox += Number((await trx.deleteFrom('outbox').where('kind', '=', kind).where('submission_id', 'in', old).executeTakeFirst()).numDeletedRows);
      if (kind === 'career') await trx.deleteFrom('resumes').where('application_id', 'in', old).execute();
      result[kind] = Number((await trx.deleteFrom(table).where('created_at', '<', cutoff[kind]).executeTakeFirst()).numDeletedRows);
      result.outbox += Number(
        (await trx.deleteFrom('outbox').where('kind', '=', kind).where('status', '=', 'sent').where('created_at', '<', cutoff[kind]).executeTakeFirst())
          .numDeletedRows,
      );
    }
    const summaryCutoff = asOf.getTime() - SUMMARY_KEEP_DAYS * DAY_MS;
    const oldSummaries = trx.selectFrom('staff_daily_summary').select('id').where('created_at', '<', summaryCutoff);
    result.outbox += Number((await trx.deleteFrom('outbox').where('kind', '=', 'staff').where('submission_id', 'in', oldSummaries).executeTakeFirst()).numDeletedRows);
    result.summaries = Number((await trx.deleteFrom('staff_daily_summary').where('created_at', '<', summaryCutoff).executeTakeFirst()).numDeletedRows);
    result.drafts = Number((await trx.deleteFrom('form_drafts').where('expires_at', '<', asOf.getTime()).executeTakeFirst()).numDeletedRows);
    await trx.deleteFrom('rate_limits').where('window_start', '<', asOf.getTime() - DAY_MS).execute();
    return result;
  });
  await audit(connection, {
    actor: options.actor,
    action: 'purge',
    detail: `as-of=${asOf.toISOString().slice(0, 10)} contact=${counts.contact} career=${counts.career} supply=${counts.supply} notes=${counts.notes} outbox=${counts.outbox} drafts=${counts.drafts} summaries=${counts.summaries}`,
  });
  return counts;
}

export type EraseCounts = { contact: number; career: number; supply: number; notes: number; outbox: number; drafts: number };

const likeEscaped = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Deletes everything held about one e-mail address (compared without regard
 * to case): its contact messages and applications with résumés, their notes
 * and notification mails, any note or no-JavaScript draft that contains the
 * address. The audit entry records counts only, never the address.
 */
export async function eraseByEmail(connection: Connection, email: string, actor: Actor): Promise<EraseCounts | 'invalid'> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(address) || address.length > 320) return 'invalid';
  const pattern = likeEscaped(address);
  const counts = await connection.db.transaction().execute(async (trx) => {
    const result: EraseCounts = { contact: 0, career: 0, supply: 0, notes: 0, outbox: 0, drafts: 0 };
    for (const kind of SUBMISSION_KINDS) {
      const table = SUBMISSION_TABLES[kind];
      const theirs = trx.selectFrom(table).select('id').where(sql<boolean>`lower(email) = ${address}`);
      result.notes += Number((await trx.deleteFrom('staff_notes').where('kind', '=', kind).where('submission_id', 'in', theirs).executeTakeFirst()).numDeletedRows);
      result.outbox += Number((await trx.deleteFrom('outbox').where('kind', '=', kind).where('submission_id', 'in', theirs).executeTakeFirst()).numDeletedRows);
      if (kind === 'career') await trx.deleteFrom('resumes').where('application_id', 'in', theirs).execute();
      result[kind] = Number((await trx.deleteFrom(table).where(sql<boolean>`lower(email) = ${address}`).executeTakeFirst()).numDeletedRows);
    }
    result.notes += Number((await trx.deleteFrom('staff_notes').where(sql<boolean>`lower(body) like ${pattern} escape '\\'`).executeTakeFirst()).numDeletedRows);
    result.drafts = Number((await trx.deleteFrom('form_drafts').where(sql<boolean>`lower(payload) like ${pattern} escape '\\'`).executeTakeFirst()).numDeletedRows);
    await trx.updateTable('outbox').set({ last_error: null }).where(sql<boolean>`lower(last_error) like ${pattern} escape '\\'`).execute();
    return result;
  });
  await audit(connection, {
    actor,
    action: 'erase',
    detail: `contact=${counts.contact} career=${counts.career} supply=${counts.supply} notes=${counts.notes} outbox=${counts.outbox} drafts=${counts.drafts}`,
  });
  return counts;
}

/** Runs the purge now and then once a day (the server calls this at start). */
export function startDailyPurge(getConnection: () => Promise<Connection>, everyMs = 24 * 60 * 60 * 1000): { stop(): void } {
  const run = async () => {
    try {
      const counts = await purge(await getConnection(), { actor: null });
      console.info(JSON.stringify({ event: 'retention.purge', ...counts }));
    } catch (error) {
      console.error(JSON.stringify({ event: 'retention.purge_failed', error: error instanceof Error ? error.message : String(error) }));
    }
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, everyMs);
  first.unref?.();
  timer.unref?.();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
