import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql, type ColumnDataType, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from './schema';
import { openSqliteFile } from './sqlite-driver';

/**
 * The one place that knows which database engine runs underneath.
 * Everything else speaks Kysely and asks `features` for the few things
 * that differ (row locks, binary and auto-increment column types).
 */
export type DialectName = 'sqlite' | 'postgres';

export type DialectFeatures = {
  name: DialectName;
  /** `SELECT … FOR UPDATE SKIP LOCKED` is available (PostgreSQL). SQLite serialises writers instead. */
  rowLocks: boolean;
  /** Column type for raw bytes: blob (SQLite) / bytea (PostgreSQL). */
  binaryType: ColumnDataType;
  /** Column type of an auto-numbered primary key: integer + AUTOINCREMENT (SQLite) / serial (PostgreSQL). */
  autoIdType: ColumnDataType;
  autoIncrement: boolean;
  /**
   * How migrating processes are kept apart so that the schema is migrated once:
   * - 'advisory': Kysely's migrator holds a PostgreSQL advisory lock and runs the steps in one transaction;
   * - 'immediate-transaction': the whole run is one `BEGIN IMMEDIATE` transaction, whose write lock makes
   *   other SQLite processes wait (busy_timeout); it also makes the run all-or-nothing.
   */
  migrationLock: 'advisory' | 'immediate-transaction';
  /**
   * `column` contains `text`, ignoring case; `text` is matched literally (its % and _ are escaped).
   * SQLite: plain LIKE, which already ignores ASCII case (its lower() folds only ASCII too), so no
   * per-row function call. PostgreSQL: lower(column) LIKE, measured at about a third of ILIKE's time
   * over 90,000 rows (bench/staff.mjs stores such a table).
   */
  containsIgnoringCase: (column: string, text: string) => RawBuilder<SqlBool>;
};

/** A LIKE pattern for `text` anywhere, its own wildcards escaped (with ESCAPE '\\'). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type ConnectionOptions = {
  /** Most PostgreSQL connections this process opens (PG_POOL_MAX, default 10). */
  poolMax?: number;
};

export type Connection = {
  db: Kysely<Database>;
  features: DialectFeatures;
  /** Human-readable target without credentials, for logs. */
  describe: string;
};

export function dialectNameOf(databaseUrl: string): DialectName {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

/** `file:./data/site.db` → absolute path (relative paths from the working directory). */
function sqlitePath(databaseUrl: string): string {
  const raw = databaseUrl.replace(/^file:(\/\/)?/, '');
  if (raw === ':memory:') return raw;
  // The file is chosen at run time (DATABASE_URL); without the ignore mark the build's
  // file tracing treats this as "any file of the project" and traces all of it.
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), raw);
}

export async function openConnection(databaseUrl: string, options: ConnectionOptions = {}): Promise<Connection> {
  if (dialectNameOf(databaseUrl) === 'postgres') {
    const pg = (await import('pg')).default;
    // BIGINT (int8) holds our millisecond timestamps and count(*) results; they fit in a JS number.
    // (BYTEA already arrives as a Buffer, INTEGER as a number.)
    pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));
    const url = new URL(databaseUrl);
    const describe = `postgres://${url.hostname}:${url.port || 5432}${url.pathname}`;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolMax ?? 10,
      // Fail a request (and the health check) instead of hanging when the server is unreachable.
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      application_name: 'website',
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (error) => {
      console.error(JSON.stringify({ event: 'db.pool_error', database: describe, error: error.message }));
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      features: {
        name: 'postgres',
        rowLocks: true,
        binaryType: 'bytea',
        autoIdType: 'serial',
        autoIncrement: false,
        migrationLock: 'advisory',
        containsIgnoringCase: (column, text) => sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text.toLowerCase())} escape '\\'`,
      },
      describe,
    };
  }
  const file = sqlitePath(databaseUrl);
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  // node:sqlite on Node.js 24, better-sqlite3 on Node.js 20 (./sqlite-driver.ts says why).
  const opened = await openSqliteFile(file);
  if (!opened.ok) throw new Error(opened.error);
  const { database } = opened;
  // Wait (up to 5 s) for another process's write lock instead of failing; set first, as switching to WAL locks too.
  database.exec('PRAGMA busy_timeout = 5000');
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    features: {
      name: 'sqlite',
      rowLocks: false,
      binaryType: 'blob',
      autoIdType: 'integer',
      autoIncrement: true,
      migrationLock: 'immediate-transaction',
      containsIgnoringCase: (column, text) => sql<SqlBool>`${sql.ref(column)} like ${containsPattern(text)} escape '\\'`,
    },
    describe: `sqlite ${file} (${database.driver})`,
  };
}
