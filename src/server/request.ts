import 'server-only';
import type { FormResponse } from '@/lib/forms/messages';

export type BodyType = 'json' | 'urlencoded' | 'multipart' | 'other';

/** Which body format the request declares (by its Content-Type media type). */
export function bodyTypeOf(request: Request): BodyType {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'application/json') return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (mediaType === 'multipart/form-data') return 'multipart';
  return 'other';
}

/**
 * A browser's native form submission (JavaScript off): a form content type
 * and an Accept header that prefers HTML. Our scripts send Accept: application/json.
 */
export function isBrowserFormPost(request: Request, bodyType: BodyType): boolean {
  if (bodyType !== 'urlencoded' && bodyType !== 'multipart') return false;
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('text/html');
}

/** Declared body length, or null when absent or unreadable. */
export function declaredLength(request: Request): number | null {
  const raw = request.headers.get('content-length');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * Refuses browser posts from other sites. Browsers send `Origin` with every
 * POST (and `Sec-Fetch-Site`); it must be the request's own host or SITE_URL.
 * Requests with neither header do not come from a browser page and are let through
 * (the other protections still apply). `X-Forwarded-Host` names the host only behind trusted
 * proxies (TRUST_PROXY ≥ 1): without one, any client can send it.
 */
export function isSameOrigin(request: Request, siteUrl: string | undefined, trustProxy = 0): boolean {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (origin === null) return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (siteUrl && parsed.origin === new URL(siteUrl).origin) return true;
  const hosts = [request.headers.get('host'), trustProxy > 0 ? request.headers.get('x-forwarded-host') : null]
    .flatMap((value) => (value ? value.split(',') : []))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  return hosts.includes(parsed.host.toLowerCase());
}

/**
 * The address the rate limit counts against.
 * - TRUST_PROXY=N (N ≥ 1): the Nth entry from the right of X-Forwarded-For, i.e. the
 *   address the outermost of our N trusted proxies saw (entries further left are
 *   written by the client and can be forged).
 * - Otherwise: `X-Real-IP`, which tools/production/start.mjs overwrites with the socket's
 *   address; under `next dev` (no start.mjs) the right-most X-Forwarded-For entry,
 *   which Next.js fills from the socket when the client sent none.
 */
export function clientAddress(headers: Headers, trustProxy: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (trustProxy > 0) {
    const entry = forwarded[forwarded.length - trustProxy] ?? forwarded[0];
    if (entry) return normaliseAddress(entry);
  }
  const real = headers.get('x-real-ip')?.trim();
  if (real) return normaliseAddress(real);
  const last = forwarded[forwarded.length - 1];
  return last ? normaliseAddress(last) : 'unknown';
}

function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:/i, '').toLowerCase().slice(0, 64);
}

export function jsonResponse(status: number, body: FormResponse, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** 303 See Other to a path on this site (the no-JavaScript flow). Relative, so it works behind any proxy. */
export function redirectResponse(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** 405 for a method the endpoint does not take, naming the ones it does (Next.js sends no Allow header). */
export function methodNotAllowed(allow: readonly string[]): () => Response {
  return () =>
    new Response(JSON.stringify({ success: false, message: 'Method not allowed.' } satisfies FormResponse), {
      status: 405,
      headers: { allow: [...allow, 'OPTIONS'].join(', '), 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
}

/**
 * The handlers of a POST-only endpoint for the other methods: 405 with Allow (HEAD follows GET).
 * A route re-exports them: `export const { GET, PUT, PATCH, DELETE } = postOnly;`.
 */
const refuseAllButPost = methodNotAllowed(['POST']);
export const postOnly = { GET: refuseAllButPost, PUT: refuseAllButPost, PATCH: refuseAllButPost, DELETE: refuseAllButPost };
