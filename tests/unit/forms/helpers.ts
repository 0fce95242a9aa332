import { SMTPServer } from 'smtp-server';
import { closeDatabase, database } from '@/server/db';
import { resetEnv } from '@/server/env';
import { createTestDatabase, type DialectName } from '../db-targets';

export { describeEachDialect, type DialectName } from '../db-targets';

/**
 * Points the server code at a fresh database of the given engine (a SQLite
 * file in a temp dir, or a new PostgreSQL database); returns its details and
 * a cleanup function that closes the connection and drops the database.
 */
export async function useTempDatabase(dialect: DialectName = 'sqlite', env: Record<string, string> = {}) {
  const target = await createTestDatabase(dialect);
  const saved = { ...process.env };
  Object.assign(process.env, {
    DATABASE_URL: target.url,
    RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_WINDOW_SECONDS: '600',
    TRUST_PROXY: '',
    SMTP_URL: '',
    ...env,
  });
  resetEnv();
  return {
    dialect,
    dir: target.dir,
    url: target.url,
    brokenUrl: target.brokenUrl,
    async cleanup() {
      await closeDatabase();
      process.env = saved;
      resetEnv();
      await target.drop();
    },
  };
}

export type TempDatabase = Awaited<ReturnType<typeof useTempDatabase>>;

export function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnv();
}

export { database };

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 (random port) that keeps what it receives. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ORIGIN = 'http://localhost:3000';

export function jsonPost(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', host: 'localhost:3000', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function formPost(url: string, form: FormData | URLSearchParams, headers: Record<string, string> = {}): Request {
  // Request sets the multipart boundary / urlencoded type itself.
  const encoded = new Request(`${ORIGIN}${url}`, { method: 'POST', headers: { accept: 'application/json', host: 'localhost:3000', ...headers }, body: form });
  // The handler stops reading an oversized upload (src/server/uploads.ts cancels the body). On Node.js 24 the
  // body stream fetch builds for a FormData then still enqueues and rejects "ReadableStream is already closed"
  // with nobody to catch it (the server's bodies come from the socket, not from a FormData). So the handler
  // gets the encoded bytes through a stream whose cancellation is not passed back to that one.
  return new Request(encoded.url, {
    method: 'POST',
    headers: encoded.headers,
    body: encoded.body!.pipeThrough(new TransformStream<Uint8Array, Uint8Array>(), { preventCancel: true }),
    duplex: 'half',
  } as RequestInit);
}

export const validContact = {
  firstName: 'Meera',
  lastName: 'Kulkarni',
  email: 'meera.kulkarni@example.org',
  phone: '+91 98220 12345',
  company: 'Deccan Agro Residues',
  service: 'Biogas Plant Construction',
  message: 'We collect 20 tons of paddy straw a day and want a feasibility study for a CBG plant near Baramati.',
};

export const pdfBytes = () => Buffer.concat([Buffer.from('%PDF-1.7\n% résumé\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
export const docBytes = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0)]);

/** A minimal ZIP with one stored entry named `name` (enough for the first-bytes check). */
export function zipWith(name: string, content = 'x'): Buffer {
  const nameBytes = Buffer.from(name);
  const data = Buffer.from(content);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, nameBytes, data]);
}
export const docxBytes = () => Buffer.concat([zipWith('[Content_Types].xml', '<Types/>'), zipWith('word/document.xml', '<w:document/>')]);

export function careerForm(fields: Partial<Record<'name' | 'email' | 'message' | 'website' | 'position', string>> = {}, resume?: { bytes: Buffer; name: string; type?: string } | null) {
  const form = new FormData();
  const values = { name: 'Arjun Deshpande', email: 'arjun.deshpande@example.org', message: 'Chemical engineer, 4 years on anaerobic digesters.', ...fields };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  const file = resume === undefined ? { bytes: pdfBytes(), name: 'Arjun Deshpande CV.pdf', type: 'application/pdf' } : resume;
  if (file) form.append('resume', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}
