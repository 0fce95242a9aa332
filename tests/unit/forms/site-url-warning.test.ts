/**
 * `npm run build` ends with tools/production/csp-hashes.mjs, which says loudly when SITE_URL is
 * unset: every absolute URL in the pages would then name http://localhost:3000.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = process.cwd();

function runAfterBuild(env: Record<string, string>) {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.SITE_URL;
  return spawnSync(process.execPath, [path.join(root, 'tools/production/csp-hashes.mjs')], { cwd: root, env: { ...inherited, ...env }, encoding: 'utf8' });
}

it('warns at build when SITE_URL is unset, and not when it is set', () => {
  expect(existsSync(path.join(root, '.next', 'server', 'app')), 'run npm run build first').toBe(true);
  const unset = runAfterBuild({});
  expect(unset.status).toBe(0);
  expect(unset.stderr).toMatch(/WARNING: SITE_URL is not set/);
  const set = runAfterBuild({ SITE_URL: 'https://www.example.com' });
  expect(set.status).toBe(0);
  expect(set.stderr).not.toMatch(/SITE_URL/);
});
