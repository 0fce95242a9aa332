#!/usr/bin/env node
/**
 * The production server: Next.js behind a plain Node HTTP server so that we can
 *  - send each prerendered page a Content-Security-Policy holding the hashes of
 *    its own inline scripts (computed after the build by scripts/csp-hashes.mjs),
 *    which keeps pages static without 'unsafe-inline';
 *  - shut down gracefully on SIGTERM/SIGINT: stop accepting, finish requests in
 *    flight, then let the app close its database and mail worker.
 * Honours PORT (default 3000) and HOSTNAME (default 0.0.0.0).
 */
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
process.env.NODE_ENV = 'production';

const manifestPath = path.join(root, '.next', 'csp-manifest.json');
/** @type {{ pages: Record<string, string>, fallback: string } | null} */
const cspManifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : null;
if (!cspManifest) console.warn('[start] .next/csp-manifest.json missing: serving the baseline CSP. Run `npm run build`.');

function pathOf(url) {
  let pathname = '/';
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    pathname = '/';
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function cspFor(url) {
  if (!cspManifest) return null;
  return cspManifest.pages[pathOf(url)] ?? cspManifest.fallback;
}

/**
 * Sections whose pages are all prerendered. A path inside one that matches no
 * page is answered here with HTTP 404 and the section's own prerendered
 * not-found view. (Next.js 16 answers `notFound()` from a request-time render
 * with an empty body that only scripts fill in, which would show a blank page
 * without JavaScript and is blocked by the hashed CSP anyway.)
 * A path whose lower-case form is a page is left to the app, which redirects.
 */
const notFoundViews = [
  { prefix: '/blogs/', view: '/blogs/post-not-found' },
  { prefix: '/services/', view: '/_not-found' },
];

function notFoundViewFor(req) {
  if (!cspManifest || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
  // Client-side navigations ask for the RSC payload; the router handles those itself.
  if (req.headers.rsc) return null;
  const pathname = pathOf(req.url);
  const section = notFoundViews.find((s) => pathname.startsWith(s.prefix));
  if (!section) return null;
  if (pathname === section.view) return section.view; // the view itself is never a 200 page
  if (cspManifest.pages[pathname] || cspManifest.pages[pathname.toLowerCase()]) return null;
  if (pathname.startsWith('/blogs/') && pathname.endsWith('.xml')) return null;
  return section.view;
}

/** Forces the status of a response whatever the handler sets. */
function forceStatus(res, code) {
  Object.defineProperty(res, 'statusCode', { get: () => code, set: () => {}, configurable: true });
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (_status, ...rest) => writeHead(code, ...rest);
}

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

let stopping = false;
const server = createServer((req, res) => {
  // Shutting down: answer, then close this keep-alive connection.
  if (stopping) res.setHeader('connection', 'close');
  // The client's address as this server sees it; a client-sent X-Real-IP is never trusted.
  // (Behind a proxy, TRUST_PROXY selects the X-Forwarded-For hop instead: src/server/request.ts.)
  req.headers['x-real-ip'] = req.socket.remoteAddress ?? '';
  const view = notFoundViewFor(req);
  if (view) {
    req.url = view;
    forceStatus(res, 404);
  }
  // /staff pages carry their own per-request nonce policy (src/proxy.ts): do not replace it.
  const csp = /^\/staff(\/|$)/.test(pathOf(req.url)) ? null : cspFor(req.url);
  if (csp) {
    // Next.js sets the baseline policy from next.config; swap in this page's hashed one.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      String(name).toLowerCase() === 'content-security-policy' ? setHeader(name, csp) : setHeader(name, value);
  }
  handle(req, res).catch((error) => {
    console.error('[start] request failed', error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    }
  });
});
server.keepAliveTimeout = 65_000;

server.listen(port, hostname, () => {
  console.log(`[start] ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[start] ${signal}: closing (finishing requests in flight)`);
  const force = setTimeout(() => {
    console.error('[start] forced exit after 15 s');
    process.exit(1);
  }, 15_000);
  force.unref();
  server.close(async () => {
    try {
      // Registered by src/instrumentation.ts: stops the outbox worker and closes the database.
      await globalThis.__appShutdown?.();
      await app.close?.();
    } catch (error) {
      console.error('[start] error during shutdown', error);
    }
    console.log('[start] closed');
    process.exit(0);
  });
  server.closeIdleConnections?.();
  // Keep-alive connections whose response was still being written become idle later: close them as they do.
  const sweep = setInterval(() => server.closeIdleConnections?.(), 200);
  sweep.unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
