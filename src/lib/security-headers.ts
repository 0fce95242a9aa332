import { formatPolicy, type Directives } from './csp-format.mjs';
import policy from './security-policy.json';

/**
 * Security headers sent with every response, built from the one list in
 * security-policy.json. The Content-Security-Policy here is the baseline that
 * next.config.ts sends; the production server (tools/production/start.mjs) replaces it
 * on each page with one whose script-src holds the page's script hashes
 * (prerendered pages) or a per-request nonce (pages rendered on demand).
 */
export function contentSecurityPolicy(): string {
  // `next dev` injects inline scripts and styles, evaluates code and talks to its server over WebSocket.
  const dev = process.env.NODE_ENV === 'development';
  const extra: Directives = dev
    ? { 'script-src': ["'unsafe-inline'", "'unsafe-eval'"], 'style-src': ["'unsafe-inline'"], 'connect-src': ['ws:'] }
    : // Without the production server (e.g. `next start`) there are no hashes or nonces: inline scripts must run.
      { 'script-src': ["'unsafe-inline'"] };
  return formatPolicy(policy.csp, extra);
}

export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
    ...Object.entries(policy.headers).map(([key, value]) => ({ key, value })),
  ];
}
