import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { contactSchemaFor } from '@/lib/forms/contact-schema';
import { contactServiceOptions } from '@/content/contact';

const contactSchema = contactSchemaFor(contactServiceOptions);
import { careerSchema } from '@/lib/forms/career-schema';
import { saveCareerApplication, saveContactMessage } from '@/server/db/queries';
import type { Connection } from '@/server/db';
import { addUser, disableUser, resetPassword } from '@/server/staff/accounts';
import { listAudit } from '@/server/staff/audit';
import { eraseByEmail, purge, RETENTION_MONTHS, SUMMARY_KEEP_DAYS } from '@/server/staff/retention';
import { currentStaff, MAX_FAILURES_PER_ACCOUNT, signIn, signOut } from '@/server/staff/session';
import { addNote, exportCsv, getSubmission, listSubmissions, resumeForStaff, setStatus, type StaffUser } from '@/server/staff/records';
import { privacyPolicy } from '@/content/legal';
import { staffAuth } from '@/server/auth';
import { startEnrolment, verifyCode } from '@/server/staff/two-factor';
import { database, describeEachDialect, pdfBytes, useTempDatabase, validContact, type TempDatabase } from './forms/helpers';

const PASSWORD = 'a long staff passphrase 42';

function cookieHeader(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

async function signedIn(connection: Connection, email: string, password = PASSWORD, address = '10.9.0.1') {
  const result = await signIn(connection, { email, password, address, headers: new Headers() });
  if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
  return { ...result, headers: new Headers({ cookie: cookieHeader(result.setCookies) }) };
}

const contact = (fields: Partial<typeof validContact> = {}) => contactSchema.parse({ ...validContact, ...fields });
const rowFor = (marker: string, i: number) => ({
  first_name: `${marker}${i}`,
  last_name: 'Patil',
  email: `visitor${i}@example.org`,
  phone: '+91 98220 00000',
  company: 'Example Agro',
  service: 'Biogas Plant Construction',
  message: 'Enquiry about a biogas plant.',
  spam: 0,
});
const career = (fields: Record<string, string> = {}) =>
  careerSchema.parse({ name: 'Arjun Deshpande', email: 'arjun.deshpande@example.org', message: 'Process engineer.', ...fields });

describeEachDialect('staff workspace storage', (dialect) => {
  let temp: TempDatabase;
  let connection: Connection;
  const users: Record<'admin' | 'sales' | 'hr', StaffUser> = {} as never;

  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
    connection = await database();
    for (const role of ['admin', 'sales', 'hr'] as const) {
      const email = `${role}.staff@example.com`;
      const created = await addUser(connection, { email, name: `Test ${role}`, role, password: PASSWORD });
      expect(created.ok).toBe(true);
      users[role] = { id: created.ok ? created.value.id : '', email, name: `Test ${role}`, role };
    }
  });
  afterAll(async () => {
    await temp?.cleanup();
  });

  it('refuses weak passwords, unknown roles and duplicate accounts', async () => {
    expect(await addUser(connection, { email: 'x@example.com', name: 'X', role: 'admin', password: 'short' })).toMatchObject({ ok: false });
    expect(await addUser(connection, { email: 'x@example.com', name: 'X', role: 'owner', password: PASSWORD })).toMatchObject({ ok: false });
    expect(await addUser(connection, { email: 'ADMIN.staff@example.com', name: 'X', role: 'admin', password: PASSWORD })).toMatchObject({ ok: false });
  });

  it('signs in with the right password, keeps the session in the database and revokes it on sign-out', async () => {
    const session = await signedIn(connection, 'admin.staff@example.com');
    expect(session.setCookies.join('\n')).toMatch(/HttpOnly/i);
    expect(session.setCookies.join('\n')).toMatch(/SameSite=Lax/i);
    const me = await currentStaff(connection, session.headers);
    expect(me).toMatchObject({ email: 'admin.staff@example.com', role: 'admin' });
    await signOut(connection, session.headers, me);
    expect(await currentStaff(connection, session.headers)).toBeNull();
  });

  it('refuses a wrong password, then locks the account name (429) whether or not the account exists', async () => {
    for (const email of ['sales.staff@example.com', 'nobody@example.com']) {
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
        const result = await signIn(connection, { email, password: 'wrong password!!', address: `10.8.${i}.1`, headers: new Headers() });
        expect(result).toEqual({ ok: false, reason: 'invalid' });
      }
      const locked = await signIn(connection, { email, password: email.startsWith('sales') ? PASSWORD : 'wrong password!!', address: '10.8.99.1', headers: new Headers() });
      expect(locked).toMatchObject({ ok: false, reason: 'locked' });
    }
    // Each wrong password costs a real scrypt hash (about a second on a busy machine).
  }, 240_000);

  it('disabling an account ends its sessions; a password reset ends them too', async () => {
    const created = await addUser(connection, { email: 'temp.staff@example.com', name: 'Temp', role: 'hr', password: PASSWORD });
    expect(created.ok).toBe(true);
    const first = await signedIn(connection, 'temp.staff@example.com');
    expect(await resetPassword(connection, 'temp.staff@example.com', 'another long passphrase')).toMatchObject({ ok: true });
    expect(await currentStaff(connection, first.headers)).toBeNull();
    const second = await signedIn(connection, 'temp.staff@example.com', 'another long passphrase', '10.9.0.2');
    expect(await disableUser(connection, 'temp.staff@example.com')).toMatchObject({ ok: true });
    expect(await currentStaff(connection, second.headers)).toBeNull();
    expect(await signIn(connection, { email: 'temp.staff@example.com', password: 'another long passphrase', address: '10.9.0.3', headers: new Headers() })).toMatchObject({
      ok: false,
    });
  }, 120_000);

  it('TOTP: enrolment needs the password and a first code; then sign-in needs a code too', async () => {
    const created = await addUser(connection, { email: 'totp.staff@example.com', name: 'Totp', role: 'sales', password: PASSWORD });
    expect(created.ok).toBe(true);
    const session = await signedIn(connection, 'totp.staff@example.com', PASSWORD, '10.9.1.1');
    expect(await startEnrolment(connection, session.headers, 'not the password!')).toEqual({ ok: false });
    const enrolment = await startEnrolment(connection, session.headers, PASSWORD);
    if (!enrolment.ok) throw new Error('enrolment refused');
    const auth = await staffAuth(connection);
    // The key shown to the user is base32 (RFC 4648); the library's code generator takes the raw secret.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    const bits = [...enrolment.secret.replace(/=+$/, '')].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
    const raw = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2))).toString('utf8');
    const code = async () => (await auth.api.generateTOTP({ body: { secret: raw } })).code;
    expect(await verifyCode(connection, session.headers, '000000')).toBeNull();
    const enabled = await verifyCode(connection, session.headers, await code());
    expect(enabled).not.toBeNull();
    // Turning it on replaces the session: the cookies it returns are the ones that count.
    const renewed = new Headers({ cookie: cookieHeader(enabled!.setCookies.length ? enabled!.setCookies : session.setCookies) });
    expect(await currentStaff(connection, renewed)).toMatchObject({ twoFactorEnabled: true });

    const first = await signIn(connection, { email: 'totp.staff@example.com', password: PASSWORD, address: '10.9.1.2', headers: new Headers() });
    if (!first.ok) throw new Error('password step refused');
    expect(first.needsSecondFactor).toBe(true);
    const pending = new Headers({ cookie: cookieHeader(first.setCookies) });
    expect(await currentStaff(connection, pending)).toBeNull();
    const second = await verifyCode(connection, pending, await code());
    expect(second).not.toBeNull();
    expect(await currentStaff(connection, new Headers({ cookie: cookieHeader(second!.setCookies) }))).toMatchObject({ email: 'totp.staff@example.com' });
  }, 120_000);

  it('lists spam under "Spam" only, finds text whatever its case, and counts up to 1,000 then says "more than"', async () => {
    const marker = `Pagecheck${dialect}`;
    const spamId = (await saveContactMessage(connection, contact({ firstName: `${marker}Spam` }), { spam: true })).id;
    const spamList = await listSubmissions(connection, 'admin', { status: 'spam', q: marker }, { page: 1, pageSize: 25 });
    expect(spamList.items.map((item) => [item.id, item.status])).toEqual([[spamId, 'spam']]);
    expect((await listSubmissions(connection, 'admin', { status: 'new', q: marker }, { page: 1, pageSize: 25 })).items).toEqual([]);

    const base = Date.now() - 1000 * 60 * 60;
    await connection.db
      .insertInto('contact_messages')
      .values(Array.from({ length: 1010 }, (_, i) => ({ ...rowFor(marker, i), created_at: base + i })))
      .execute();
    const first = await listSubmissions(connection, 'admin', { q: marker.toUpperCase(), status: 'new' }, { page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.name).toBe(`${marker}1009 Patil`);
    expect(first).toMatchObject({ matches: { count: 1000, exact: false }, hasOlder: true });
    const last = await listSubmissions(connection, 'admin', { q: marker, status: 'new' }, { page: 41, pageSize: 25 });
    expect(last.items.map((item) => item.name)).toEqual(Array.from({ length: 10 }, (_, i) => `${marker}${9 - i} Patil`));
    expect(last).toMatchObject({ matches: { count: 1010, exact: true }, hasOlder: false });
    const beyond = await listSubmissions(connection, 'admin', { q: marker, status: 'new' }, { page: 50, pageSize: 25 });
    expect(beyond).toMatchObject({ items: [], matches: { count: 1010, exact: true }, hasOlder: false });
  }, 120_000);

  it('shows each role only its kinds, by list and by id; status, notes, export and audit', async () => {
    const contactId = (await saveContactMessage(connection, contact({ firstName: 'Rolecheck', company: '=cmd|calc\u001b[2J' }), { spam: false })).id;
    const careerId = (await saveCareerApplication(connection, career({ name: 'Rolecheck Applicant' }), { fileName: 'cv.pdf', contentType: 'application/pdf', bytes: pdfBytes() }, { spam: false })).id;

    const salesList = await listSubmissions(connection, 'sales', { q: 'Rolecheck' }, { page: 1, pageSize: 25 });
    expect(salesList.items.map((item) => item.kind)).toEqual(['contact']);
    const hrList = await listSubmissions(connection, 'hr', { q: 'Rolecheck' }, { page: 1, pageSize: 25 });
    expect(hrList.items.map((item) => item.kind)).toEqual(['career']);
    const adminList = await listSubmissions(connection, 'admin', { q: 'Rolecheck' }, { page: 1, pageSize: 25 });
    expect(adminList.items.map((item) => item.kind).sort()).toEqual(['career', 'contact']);
    expect(await listSubmissions(connection, 'sales', { kind: 'career' }, { page: 1, pageSize: 25 })).toEqual({ items: [], matches: { count: 0, exact: true }, hasOlder: false });

    expect(await getSubmission(connection, 'sales', 'career', careerId)).toBeNull();
    expect(await getSubmission(connection, 'hr', 'contact', contactId)).toBeNull();
    expect(await getSubmission(connection, 'hr', 'career', careerId)).toMatchObject({ name: 'Rolecheck Applicant' });
    expect(await resumeForStaff(connection, users.sales, careerId)).toBeNull();
    expect((await resumeForStaff(connection, users.hr, careerId))?.bytes.equals(pdfBytes())).toBe(true);
    expect(await setStatus(connection, users.hr, 'contact', contactId, 'done')).toBe('not-found');

    expect(await setStatus(connection, users.sales, 'contact', contactId, 'in-progress')).toBe('ok');
    expect(await addNote(connection, users.sales, 'contact', contactId, 'Called back; quote sent.')).toBe('ok');
    const detail = await getSubmission(connection, 'sales', 'contact', contactId);
    expect(detail).toMatchObject({ status: 'in-progress', notes: [{ body: 'Called back; quote sent.', authorName: 'Test sales' }] });
    expect((await listSubmissions(connection, 'sales', { status: 'in-progress' }, { page: 1, pageSize: 25 })).items.map((i) => i.id)).toContain(contactId);

    const { csv } = await exportCsv(connection, users.sales, { q: 'Rolecheck' });
    expect(csv).not.toMatch(/\u001b/);
    expect(csv).toContain(`'=cmd|calc[2J`);
    expect(csv).not.toContain('Rolecheck Applicant');

    const { entries } = await listAudit(connection, { page: 1, pageSize: 100 });
    const actions = entries.map((entry) => `${entry.action}:${entry.actorEmail ?? '-'}`);
    for (const expected of ['status:sales.staff@example.com', 'note:sales.staff@example.com', 'export:sales.staff@example.com', 'download-resume:hr.staff@example.com', 'sign-in:admin.staff@example.com', 'sign-in-failed:sales.staff@example.com', 'sign-in-failed:-']) {
      expect(actions).toContain(expected);
    }
  });

  it('purges what the retention periods no longer allow, as of a given day', async () => {
    const asOf = new Date(Date.UTC(2030, 5, 15));
    const day = 24 * 60 * 60 * 1000;
    const contactCut = Date.UTC(2030 - RETENTION_MONTHS.contact / 12, 5, 15);
    const careerCut = Date.UTC(2030 - RETENTION_MONTHS.career / 12, 5, 15);
    const oldContact = (await saveContactMessage(connection, contact({ firstName: 'Oldcontact' }), { spam: false, now: contactCut - day })).id;
    const keptContact = (await saveContactMessage(connection, contact({ firstName: 'Keptcontact' }), { spam: false, now: contactCut + day })).id;
    const resume = { fileName: 'cv.pdf', contentType: 'application/pdf', bytes: pdfBytes() };
    const oldCareer = (await saveCareerApplication(connection, career({ name: 'Oldcareer' }), resume, { spam: false, now: careerCut - day })).id;
    const keptCareer = (await saveCareerApplication(connection, career({ name: 'Keptcareer' }), resume, { spam: false, now: careerCut + day })).id;
    const summary = async (daysBefore: number, date: string) => {
      const at = asOf.getTime() - daysBefore * day;
      const row = await connection.db
        .insertInto('staff_daily_summary')
        .values({ user_id: users.sales.id, day: date, new_count: 1, overdue_count: 0, mine_count: 0, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await connection.db
        .insertInto('outbox')
        .values({ kind: 'staff', submission_id: Number(row.id), purpose: 'summary', item: 0, status: 'sent', attempts: 1, next_attempt_at: at, created_at: at, sent_at: at })
        .execute();
      return Number(row.id);
    };
    const oldSummary = await summary(SUMMARY_KEEP_DAYS + 1, '2030-03-01');
    const keptSummary = await summary(SUMMARY_KEEP_DAYS - 1, '2030-03-20');
    const counts = await purge(connection, { asOf, actor: null });
    expect(counts.summaries).toBeGreaterThanOrEqual(1);
    const summaryIds = (await connection.db.selectFrom('staff_daily_summary').select('id').execute()).map((row) => Number(row.id));
    expect(summaryIds).not.toContain(oldSummary);
    expect(summaryIds).toContain(keptSummary);
    const summaryMails = (await connection.db.selectFrom('outbox').select('submission_id').where('kind', '=', 'staff').execute()).map((row) => Number(row.submission_id));
    expect(summaryMails).not.toContain(oldSummary);
    expect(summaryMails).toContain(keptSummary);
    expect(counts.contact).toBeGreaterThanOrEqual(1);
    expect(counts.career).toBeGreaterThanOrEqual(1);
    expect(await getSubmission(connection, 'admin', 'contact', oldContact)).toBeNull();
    expect(await getSubmission(connection, 'admin', 'career', oldCareer)).toBeNull();
    expect(await getSubmission(connection, 'admin', 'contact', keptContact)).not.toBeNull();
    expect(await getSubmission(connection, 'admin', 'career', keptCareer)).not.toBeNull();
    const orphans = await connection.db.selectFrom('resumes').select('application_id').where('application_id', '=', oldCareer).execute();
    expect(orphans).toEqual([]);
    const { entries } = await listAudit(connection, { page: 1, pageSize: 5 });
    expect(entries[0]).toMatchObject({ action: 'purge', actorId: null });
    expect(entries[0]!.detail).toContain('as-of=2030-06-15');
  });

  it('erases everything held about one address, and the audit entry holds no part of it', async () => {
    const address = 'Erase.Me@Example.org';
    const contactId = (await saveContactMessage(connection, contact({ email: address }), { spam: false })).id;
    await saveCareerApplication(connection, career({ email: address.toLowerCase() }), { fileName: 'cv.pdf', contentType: 'application/pdf', bytes: pdfBytes() }, { spam: false });
    await addNote(connection, users.admin, 'contact', contactId, 'Asked for a site visit.');
    const other = (await saveContactMessage(connection, contact({ firstName: 'Otherperson' }), { spam: false })).id;
    await addNote(connection, users.admin, 'contact', other, `Same company as ${address}`);

    const result = await eraseByEmail(connection, address.toUpperCase(), { id: users.admin.id, email: users.admin.email });
    expect(result).toMatchObject({ contact: 1, career: 1 });

    const needle = 'erase.me';
    const tables = ['contact_messages', 'career_applications', 'staff_notes', 'outbox', 'form_drafts', 'staff_audit', 'rate_limits'] as const;
    for (const table of tables) {
      const rows = await connection.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows).toLowerCase(), table).not.toContain(needle);
    }
    const { entries } = await listAudit(connection, { page: 1, pageSize: 1 });
    expect(entries[0]).toMatchObject({ action: 'erase', actorEmail: users.admin.email });
    expect(await getSubmission(connection, 'admin', 'contact', other)).not.toBeNull();
  });
});

describe('retention periods', () => {
  it('are the ones the privacy page states', () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toMatch(new RegExp(`Contact form messages","${RETENTION_MONTHS.contact} months`));
    expect(text).toMatch(new RegExp(`Career applications and résumés","${RETENTION_MONTHS.career} months`));
    expect(text).toMatch(new RegExp(`Feedstock supply enquiries","${RETENTION_MONTHS.supply} months`));
  });
});

describe('migration', () => {
  it('adds only the 0002_staff step of this feature', () => {
    expect(readFileSync('src/server/db/migrations.ts', 'utf8')).toContain("'0002_staff'");
  });
});
