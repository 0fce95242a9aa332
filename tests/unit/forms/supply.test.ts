/**
 * The supply enquiry of /feedstock: its schema (Indian mobile numbers, approximate
 * tonnes, the option codes) and its path through the intake on each database engine:
 * stored with a SUP reference, the sales notification always, the acknowledgement
 * only when an e-mail address was given, the no-JavaScript outcome pages, and who
 * in the workspace may read it. Options and messages come from src/content/feedstock.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedstockContent, feedstockIds, feedstocks, monthOptions, monthValues } from '@/content/feedstock';
import { company } from '@/content/company';
import { formMessages, type FormResponse } from '@/lib/forms/messages';
import { REFERENCE_PATTERN } from '@/lib/forms/reference';
import { TONNES_RANGE } from '@/lib/forms/supply-fields';
import { normaliseMobile, parseTonnes, supplySchemaFor } from '@/lib/forms/supply-schema';
import { handleSupplyPost, loadOutcomeDraft } from '@/server/intake';
import { listMails, listSupplyEnquiries } from '@/server/db/queries';
import { composeMail } from '@/server/outbox';
import { exportCsv, getSubmission, listSubmissions } from '@/server/staff/records';
import { database, describeEachDialect, formPost, jsonPost, setEnv, useTempDatabase, type TempDatabase } from './helpers';

const errors = feedstockContent.errors;
const schema = supplySchemaFor({ feedstocks: feedstockIds, months: monthValues, errors });
const firstFeedstock = feedstocks[0]!;

const valid = {
  name: 'Sandeep Jadhav',
  phone: '98765 43210',
  email: '',
  village: 'Wadgaon, Maval',
  district: 'Pune',
  feedstock: firstFeedstock.id,
  tonnes: '12',
  month: monthOptions.at(-1)!.value,
};

const issuesOf = (input: Record<string, string>) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('supply enquiry schema', () => {
  it.each([
    ['9876543210', '+91 98765 43210'],
    ['98765 43210', '+91 98765 43210'],
    ['+91 98765 43210', '+91 98765 43210'],
    ['+919876543210', '+91 98765 43210'],
    ['919876543210', '+91 98765 43210'],
    ['09876543210', '+91 98765 43210'],
    ['098765-43210', '+91 98765 43210'],
    ['  +91 7000 012 345 ', '+91 70000 12345'],
    ['6123456789', '+91 61234 56789'],
  ])('takes the mobile number %j and stores it as %j', (typed, stored) => {
    expect(normaliseMobile(typed.trim())).toBe(stored);
    const parsed = schema.safeParse({ ...valid, phone: typed });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.phone).toBe(stored);
  });

  it.each(['12345', '5876543210', '98765 4321', '98765 432100', '+1 415 555 0100', '020 2567 8901', 'ninety eight', '+91 +91 98765 43210'])(
    'refuses %j with the mobile-number message',
    (typed) => {
      expect(issuesOf({ ...valid, phone: typed }).phone).toBe(errors.phoneInvalid);
    },
  );

  it('asks for the phone and the name when they are missing', () => {
    const found = issuesOf({ ...valid, phone: '  ', name: '' });
    expect(found.phone).toBe(errors.phoneMissing);
    expect(found.name).toBe(errors.nameMissing);
  });

  it.each([
    ['12', 12],
    ['2.5', 2.5],
    ['1,200', 1200],
    [' 40 ', 40],
    ['', null],
  ])('reads the tonnes %j as %j', (typed, tonnes) => {
    const parsed = schema.safeParse({ ...valid, tonnes: typed });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.tonnes).toBe(tonnes);
  });

  it.each(['ten', '-3', '1e5', '12 t', '2.555', '0x10'])('refuses the tonnes %j with a clear message', (typed) => {
    expect(parseTonnes(typed)).toBeNull();
    expect(issuesOf({ ...valid, tonnes: typed }).tonnes).toBe(errors.tonnesInvalid);
  });

  it('names the range when the tonnes are out of it', () => {
    const message = issuesOf({ ...valid, tonnes: '0' }).tonnes;
    expect(message).toContain(String(TONNES_RANGE.min));
    expect(message).toContain(TONNES_RANGE.max.toLocaleString('en-IN'));
    expect(issuesOf({ ...valid, tonnes: String(TONNES_RANGE.max + 1) }).tonnes).toBe(message);
    expect(issuesOf({ ...valid, tonnes: String(TONNES_RANGE.max) }).tonnes).toBeUndefined();
  });

  it('takes only the offered feedstocks and months, and an e-mail only when valid', () => {
    expect(issuesOf({ ...valid, feedstock: '' }).feedstock).toBe(errors.feedstockMissing);
    expect(issuesOf({ ...valid, feedstock: 'plutonium' }).feedstock).toBe(errors.feedstockMissing);
    expect(issuesOf({ ...valid, month: '13' }).month).toBe(errors.monthInvalid);
    expect(issuesOf({ ...valid, month: '' }).month).toBeUndefined();
    expect(issuesOf({ ...valid, email: 'farmer@' }).email).toBe(errors.emailInvalid);
    expect(issuesOf({ ...valid, email: 'farmer@example.org' })).toEqual({});
    for (const option of monthOptions) expect(issuesOf({ ...valid, month: option.value })).toEqual({});
  });
});

let address = 0;
const fresh = () => ({ 'x-real-ip': `10.7.${Math.floor(++address / 250)}.${address % 250}` });

describeEachDialect('supply enquiries', (dialect) => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
  });
  afterAll(async () => {
    await temp?.cleanup();
  });
  beforeEach(() => setEnv({ RATE_LIMIT_MAX: '1000', TRUST_PROXY: '', SITE_URL: '' }));

  const mailsOf = async (id: number) => (await listMails(await database())).filter((mail) => mail.kind === 'supply' && mail.submission_id === id);

  it('stores an enquiry without e-mail, notifies sales and sends no acknowledgement', async () => {
    const response = await handleSupplyPost(jsonPost('/api/supply', valid, fresh()));
    expect(response.status).toBe(200);
    const body = (await response.json()) as FormResponse;
    expect(body.success).toBe(true);
    expect(body.reference).toMatch(REFERENCE_PATTERN);
    expect(body.reference).toMatch(/^SUP-/);
    expect(body.message).toContain(feedstockContent.messages.success);
    const row = (await listSupplyEnquiries(await database())).at(-1)!;
    expect(row).toMatchObject({ reference: body.reference, name: valid.name, phone: '+91 98765 43210', email: '', feedstock: firstFeedstock.id, month: valid.month, spam: 0 });
    expect(Number(row.tonnes)).toBe(12);
    const mails = await mailsOf(row.id);
    expect(mails.map((mail) => mail.purpose)).toEqual(['notify']);

    const notification = await composeMail(await database(), mails[0]!, {});
    expect(notification?.to).toBe(company.email);
    expect(notification?.replyTo).toBeUndefined();
    expect(notification?.subject).toContain(body.reference!);
    expect(notification?.subject).toContain(firstFeedstock.name);
    expect(notification?.text).toContain('+91 98765 43210');
    expect(notification?.text).toContain(`/staff/submissions/supply/${row.id}`);
  });

  it('acknowledges by mail when an address was given, with the reference and none of the visitor’s words', async () => {
    const response = await handleSupplyPost(jsonPost('/api/supply', { ...valid, email: 'sandeep@example.org', name: 'Call me at evil.example' }, fresh()));
    const { reference } = (await response.json()) as FormResponse;
    const row = (await listSupplyEnquiries(await database())).at(-1)!;
    const mails = await mailsOf(row.id);
    expect(mails.map((mail) => mail.purpose).sort()).toEqual(['ack', 'notify']);
    const ack = await composeMail(await database(), mails.find((mail) => mail.purpose === 'ack')!, {});
    expect(ack?.to).toBe('sandeep@example.org');
    expect(ack?.subject).toContain(reference!);
    expect(ack?.text).not.toContain('evil.example');
  });

  it('answers bad input with 422 and the field messages, and stores nothing', async () => {
    const before = (await listSupplyEnquiries(await database(), { includeSpam: true })).length;
    const response = await handleSupplyPost(jsonPost('/api/supply', { ...valid, phone: '12345', tonnes: 'ten', feedstock: 'gold' }, fresh()));
    expect(response.status).toBe(422);
    const body = (await response.json()) as FormResponse;
    expect(body.message).toBe(formMessages.invalid);
    expect(body.errors).toMatchObject({ phone: errors.phoneInvalid, tonnes: errors.tonnesInvalid, feedstock: errors.feedstockMissing });
    expect(await listSupplyEnquiries(await database(), { includeSpam: true })).toHaveLength(before);
  });

  it('stores a filled honeypot as spam and mails nobody', async () => {
    const response = await handleSupplyPost(jsonPost('/api/supply', { ...valid, email: 'bot@example.org', website: 'https://spam.example' }, fresh()));
    expect(response.status).toBe(200);
    const row = (await listSupplyEnquiries(await database(), { includeSpam: true })).at(-1)!;
    expect(row.spam).toBe(1);
    expect(await mailsOf(row.id)).toEqual([]);
  });

  it('sends a native post to /feedstock/sent, and a failed one to /feedstock/retry with the values and messages', async () => {
    const sent = await handleSupplyPost(formPost('/api/supply', new URLSearchParams(valid), { ...fresh(), accept: 'text/html' }));
    expect(sent.status).toBe(303);
    const reference = new URL(sent.headers.get('location')!, 'http://x').searchParams.get('ref')!;
    expect(sent.headers.get('location')).toBe(`/feedstock/sent?ref=${reference}`);
    expect(reference).toMatch(/^SUP-/);

    const failed = await handleSupplyPost(formPost('/api/supply', new URLSearchParams({ ...valid, phone: '5555', tonnes: '-3' }), { ...fresh(), accept: 'text/html' }));
    const location = failed.headers.get('location')!;
    expect(location).toMatch(/^\/feedstock\/retry\?draft=[\w-]+$/);
    const draft = await loadOutcomeDraft('supply', { draft: new URL(location, 'http://x').searchParams.get('draft')! });
    expect(draft.values).toMatchObject({ name: valid.name, phone: '5555', tonnes: '-3', village: valid.village });
    expect(draft.errors).toMatchObject({ phone: errors.phoneInvalid, tonnes: errors.tonnesInvalid });
    expect((await loadOutcomeDraft('contact', { draft: new URL(location, 'http://x').searchParams.get('draft')! })).message).toBe(formMessages.draftExpired);
  });

  it('reaches sales and admin in the workspace and its export, never lab or hr', async () => {
    const response = await handleSupplyPost(jsonPost('/api/supply', { ...valid, name: 'Workspace Farmer' }, fresh()));
    const { reference } = (await response.json()) as FormResponse;
    const connection = await database();
    const id = (await listSupplyEnquiries(connection)).at(-1)!.id;
    for (const role of ['sales', 'admin'] as const) {
      const page = await listSubmissions(connection, role, { kind: 'supply', q: reference }, { page: 1, pageSize: 10 });
      expect(page.items.map((item) => item.id)).toEqual([id]);
      expect(page.items[0]).toMatchObject({ kind: 'supply', name: 'Workspace Farmer', email: '+91 98765 43210', subject: firstFeedstock.name });
      expect(await getSubmission(connection, role, 'supply', id)).toMatchObject({ kind: 'supply', feedstock: firstFeedstock.name, tonnes: 12 });
    }
    for (const role of ['lab', 'hr'] as const) {
      expect(await getSubmission(connection, role, 'supply', id)).toBeNull();
      const page = await listSubmissions(connection, role, { q: reference }, { page: 1, pageSize: 10 });
      expect(page.items).toEqual([]);
    }
    const user = { id: 'sales-1', email: 'sales@example.org', name: 'Sales', role: 'sales' as const };
    const { csv } = await exportCsv(connection, user, { kind: 'supply', q: reference });
    const [header, line] = csv.trim().split(/\r?\n/);
    expect(header).toContain('kind');
    expect(line).toContain(reference!);
    expect(line).toContain(firstFeedstock.name);
    expect(line).toContain('Wadgaon, Maval, Pune');
  });
});
