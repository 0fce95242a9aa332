import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openConnection } from '@/server/db/dialect';
import { openSqliteFile, sqliteDriverName, type SqliteHandle } from '@/server/db/sqlite-driver';

/*
 * The SQLite driver differs by Node.js line (node:sqlite on 24, better-sqlite3 on 20;
 * docs/decisions/008-code-node24.md). These expectations are the same on both, so running
 * the suite on each line shows the two drivers give the rest of the code the same values.
 */
describe(`SQLite driver on Node.js ${process.versions.node}`, () => {
  let dir: string;
  let database: SqliteHandle;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sqlite-driver-'));
    const opened = await openSqliteFile(path.join(dir, 'test.db'));
    if (!opened.ok) throw new Error(opened.error);
    database = opened.database;
    database.exec('create table items (id integer primary key autoincrement, at bigint not null, name text, bytes blob)');
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is node:sqlite where Node.js has it (24), better-sqlite3 on Node.js 20', () => {
    const major = Number(process.versions.node.split('.')[0]);
    if (major >= 24) expect(sqliteDriverName()).toBe('node:sqlite');
    if (major === 20) expect(sqliteDriverName()).toBe('better-sqlite3');
    expect(database.driver).toBe(sqliteDriverName());
  });

  it('reports changes and lastInsertRowid as numbers, and marks statements that return rows', () => {
    const insert = database.prepare('insert into items (at, name, bytes) values (?, ?, ?)');
    expect(insert.reader).toBe(false);
    const first = insert.run([1_700_000_000_000, 'a', Buffer.from([0, 255])]);
    const second = insert.run([Date.UTC(2030, 0, 1), 'b', null]);
    expect(first).toMatchObject({ changes: 1, lastInsertRowid: 1 });
    expect(second).toMatchObject({ changes: 1, lastInsertRowid: 2 });
    expect(database.prepare('update items set name = ?').run(['c']).changes).toBe(2);
    expect(database.prepare('select id from items').reader).toBe(true);
    expect(database.prepare('delete from items where id = ? returning id').reader).toBe(true);
  });

  it('gives rows as plain objects with integers as numbers and blobs as Buffers', () => {
    database.prepare('insert into items (at, name, bytes) values (?, ?, ?)').run([Date.UTC(2030, 0, 1), 'a', Buffer.from('résumé')]);
    const rows = database.prepare('select id, at, name, bytes from items where name = ?').all(['a']) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(row).toMatchObject({ id: 1, at: Date.UTC(2030, 0, 1), name: 'a' });
    expect(typeof row.at).toBe('number');
    expect(Buffer.isBuffer(row.bytes)).toBe(true);
    expect((row.bytes as Buffer).toString()).toBe('résumé');
    const iterated = [...database.prepare('select bytes from items').iterate([])] as { bytes: unknown }[];
    expect(Buffer.isBuffer(iterated[0]?.bytes)).toBe(true);
  });

  it('closes twice without an error', () => {
    database.close();
    expect(() => database.close()).not.toThrow();
  });

  it('answers a file it cannot open with a reason, not an exception', async () => {
    const result = await openSqliteFile(path.join(dir, 'test.db', 'inner', 'x.db'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/Cannot open SQLite file/);
  });
});

describe('SQLite connection (src/server/db/dialect.ts)', () => {
  it('sets WAL, the busy timeout and foreign keys, rolls back failed transactions and reads auto ids', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-connection-'));
    const { db, describe: target } = await openConnection(`file:${path.join(dir, 'site.db')}`);
    try {
      expect(target).toContain(`(${sqliteDriverName()})`);
      const pragma = async (name: string) => Object.values((await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(db)).rows[0] ?? {})[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('synchronous')).toBe(1);

      await sql`create table t (id integer primary key autoincrement, v text not null)`.execute(db);
      await sql`create table child (id integer primary key, t_id integer not null references t (id))`.execute(db);
      const inserted = await sql`insert into t (v) values (${'x'})`.execute(db);
      expect(inserted.insertId).toBe(1n);
      expect(inserted.numAffectedRows).toBe(1n);
      await expect(sql`insert into child (id, t_id) values (1, 99)`.execute(db)).rejects.toThrow(/FOREIGN KEY/i);

      await expect(
        db.transaction().execute(async (trx) => {
          await sql`insert into t (v) values (${'in transaction'})`.execute(trx);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const rows = (await sql<{ v: string }>`select v from t`.execute(db)).rows;
      expect(rows.map((row) => row.v)).toEqual(['x']);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
