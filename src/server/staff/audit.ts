import 'server-only';
import type { Connection } from '../db';
import type { SubmissionKind } from '../db/kinds';

/*
 * The audit log: who did what to which record, and when. `detail` holds
 * counts and flags only (never visitor text or an erased address), so the log
 * itself needs no retention or erasure.
 */

const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-locked',
  'sign-out',
  'view',
  'download-resume',
  'export',
  'status',
  'note',
  'reply',
  'assign',
  'erase',
  'purge',
  'account',
  'settings',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type Actor = { id: string; email: string } | null;

/** The furthest page of the log that can be listed (the workspace caps its page numbers the same way). */
const MAX_AUDIT_PAGE = 100_000;

export type AuditEntry = {
  id: number;
  at: number;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  kind: SubmissionKind | null;
  submissionId: number | null;
  detail: string;
};

export async function audit(
  { db }: Connection,
  entry: { actor: Actor; action: AuditAction; kind?: SubmissionKind; submissionId?: number; detail?: string; now?: number },
): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      at: entry.now ?? Date.now(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      kind: entry.kind ?? null,
      submission_id: entry.submissionId ?? null,
      detail: entry.detail ?? '',
    })
    .execute();
}

export async function listAudit({ db }: Connection, options: { page: number; pageSize: number }): Promise<{ entries: AuditEntry[]; hasOlder: boolean }> {
  // One row past the page tells whether an older page exists; the log only grows, so it is never counted.
  // A page past what an offset can address is simply empty (SQLite refuses an offset beyond 64 bits).
  if (!Number.isSafeInteger(options.page) || options.page < 1 || options.page > MAX_AUDIT_PAGE) return { entries: [], hasOlder: false };
  const rows = await db
    .selectFrom('staff_audit')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.pageSize + 1)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  return {
    hasOlder: rows.length > options.pageSize,
    entries: rows.slice(0, options.pageSize).map((row) => ({
      id: row.id,
      at: Number(row.at),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      kind: row.kind,
      submissionId: row.submission_id,
      detail: row.detail,
    })),
  };
}
