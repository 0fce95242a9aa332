import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { company } from '@/content/company';
import { acknowledgementMail } from '@/content/enquiry-mail';
import { formText } from '@/content/form-messages';
import { inLocale } from '@/content/i18n';
import { contactServiceOptions } from '@/content/contact';
import { contactSchemaFor } from '@/lib/forms/contact-schema';
import { formMessages, type FormResponse } from '@/lib/forms/messages';
import { REFERENCE_PATTERN } from '@/lib/forms/reference';
import { whatsappLink } from '@/lib/whatsapp';
import { openConnection } from '@/server/db/dialect';
import { claimDueMails, listContactMessages, listMails, saveContactMessage } from '@/server/db/queries';
import { ACK_ALLOWANCE, acknowledgementKey } from '@/server/enquiries/acknowledgement';
import { handleCareerPost, handleContactPost } from '@/server/intake';
import { sendMail } from '@/server/mail';
import { composeMail, deliverDueMails, outboxMessageId } from '@/server/outbox';
import { listSubmissions } from '@/server/staff/records';
import { careerForm, database, describeEachDialect, formPost, jsonPost, startSmtpServer, useTempDatabase, validContact, type TempDatabase } from '../forms/helpers';
import { decodeHeader, readMail } from './mime';

const contactSchema = contactSchemaFor(contactServiceOptions);
const settings = (smtpUrl: string) => ({ smtpUrl, notifyTo: 'staff@example.com', mailFrom: 'website@example.com', retryBaseMs: 1000, retryMaxMs: 8000 });
let address = 0;
const fresh = () => ({ 'x-real-ip': `10.7.${Math.floor(++address / 250)}.${address % 250}` });

describeEachDialect('enquiries: references and acknowledgements', (dialect) => {
  let temp: TempDatabase;
  beforeEach(async () => {
    temp = await useTempDatabase(dialect);
  });
  afterEach(async () => {
    await temp?.cleanup();
  });

  it('acknowledges a contact message with its reference and our contact facts, and none of the visitor\u2019s words', async () => {
    const smtp = await startSmtpServer();
    try {
      // Words someone might try to send a stranger through our form, in every free-text field.
      const planted = { firstName: 'Plantedfirst', lastName: 'Plantedlast', company: 'Plantedcompany http://evil.example/x', message: 'Plantedmessage: click http://evil.example/pay' };
      const response = await handleContactPost(jsonPost('/api/contact', { ...validContact, ...planted }, fresh()));
      const body = (await response.json()) as FormResponse;
      expect(body.reference).toMatch(REFERENCE_PATTERN);
      expect(body.message).toContain(body.reference);
      expect(await deliverDueMails(await database(), settings(smtp.url))).toEqual({ sent: 2, failed: 0 });

      const toVisitor = smtp.received.filter((mail) => mail.to.includes(validContact.email));
      expect(toVisitor).toHaveLength(1);
      const { headers, parts } = readMail(toVisitor[0]!.raw);
      expect(headers.get('subject')).toContain(body.reference);
      expect(headers.get('auto-submitted')).toBe('auto-replied');
      expect(headers.get('reply-to')).toContain(company.email);
      expect(parts.map((part) => part.contentType.split(';')[0])).toEqual(['text/plain', 'text/html']);
      for (const part of parts) {
        expect(part.body).toContain(body.reference!);
        expect(part.body).toContain(company.phones.office.display);
        expect(part.body).toContain(company.phones.whatsapp.display);
        expect(part.body).toContain(whatsappLink(company.phones.whatsapp.e164));
        for (const word of ['Planted', 'evil.example', validContact.phone, validContact.service]) expect(part.body).not.toContain(word);
      }
      // The staff notification still carries everything the visitor wrote.
      const toStaff = smtp.received.find((mail) => mail.to.includes('staff@example.com'))!;
      expect(readMail(toStaff.raw).parts[0]!.body).toContain('Plantedmessage');
    } finally {
      await smtp.close();
    }
  });

  it('answers a form posted from a Marathi page in Marathi: the endpoint\u2019s message, the stored language and the acknowledgement', async () => {
    const smtp = await startSmtpServer();
    try {
      const response = await handleContactPost(jsonPost('/api/contact', { ...validContact, locale: 'mr' }, fresh()));
      const body = (await response.json()) as FormResponse;
      const marathi = inLocale('mr', () => ({ success: formText.outcomes.contact.success, subject: acknowledgementMail.contact.subject, greeting: acknowledgementMail.contact.greeting }));
      expect(marathi.success).toMatch(/[\u0900-\u097F]/);
      expect(body.message).toContain(marathi.success);
      expect(body.message).toContain(body.reference!);
      expect(await deliverDueMails(await database(), settings(smtp.url))).toEqual({ sent: 2, failed: 0 });
      const toVisitor = smtp.received.find((mail) => mail.to.includes(validContact.email))!;
      const { headers, parts } = readMail(toVisitor.raw);
      expect(decodeHeader(headers.get('subject'))).toBe(marathi.subject.replace('{reference}', body.reference!));
      for (const part of parts) expect(part.body).toContain(marathi.greeting);
      expect(parts.find((part) => part.contentType.startsWith('text/html'))!.body).toContain('<html lang="mr">');
    } finally {
      await smtp.close();
    }
  });

  it('a language the site does not have is answered in English', async () => {
    const response = await handleContactPost(jsonPost('/api/contact', { ...validContact, locale: 'xx' }, fresh()));
    const body = (await response.json()) as FormResponse;
    expect(body.message.startsWith(formMessages.contact.success)).toBe(true);
  });

  it('acknowledges an application with a JOB reference from the careers address', async () => {
    const response = await handleCareerPost(formPost('/api/career-apply', careerForm(), fresh()));
    const body = (await response.json()) as FormResponse;
    expect(body.reference).toMatch(/^JOB-\d{4}-/);
    const connection = await database();
    const ack = (await listMails(connection)).find((mail) => mail.purpose === 'ack')!;
    const mail = (await composeMail(connection, ack, {}))!;
    expect(mail.to).toBe('arjun.deshpande@example.org');
    expect(mail.replyTo).toBe(company.careersEmail);
    expect(mail.text).toContain(body.reference!);
    expect(mail.text).not.toContain('anaerobic');
  });

  it('sends no acknowledgement for spam, and says the same words to it', async () => {
    const response = await handleContactPost(jsonPost('/api/contact', { ...validContact, website: 'http://bot.example' }, fresh()));
    const body = (await response.json()) as FormResponse;
    expect(body.message).toBe(`${formMessages.contact.success} ${formMessages.reference.replace('{reference}', body.reference!)}`);
    expect(await listMails(await database())).toEqual([]);
  });

  it('acknowledges at most three per address in 24 hours, counted across instances, and again after a day', async () => {
    await database(); // migrates
    const instances = await Promise.all([openConnection(temp.url), openConnection(temp.url), openConnection(temp.url)]);
    try {
      const now = Date.now();
      const save = (i: number, at: number) =>
        saveContactMessage(instances[i % instances.length]!, contactSchema.parse({ ...validContact, email: i % 2 ? 'Meera.Kulkarni@Example.org' : validContact.email }), {
          spam: false,
          now: at,
          acknowledge: { key: acknowledgementKey(i % 2 ? 'Meera.Kulkarni@Example.org' : validContact.email), ...ACK_ALLOWANCE },
        });
      // PostgreSQL: all at once. SQLite: one after another, as its instances are separate processes that wait for
      // each other's write lock; within one test process a second connection's wait would block the first.
      const all = async <T,>(n: number, task: (i: number) => Promise<T>): Promise<T[]> => {
        if (dialect === 'postgres') return Promise.all(Array.from({ length: n }, (_, i) => task(i)));
        const results: T[] = [];
        for (let i = 0; i < n; i += 1) results.push(await task(i));
        return results;
      };
      const first = await all(9, (i) => save(i, now));
      expect(first.filter((saved) => saved.acknowledged)).toHaveLength(ACK_ALLOWANCE.max);
      expect((await listMails(instances[0]!)).filter((mail) => mail.purpose === 'ack')).toHaveLength(ACK_ALLOWANCE.max);
      expect((await listMails(instances[0]!)).filter((mail) => mail.purpose === 'notify')).toHaveLength(9);
      // Still within the day: none; a day later the address has its allowance again.
      expect((await save(0, now + ACK_ALLOWANCE.windowMs - 1)).acknowledged).toBe(false);
      const later = await all(5, (i) => save(i, now + ACK_ALLOWANCE.windowMs));
      expect(later.filter((saved) => saved.acknowledged)).toHaveLength(ACK_ALLOWANCE.max);
      // Another address is not affected.
      const other = await saveContactMessage(instances[1]!, contactSchema.parse({ ...validContact, email: 'ravi@example.in' }), {
        spam: false,
        now,
        acknowledge: { key: acknowledgementKey('ravi@example.in'), ...ACK_ALLOWANCE },
      });
      expect(other.acknowledged).toBe(true);
    } finally {
      await Promise.all(instances.map((instance) => instance.db.destroy()));
    }
  });

  it('gives each submission its own reference: a collision is stored again with a fresh one, never twice', async () => {
    const connection = await database();
    const input = contactSchema.parse(validContact);
    // Every first try names the same reference; later tries differ.
    const colliding = (_kind: string, _now: number, attempt: number) => (attempt === 0 ? 'ENQ-2611-AAAA' : `ENQ-2611-B${attempt}${String(Math.random()).slice(2, 6)}`.slice(0, 14));
    const a = await saveContactMessage(connection, input, { spam: false, reference: colliding });
    const b = await saveContactMessage(connection, input, { spam: false, reference: colliding });
    expect(a.reference).toBe('ENQ-2611-AAAA');
    expect(b.reference).not.toBe(a.reference);
    const rows = await listContactMessages(connection);
    expect(rows.map((row) => row.reference)).toEqual([a.reference, b.reference]);
    // A generator that can only collide gives up with an error, and stores nothing.
    await expect(saveContactMessage(connection, input, { spam: false, reference: () => 'ENQ-2611-AAAA' })).rejects.toThrow();
    expect(await listContactMessages(connection)).toHaveLength(2);
    expect((await listMails(connection)).filter((mail) => mail.purpose === 'notify')).toHaveLength(2);
  });

  it('staff find a submission by its reference, typed in any case', async () => {
    const connection = await database();
    const saved = await Promise.all(Array.from({ length: 4 }, (_, i) => saveContactMessage(connection, contactSchema.parse({ ...validContact, firstName: `Ref${i}` }), { spam: false })));
    const wanted = saved[2]!;
    const found = await listSubmissions(connection, 'admin', { q: ` ${wanted.reference.toLowerCase()} ` }, { page: 1, pageSize: 25 });
    expect(found.items.map((item) => [item.id, item.reference])).toEqual([[wanted.id, wanted.reference]]);
  });

  it('a mail sent again after its lease ran out (a worker killed mid-send) carries the same Message-ID', async () => {
    const smtp = await startSmtpServer();
    try {
      expect((await handleContactPost(jsonPost('/api/contact', validContact, fresh()))).status).toBe(200);
      const connection = await database();
      const now = Date.now();
      // A worker claims the mails and sends them, then dies before recording that they were sent.
      const claimed = await claimDueMails(connection, { now, limit: 10, leaseMs: 120_000 });
      expect(claimed).toHaveLength(2);
      for (const row of claimed) expect((await sendMail(smtp.url, (await composeMail(connection, row, settings(smtp.url)))!)).ok).toBe(true);
      // After the lease another worker sends them again.
      expect(await deliverDueMails(connection, settings(smtp.url), () => now + 120_001)).toEqual({ sent: 2, failed: 0 });
      expect(smtp.received).toHaveLength(4);
      const ids = smtp.received.map((mail) => readMail(mail.raw).headers.get('message-id'));
      for (const row of claimed) expect(ids.filter((id) => id === outboxMessageId(row))).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });
});

describe('enquiries: the reference shape', () => {
  it('is what the pattern accepts', async () => {
    const { newReference } = await import('@/server/enquiries/reference');
    const at = Date.UTC(2026, 10, 30, 19, 0); // 30 Nov 2026, 00:30 on 1 Dec in India
    expect(newReference('contact', at)).toMatch(/^ENQ-2612-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(newReference('career', at, 3)).toMatch(/^JOB-2612-[0-9A-HJKMNP-TV-Z]{6}$/);
    for (let i = 0; i < 200; i += 1) expect(newReference('contact', Date.now())).toMatch(REFERENCE_PATTERN);
  });
});
