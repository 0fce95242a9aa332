import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactServiceOptions } from '@/content/contact';
import { publicHolidays } from '@/content/holidays';
import { staffSummaryCopy } from '@/content/staff-summary';
import { contactSchemaFor } from '@/lib/forms/contact-schema';
import { absoluteUrl } from '@/lib/site';
import { openConnection } from '@/server/db/dialect';
import { listMails, saveContactMessage } from '@/server/db/queries';
import { queueDailySummaries, setSummaryEnabled, summaryEnabled } from '@/server/enquiries/daily-summary';
import { workingDay } from '@/server/enquiries/working-hours';
import { deliverDueMails, outboxMessageId } from '@/server/outbox';
import { POST as postSummarySetting } from '@/app/staff/settings/summary/route';
import { addUser } from '@/server/staff/accounts';
import { signIn } from '@/server/staff/session';
import { listAudit } from '@/server/staff/audit';
import { assign, type StaffUser } from '@/server/staff/records';
import { database, describeEachDialect, formPost, startSmtpServer, useTempDatabase, validContact, type TempDatabase } from '../forms/helpers';
import { readMail } from './mime';

const contactSchema = contactSchemaFor(contactServiceOptions);
/** A moment in India time (UTC+05:30). */
const ist = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);
const settings = (smtpUrl: string) => ({ smtpUrl, mailFrom: 'website@example.com', retryBaseMs: 1000, retryMaxMs: 8000 });

/** A working day from the calendar itself: the first Monday of December 2026 that is no holiday. */
const MONDAY = '2026-12-07';
const SUNDAY = '2026-12-06';
const holiday = publicHolidays.find((entry) => new Date(`${entry.date}T12:00:00+05:30`).getUTCDay() !== 0 && entry.date >= '2026-06-01')!;

describeEachDialect('enquiries: the staff morning summary', (dialect) => {
  let temp: TempDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const users: Record<'sales' | 'lab' | 'hr' | 'quiet', StaffUser> = {} as never;

  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
    smtp = await startSmtpServer();
    const connection = await database();
    const made = async (key: keyof typeof users, role: 'sales' | 'lab' | 'hr') => {
      const email = `${key}.summary@example.com`;
      const result = await addUser(connection, { email, name: `Summary ${key}`, role, password: 'a long staff passphrase 42' });
      if (!result.ok) throw new Error(result.error);
      users[key] = { id: result.value.id, email, name: `Summary ${key}`, role };
    };
    await made('sales', 'sales');
    await made('lab', 'lab');
    await made('hr', 'hr'); // no career application exists: nothing open for HR
    await made('quiet', 'sales');
    // Two sales enquiries: one arrived a week before (overdue by Monday), one the evening before; one assigned to sales.
    const old = await saveContactMessage(connection, contactSchema.parse({ ...validContact, firstName: 'Summaryold' }), { spam: false, now: ist('2026-11-30', '11:00') });
    await saveContactMessage(connection, contactSchema.parse({ ...validContact, firstName: 'Summarynew' }), { spam: false, now: ist('2026-12-05', '17:00') });
    expect(await assign(connection, users.sales, 'contact', old.id, users.sales.id)).toBe('ok');
  }, 120_000);
  afterAll(async () => {
    await smtp?.close();
    await temp?.cleanup();
  });

  it('waits for 09:30 India time on a working day; never on Sunday or a holiday', async () => {
    const connection = await database();
    expect(workingDay(ist(SUNDAY, '10:00')).working).toBe(false);
    expect(await queueDailySummaries(connection, ist(SUNDAY, '10:00'))).toBe(0);
    expect(await queueDailySummaries(connection, ist(holiday.date, '10:00'))).toBe(0);
    expect(await queueDailySummaries(connection, ist(MONDAY, '09:29'))).toBe(0);
    expect((await listMails(connection)).filter((mail) => mail.purpose === 'summary')).toHaveLength(0);
  });

  it('the setting: off is kept and audited; the one who turned it off gets none', async () => {
    const connection = await database();
    expect(await summaryEnabled(connection, users.quiet.id)).toBe(true);
    await setSummaryEnabled(connection, users.quiet, false, ist(SUNDAY, '12:00'));
    expect(await summaryEnabled(connection, users.quiet.id)).toBe(false);
    const { entries } = await listAudit(connection, { page: 1, pageSize: 50 });
    expect(entries.some((entry) => entry.action === 'settings' && entry.actorEmail === users.quiet.email && entry.detail === 'daily-summary=off')).toBe(true);
  });

  it('the workspace setting needs a session and a same-origin post, and is audited', async () => {
    const connection = await database();
    const session = await signIn(connection, { email: users.lab.email, password: 'a long staff passphrase 42', address: '10.8.0.1', headers: new Headers() });
    if (!session.ok) throw new Error(session.reason);
    const cookie = session.setCookies.map((value) => value.split(';')[0]).join('; ');
    const post = (value: string, headers: Record<string, string>) => postSummarySetting(formPost('/staff/settings/summary', new URLSearchParams({ summary: value }), headers));
    expect((await post('off', { origin: 'http://localhost:3000' })).status).toBe(401);
    expect((await post('off', { origin: 'https://elsewhere.example', cookie })).status).toBe(403);
    expect((await post('sideways', { origin: 'http://localhost:3000', cookie })).status).toBe(400);
    expect(await summaryEnabled(connection, users.lab.id)).toBe(true);
    expect((await post('off', { origin: 'http://localhost:3000', cookie })).status).toBe(303);
    expect(await summaryEnabled(connection, users.lab.id)).toBe(false);
    expect((await post('on', { origin: 'http://localhost:3000', cookie })).status).toBe(303);
    expect(await summaryEnabled(connection, users.lab.id)).toBe(true);
    const { entries } = await listAudit(connection, { page: 1, pageSize: 50 });
    expect(entries.filter((entry) => entry.action === 'settings' && entry.actorEmail === users.lab.email).map((entry) => entry.detail)).toEqual(['daily-summary=on', 'daily-summary=off']);
  });

  it('from 09:30: one mail per person with open items, once per day even with two workers', async () => {
    await database();
    const instances = await Promise.all([openConnection(temp.url), openConnection(temp.url)]);
    try {
      const at = ist(MONDAY, '09:30');
      // PostgreSQL: both at once. SQLite: one after the other (its instances are separate processes that wait for the write lock).
      const counts =
        dialect === 'postgres'
          ? await Promise.all(instances.map((instance) => queueDailySummaries(instance, at)))
          : [await queueDailySummaries(instances[0]!, at), await queueDailySummaries(instances[1]!, at + 60_000)];
      // Sales (two new, one overdue, one assigned) and lab (sees nothing of sales' desk: none); HR: nothing open; quiet: turned off.
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await queueDailySummaries(instances[0]!, ist(MONDAY, '15:00'))).toBe(0);

      // The outbox also holds the two enquiries' notifications: all go out, none fails.
      expect((await deliverDueMails(instances[1]!, settings(smtp.url), () => at + 120_000)).failed).toBe(0);
      const staffAddresses = new Set(Object.values(users).map((user) => user.email));
      const mails = smtp.received.filter((mail) => mail.to.some((to) => staffAddresses.has(to)));
      expect(mails.map((mail) => mail.to)).toEqual([[users.sales.email]]);
      const { headers, parts } = readMail(mails[0]!.raw);
      const text = parts.map((part) => part.body).join('\n');
      expect(headers.get('subject')).toBe(staffSummaryCopy.subject(MONDAY, 2 + 1 + 1));
      expect(text).toContain(`${staffSummaryCopy.lines.new}: 2`);
      expect(text).toContain(`${staffSummaryCopy.lines.overdue}: 1`);
      expect(text).toContain(`${staffSummaryCopy.lines.mine}: 1`);
      for (const link of ['/staff?status=new', '/staff?view=overdue', '/staff?view=mine', '/staff/settings']) expect(text).toContain(absoluteUrl(link));
      const row = (await listMails(instances[0]!)).find((mail) => mail.purpose === 'summary')!;
      expect(headers.get('message-id')).toBe(outboxMessageId(row));
      expect(headers.get('auto-submitted')).toBe('auto-generated');

      // The next working day brings the next summary.
      expect(await queueDailySummaries(instances[0]!, ist('2026-12-08', '09:31'))).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.db.destroy()));
    }
  });
});
