/**
 * Vitest global setup: one throwaway PostgreSQL server for the whole run
 * (tools/test/pg-test-server.mjs: temp data dir, free loopback port, stopped at
 * the end). Test files read its address with `inject('postgres')` and each
 * creates its own database (tests/unit/db-targets.ts).
 *
 * If the server cannot start, the run goes on but every PostgreSQL test fails
 * with the reason: nothing is skipped silently. Set SKIP_POSTGRES_TESTS=1 to
 * skip the PostgreSQL variants on purpose (they are then reported as skipped).
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../tools/test/pg-test-server.mjs';

export type ProvidedPostgres =
  | { state: 'ready'; adminUrl: string; port: number }
  | { state: 'skipped' }
  | { state: 'failed'; error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: ProvidedPostgres;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.SKIP_POSTGRES_TESTS === '1') {
    project.provide('postgres', { state: 'skipped' });
    return;
  }
  let server: Awaited<ReturnType<typeof startPostgres>>;
  try {
    server = await startPostgres();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n[postgres-global] PostgreSQL could not start, so every PostgreSQL test will fail: ${message}\n`);
    project.provide('postgres', { state: 'failed', error: message });
    return;
  }
  project.provide('postgres', { state: 'ready', adminUrl: server.adminUrl, port: server.port });
  return async () => {
    await server.stop();
  };
}
