/**
 * Two production server processes (tools/production/start.mjs, from the finished
 * `npm run build`) on two loopback ports, sharing one PostgreSQL database and
 * one SMTP server that is down while the submissions arrive and comes back on
 * the same port later. Every submission must be stored once, every staff mail
 * delivered exactly once, both instances must stay healthy and exit 0 on
 * SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openConnection, type Connection } from '@/server/db/dialect';
import { getResume, listCareerApplications, listContactMessages, listMails } from '@/server/db/queries';
import { ACK_ALLOWANCE } from '@/server/enquiries/acknowledgement';
import { createTestDatabase, describeEachDialect, type TestDatabase } from './db-targets';
import { startSmtpServer, validContact } from './forms/helpers';

const root = process.cwd();
const CONTACTS = 24;
const APPLICATIONS = 6;
/** A staff notification per submission, and an acknowledgement per visitor address up to the daily allowance:
 *  every contact message comes from one address, every application from its own. */
const NOTIFICATIONS = CONTACTS + APPLICATIONS;
const ACKNOWLEDGEMENTS = Math.min(ACK_ALLOWANCE.max, CONTACTS) + APPLICATIONS;

type Instance = { name: string; port: number; base: string; child: ChildProcess; log: string[]; exit: Promise<number | null> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, [path.join(root, 'tools/production/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, base: `http://127.0.0.1:${port}`, child, log, exit };
}

const tail = (instance: Instance) => `--- ${instance.name} log (last 30 lines) ---\n${instance.log.slice(-30).join('\n')}`;

async function waitHealthy(instance: Instance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited with ${instance.child.exitCode} during start-up\n${tail(instance)}`);
    try {
      const response = await fetch(`${instance.base}/api/health`);
      await response.text();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} did not become healthy within ${timeoutMs / 1000} s\n${tail(instance)}`);
}

async function smallPdf(label: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  page.drawText(`Curriculum vitae ${label}`, { x: 20, y: 150, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

/** Each submission carries a token that appears once in its row and in its mail's subject. */
const contactToken = (i: number) => `Ctok${i}x`;
const careerToken = (i: number) => `Atok${i}x`;

describeEachDialect(
  'several instances',
  () => {
    let target: TestDatabase;
    let connection: Connection;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    let smtpPort: number;
    const instances: Instance[] = [];
    const resumes = new Map<string, Buffer>();

    // A failing beforeAll only marks the tests skipped; keep its error and fail each test with it instead.
    let setupError: unknown;
    const ready = () => {
      if (setupError) throw setupError;
    };

    beforeAll(async () => {
      try {
        await setUp();
      } catch (error) {
        setupError = error;
      }
    }, 150_000);

    async function setUp() {
      if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
        throw new Error('The multi-instance test starts the production server: run npm run build first (.next/BUILD_ID is missing).');
      }
      target = await createTestDatabase('postgres');
      // The SMTP server is down at first: learn a free port for it, and close it.
      const probe = await startSmtpServer();
      smtpPort = probe.port;
      await probe.close();
      const env = {
        DATABASE_URL: target.url,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_TO: 'staff@example.com',
        MAIL_FROM: 'website@example.com',
        OUTBOX_POLL_MS: '150',
        OUTBOX_RETRY_BASE_MS: '200',
        OUTBOX_RETRY_MAX_MS: '1000',
        RATE_LIMIT_MAX: '100000',
        // The instances stand behind a balancer (one trusted hop), so each application below can
        // come from its own visitor: one client may send only two uploads at a time.
        TRUST_PROXY: '1',
        SITE_URL: '',
        PG_POOL_MAX: '5',
      };
      // Both start at once on an empty database: the migration runs once, under the lock.
      const [a, b] = await Promise.all([freePort(), freePort()]);
      instances.push(startInstance('instance A', a!, env), startInstance('instance B', b!, env));
      await Promise.all(instances.map((instance) => waitHealthy(instance)));
      connection = await openConnection(target.url);
    }

    afterAll(async () => {
      for (const instance of instances) if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
      await smtp?.close();
      await connection?.db.destroy();
      await target?.drop();
    });

    it('both instances answer the health check with the database', async () => {
      ready();
      for (const instance of instances) {
        const response = await fetch(`${instance.base}/api/health`);
        expect(response.status, tail(instance)).toBe(200);
        expect(await response.json()).toEqual({ ok: true, database: 'postgres' });
      }
    });

    it('stores every submission spread across both instances while SMTP is down', async () => {
      ready();
      const posts: Promise<Response>[] = [];
      for (let i = 0; i < CONTACTS; i += 1) {
        const instance = instances[i % 2]!;
        posts.push(
          fetch(`${instance.base}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ ...validContact, lastName: contactToken(i), message: `Message ${contactToken(i)} sent to ${instance.name}.` }),
          }),
        );
      }
      for (let i = 0; i < APPLICATIONS; i += 1) {
        const instance = instances[(i + 1) % 2]!;
        const pdf = await smallPdf(careerToken(i));
        resumes.set(careerToken(i), pdf);
        const form = new FormData();
        form.append('name', `Applicant ${careerToken(i)}`);
        form.append('email', `applicant${i}@example.org`);
        form.append('message', `Application ${careerToken(i)}.`);
        form.append('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `cv-${i}.pdf`);
        posts.push(
          fetch(`${instance.base}/api/career-apply`, {
            method: 'POST',
            // A documentation-range address per applicant, as the balancer would forward it.
            headers: { accept: 'application/json', 'x-forwarded-for': `192.0.2.${10 + i}` },
            body: form,
          }),
        );
      }
      const responses = await Promise.all(posts);
      for (const response of responses) {
        expect(response.status, `${response.url}: ${await response.clone().text()}`).toBe(200);
        expect((await response.json()).success).toBe(true);
      }

      const contacts = await listContactMessages(connection);
      expect(contacts).toHaveLength(CONTACTS);
      for (let i = 0; i < CONTACTS; i += 1) expect(contacts.filter((row) => row.last_name === contactToken(i)), contactToken(i)).toHaveLength(1);
      const applications = await listCareerApplications(connection);
      expect(applications).toHaveLength(APPLICATIONS);
      for (let i = 0; i < APPLICATIONS; i += 1) {
        const rows = applications.filter((row) => row.name === `Applicant ${careerToken(i)}`);
        expect(rows, careerToken(i)).toHaveLength(1);
        expect((await getResume(connection, rows[0]!.id))!.bytes.equals(resumes.get(careerToken(i))!)).toBe(true);
      }

      // The workers of both instances try, fail and schedule retries; nothing is lost or marked sent.
      await expect
        .poll(async () => (await listMails(connection)).filter((mail) => mail.attempts >= 2).length, { timeout: 30_000, interval: 200 })
        .toBe(NOTIFICATIONS + ACKNOWLEDGEMENTS);
      const mails = await listMails(connection);
      expect(mails.filter((mail) => mail.purpose === 'notify')).toHaveLength(NOTIFICATIONS);
      expect(mails.filter((mail) => mail.purpose === 'ack')).toHaveLength(ACKNOWLEDGEMENTS);
      expect(mails.filter((mail) => mail.status === 'sent')).toHaveLength(0);
      expect(mails.filter((mail) => !(mail.last_error && /ECONNREFUSED/.test(mail.last_error))).map((mail) => `${mail.purpose}: ${mail.last_error}`)).toEqual([]);
    }, 60_000);

    it('delivers every mail exactly once when SMTP comes back', async () => {
      ready();
      smtp = await startSmtpServer(smtpPort);
      await expect
        .poll(async () => (await listMails(connection)).filter((mail) => mail.status !== 'sent').length, { timeout: 60_000, interval: 200 })
        .toBe(0);
      // Give both workers several more rounds: a duplicate would show up now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received).toHaveLength(NOTIFICATIONS + ACKNOWLEDGEMENTS);
      // Staff notifications carry the submissions; acknowledgements carry none of the visitor's words.
      const received = smtp.received.filter((mail) => mail.to.join() === 'staff@example.com');
      expect(received).toHaveLength(NOTIFICATIONS);
      const copies = (token: string) => received.filter((mail) => new RegExp(`\\b${token}\\b`).test(mail.raw)).length;
      for (let i = 0; i < CONTACTS; i += 1) expect(copies(contactToken(i)), contactToken(i)).toBe(1);
      for (let i = 0; i < APPLICATIONS; i += 1) expect(copies(careerToken(i)), careerToken(i)).toBe(1);
      expect(received.filter((mail) => /Content-Type: application\/pdf/.test(mail.raw))).toHaveLength(APPLICATIONS);
      const mails = await listMails(connection);
      expect(mails.every((mail) => mail.status === 'sent' && mail.sent_at !== null && mail.attempts >= 3)).toBe(true);
      for (const instance of instances) {
        // Read the whole answer, as a balancer does, so no response is still being written at SIGTERM.
        const response = await fetch(`${instance.base}/api/health`);
        expect(response.status).toBe(200);
        await response.text();
      }
    }, 90_000);

    it('both instances shut down gracefully on SIGTERM (exit 0)', async () => {
      ready();
      for (const instance of instances) instance.child.kill('SIGTERM');
      const codes = await Promise.all(
        instances.map((instance) =>
          Promise.race([instance.exit, new Promise<string>((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000))]),
        ),
      );
      instances.forEach((instance, index) => expect(codes[index], tail(instance)).toBe(0));
      for (const instance of instances) expect(instance.log.join('\n')).toContain('[start] closed');
    }, 30_000);
  },
  ['postgres'],
);
