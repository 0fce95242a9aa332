import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { getPostByParam } from '@/content/blog';
import { calculatorData } from '@/content/calculator-data';
import { CALCULATOR_QUERY_HEADER, parseCalculatorQuery } from '@/lib/calculator';
import { canonicalServiceSlug, servicePath } from '@/content/services';
import { formatPolicy } from '@/lib/csp-format.mjs';
import { inertLine } from '@/lib/inert-text';
import securityPolicy from '@/lib/security-policy.json';
import { themeScript } from '@/lib/theme-script';
import { englishPath, localeOfPath, localizePath, type Locale } from '@/lib/i18n';
import { pageList } from '@/content/pages';
import { completedProjects, projectStoryPath } from '@/content/projects';

/*
 * Runs only for the paths in `config.matcher`: public pages elsewhere and /api
 * never pass through here. docs/decisions/003 says why these decisions live here.
 *
 * - /staff: each request gets a fresh nonce. Next.js puts it on its own scripts
 *   when it finds it in the request's CSP header; the root layout's theme script
 *   is allowed by its hash. Staff pages are never cached or indexed. A download
 *   that sets its own stricter policy (the résumé: `default-src 'none'; sandbox`)
 *   keeps it: a policy set here would replace the route's.
 * - A `Next-Action` header on any path: the app defines no Server Actions, so the
 *   request is answered 404 here with one log line holding a short, inert excerpt
 *   (Next.js would copy the whole header, however long, into three log lines).
 * - /blogs/{id}: a segment that names no post is answered with the prerendered
 *   "Post Not Found" page and HTTP 404, not cached (the post may be published
 *   later). Posts themselves pass through and stay static.
 * - /calculator: a question the page will refuse is answered with 400 (malformed:
 *   unknown or repeated key) or 422 (a bad value) and the re-shown form, not 200
 *   (a page cannot set its own status). The query is passed on in a request header
 *   so the page parses exactly the keys this function parsed. (A `__proto__` key
 *   never arrives: Next.js drops it while parsing the URL; docs/decisions/015.)
 * - /services/{slug}: a known slug typed in another casing is redirected (308) to
 *   its lower-case URL. Unknown slugs match no route, so Next.js answers them with
 *   the root not-found page and HTTP 404.
 * - /hi/… and /mr/…: the same rules for the Hindi and Marathi twins of those pages, and an
 *   address that names no page is answered with the language's prerendered not-found
 *   page and HTTP 404 (the site-wide one is English).
 */

const blogNotFoundView = '/blogs/post-not-found';
/** Files under /blogs/ that are not posts. */
const blogFiles = new Set(['/blogs/feed.xml']);

/** Staff routes that send their own Content-Security-Policy. */
const ownPolicy = /^\/staff\/submissions\/[^/]+\/[^/]+\/resume$/;
/** How much of an unknown action id the log keeps (real ids are 40–42 hex digits). */
const ACTION_EXCERPT = 64;

function unknownAction(request: NextRequest) {
  const action = request.headers.get('next-action') ?? '';
  console.warn(
    JSON.stringify({
      event: 'request.unknown_action',
      method: request.method,
      path: inertLine(request.nextUrl.pathname.slice(0, 200)),
      action: inertLine(action.slice(0, ACTION_EXCERPT)),
      length: action.length,
    }),
  );
  return new NextResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

let themeHash: Promise<string> | undefined;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

async function staff(request: NextRequest) {
  themeHash ??= sha256(themeScript);
  const nonce = btoa(crypto.randomUUID());
  const scripts = [`'nonce-${nonce}'`, "'strict-dynamic'", `'sha256-${await themeHash}'`];
  // `next dev` evaluates code, injects styles and talks to its server over WebSocket.
  const dev = process.env.NODE_ENV === 'development';
  const policy = formatPolicy(
    securityPolicy.csp,
    dev ? { 'script-src': [...scripts, "'unsafe-eval'"], 'style-src': ["'unsafe-inline'"], 'connect-src': ['ws:'] } : { 'script-src': scripts },
  );
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (!ownPolicy.test(request.nextUrl.pathname)) response.headers.set('content-security-policy', policy);
  response.headers.set('cache-control', 'no-store');
  response.headers.set('x-robots-tag', 'noindex, nofollow');
  return response;
}

function blog(request: NextRequest, segment: string, locale: Locale) {
  if (blogFiles.has(request.nextUrl.pathname) || getPostByParam(segment)) return NextResponse.next();
  // The view is prerendered, so Next.js would send it with its one-year s-maxage; a Cache-Control
  // set here wins (Next.js keeps a Cache-Control header that is already on the response).
  return NextResponse.rewrite(new URL(localizePath(blogNotFoundView, locale), request.url), { status: 404, headers: { 'cache-control': 'no-store' } });
}

function service(request: NextRequest, segment: string, locale: Locale) {
  const slug = canonicalServiceSlug(segment);
  if (slug && slug !== segment) return NextResponse.redirect(new URL(localizePath(servicePath(slug), locale), request.url), 308);
  return NextResponse.next();
}

/** The English addresses that have a Hindi and a Marathi twin (besides posts and the views handled above). */
let translatedPages: Set<string> | undefined;
function isTranslatedPage(path: string): boolean {
  translatedPages ??= new Set([...pageList.map((page) => page.path), ...completedProjects.map((project) => projectStoryPath(project))]);
  if (translatedPages.has(path)) return true;
  // A form's outcome pages (/contact/sent, /career/retry, …).
  const outcome = /^(\/[a-z-]+)\/(?:sent|retry)$/.exec(path);
  return outcome !== null && translatedPages.has(outcome[1]!);
}

const pageNotFoundView = '/page-not-found';

function calculator(request: NextRequest) {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.set(CALCULATOR_QUERY_HEADER, url.search);
  const parsed = parseCalculatorQuery(url.searchParams, calculatorData());
  if (parsed.status !== 'invalid') return NextResponse.next({ request: { headers } });
  const status = parsed.errors.some((e) => e.kind === 'query') ? 400 : 422;
  return NextResponse.rewrite(request.nextUrl, { status, request: { headers }, headers: { 'cache-control': 'no-store' } });
}

export async function proxy(request: NextRequest) {
  if (request.headers.has('next-action')) return unknownAction(request);
  const locale = localeOfPath(request.nextUrl.pathname);
  const path = englishPath(request.nextUrl.pathname);
  const [, section, segment = '', ...rest] = path.split('/');
  if (section === 'staff' && locale === 'en') return staff(request);
  if (section === 'blogs' && (rest.length > 0 || segment !== '')) return rest.length > 0 ? blog(request, '', locale) : blog(request, segment, locale);
  if (section === 'services' && segment !== '' && rest.length === 0) {
    const answer = service(request, segment, locale);
    if (answer.status === 308 || locale === 'en') return answer;
  }
  if (section === 'calculator' && segment === '') return calculator(request);
  if (locale !== 'en' && !isTranslatedPage(path.replace(/\/$/, '') || '/')) {
    return NextResponse.rewrite(new URL(localizePath(pageNotFoundView, locale), request.url), { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    '/staff',
    '/staff/:path*',
    '/blogs/:path+',
    '/services/:slug',
    '/calculator',
    '/hi',
    '/hi/:path*',
    '/mr',
    '/mr/:path*',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
