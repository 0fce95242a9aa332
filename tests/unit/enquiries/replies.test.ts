import { afterAll, beforeAll, expect, it } from 'vitest';
import { company } from '@/content/company';
import type { FormResponse } from '@/lib/forms/messages';
import { listMails } from '@/server/db/queries';
import { sendReply, threadOf } from '@/server/enquiries/replies';
import { handleContactPost } from '@/server/intake';
import { deliverDueMails, outboxMessageId } from '@/server/outbox';
import { listAudit } from '@/server/staff/audit';
import { getSubmission, type StaffUser } from '@/server/staff/records';
import { database, describeEachDialect, jsonPost, startSmtpServer, useTempDatabase, validContact, type TempDatabase } from '../forms/helpers';
import { readMail } from './mime';

const admin: StaffUser = { id: 'u-admin', email: 'asha.admin@example.com', name: 'Asha Admin', role: 'admin' };
const hr: StaffUser = { id: 'u-hr', email: 'hr@example.com', name: 'HR person', role: 'hr' };
const settings = (smtpUrl: string) => ({ smtpUrl, notifyTo: 'staff@example.com', mailFrom: 'website@example.com', retryBaseMs: 1000, retryMaxMs: 8000 });

describeEachDialect('enquiries: replies from the workspace', (dialect) => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
  });
  afterAll(async () => {
    await temp?.cleanup();
  });

  it('a reply reaches the visitor from the site with Reply-To the author, threaded on the acknowledgement, and shows in the thread', async () => {
    const smtp = await startSmtpServer();
    try {
      const response = await handleContactPost(jsonPost('/api/contact', { ...validContact, message: 'Visitorwords about our straw.' }, { 'x-real-ip': '10.8.0.1' }));
      const { reference } = (await response.json()) as FormResponse;
      const connection = await database();
      const id = (await listMails(connection)).find((mail) => mail.purpose === 'ack')!.submission_id;
      expect(await deliverDueMails(connection, settings(smtp.url))).toEqual({ sent: 2, failed: 0 });

      expect(await sendReply(connection, hr, 'contact', id, 'Not my desk.')).toBe('not-found');
      expect(await sendReply(connection, admin, 'contact', id, '   ')).toBe('empty');
      const body = 'Dear Ms Kulkarni,\n\nThank you. We can visit Baramati on Tuesday; please keep 2 kg of straw ready.\n\nAsha';
      expect(await sendReply(connection, admin, 'contact', id, body)).toBe('ok');
      expect(await deliverDueMails(connection, settings(smtp.url))).toEqual({ sent: 1, failed: 0 });

      const received = smtp.received.filter((mail) => mail.to.includes(validContact.email));
      expect(received).toHaveLength(2);
      const ackId = readMail(received[0]!.raw).headers.get('message-id');
      const ackRow = (await listMails(connection)).find((mail) => mail.purpose === 'ack')!;
      expect(ackId).toBe(outboxMessageId(ackRow));
      const { headers, parts } = readMail(received[1]!.raw);
      expect(headers.get('from')).toContain('website@example.com');
      expect(headers.get('reply-to')).toContain(admin.email);
      expect(headers.get('in-reply-to')).toBe(ackId);
      expect(headers.get('references')).toBe(ackId);
      expect(headers.get('subject')).toContain(reference);
      expect(parts[0]!.body).toContain('We can visit Baramati on Tuesday; please keep 2 kg of straw ready.');
      expect(parts[0]!.body).toContain(company.phones.whatsapp.display);
      expect(parts[0]!.body).not.toContain('Visitorwords');

      const thread = await threadOf(connection, 'contact', id);
      expect(thread.map((entry) => entry.type)).toEqual(['ack', 'reply', 'status']);
      expect(thread[1]).toMatchObject({ type: 'reply', author: admin.name, body, delivered: true });
      expect(await getSubmission(connection, 'admin', 'contact', id)).toMatchObject({ status: 'in-progress' });
      const actions = (await listAudit(connection, { page: 1, pageSize: 50 })).entries.map((entry) => `${entry.action}:${entry.actorEmail}`);
      expect(actions).toContain(`reply:${admin.email}`);
    } finally {
      await smtp.close();
    }
  });
});
