/**
 * Every Content-Security-Policy the site sends is formatted by src/lib/csp-format.mjs from the
 * directives of src/lib/security-policy.json: the baseline of next.config.ts, the staff pages'
 * policy (src/proxy.ts), the prerendered pages' policies (tools/production/csp-hashes.mjs) and the
 * nonce policies of tools/production/start.mjs. A second formatter whose output differed would fail the
 * comparisons below; a second definition with the same output fails the last test.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { policy as builtPagePolicy } from '../../tools/production/csp-hashes.mjs';
import { proxy } from '../proxy';
import { formatPolicy } from './csp-format.mjs';
import { contentSecurityPolicy } from './security-headers';
import securityPolicy from './security-policy.json';

const root = path.resolve(__dirname, '../..');
const own = securityPolicy.csp['script-src'];

/** The sources a policy adds to script-src beyond the directives' own. */
function addedScriptSources(header: string): string[] {
  const sources = /(?:^|; )script-src ([^;]*)/.exec(header)?.[1]?.split(' ') ?? [];
  expect(sources.slice(0, own.length)).toEqual(own);
  return sources.slice(own.length);
}

describe('one Content-Security-Policy formatter', () => {
  it('formats the directives in their order, extra sources after a directive’s own', () => {
    expect(formatPolicy({ 'default-src': ["'self'"], 'script-src': ["'self'"], 'img-src': ["'self'", 'data:'] }, { 'script-src': ["'sha256-x'"] })).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; img-src 'self' data:",
    );
  });

  it('prerendered pages (tools/production/csp-hashes.mjs) get the same policy as the proxy would give for the same sources', async () => {
    const response = await proxy(new NextRequest(new URL('http://localhost:3000/staff')));
    const staffPolicy = response.headers.get('content-security-policy') ?? '';
    const added = addedScriptSources(staffPolicy);
    expect(added.length).toBeGreaterThan(0);
    expect(staffPolicy).toBe(formatPolicy(securityPolicy.csp, { 'script-src': added }));
    expect(builtPagePolicy(added)).toBe(staffPolicy);
  });

  it('the baseline of next.config.ts is the same formatter’s output', () => {
    const baseline = contentSecurityPolicy();
    expect(baseline).toBe(formatPolicy(securityPolicy.csp, { 'script-src': addedScriptSources(baseline) }));
  });

  it('is defined once, and the production server and the build script import it', () => {
    const definitions: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(?:[cm]?js|tsx?)$/.test(name) && /\bfunction formatPolicy\b|\bformatPolicy\s*=/.test(readFileSync(full, 'utf8'))) {
          definitions.push(path.relative(root, full));
        }
      }
    };
    walk(path.join(root, 'src'));
    walk(path.join(root, 'tools'));
    expect(definitions).toEqual(['src/lib/csp-format.mjs']);
    for (const script of ['tools/production/start.mjs', 'tools/production/csp-hashes.mjs']) {
      expect(readFileSync(path.join(root, script), 'utf8'), script).toContain("import { formatPolicy } from '../../src/lib/csp-format.mjs';");
    }
  });
});
