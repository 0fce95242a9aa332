#!/usr/bin/env node
/**
 * `npm run bench:staff`: a benchmark, not a test. For SQLite and then PostgreSQL
 * (a throwaway server of its own, tools/test/pg-test-server.mjs; skipped with a
 * message when it cannot start) it starts the production server
 * (tools/production/start.mjs; needs a finished `npm run build`) on a free loopback port,
 * lets it migrate an empty database, stores 100,000 submissions (90,000
 * contact messages, 10,000 applications), creates an admin with the staff CLI,
 * signs in, then requests the workspace list page (`/staff`, a deep page, a
 * filtered view, a free-text search and the unassigned, overdue and "mine" views) one at a time and prints the median and
 * p90 response times next to two same-run floors measured the same way:
 * `/robots.txt` (static) and `/staff/sign-in` without a cookie (a dynamic page
 * through the same proxy, layout and renderer, but no database query). The
 * machine may be shared, so compare with the floors. It never builds.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgres } from '../tools/test/pg-test-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOTAL = Number(process.env.BENCH_ROWS ?? 100_000);
const CAREER_SHARE = 0.1;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const PASSWORD = 'benchmark staff passphrase';

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('bench:staff needs a production build (.next/BUILD_ID missing). Run `npm run build` first.');
  process.exit(1);
}

function rows() {
  const now = Date.now();
  const careers = Math.round(TOTAL * CAREER_SHARE);
  const contacts = TOTAL - careers;
  // Spread over two years, newest first at `now`.
  const at = (i, n) => now - Math.floor((i / n) * 2 * 365 * 24 * 3600 * 1000);
  const statuses = ['new', 'new', 'in-progress', 'done'];
  return { now, contacts, careers, at, statuses };
}

async function seedSqlite(file) {
  // The server's own opener (node:sqlite on Node.js 24, better-sqlite3 on 20); it is marked server-only, as this process is.
  await import('../src/cli/allow-server-modules.ts');
  const { openSqliteFile } = await import('../src/server/db/sqlite-driver.ts');
  const opened = await openSqliteFile(file);
  if (!opened.ok) throw new Error(opened.error);
  const db = opened.database;
  db.exec('PRAGMA busy_timeout = 5000');
  const { contacts, careers, at, statuses } = rows();
  const insertContact = db.prepare(
    'insert into contact_messages (created_at, first_name, last_name, email, phone, company, service, message, spam, status) values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)',
  );
  const insertCareer = db.prepare(
    "insert into career_applications (created_at, name, email, message, resume_file_name, resume_content_type, resume_size, spam, status) values (?, ?, ?, ?, 'cv.pdf', 'application/pdf', 1000, 0, ?)",
  );
  db.exec('BEGIN');
  for (let i = 0; i < contacts; i += 1) {
    insertContact.run([at(i, contacts), `Visitor${i}`, 'Patil', `visitor${i}@example.org`, '+91 98220 00000', 'Example Agro', 'Biogas Plant Construction', `Enquiry number ${i} about a biogas plant.`, statuses[i % 4]]);
  }
  for (let i = 0; i < careers; i += 1) insertCareer.run([at(i, careers), `Applicant${i}`, `applicant${i}@example.org`, `Application ${i}.`, statuses[i % 4]]);
  db.exec('COMMIT');
  db.close();
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { contacts, careers, at, statuses } = rows();
  const batch = 5000;
  for (let start = 0; start < contacts; start += batch) {
    const values = [];
    const params = [];
    for (let i = start; i < Math.min(contacts, start + batch); i += 1) {
      const p = params.length;
      values.push(`($${p + 1}, $${p + 2}, 'Patil', $${p + 3}, '+91 98220 00000', 'Example Agro', 'Biogas Plant Construction', $${p + 4}, 0, $${p + 5})`);
      params.push(at(i, contacts), `Visitor${i}`, `visitor${i}@example.org`, `Enquiry number ${i} about a biogas plant.`, statuses[i % 4]);
    }
    await client.query(
      `insert into contact_messages (created_at, first_name, last_name, email, phone, company, service, message, spam, status) values ${values.join(',')}`,
      params,
    );
  }
  for (let start = 0; start < careers; start += batch) {
    const values = [];
    const params = [];
    for (let i = start; i < Math.min(careers, start + batch); i += 1) {
      const p = params.length;
      values.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, 'cv.pdf', 'application/pdf', 1000, 0, $${p + 5})`);
      params.push(at(i, careers), `Applicant${i}`, `applicant${i}@example.org`, `Application ${i}.`, statuses[i % 4]);
    }
    await client.query(
      `insert into career_applications (created_at, name, email, message, resume_file_name, resume_content_type, resume_size, spam, status) values ${values.join(',')}`,
      params,
    );
  }
  await client.query('analyze');
  await client.end();
}

async function waitFor(base, isExited) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (isExited()) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not become healthy within 120 s');
}

async function measure(url, headers) {
  const times = [];
  for (let i = 0; i < SAMPLES + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= 3) times.push(performance.now() - started); // the first three warm up
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p90: times[Math.floor(times.length * 0.9)] };
}

async function run(name, databaseUrl, seed) {
  const port = execFileSync(process.execPath, [path.join(root, 'tools/test/free-port.mjs')], { encoding: 'utf8' }).trim();
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  const server = spawn(process.execPath, [path.join(root, 'tools/production/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: port, HOSTNAME: '127.0.0.1', DATABASE_URL: databaseUrl, SMTP_URL: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server.on('exit', () => {
    exited = true;
  });
  try {
    await waitFor(base, () => exited);
    const seeded = performance.now();
    await seed();
    console.log(`[${name}] stored ${TOTAL.toLocaleString('en-US')} submissions in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/cli/staff.ts', 'add-user', '--email', 'bench.admin@example.com', '--name', 'Bench Admin', '--role', 'admin', '--password-stdin'], {
      cwd: root,
      input: PASSWORD,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    const signIn = await fetch(`${base}/staff/session`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'bench.admin@example.com', password: PASSWORD }),
      redirect: 'manual',
    });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (signIn.status !== 303 || !cookie) throw new Error(`sign-in failed (${signIn.status})`);
    const views = [
      ['/robots.txt (floor: static file)', '/robots.txt', {}],
      ['/staff/sign-in (floor: dynamic page)', '/staff/sign-in', {}],
      ['/staff (list, page 1)', '/staff', { cookie }],
      ['/staff?page=40', '/staff?page=40', { cookie }],
      ['/staff?kind=contact&status=in-progress', '/staff?kind=contact&status=in-progress', { cookie }],
      ['/staff?q=visitor123 (free text)', '/staff?q=visitor123', { cookie }],
      ['/staff?view=unassigned', '/staff?view=unassigned', { cookie }],
      ['/staff?view=overdue', '/staff?view=overdue', { cookie }],
      ['/staff?view=mine', '/staff?view=mine', { cookie }],
    ];
    const floor = [];
    for (const [label, target, headers] of views) {
      const m = await measure(`${base}${target}`, headers);
      if (target === '/staff/sign-in') floor.push(m.median);
      const ratio = floor.length && target !== '/staff/sign-in' ? `  (${(m.median / floor[0]).toFixed(1)}× dynamic floor)` : '';
      console.log(`[${name}] ${label.padEnd(42)} median ${m.median.toFixed(1).padStart(6)} ms, p90 ${m.p90.toFixed(1).padStart(6)} ms${ratio}`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (exited ? resolve() : server.once('exit', resolve)));
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-staff-'));
try {
  const file = path.join(dir, 'bench.db');
  await run('sqlite', `file:${file}`, () => seedSqlite(file));
  let pgServer = null;
  try {
    pgServer = await startPostgres();
  } catch (error) {
    console.log(`[postgres] skipped: PostgreSQL could not start (${error instanceof Error ? error.message : String(error)})`);
  }
  if (pgServer) {
    try {
      const url = pgServer.createDatabase('bench_staff');
      await run('postgres', url, () => seedPostgres(url));
    } finally {
      await pgServer.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
