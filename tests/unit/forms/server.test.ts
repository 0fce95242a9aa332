/**
 * The production server as a client meets it: every method on every kind of
 * path, malformed bodies, outcome pages with hostile query strings, and the
 * headers of redirects and 404 answers. Runs tools/production/start.mjs over the build.
 */
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formMessages } from '@/lib/forms/messages';
import { inlineScriptHashes } from '../../../tools/production/csp-hashes.mjs';
import { startBuiltServer, type BuiltServer } from './built-server';
import { pdfBytes } from './helpers';

let server: BuiltServer;
let setupError: unknown;
const ready = () => {
  if (setupError) throw setupError;
  return server;
};

beforeAll(async () => {
  try {
    server = await startBuiltServer();
  } catch (error) {
    setupError = error;
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One raw HTTP request (fetch refuses methods such as TRACE). */
function send(method: string, path: string, options: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  const { port } = ready();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { connection: 'close', ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

/** Log lines that mean something went wrong inside the server. */
const troubleIn = (lines: string[]) => lines.filter((line) => /uncaughtException|unhandledRejection|request failed|Invalid state|TypeError|⨯/.test(line));

describe('outcome pages with any reason', () => {
  // Names every JavaScript object inherits; a plain `in` lookup would treat them as known reasons.
  const inherited = ['toString', '__proto__', 'constructor', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
  for (const form of ['contact', 'career'] as const) {
    it(`/${form}/retry answers 200 with the "expired" note for inherited names`, async () => {
      for (const reason of inherited) {
        const answer = await send('GET', `/${form}/retry?reason=${encodeURIComponent(reason)}`);
        expect(answer.status, reason).toBe(200);
        expect(answer.body).toContain(formMessages.draftExpired.replace(/'/g, '&#x27;'));
      }
      const known = await send('GET', `/${form}/retry?reason=rate-limited`);
      expect(known.status).toBe(200);
      expect(known.body).toContain(formMessages.rateLimited);
    });
  }
});

describe('every method on every kind of path', () => {
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'];

  async function paths(): Promise<string[]> {
    // A stylesheet and a script of this build, as the home page links them.
    const home = (await send('GET', '/')).body;
    const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(home)?.[1];
    const js = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect(css, 'the home page links a stylesheet').toBeTruthy();
    expect(js, 'the home page loads a script').toBeTruthy();
    return [
      '/',
      '/contact',
      '/blogs',
      '/blogs/999',
      '/contact/retry',
      '/api/contact',
      '/api/career-apply',
      '/api/health',
      '/api/nope',
      '/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
      css!,
      js!,
      '/_next/static/nope.css',
      '/no-such-page',
    ];
  }

  it('never answers 5xx; a wrong method gets 405 with Allow', async () => {
    ready();
    const failures: string[] = [];
    for (const path of await paths()) {
      for (const method of methods) {
        const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? '{}' : undefined;
        const headers: Record<string, string> = body ? { 'content-type': 'application/json', accept: 'application/json' } : {};
        const answer = await send(method, path, { headers, body });
        if (answer.status >= 500 || answer.status < 200) failures.push(`${method} ${path} → ${answer.status}`);
        if (answer.status === 405 && !answer.headers.allow) failures.push(`${method} ${path} → 405 without Allow`);
      }
    }
    expect(failures).toEqual([]);
    expect(troubleIn(server.log)).toEqual([]);
  }, 120_000);

  it('static files refuse writes with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await send(method, '/icon.svg', { headers: { 'content-type': 'text/plain' }, body: 'x' });
      expect(answer.status).toBe(405);
      expect(String(answer.headers.allow)).toMatch(/GET/);
    }
    const trace = await send('TRACE', '/api/contact');
    expect(trace.status).toBe(405);
    expect(String(trace.headers.allow)).toContain('POST');
  });
});

describe('bad bodies', () => {
  it('bad percent-encoding gets 400 and leaves the log clean', async () => {
    const before = ready().log.length;
    for (const body of ['a=%zz', 'firstName=%', 'email=%E0%A4%A']) {
      const answer = await send('POST', '/api/contact', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      });
      expect(answer.status, body).toBeLessThan(500);
      expect(answer.status, body).toBeGreaterThanOrEqual(400);
    }
    // Errors from a stream surface on a later tick: give them time to be logged.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(troubleIn(server.log.slice(before))).toEqual([]);
  });
});

describe('caching and headers of 404s and redirects', () => {
  it('404 pages for unknown posts and services are not cached for a year', async () => {
    for (const path of ['/blogs/999', '/services/nope', '/no-such-page']) {
      const answer = await send('GET', path);
      expect(answer.status, path).toBe(404);
      const cache = String(answer.headers['cache-control'] ?? '');
      expect(cache, path).not.toMatch(/s-maxage=31536000/);
      expect(cache, path).toMatch(/no-store|max-age=\d{1,3}\b/);
    }
  });

  it('an unknown post is the "Post Not Found" page (src/proxy.ts) under the policy of that page', async () => {
    // tools/production/start.mjs listens on 127.0.0.1 here: a loopback name Next.js writes as "localhost" in the
    // proxy's URLs, which once made this rewrite a failed proxy to another server (a 500).
    for (const path of ['/blogs/999', '/blogs/abc', '/blogs/post-not-found']) {
      const answer = await send('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatch(/<h1[^>]*>Post Not Found</);
      const scriptSrc = /script-src ([^;]+)/.exec(String(answer.headers['content-security-policy'] ?? ''))?.[1] ?? '';
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      for (const hash of inlineScriptHashes(answer.body)) expect(scriptSrc, `${path} ${hash}`).toContain(hash);
    }
  });

  it('308 redirects carry the security headers', async () => {
    for (const path of ['/blog', '/contact/', '/blogs/', '/services/Biomass-characterization']) {
      const answer = await send('GET', path);
      expect(answer.status, path).toBe(308);
      for (const header of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
        expect(answer.headers[header], `${path} ${header}`).toBeTruthy();
      }
    }
  });
});

/** Opens an upload to /api/career-apply that announces 5 MB and sends only its first part, then waits. */
function halfSentUpload(port: number): { socket: Socket; answer: Promise<string> } {
  const boundary = 'halfsentboundary';
  const head = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nArjun Deshpande\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdfBytes(),
  ]);
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /api/career-apply HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n`,
  );
  socket.write(head);
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => {});
  });
  return { socket, answer };
}

describe('uploads held open', () => {
  it('a client gets at most two uploads in flight; the next is refused with 429 at once', async () => {
    const { port } = ready();
    const open = [halfSentUpload(port), halfSentUpload(port)];
    await new Promise((resolve) => setTimeout(resolve, 500));
    const third = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/career-apply', headers: { 'content-type': 'multipart/form-data; boundary=x', accept: 'application/json' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      req.write('--x\r\n'); // and never finish
    });
    expect(third.status).toBe(429);
    expect(JSON.parse(third.body).message).toBe(formMessages.busy);
    for (const upload of open) upload.socket.destroy();
    await Promise.all(open.map((upload) => upload.answer));
    // With those closed, the client may upload again (the slots were given back).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = halfSentUpload(port);
    await new Promise((resolve) => setTimeout(resolve, 300));
    again.socket.destroy();
    expect(await again.answer).not.toContain(' 429 ');
  });
});

describe('request timeouts', () => {
  let short: BuiltServer | undefined;
  afterAll(async () => {
    await short?.stop();
  });

  it('closes a half-sent upload once the request timeout passes', async () => {
    short = await startBuiltServer({ SERVER_REQUEST_TIMEOUT_MS: '2000', SERVER_HEADERS_TIMEOUT_MS: '1000' });
    const upload = halfSentUpload(short.port);
    const closedBy = await Promise.race([
      upload.answer.then(() => 'server'),
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 15_000)),
    ]);
    upload.socket.destroy();
    expect(closedBy).toBe('server');
    expect(troubleIn(short.log)).toEqual([]);
  }, 120_000);
});
