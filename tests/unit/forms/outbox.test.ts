import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCareerPost, handleContactPost } from '@/server/intake';
import { deliverDueMails, retryDelay, startOutboxWorker } from '@/server/outbox';
import { ACK_ALLOWANCE } from '@/server/enquiries/acknowledgement';
import { sendMail } from '@/server/mail';
import { openConnection } from '@/server/db/dialect';
import { claimDueMails, listMails, markMailFailed, saveContactMessage } from '@/server/db/queries';
import { contactServiceOptions } from '@/content/contact';
import { contactSchemaFor } from '@/lib/forms/contact-schema';

const contactSchema = contactSchemaFor(contactServiceOptions);
import {
  careerForm,
  database,
  describeEachDialect,
  formPost,
  jsonPost,
  startSmtpServer,
  useTempDatabase,
  validContact,
  type TempDatabase,
} from './helpers';

const settings = (smtpUrl: string | undefined) => ({ smtpUrl, notifyTo: 'staff@example.com', mailFrom: 'website@example.com', retryBaseMs: 1000, retryMaxMs: 8000 });

describe('mail', () => {
  it('backs off exponentially and caps the delay', () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => retryDelay(n, 1000, 8000))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('sendMail reports failure when no SMTP server answers, and never without SMTP_URL', async () => {
    expect(await sendMail(undefined, { from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' })).toEqual({ ok: false, error: 'SMTP_URL is not set' });
    const smtp = await startSmtpServer();
    await smtp.close();
    const result = await sendMail(smtp.url, { from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' });
    expect(result.ok).toBe(false);
  });
});

describeEachDialect('outbox', (dialect) => {
  // A fresh database per test: no test sees another's mails.
  let temp: TempDatabase;
  beforeEach(async () => {
    temp = await useTempDatabase(dialect);
  });
  afterEach(async () => {
    await temp?.cleanup();
  });

    it('keeps mails queued through an SMTP outage and delivers each exactly once when SMTP returns', async () => {
      const connection = await database();
      // The SMTP server is down: learn a free port, then close it.
      const probe = await startSmtpServer();
      const port = probe.port;
      await probe.close();
      const smtpUrl = `smtp://127.0.0.1:${port}`;

      expect((await handleContactPost(jsonPost('/api/contact', validContact, { 'x-real-ip': '10.1.0.1' }))).status).toBe(200);
      expect((await handleCareerPost(formPost('/api/career-apply', careerForm(), { 'x-real-ip': '10.1.0.2' }))).status).toBe(200);

      let clock = Date.now();
      const now = () => clock;
      // Each submission queued its staff notification and the visitor's acknowledgement.
      const down = await deliverDueMails(connection, settings(smtpUrl), now);
      expect(down).toEqual({ sent: 0, failed: 4 });
      let mails = await listMails(connection);
      expect(mails.every((mail) => mail.status === 'pending' && mail.attempts === 1 && mail.last_error)).toBe(true);
      expect(mails.every((mail) => mail.next_attempt_at === clock + 1000)).toBe(true);

      // Not yet due: nothing is tried.
      expect(await deliverDueMails(connection, settings(smtpUrl), now)).toEqual({ sent: 0, failed: 0 });
      clock += 1000;
      expect(await deliverDueMails(connection, settings(smtpUrl), now)).toEqual({ sent: 0, failed: 4 });
      mails = await listMails(connection);
      expect(mails.every((mail) => mail.attempts === 2 && mail.next_attempt_at === clock + 2000)).toBe(true);

      // SMTP comes back on the same port.
      const smtp = await startSmtpServer(port);
      try {
        clock += 2000;
        expect(await deliverDueMails(connection, settings(smtpUrl), now)).toEqual({ sent: 4, failed: 0 });
        expect(await deliverDueMails(connection, settings(smtpUrl), now)).toEqual({ sent: 0, failed: 0 });
        clock += 60_000;
        expect(await deliverDueMails(connection, settings(smtpUrl), now)).toEqual({ sent: 0, failed: 0 });

        expect(smtp.received).toHaveLength(4);
        expect(smtp.received.filter((mail) => mail.to.includes(validContact.email))).toHaveLength(1);
        const contact = smtp.received.find((mail) => mail.raw.includes('New contact message'))!;
        expect(contact.to).toEqual(['staff@example.com']);
        expect(contact.raw).toContain('Meera Kulkarni');
        expect(contact.raw).toMatch(/Reply-To: meera\.kulkarni@example\.org/i);
        const career = smtp.received.find((mail) => mail.raw.includes('New job application'))!;
        expect(career.raw).toMatch(/Content-Disposition: attachment; filename="?Arjun Deshpande CV\.pdf"?/);
        expect(career.raw).toContain('Content-Type: application/pdf');
        expect(career.raw).toMatch(/Position:\s+General application/);
        mails = await listMails(connection);
        expect(mails.every((mail) => mail.status === 'sent' && mail.attempts === 3 && mail.sent_at)).toBe(true);
      } finally {
        await smtp.close();
      }
    });

    it('leaves mails queued without SMTP_URL and never counts that as an attempt', async () => {
      const connection = await database();
      expect((await handleContactPost(jsonPost('/api/contact', validContact, { 'x-real-ip': '10.1.0.3' }))).status).toBe(200);
      expect(await deliverDueMails(connection, settings(undefined))).toEqual({ sent: 0, failed: 0 });
      const pending = (await listMails(connection)).filter((mail) => mail.status === 'pending');
      expect(pending.map((mail) => mail.purpose).sort()).toEqual(['ack', 'notify']);
      expect(pending[0]!.attempts).toBe(0);
    });

    it('the worker delivers on its own, and two workers never send the same mail twice', async () => {
      const smtp = await startSmtpServer();
      const connection = await database();
      try {
        for (let i = 0; i < 6; i += 1) {
          expect((await handleContactPost(jsonPost('/api/contact', { ...validContact, firstName: `Worker${i}` }, { 'x-real-ip': `10.2.0.${i}` }))).status).toBe(200);
        }
        const a = startOutboxWorker(database, { ...settings(smtp.url), pollMs: 50, batchSize: 2 });
        const b = startOutboxWorker(database, { ...settings(smtp.url), pollMs: 50, batchSize: 2 });
        await expect.poll(async () => (await listMails(connection)).filter((mail) => mail.status !== 'sent').length, { timeout: 10_000 }).toBe(0);
        await a.stop();
        await b.stop();
        // Six notifications and, as all six came from one address, only its allowance of acknowledgements; each received once.
        const subjects = smtp.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]);
        expect(subjects).toHaveLength(6 + ACK_ALLOWANCE.max);
        expect(new Set(subjects).size).toBe(6 + ACK_ALLOWANCE.max);
      } finally {
        await smtp.close();
      }
    });

  it('concurrent claims from separate connections (one per instance) never return the same mail', async () => {
    const connections = await Promise.all(Array.from({ length: 5 }, () => openConnection(temp.url)));
    try {
      const main = await database();
      const before = new Set((await listMails(main)).map((mail) => mail.id));
      const now = Date.now();
      for (let i = 0; i < 60; i += 1) {
        await saveContactMessage(main, contactSchema.parse({ ...validContact, firstName: `Claim${i}` }), { spam: false, now });
      }
      const due = (await listMails(main)).filter((mail) => !before.has(mail.id)).map((mail) => mail.id);
      expect(due).toHaveLength(60);
      // Every connection claims in a loop, all at once, until nothing is left.
      const claimedBy = await Promise.all(
        connections.map(async (connection) => {
          const ids: number[] = [];
          for (;;) {
            const rows = await claimDueMails(connection, { now: now + 1, limit: 4, leaseMs: 60_000 });
            if (rows.length === 0) return ids;
            ids.push(...rows.map((row) => row.id));
          }
        }),
      );
      const all = claimedBy.flat();
      expect(all).toHaveLength(60);
      expect(new Set(all).size).toBe(60);
      expect([...all].sort((a, b) => a - b)).toEqual([...due].sort((a, b) => a - b));
      if (dialect === 'postgres') {
        // Real concurrency: more than one connection got work.
        expect(claimedBy.filter((ids) => ids.length > 0).length).toBeGreaterThan(1);
      }
    } finally {
      await Promise.all(connections.map((connection) => connection.db.destroy()));
    }
  });

  it('several workers, each on its own connection like separate instances, deliver every due mail exactly once', async () => {
    const smtp = await startSmtpServer();
    const connections = await Promise.all(Array.from({ length: 4 }, () => openConnection(temp.url)));
    const main = await database();
    try {
      // 60 mails that an instance claimed and handed back after a failure, and 40 new ones.
      const now = Date.now();
      for (let i = 0; i < 60; i += 1) {
        await saveContactMessage(main, contactSchema.parse({ ...validContact, firstName: `Claim${i}` }), { spam: false, now });
      }
      const claimed = await claimDueMails(main, { now: now + 1, limit: 60, leaseMs: 60_000 });
      expect(claimed).toHaveLength(60);
      for (const row of claimed) await markMailFailed(main, row.id, 'released by the test', now);
      for (let i = 0; i < 40; i += 1) {
        await saveContactMessage(main, contactSchema.parse({ ...validContact, firstName: `Racer${i}z` }), { spam: false });
      }
      const expected = (await listMails(main)).filter((mail) => mail.status !== 'sent').length;
      expect(expected).toBe(100);
      const workers = connections.map((connection) =>
        startOutboxWorker(() => Promise.resolve(connection), { ...settings(smtp.url), pollMs: 20, batchSize: 3 }),
      );
      await expect.poll(async () => (await listMails(main)).filter((mail) => mail.status !== 'sent').length, { timeout: 30_000 }).toBe(0);
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(smtp.received).toHaveLength(expected);
      for (const [prefix, count] of [['Claim', 60], ['Racer', 40]] as const) {
        for (let i = 0; i < count; i += 1) {
          const token = prefix === 'Claim' ? new RegExp(`\\bClaim${i}\\b`) : new RegExp(`\\bRacer${i}z\\b`);
          const copies = smtp.received.filter((mail) => token.test(mail.raw)).length;
          expect(copies, `${prefix}${i}`).toBe(1);
        }
      }
    } finally {
      await Promise.all(connections.map((connection) => connection.db.destroy()));
      await smtp.close();
    }
  });

  it('a worker told to stop finishes the mail in hand and gives the rest of its batch back unsent', async () => {
    const smtp = await startSmtpServer();
    const main = await database();
    try {
      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1) ids.push((await saveContactMessage(main, contactSchema.parse({ ...validContact, firstName: `Stop${i}` }), { spam: false })).id);
      let checks = 0;
      const result = await deliverDueMails(main, { ...settings(smtp.url), batchSize: 10 }, Date.now, () => checks++ >= 1);
      expect(result).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const mails = (await listMails(main)).filter((mail) => mail.kind === 'contact' && ids.includes(mail.submission_id));
      expect(mails.map((mail) => mail.status).sort()).toEqual(['pending', 'pending', 'sent']);
      expect(mails.filter((mail) => mail.status === 'pending').every((mail) => mail.attempts === 0 && mail.locked_until === null)).toBe(true);
      // Another instance takes them at once.
      expect(await deliverDueMails(main, settings(smtp.url))).toEqual({ sent: 2, failed: 0 });
    } finally {
      await smtp.close();
    }
  });
});
