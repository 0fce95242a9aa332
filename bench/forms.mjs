#!/usr/bin/env node
/**
 * `npm run bench:forms`: a benchmark, not a test. Starts the production server
 * (tools/production/start.mjs; needs a finished `npm run build`) on a free loopback port
 * with a temporary SQLite database, or BENCH_DATABASE_URL (e.g. postgres://…), or
 * with `--postgres` (`npm run bench:forms -- --postgres`) a throwaway PostgreSQL
 * server of its own (tools/test/pg-test-server.mjs, stopped afterwards),
 * posts valid JSON contact messages at 50 connections for 10 s with
 * autocannon, then prints requests/s, p50/p99 latency, the non-2xx count and
 * the number of rows stored: every 2xx answer must be stored exactly once
 * (requests still in flight when the time is up are dropped by autocannon but
 * may be stored; they are counted separately).
 * It never builds: several people share one .next directory.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startPostgres } from '../tools/test/pg-test-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('bench:forms needs a production build (.next/BUILD_ID missing). Run `npm run build` first.');
  process.exit(1);
}

const withPostgres = process.argv.includes('--postgres');
if (withPostgres && process.env.BENCH_DATABASE_URL) {
  console.error('bench:forms: give either --postgres or BENCH_DATABASE_URL, not both.');
  process.exit(2);
}

const port = execFileSync(process.execPath, [path.join(root, 'tools/test/free-port.mjs')], { encoding: 'utf8' }).trim();
const dir = mkdtempSync(path.join(tmpdir(), 'bench-forms-'));
/** The throwaway PostgreSQL server of `--postgres`. */
let pgServer = null;
let databaseUrl = process.env.BENCH_DATABASE_URL ?? `file:${path.join(dir, 'bench.db')}`;
if (withPostgres) {
  try {
    pgServer = await startPostgres();
    databaseUrl = pgServer.createDatabase('bench');
  } catch (error) {
    console.error(`bench:forms --postgres: PostgreSQL could not start: ${error instanceof Error ? error.message : String(error)}`);
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  }
}
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [path.join(root, 'tools/production/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: port,
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_MAX: '100000000',
    SMTP_URL: '',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});

async function waitForHealth() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('the server exited during start-up');
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 60 s');
}

async function stopServer() {
  if (serverExited) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  if (!serverExited) server.kill('SIGKILL');
}

/** The counters of this run's stored messages (last name "Visitor <run>-<counter>"), read in a separate process. */
function storedCounters(run) {
  const script = `
    import('kysely').then(async ({ Kysely, SqliteDialect, PostgresDialect }) => {
      const url = process.env.DATABASE_URL;
      let db;
      if (/^postgres/.test(url)) {
        const pg = (await import('pg')).default;
        db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
      } else {
        // The server's own opener (node:sqlite on Node.js 24, better-sqlite3 on 20); this process runs under tsx.
        require('./src/cli/allow-server-modules.ts');
        const { openSqliteFile } = require('./src/server/db/sqlite-driver.ts');
        const opened = await openSqliteFile(url.replace(/^file:(\\/\\/)?/, ''));
        if (!opened.ok) throw new Error(opened.error);
        db = new Kysely({ dialect: new SqliteDialect({ database: opened.database }) });
      }
      const rows = await db.selectFrom('contact_messages').select('last_name').where('last_name', 'like', process.env.BENCH_PREFIX + '%').execute();
      console.log(JSON.stringify(rows.map((row) => Number(row.last_name.slice(process.env.BENCH_PREFIX.length)))));
      await db.destroy();
    });`;
  const output = execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '-e', script], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_PREFIX: `Visitor ${run}-` },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.trim());
}

try {
  await waitForHealth();
  let counter = 0;
  const run = Date.now().toString(36);
  /** Counters of the requests answered 2xx (autocannon keeps one request in flight per connection). */
  const answered = new Set();
  const result = await autocannon({
    url: `${base}/api/contact`,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    requests: [
      {
        setupRequest(request, context) {
          counter += 1;
          context.counter = counter;
          request.body = JSON.stringify({
            firstName: 'Bench',
            lastName: `Visitor ${run}-${counter}`,
            email: `bench${counter}@example.com`,
            phone: '+91 98765 43210',
            company: 'Load Test Pvt Ltd',
            service: 'General Inquiry',
            message: 'A benchmark message: we would like a quote for BMP tests on 40 samples of pressmud.',
          });
          return request;
        },
        onResponse(status, _body, context) {
          if (status >= 200 && status < 300) answered.add(context.counter);
        },
      },
    ],
  });
  await stopServer();
  const twoXX = result['2xx'];
  const stored = storedCounters(run);
  const storedSet = new Set(stored);
  const duplicates = stored.length - storedSet.size;
  const missing = [...answered].filter((n) => !storedSet.has(n)).length;
  // Requests still in flight when the time was up: autocannon drops them, the server may still store them.
  const cutOff = stored.filter((n) => !answered.has(n)).length;
  const ok = duplicates === 0 && missing === 0 && answered.size === twoXX && cutOff <= connections;
  console.log(`\nbench:forms  POST /api/contact  ${connections} connections × ${duration} s  (${/^postgres/.test(databaseUrl) ? 'PostgreSQL' : 'SQLite'})`);
  console.log(`  requests/s   ${result.requests.average.toFixed(1)} (total ${result.requests.total})`);
  console.log(`  latency      p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`);
  console.log(`  2xx          ${twoXX}`);
  console.log(`  non-2xx      ${result.non2xx}   errors ${result.errors}   timeouts ${result.timeouts}`);
  console.log(
    `  stored rows  ${stored.length}: ${twoXX - missing} of the ${twoXX} answered 2xx (${missing} missing, ${duplicates} duplicates)` +
      ` + ${cutOff} cut off in flight when the ${duration} s ended`,
  );
  console.log(`  check        ${ok ? 'stored rows for 2xx answers = 2xx count' : 'MISMATCH between 2xx answers and stored rows'}`);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(`bench:forms failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopServer();
  await pgServer?.stop();
  // The temp dir holds the SQLite file of a default run; with BENCH_DATABASE_URL it stays empty.
  rmSync(dir, { recursive: true, force: true });
}
