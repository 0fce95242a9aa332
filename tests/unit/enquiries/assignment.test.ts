import { afterAll, beforeAll, expect, it } from 'vitest';
import { publicHolidays } from '@/content/holidays';
import { contactServiceOptions } from '@/content/contact';
import { services } from '@/content/services';
import { contactSchemaFor } from '@/lib/forms/contact-schema';
import { saveContactMessage } from '@/server/db/queries';
import { sendReply } from '@/server/enquiries/replies';
import { overdueCutoff } from '@/server/enquiries/working-hours';
import { addUser } from '@/server/staff/accounts';
import { filterFromQuery } from '@/server/staff/filters';
import { assign, listSubmissions, type StaffUser } from '@/server/staff/records';
import { database, describeEachDialect, useTempDatabase, validContact, type TempDatabase } from '../forms/helpers';

const contactSchema = contactSchemaFor(contactServiceOptions);
/** A moment in India time (UTC+05:30). */
const ist = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);

it('counts 24 working hours back over Monday–Saturday 09:30–18:30 India time, skipping Sundays and holidays', () => {
  // Wednesday noon: 2.5 h on Wednesday, 9 on Tuesday, 9 on Monday, the last 3.5 on Saturday (Sunday skipped).
  expect(overdueCutoff(ist('2026-11-25', '12:00'), 24, new Set())).toBe(ist('2026-11-21', '15:00'));
  // The same with Monday a holiday: the last 3.5 h come from Friday.
  expect(overdueCutoff(ist('2026-11-25', '12:00'), 24, new Set(['2026-11-23']))).toBe(ist('2026-11-20', '15:00'));
  // Before opening and after closing count nothing: 07:00 Thursday is the same as Wednesday 18:30.
  expect(overdueCutoff(ist('2026-11-26', '07:00'), 24, new Set())).toBe(overdueCutoff(ist('2026-11-25', '18:30'), 24, new Set()));
  // The holidays of the content file count: Republic Day falls on a Monday in 2026.
  expect(publicHolidays.map((holiday) => holiday.date)).toContain('2026-01-26');
  // Tuesday at noon, one working day back is Saturday noon (Monday the 26th, Republic Day, and Sunday skipped).
  expect(overdueCutoff(ist('2026-01-27', '12:00'), 9)).toBe(ist('2026-01-24', '12:00'));
});

describeEachDialect('enquiries: assignment and the list views', (dialect) => {
  let temp: TempDatabase;
  let sales: StaffUser;
  let lab: StaffUser;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
    const connection = await database();
    const made = async (role: 'sales' | 'lab', email: string) => {
      const result = await addUser(connection, { email, name: `Test ${role}`, role, password: 'a long staff passphrase 42' });
      if (!result.ok) throw new Error(result.error);
      return { id: result.value.id, email, name: `Test ${role}`, role };
    };
    sales = await made('sales', 'sales.desk@example.com');
    lab = await made('lab', 'lab.desk@example.com');
  }, 120_000);
  afterAll(async () => {
    await temp?.cleanup();
  });

  it('mine, unassigned and overdue (with a controlled clock); a record goes only to a colleague of its desk', async () => {
    const connection = await database();
    const now = ist('2026-11-25', '12:00');
    const cutoff = overdueCutoff(now);
    const save = async (firstName: string, at: number, service = 'Biogas Plant Construction') =>
      (await saveContactMessage(connection, contactSchema.parse({ ...validContact, firstName, service }), { spam: false, now: at })).id;
    const late = await save('Viewlate', cutoff - 60_000);
    const recent = await save('Viewrecent', cutoff + 60_000);
    const answered = await save('Viewanswered', cutoff - 60_000);
    const labEnquiry = await save('Viewlab', cutoff - 60_000, services[0]!.title);
    expect(await sendReply(connection, sales, 'contact', answered, 'We will call you tomorrow.', cutoff)).toBe('ok');

    const view = async (user: StaffUser, name: string) => {
      const { filter } = filterFromQuery({ view: name, q: 'View' }, { userId: user.id, now });
      return (await listSubmissions(connection, user.role, filter, { page: 1, pageSize: 25 })).items.map((item) => item.id).sort((a, b) => a - b);
    };
    expect(await view(sales, 'overdue')).toEqual([late]);
    expect(await view(lab, 'overdue')).toEqual([labEnquiry]);
    // A minute earlier the late one was not yet overdue.
    expect((await listSubmissions(connection, 'sales', filterFromQuery({ view: 'overdue', q: 'View' }, { userId: sales.id, now: now - 120_000 }).filter, { page: 1, pageSize: 25 })).items).toEqual([]);

    expect(await assign(connection, sales, 'contact', late, lab.id)).toBe('wrong-desk');
    expect(await assign(connection, sales, 'contact', labEnquiry, sales.id)).toBe('not-found');
    expect(await assign(connection, sales, 'contact', late, sales.id)).toBe('ok');
    expect(await view(sales, 'mine')).toEqual([late]);
    expect(await view(sales, 'unassigned')).toEqual([recent, answered].sort((a, b) => a - b));
    expect(await view(lab, 'mine')).toEqual([]);
    expect(await assign(connection, sales, 'contact', late, null)).toBe('ok');
    expect(await view(sales, 'mine')).toEqual([]);
  });
});
