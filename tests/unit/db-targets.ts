/**
 * The database engines the storage tests run against. Each test file that
 * stores anything wraps its tests in `describeEachDialect(...)`, so the same
 * test code runs once on a SQLite file and once on the PostgreSQL server that
 * tests/setup/postgres-global.ts started for the run (a fresh database per
 * call of `createTestDatabase`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, inject, it } from 'vitest';

export type DialectName = 'sqlite' | 'postgres';

export const dialects: readonly DialectName[] = ['sqlite', 'postgres'];

const skipPostgres = () => process.env.SKIP_POSTGRES_TESTS === '1';

/**
 * `describe(name [dialect])` once per engine. The PostgreSQL variant is skipped
 * (and reported as skipped) only when SKIP_POSTGRES_TESTS=1; if PostgreSQL
 * could not start, it is one failing test that says why.
 */
export function describeEachDialect(name: string, body: (dialect: DialectName) => void, only: readonly DialectName[] = dialects) {
  for (const dialect of only) {
    const title = `${name} [${dialect}]`;
    if (dialect === 'postgres' && skipPostgres()) {
      describe.skip(title, () => body(dialect));
      continue;
    }
    if (dialect === 'postgres' && inject('postgres')?.state !== 'ready') {
      // Counted as a failed test (a failing beforeAll would only mark the tests skipped).
      describe(title, () => {
        it('needs a PostgreSQL server', () => {
          postgresServer();
        });
      });
      continue;
    }
    describe(title, () => body(dialect));
  }
}

/** The running test server, or an error explaining why there is none. */
export function postgresServer(): { adminUrl: string; port: number } {
  const provided = inject('postgres');
  if (!provided) throw new Error('PostgreSQL tests need the Vitest global setup tests/setup/postgres-global.ts (see vitest.config.ts).');
  if (provided.state === 'skipped') throw new Error('PostgreSQL tests are disabled by SKIP_POSTGRES_TESTS=1.');
  if (provided.state === 'failed') {
    throw new Error(
      `PostgreSQL could not be started for the tests: ${provided.error}\n` +
        "Install the server binaries (Debian: 'apt-get install postgresql', or run tools/test/ensure-postgres.sh), set PG_BIN, " +
        'or skip the PostgreSQL variants explicitly with SKIP_POSTGRES_TESTS=1.',
    );
  }
  return provided;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestDatabase = {
  dialect: DialectName;
  /** DATABASE_URL of a new, empty database. */
  url: string;
  /** A DATABASE_URL of the same engine that cannot be opened (for failure tests). */
  brokenUrl: string;
  /** A temp directory (the SQLite file lives here; tests may put other files here). */
  dir: string;
  drop(): Promise<void>;
};

/** A new empty database on `dialect`: a SQLite file in a temp dir, or a new PostgreSQL database. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), `forms-${dialect}-`));
  if (dialect === 'sqlite') {
    return {
      dialect,
      url: `file:${path.join(dir, 'site.db')}`,
      // A path below a regular file cannot be opened.
      brokenUrl: `file:${path.join(dir, 'site.db', 'inner', 'site.db')}`,
      dir,
      async drop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const server = postgresServer();
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(server.adminUrl, `CREATE DATABASE ${name} OWNER app`);
  return {
    dialect,
    url: `postgres://app@127.0.0.1:${server.port}/${name}`,
    brokenUrl: `postgres://app@127.0.0.1:${server.port}/${name}_missing`,
    dir,
    async drop() {
      rmSync(dir, { recursive: true, force: true });
      await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
