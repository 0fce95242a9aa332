import 'server-only';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Opens a SQLite file with the driver this Node.js line supports
 * (docs/decisions/008-code-node24.md):
 * - the built-in `node:sqlite` where Node.js has it unflagged with `StatementSync#columns()`
 *   (Node.js 24; also 22.16+), through a small adapter with the better-sqlite3-shaped interface
 *   Kysely's SqliteDialect calls (prepare → reader / all / run / iterate, close);
 * - better-sqlite3 12 otherwise (Node.js 20). It is loaded only here, lazily, because its
 *   binary aborts processes on Node.js 24 (a statement destructor run without a Node.js
 *   environment); it is an optional dependency, so `npm install` succeeds where it cannot build.
 * Both give the same values: integers as numbers (lastInsertRowid and changes too), blobs as
 * Buffers, rows as plain objects. Only src/server/db/dialect.ts chooses the SQL dialect; this
 * module only opens files. (Tests and scripts that read the file directly use it too, so they
 * never load better-sqlite3 on Node.js 24.)
 */
export type SqliteDriverName = 'node:sqlite' | 'better-sqlite3';

export type SqliteHandle = SqliteDatabase & {
  /** Runs SQL without results (pragmas). */
  exec(sql: string): void;
  readonly driver: SqliteDriverName;
};

export type OpenSqliteResult = { ok: true; database: SqliteHandle } | { ok: false; error: string };

export type OpenSqliteOptions = { readonly?: boolean };

/* The part of node:sqlite used here (@types/node follows Node.js 20, which has no node:sqlite). */
type NodeSqliteValue = null | number | bigint | string | Uint8Array;
type NodeStatementSync = {
  columns(): unknown[];
  all(...parameters: unknown[]): Record<string, NodeSqliteValue>[];
  run(...parameters: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...parameters: unknown[]): IterableIterator<Record<string, NodeSqliteValue>>;
};
type NodeDatabaseSync = {
  prepare(sql: string): NodeStatementSync;
  exec(sql: string): void;
  close(): void;
};
type NodeSqliteModule = {
  DatabaseSync: new (file: string, options?: { readOnly?: boolean }) => NodeDatabaseSync;
  StatementSync: { prototype: Partial<NodeStatementSync> };
};

/** node:sqlite if this runtime has what the adapter needs, without importing it on runtimes that lack it. */
function builtinSqlite(): NodeSqliteModule | undefined {
  // getBuiltinModule exists from Node.js 20.16 / 22.3 and returns undefined for a module the runtime lacks
  // (node:sqlite on Node.js 20); it also keeps the bundler from resolving `node:sqlite` at build time.
  const getBuiltinModule = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  const candidate = getBuiltinModule?.call(process, 'node:sqlite') as NodeSqliteModule | undefined;
  // columns() tells a statement that returns rows from one that does not (Kysely's `reader`); 22.16+ and 24.
  return typeof candidate?.StatementSync?.prototype?.columns === 'function' ? candidate : undefined;
}

/** The driver `openSqliteFile` uses on this runtime. */
export function sqliteDriverName(): SqliteDriverName {
  return builtinSqlite() ? 'node:sqlite' : 'better-sqlite3';
}

export async function openSqliteFile(file: string, options: OpenSqliteOptions = {}): Promise<OpenSqliteResult> {
  const builtin = builtinSqlite();
  if (builtin) {
    try {
      return { ok: true, database: new NodeSqliteHandle(new builtin.DatabaseSync(file, { readOnly: options.readonly ?? false })) };
    } catch (error) {
      return { ok: false, error: `Cannot open SQLite file ${file}: ${(error as Error).message}` };
    }
  }
  const loaded = await import('better-sqlite3').then(
    (module) => ({ ok: true as const, BetterSqlite3: module.default }),
    (error: Error) => ({ ok: false as const, error }),
  );
  if (!loaded.ok) {
    return {
      ok: false,
      error:
        `SQLite on Node.js ${process.versions.node} needs the better-sqlite3 package, which could not be loaded ` +
        `(${loaded.error.message}). It is an optional dependency built at install time: run 'npm install' again ` +
        `with python3, make and a C++ compiler available, or use Node.js 24 (built-in node:sqlite).`,
    };
  }
  const { BetterSqlite3 } = loaded;
  try {
    const database = new BetterSqlite3(file, { readonly: options.readonly ?? false });
    return {
      ok: true,
      database: Object.assign(database, { driver: 'better-sqlite3' as const }) as unknown as SqliteHandle,
    };
  } catch (error) {
    return { ok: false, error: `Cannot open SQLite file ${file}: ${(error as Error).message}` };
  }
}

/** node:sqlite returns blobs as Uint8Array and rows with a null prototype; better-sqlite3 gives Buffers and plain objects. */
function plainRow(row: Record<string, NodeSqliteValue>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    const value = row[key];
    out[key] = value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;
  }
  return out;
}

class NodeSqliteHandle implements SqliteHandle {
  readonly driver = 'node:sqlite' as const;
  #db: NodeDatabaseSync;
  #open = true;

  constructor(db: NodeDatabaseSync) {
    this.#db = db;
  }

  prepare(sql: string): SqliteStatement {
    const statement = this.#db.prepare(sql);
    return {
      // Like better-sqlite3's `reader`: the statement returns columns (a SELECT, a pragma with a result, … RETURNING).
      reader: statement.columns().length > 0,
      // Kysely passes positional parameters as one array; node:sqlite takes them as separate arguments.
      all: (parameters) => statement.all(...parameters).map(plainRow),
      run: (parameters) => statement.run(...parameters),
      iterate: (parameters) => mapIterator(statement.iterate(...parameters)),
    };
  }

  exec(sql: string): void {
    this.#db.exec(sql);
  }

  /** Idempotent like better-sqlite3's (node:sqlite throws when closing a closed database). */
  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.#db.close();
  }
}

function* mapIterator(rows: IterableIterator<Record<string, NodeSqliteValue>>): IterableIterator<unknown> {
  for (const row of rows) yield plainRow(row);
}
