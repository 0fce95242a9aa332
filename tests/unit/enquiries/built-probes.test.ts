/**
 * What only the production server (tools/production/start.mjs over the build) does with
 * staff downloads, page methods and oversized Server Action headers.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerSchema } from '@/lib/forms/career-schema';
import { saveCareerApplication } from '@/server/db/queries';
import { addUser } from '@/server/staff/accounts';
import { signIn } from '@/server/staff/session';
import { database, pdfBytes, useTempDatabase, type TempDatabase } from '../forms/helpers';
import { startBuiltServer, type BuiltServer } from '../forms/built-server';

const PASSWORD = 'a long staff passphrase 42';
let db: TempDatabase;
let server: BuiltServer;
let cookie = '';
let careerId = 0;

beforeAll(async () => {
  db = await useTempDatabase('sqlite');
  const connection = await database();
  const email = 'hr.probe@example.com';
  const added = await addUser(connection, { email, name: 'Probe HR', role: 'hr', password: PASSWORD });
  if (!added.ok) throw new Error('could not add the staff user');
  const application = careerSchema.parse({ name: 'Meera Kulkarni', email: 'meera.kulkarni@example.org', message: 'Lab analyst.' });
  careerId = (await saveCareerApplication(connection, application, { fileName: 'cv.pdf', contentType: 'application/pdf', bytes: pdfBytes() }, { spam: false })).id;
  const session = await signIn(connection, { email, password: PASSWORD, address: '127.0.0.1', headers: new Headers() });
  if (!session.ok) throw new Error(`sign-in failed: ${session.reason}`);
  cookie = session.setCookies.map((value) => value.split(';')[0]).join('; ');
  server = await startBuiltServer({ DATABASE_URL: db.url });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await db?.cleanup();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, method, path, headers: { connection: 'close', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the résumé download', () => {
  it('keeps its own sandboxed policy, not the staff pages’ one', async () => {
    const answer = await send('GET', `/staff/submissions/career/${careerId}/resume`, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // The staff pages themselves still get the per-request nonce.
    const list = await send('GET', '/staff/submissions', { cookie });
    expect(String(list.headers['content-security-policy'])).toContain("'nonce-");
  });
});

describe('methods on pages with a parameter', () => {
  // The first post and project, as any other page; the paths come from the built site.
  for (const path of ['/blogs/1', '/projects/completed/1', '/about']) {
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH']) {
      it(`${method} ${path} is 405 with Allow`, async () => {
        const answer = await send(method, path, { 'content-type': 'text/plain' }, 'x');
        expect(answer.status).toBe(405);
        expect(String(answer.headers.allow)).toMatch(/GET/);
        expect(String(answer.headers['cache-control'] ?? '')).not.toMatch(/max-age=31536000|s-maxage/);
      });
    }
    it(`OPTIONS ${path} is 405 with Allow, as on every page`, async () => {
      const answer = await send('OPTIONS', path);
      expect(answer.status).toBe(405);
      expect(String(answer.headers.allow)).toMatch(/GET/);
    });
  }
});

describe('an oversized Next-Action header', () => {
  // A C1 CSI (U+009B, a terminal escape as one byte) travels in a header; ESC itself cannot.
  const marker = 'ZQX';
  const header = `${marker}\u009b2J${'a'.repeat(15_000)}`;

  async function linesAfter(method: string, path: string) {
    const before = server.log.length;
    const answer = await send(method, path, { 'next-action': header, 'content-type': 'text/plain;charset=UTF-8', cookie }, '[]');
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { answer, lines: server.log.slice(before) };
  }

  for (const path of ['/', '/staff/submissions']) {
    it(`POST ${path}: a 4xx, and the log holds a short, inert excerpt`, async () => {
      const { answer, lines } = await linesAfter('POST', path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      const text = lines.join('\n');
      expect(text).not.toContain('a'.repeat(100));
      expect(text).not.toContain('\u009b');
      for (const line of lines) expect(line.length).toBeLessThan(600);
    });
  }

  it('names the request once, with the excerpt and the full length', async () => {
    const { answer, lines } = await linesAfter('POST', '/staff/submissions');
    expect(answer.status).toBe(404);
    const entries = lines.filter((line) => line.includes('request.unknown_action')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ path: '/staff/submissions' });
    // The header's bytes as the server reads them (latin1): the length is the full header's, the excerpt short and inert.
    expect(Number(entries[0]!.length)).toBeGreaterThanOrEqual(header.length);
    const action = String(entries[0]!.action);
    expect(action.startsWith(marker)).toBe(true);
    expect(action).toContain('[U+009B]2Jaaa');
    expect(action.length).toBeLessThan(100);
  });
});
