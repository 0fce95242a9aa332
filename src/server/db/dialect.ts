import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type ColumnDataType } from 'kysely';
import type { Database } from './schema';

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
export function sqlitePath(databaseUrl: string): string {
  const raw = databaseUrl.replace(/^file:(\/\/)?/, '');
  if (raw === ':memory:') return raw;
  return path.resolve(process.cwd(), raw);
}

export async function openConnection(databaseUrl: string): Promise<Connection> {
  if (dialectNameOf(databaseUrl) === 'postgres') {
    const pg = (await import('pg')).default;
    // BIGINT (int8) holds our millisecond timestamps; they fit in a JS number.
    pg.types.setTypeParser(20, (value: string) => Number.parseInt(value, 10));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 10) });
    const url = new URL(databaseUrl);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      features: { name: 'postgres', rowLocks: true, binaryType: 'bytea', autoIdType: 'serial', autoIncrement: false },
      describe: `postgres://${url.hostname}:${url.port || 5432}${url.pathname}`,
    };
  }
  const BetterSqlite3 = (await import('better-sqlite3')).default;
  const file = sqlitePath(databaseUrl);
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    features: { name: 'sqlite', rowLocks: false, binaryType: 'blob', autoIdType: 'integer', autoIncrement: true },
    describe: `sqlite ${file}`,
  };
}
