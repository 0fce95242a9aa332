import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCareerPost, handleContactPost } from '@/server/submissions';
import { deliverDueMails, retryDelay, startOutboxWorker } from '@/server/outbox';
import { sendMail } from '@/server/mail';
import { listMails } from '@/server/db/queries';
import { careerForm, database, formPost, jsonPost, startSmtpServer, useTempDatabase, validContact } from './helpers';

let temp: ReturnType<typeof useTempDatabase>;
beforeAll(() => {
  temp = useTempDatabase();
});
afterAll(async () => {
  await temp.cleanup();
});

const settings = (smtpUrl: string | undefined) => ({ smtpUrl, notifyTo: 'staff@example.com', mailFrom: 'website@example.com', retryBaseMs: 1000, retryMaxMs: 8000 });

describe('mail and outbox', () => {
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
    const down = await deliverDueMails(connection, settings(smtpUrl), now);
    expect(down).toEqual({ sent: 0, failed: 2 });
    let mails = await listMails(connection);
    expect(mails.every((mail) => mail.status === 'pending' && mail.attempts === 1 && mail.last_error)).toBe(true);
    expect(mails.every((mail) => mail.next_attempt_at === clock + 1000)).toBe(true);

    // Not yet due: nothing is tried.
    expect(await deliverDueMails(connection, settings(smtpUrl), now)).toEqual({ sent: 0, failed: 0 });
    clock += 1000;
    expect(await deliverDueMails(connection, settings(smtpUrl), now)).toEqual({ sent: 0, failed: 2 });
    mails = await listMails(connection);
    expect(mails.every((mail) => mail.attempts === 2 && mail.next_attempt_at === clock + 2000)).toBe(true);

    // SMTP comes back on the same port.
    const smtp = await startSmtpServer(port);
    try {
      clock += 2000;
      expect(await deliverDueMails(connection, settings(smtpUrl), now)).toEqual({ sent: 2, failed: 0 });
      expect(await deliverDueMails(connection, settings(smtpUrl), now)).toEqual({ sent: 0, failed: 0 });
      clock += 60_000;
      expect(await deliverDueMails(connection, settings(smtpUrl), now)).toEqual({ sent: 0, failed: 0 });

      expect(smtp.received).toHaveLength(2);
      const contact = smtp.received.find((mail) => mail.raw.includes('New contact message'))!;
      expect(contact.to).toEqual(['staff@example.com']);
      expect(contact.raw).toContain('Meera Kulkarni');
      expect(contact.raw).toMatch(/Reply-To: meera\.kulkarni@example\.org/i);
      const career = smtp.received.find((mail) => mail.raw.includes('New job application'))!;
      expect(career.raw).toMatch(/Content-Disposition: attachment; filename="?Arjun Deshpande CV\.pdf"?/);
      expect(career.raw).toContain('Content-Type: application/pdf');
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
    expect(pending).toHaveLength(1);
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
      // The earlier pending mail plus six new ones, each received once.
      const subjects = smtp.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]);
      expect(subjects).toHaveLength(7);
      expect(new Set(subjects).size).toBe(7);
    } finally {
      await smtp.close();
    }
  });
});
