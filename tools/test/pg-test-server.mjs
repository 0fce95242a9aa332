/**
 * A throwaway PostgreSQL server for tests and benchmarks: a fresh data
 * directory in the system temp dir, listening on a free 127.0.0.1 port only,
 * trust auth for a local `app` user and an `app` database. Started as the
 * `postgres` system user when we are root (PostgreSQL refuses to run as root).
 *
 *   const pg = await startPostgres();  // { url, adminUrl, port, createDatabase(name), stop }
 *   … use pg.url …
 *   await pg.stop();
 *
 * Run directly (`node tools/test/pg-test-server.mjs`) to start one and print its URL.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function findPgBin() {
  // An explicit PG_BIN wins: if it holds no initdb, say so rather than use another installation.
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function freePort() {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'free-port.mjs');
  return execFileSync(process.execPath, [script], { encoding: 'utf8' }).trim();
}

export async function startPostgres() {
  const bin = findPgBin();
  if (!bin) {
    throw new Error(
      process.env.PG_BIN
        ? `PG_BIN=${process.env.PG_BIN} holds no initdb: point it at the folder of the PostgreSQL server binaries.`
        : "PostgreSQL is not installed: run 'apt-get install postgresql' (Debian) or set PG_BIN to the folder of initdb and pg_ctl.",
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const run = (cmd, args) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const result = spawnSync(full[0], full[1], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const port = freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  writeFileSync(path.join(dir, 'postgresql.log'), '');
  chmodSync(path.join(dir, 'postgresql.log'), 0o666);
  run('pg_ctl', [
    '-D', dataDir, '-l', path.join(dir, 'postgresql.log'), '-w', '-t', '60',
    '-o', `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const psql = (sql) => run('psql', ['-h', '127.0.0.1', '-p', port, '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql]);
  psql('CREATE ROLE app LOGIN');
  psql('CREATE DATABASE app OWNER app');
  let stopped = false;
  return {
    url: `postgres://app@127.0.0.1:${port}/app`,
    /** The superuser (trust auth, loopback only): for creating and dropping databases. */
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port: Number(port),
    /** A URL for a new, empty database (one per test file keeps tests independent). */
    createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid database name: ${name}`);
      psql(`CREATE DATABASE ${name} OWNER app`);
      return `postgres://app@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pg = await startPostgres();
  console.log(pg.url);
  const stop = async () => {
    await pg.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}
