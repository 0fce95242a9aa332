import { NextResponse, type NextRequest } from 'next/server';
import { formatPolicy } from '@/lib/security-headers';
import securityPolicy from '@/lib/security-policy.json';
import { themeScript } from '@/lib/theme-script';

/*
 * Runs only for the staff workspace (see `config.matcher`; public pages and
 * /api never pass through here, so they stay static with their hashed policy
 * from scripts/csp-hashes.mjs). Each request gets a fresh nonce: Next.js puts
 * it on its own scripts when it finds it in the request's CSP header; the
 * root layout's theme script is allowed by its hash. Staff pages are never
 * cached or indexed.
 */

let themeHash: Promise<string> | undefined;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

export async function proxy(request: NextRequest) {
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
  response.headers.set('content-security-policy', policy);
  response.headers.set('cache-control', 'no-store');
  response.headers.set('x-robots-tag', 'noindex, nofollow');
  return response;
}

export const config = {
  matcher: ['/staff', '/staff/:path*'],
};
