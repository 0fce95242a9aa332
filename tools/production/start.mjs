#!/usr/bin/env node
/**
 * The production server: Next.js behind a plain Node HTTP server so that we can
 *  - send each prerendered page a Content-Security-Policy holding the hashes of
 *    its own inline scripts (computed after the build by tools/production/csp-hashes.mjs),
 *    which keeps pages static without 'unsafe-inline', and every page rendered
 *    on demand a policy with a fresh nonce that Next.js puts on its scripts;
 *  - the security headers on every answer, redirects included;
 *  - HTTP hygiene Next.js leaves to its host: request and header timeouts,
 *    405 for methods a path does not take (Next.js answers some with a 500, some
 *    with the page itself);
 *  - shut down gracefully on SIGTERM/SIGINT: stop accepting, finish requests in
 *    flight, then let the app close its database and mail worker.
 * Honours PORT (default 3000), HOSTNAME (default 0.0.0.0), and
 * SERVER_REQUEST_TIMEOUT_MS / SERVER_HEADERS_TIMEOUT_MS (defaults below).
 * docs/decisions/002 says why each of these lives here and not in the app.
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { formatPolicy } from '../../src/lib/csp-format.mjs';
import { securityPolicy } from './csp-hashes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
process.env.NODE_ENV = 'production';

const manifestPath = path.join(root, '.next', 'csp-manifest.json');
/** @type {{ pages: Record<string, string>, fallback: string, fallbackHashes?: string[] } | null} */
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

/**
 * A prerendered page's policy (its script and style hashes), or, for anything rendered on
 * demand, the not-found page's hashes plus a fresh nonce. Next.js reads the nonce
 * from the request's policy header and puts it on the scripts it renders.
 */
function cspFor(url) {
  if (!cspManifest) return null;
  const page = cspManifest.pages[pathOf(url)];
  if (page) return { policy: page, nonce: null };
  const nonce = randomBytes(16).toString('base64');
  const hashes = cspManifest.fallbackHashes ?? [];
  // The prerendered not-found page, served for unknown paths, carries its stylesheets inline.
  const styleHashes = cspManifest.fallbackStyleHashes ?? [];
  return { policy: formatPolicy(securityPolicy.csp, { 'script-src': [`'nonce-${nonce}'`, ...hashes], 'style-src': styleHashes }), nonce };
}

/** Files served as they are (build output, public/): only GET and HEAD apply. */
const publicDir = path.join(root, 'public');
function* filesUnder(dir, prefix) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    else yield `${prefix}${entry.name}`;
  }
}
const publicFiles = new Set(filesUnder(publicDir, '/'));
const isStaticFile = (pathname) => pathname.startsWith('/_next/') || publicFiles.has(pathname);

/** Methods Next.js routes; it answers others (TRACE, WebDAV verbs, …) with a 500. */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

// Next.js writes a loopback host as "localhost" in the URLs src/proxy.ts sees, and takes a rewrite to
// an origin other than the one it builds from this name for a request to another server (it then
// fails to proxy it). "localhost" keeps both the same whatever HOSTNAME the server listens on.
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const baseHeaders = Object.entries(securityPolicy.headers);
/**
 * The baseline policy next.config.ts sends on every answer (src/lib/security-headers.ts, production
 * branch). Only this one is replaced by the page's hashed or nonced policy: a policy the app set
 * itself (a nonce from src/proxy.ts, the résumé download's `default-src 'none'; sandbox`) is kept.
 */
const nextConfigPolicy = formatPolicy(securityPolicy.csp, { 'script-src': ["'unsafe-inline'"] });

/** Sends a short plain-text answer with the security headers (for answers made here, not by the app). */
function answer(res, status, text, headers = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

/** The methods the app takes at this path, as its OPTIONS answer lists them. */
async function allowedMethods(url) {
  try {
    const response = await fetch(new URL(url, `http://${loopbackHost}:${server.address().port}`), { method: 'OPTIONS' });
    await response.arrayBuffer();
    return response.headers.get('allow') || 'GET, HEAD';
  } catch {
    return 'GET, HEAD';
  }
}

let stopping = false;
const requestTimeout = Number.parseInt(process.env.SERVER_REQUEST_TIMEOUT_MS ?? '', 10) || 120_000;
const headersTimeout = Math.min(Number.parseInt(process.env.SERVER_HEADERS_TIMEOUT_MS ?? '', 10) || 20_000, requestTimeout);
const loopbackHost = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname;

const server = createServer(
  {
    // A request (headers and body) must arrive within these; a half-sent upload cannot hold its memory longer.
    requestTimeout,
    headersTimeout,
    // How often Node checks those timeouts (its default, 30 s, would let a short timeout run long).
    connectionsCheckingInterval: Math.min(1000, headersTimeout),
  },
  (req, res) => {
    // Shutting down: answer, then close this keep-alive connection.
    if (stopping) res.setHeader('connection', 'close');
    // The client's address as this server sees it; a client-sent X-Real-IP is never trusted.
    // (Behind a proxy, TRUST_PROXY selects the X-Forwarded-For hop instead: src/server/request.ts.)
    req.headers['x-real-ip'] = req.socket.remoteAddress ?? '';
    // Every answer carries the security headers, also those Next.js makes before applying next.config
    // (redirects) and those made here. The app sets them again on the rest.
    for (const [name, value] of baseHeaders) res.setHeader(name, value);
    if (cspManifest) res.setHeader('content-security-policy', cspManifest.fallback);

    const method = req.method ?? 'GET';
    const pathname = pathOf(req.url);
    if (isStaticFile(pathname) && method !== 'GET' && method !== 'HEAD') {
      answer(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
      return;
    }
    // A prerendered page takes GET and HEAD only (the site has no Server Actions; its forms post to
    // /api). Next.js would render some of them (a post or project by id) for PUT or POST with its
    // year-long Cache-Control, and answer OPTIONS with an empty 400.
    if (cspManifest?.pages[pathname] && method !== 'GET' && method !== 'HEAD') {
      req.resume();
      answer(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
      return;
    }
    if (!ROUTED_METHODS.has(method)) {
      req.resume();
      allowedMethods(req.url).then((allow) => answer(res, 405, 'Method Not Allowed', { allow }));
      return;
    }

    let csp = cspFor(req.url);
    if (csp) {
      if (csp.nonce) req.headers['content-security-policy'] = csp.policy;
      // Next.js sets the baseline policy from next.config; swap in this page's hashed or nonced one.
      // A policy the app chose itself (src/proxy.ts's nonce, a download's sandbox) wins.
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) => {
        const lower = String(name).toLowerCase();
        // The app rewrote the request to another page (src/proxy.ts, e.g. an unknown post to
        // /blogs/post-not-found): that page's inline scripts run, so its policy applies.
        if (lower === 'x-middleware-rewrite') {
          const served = cspManifest.pages[pathOf(String(value))];
          if (served) {
            csp = { policy: served, nonce: null };
            setHeader('content-security-policy', served);
          }
        }
        if (lower === 'content-security-policy' && String(value) === nextConfigPolicy) return setHeader(name, csp.policy);
        return setHeader(name, value);
      };
      setHeader('content-security-policy', csp.policy);
      // A route handler's own headers reach the response through appendHeader, and only when the
      // header is not there yet (next/dist/server/send-response.js): so the policy set here must not
      // look present to that check, or a download's own policy (the résumé's sandbox) is dropped.
      let routePolicy = false;
      const getHeader = res.getHeader.bind(res);
      const appendHeader = res.appendHeader.bind(res);
      res.getHeader = (name) => (String(name).toLowerCase() === 'content-security-policy' && !routePolicy ? undefined : getHeader(name));
      res.appendHeader = (name, value) => {
        if (String(name).toLowerCase() !== 'content-security-policy') return appendHeader(name, value);
        routePolicy = true;
        return setHeader(name, value);
      };
    }
    handle(req, res).catch((error) => {
      console.error('[start] request failed', error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Internal Server Error');
      }
    });
  },
);
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
