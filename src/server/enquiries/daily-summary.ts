import 'server-only';
import { company } from '@/content/company';
import { staffSummaryCopy } from '@/content/staff-summary';
import { inertLine } from '@/lib/inert-text';
import { absoluteUrl } from '@/lib/site';
import { AUTH_TABLES, isRole, type Role } from '../auth';
import type { Connection } from '../db';
import type { OutboxRow } from '../db/schema';
import type { MailMessage } from '../mail';
import { audit } from '../staff/audit';
import { listSubmissions, type SubmissionFilter } from '../staff/records';
import { overdueCutoff, workingDay } from './working-hours';

/*
 * The morning summary: each working day (src/server/enquiries/working-hours.ts: Monday to Saturday,
 * not on a holiday of src/content/holidays.ts), from 09:30 India time, every active staff member with
 * open items gets one mail with how many are new, overdue and assigned to them, each with a link to
 * that list. The row (user_id, day) of staff_daily_summary is unique: the instance whose insert
 * succeeds queues the mail in the outbox (stable Message-ID, retries), any other finds it there and
 * does nothing. A staff member can turn it off (/staff/settings).
 */

/** The list each count links to, as the workspace's filters read it (src/server/staff/filters.ts). */
const links = { new: '/staff?status=new', overdue: '/staff?view=overdue', mine: '/staff?view=mine' } as const;

type Counts = { new: number; overdue: number; mine: number };

async function count(connection: Connection, role: Role, filter: SubmissionFilter): Promise<number> {
  return (await listSubmissions(connection, role, filter, { page: 1, pageSize: 1 })).matches.count;
}

/** What waits for one staff member, as their own list views count it. */
async function countsFor(connection: Connection, user: { id: string; role: Role }, now: number): Promise<Counts> {
  return {
    new: await count(connection, user.role, { status: 'new' }),
    overdue: await count(connection, user.role, { view: 'overdue', overdueBefore: overdueCutoff(now) }),
    mine:
      (await count(connection, user.role, { view: 'mine', assignedTo: user.id, status: 'new' })) +
      (await count(connection, user.role, { view: 'mine', assignedTo: user.id, status: 'in-progress' })),
  };
}

async function activeStaff({ db }: Connection): Promise<{ id: string; role: Role }[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = (await db.selectFrom(AUTH_TABLES.user as any).select(['id', 'role', 'disabled']).execute()) as { id: string; role: string; disabled: unknown }[];
  return rows.filter((row) => !(row.disabled === true || Number(row.disabled) === 1) && isRole(row.role)).map((row) => ({ id: row.id, role: row.role as Role }));
}

/**
 * Queues today's summaries that are due at `now` and not queued yet (by this or another instance).
 * Returns how many this call queued.
 */
export async function queueDailySummaries(connection: Connection, now: number): Promise<number> {
  const day = workingDay(now);
  if (!day.working || now < day.opensAt) return 0;
  const { db } = connection;
  const done = new Set((await db.selectFrom('staff_daily_summary').select('user_id').where('day', '=', day.date).execute()).map((row) => row.user_id));
  const off = new Set((await db.selectFrom('staff_summary_opt_out').select('user_id').execute()).map((row) => row.user_id));
  let queued = 0;
  for (const user of await activeStaff(connection)) {
    if (done.has(user.id) || off.has(user.id)) continue;
    const counts = await countsFor(connection, user, now);
    if (counts.new + counts.overdue + counts.mine === 0) continue;
    const inserted = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('staff_daily_summary')
        .values({ user_id: user.id, day: day.date, new_count: counts.new, overdue_count: counts.overdue, mine_count: counts.mine, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await trx
        .insertInto('outbox')
        .values({ kind: 'staff', submission_id: Number(row.id), purpose: 'summary', item: 0, status: 'pending', attempts: 0, next_attempt_at: now, created_at: now })
        .execute();
      return true;
    });
    if (inserted) queued += 1;
  }
  return queued;
}

/** The summary mail of one outbox row (purpose 'summary'), or null when its row or its recipient is gone. */
export async function composeSummary(connection: Connection, row: OutboxRow, options: { from: string }): Promise<MailMessage | null> {
  const { db } = connection;
  const summary = await db.selectFrom('staff_daily_summary').selectAll().where('id', '=', row.submission_id).executeTakeFirst();
  if (!summary) return null;
  const user = (await db
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    .selectFrom(AUTH_TABLES.user as any)
    .select(['email', 'name'])
    .where('id', '=', summary.user_id)
    .executeTakeFirst()) as { email: string; name: string } | undefined;
  if (!user) return null;
  const copy = staffSummaryCopy;
  const counts: Counts = { new: Number(summary.new_count), overdue: Number(summary.overdue_count), mine: Number(summary.mine_count) };
  const open = counts.new + counts.overdue + counts.mine;
  return {
    from: options.from,
    to: user.email,
    subject: copy.subject(summary.day, open),
    text: [
      copy.greeting(inertLine(user.name)),
      '',
      copy.intro,
      '',
      ...(['new', 'overdue', 'mine'] as const).map((key) => `${copy.lines[key]}: ${counts[key]}\n  ${absoluteUrl(links[key])}`),
      '',
      copy.turnOff(absoluteUrl('/staff/settings')),
      `-- ${company.shortName}`,
    ].join('\n'),
    // RFC 3834: generated, not a reply; out-of-office robots stay quiet.
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
  };
}

/** Whether the staff member gets the morning summary. */
export async function summaryEnabled({ db }: Connection, userId: string): Promise<boolean> {
  return !(await db.selectFrom('staff_summary_opt_out').select('user_id').where('user_id', '=', userId).executeTakeFirst());
}

/** Turns the staff member's own morning summary on or off, and logs it. */
export async function setSummaryEnabled(connection: Connection, actor: { id: string; email: string }, enabled: boolean, now = Date.now()): Promise<void> {
  const { db } = connection;
  if (enabled) await db.deleteFrom('staff_summary_opt_out').where('user_id', '=', actor.id).execute();
  else await db.insertInto('staff_summary_opt_out').values({ user_id: actor.id, at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  await audit(connection, { actor, action: 'settings', detail: `daily-summary=${enabled ? 'on' : 'off'}`, now });
}

export type DailySummaryTimer = { stop(): void };

/**
 * Checks once a minute whether today's summaries are due; once a pass has run on a day, the
 * process leaves that day alone (a "morning" summary: who had nothing open then gets none).
 * `queued` runs when mails were queued (the outbox worker's kick).
 */
export function startDailySummaries(getConnection: () => Promise<Connection>, options: { everyMs?: number; queued?: () => void; now?: () => number } = {}): DailySummaryTimer {
  const now = options.now ?? Date.now;
  let doneFor = '';
  let busy = false;
  const tick = async () => {
    if (busy) return;
    const at = now();
    const day = workingDay(at);
    if (doneFor === day.date || !day.working || at < day.opensAt) return;
    busy = true;
    try {
      const queued = await queueDailySummaries(await getConnection(), at);
      doneFor = day.date;
      if (queued > 0) {
        console.info(JSON.stringify({ event: 'summary.queued', day: day.date, mails: queued }));
        options.queued?.();
      }
    } catch (error) {
      console.error(JSON.stringify({ event: 'summary.failed', error: error instanceof Error ? error.message : String(error) }));
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), options.everyMs ?? 60_000);
  timer.unref?.();
  void tick();
  return { stop: () => clearInterval(timer) };
}
