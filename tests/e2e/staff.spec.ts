import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { APIRequestContext, Page } from '@playwright/test';
import { feedstocks } from '../../src/content/feedstock';
import { services } from '../../src/content/services';
import { openSqliteFile } from '../../src/server/db/sqlite-driver';
import { expect, test as base } from './fixtures';

/*
 * The staff workspace in a real browser against the production server, once on
 * its SQLite file (the server playwright.config.ts starts) and once on
 * PostgreSQL (a throwaway PostgreSQL and a second production server, started
 * by the worker that runs those tests and stopped after them). Every test
 * makes its own accounts (through the operator CLI, as the README tells an
 * operator) and its own submissions (through the public form endpoints).
 * Desktop project only: the lockout test counts wrong passwords per client
 * address, and all tests share 127.0.0.1. SKIP_POSTGRES_TESTS=1 skips the
 * PostgreSQL half, as it does for the unit tests.
 */

const PASSWORD = 'e2e staff passphrase 2026';

/** The database under one server: where the CLI points, and a direct look at its rows. */
type Target = {
  databaseUrl: string;
  /** Every row of every table, as lower-case text (bytes as latin1), keyed by table. */
  dump(): Promise<Record<string, string>>;
  /** Stores a contact message directly, dated `createdAt` (for purge tests). */
  insertContact(row: { createdAt: number; firstName: string; email: string; message: string }): Promise<void>;
};

const asText = (rows: unknown[]) =>
  JSON.stringify(rows.map((row) => Object.fromEntries(Object.entries(row as object).map(([k, v]) => [k, Buffer.isBuffer(v) ? v.toString('latin1') : v])))).toLowerCase();

/** Opens the file as the server does (node:sqlite on Node.js 24, better-sqlite3 on 20; blobs as Buffers on both). */
async function openFile(file: string, readonly = false) {
  const opened = await openSqliteFile(file, { readonly });
  if (!opened.ok) throw new Error(opened.error);
  return opened.database;
}

function sqliteTarget(file: string): Target {
  return {
    databaseUrl: `file:${file}`,
    async dump() {
      const db = await openFile(file, true);
      try {
        const tables = db.prepare("select name from sqlite_master where type = 'table'").all([]) as { name: string }[];
        return Object.fromEntries(tables.map(({ name }) => [name, asText(db.prepare(`select * from "${name}"`).all([]) as unknown[])]));
      } finally {
        db.close();
      }
    },
    async insertContact({ createdAt, firstName, email, message }) {
      const db = await openFile(file);
      try {
        db.exec('pragma busy_timeout = 5000');
        db.prepare('insert into contact_messages (created_at, first_name, email, message) values (?, ?, ?, ?)').run([createdAt, firstName, email, message]);
      } finally {
        db.close();
      }
    },
  };
}

function postgresTarget(url: string): Target {
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    databaseUrl: url,
    dump: () =>
      withClient(async (client) => {
        const { rows: tables } = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public'");
        const dump: Record<string, string> = {};
        for (const { name } of tables) dump[name] = asText((await client.query(`select * from "${name}"`)).rows);
        return dump;
      }),
    insertContact: ({ createdAt, firstName, email, message }) =>
      withClient(async (client) => {
        await client.query('insert into contact_messages (created_at, first_name, email, message) values ($1, $2, $3, $4)', [createdAt, firstName, email, message]);
      }),
  };
}

type PostgresSite = { baseURL: string; target: Target };

/** A throwaway PostgreSQL and a production server on it (same settings as playwright.config.ts gives the SQLite one). */
async function startPostgresSite(): Promise<PostgresSite & { stop(): Promise<void> }> {
  // Imported when needed: the module has top-level await (its command-line entry), which require() refuses.
  const { startPostgres } = await import('../../tools/test/pg-test-server.mjs');
  const database = await startPostgres();
  const url = database.createDatabase('e2e_staff');
  const port = execFileSync(process.execPath, ['tools/test/free-port.mjs'], { encoding: 'utf8' }).trim();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['tools/production/start.mjs'], {
    env: { ...process.env, PORT: port, HOSTNAME: '127.0.0.1', DATABASE_URL: url, RATE_LIMIT_MAX: '1000', OUTBOX_POLL_MS: '500', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    await database.stop();
  };
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error('the PostgreSQL-backed server exited during start-up');
      if (Date.now() > deadline) throw new Error('the PostgreSQL-backed server did not answer within 90 s');
      const healthy = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, target: postgresTarget(url), stop };
}

const sqliteTest = base.extend<{ target: Target }>({
  target: async ({}, use) => use(sqliteTarget(path.join(process.env.E2E_DB_DIR ?? '', 'site.db'))),
});

const postgresTest = base.extend<{ target: Target }, { postgresSite: PostgresSite }>({
  postgresSite: [
    async ({}, use) => {
      const site = await startPostgresSite();
      try {
        await use(site);
      } finally {
        await site.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  target: async ({ postgresSite }, use) => use(postgresSite.target),
  baseURL: async ({ postgresSite }, use) => use(postgresSite.baseURL),
});

type StaffTest = typeof sqliteTest;

const unique = () => randomBytes(4).toString('hex');

function staffCli(target: Target, args: string[], input?: string): string {
  return execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'src/cli/staff.ts', ...args], {
    encoding: 'utf8',
    input,
    env: { ...process.env, DATABASE_URL: target.databaseUrl },
  });
}

function makeUser(target: Target, role: 'admin' | 'sales' | 'lab' | 'hr'): string {
  const email = `${role}-${unique()}@example.com`;
  staffCli(target, ['add-user', '--email', email, '--name', `E2E ${role}`, '--role', role, '--password-stdin'], `${PASSWORD}\n`);
  return email;
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/staff/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function sendContact(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post('/api/contact', {
    headers: { accept: 'application/json' },
    data: {
      firstName: 'Kavya',
      lastName: 'Joshi',
      email: 'kavya.joshi@example.org',
      phone: '+91 98220 11111',
      company: 'Satara Dairy Co-operative',
      service: 'Biogas Plant Construction',
      message: 'We want a biogas plant for 400 cattle.',
      ...fields,
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { reference: string }).reference;
}

/** A supply enquiry from /feedstock, as its form's script sends it. */
async function sendSupply(request: APIRequestContext, name: string) {
  const response = await request.post('/api/supply', {
    headers: { accept: 'application/json' },
    data: { name, phone: '98765 43210', email: '', village: 'Wadgaon', district: 'Pune', feedstock: feedstocks[0]!.id, tonnes: '12', month: '' },
  });
  expect(response.status()).toBe(200);
}

const resumeBytes = Buffer.concat([Buffer.from('%PDF-1.7\n% e2e résumé\n'), randomBytes(3000), Buffer.from('\n%%EOF\n')]);

async function sendApplication(request: APIRequestContext, name: string, email = 'applicant@example.org') {
  const response = await request.post('/api/career-apply', {
    headers: { accept: 'application/json' },
    multipart: { name, email, message: 'Process engineer, CBG plants.', resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: resumeBytes } },
  });
  expect(response.status()).toBe(200);
}

/** The detail page URL of the one submission the list shows for `text`. */
async function openFromList(page: Page, text: string) {
  await page.goto(`/staff?q=${encodeURIComponent(text)}`);
  const rows = page.getByTestId('submission-row');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link').click();
  await expect(page).toHaveURL(/\/staff\/submissions\/(contact|career|supply)\/\d+$/);
  return page.url();
}

function scenarios(test: StaffTest) {
  // Each account is made by the CLI and each password check is a real scrypt hash: slow on a shared machine.
  test.describe.configure({ timeout: 240_000 });
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1024, 'run once, in the desktop project');
  test.skip(!process.env.E2E_DB_DIR || Boolean(process.env.E2E_BASE_URL), 'needs the server started by playwright.config.ts');

  test('sign-in page, a wrong password, then the workspace with strict headers', async ({ page, target }) => {
    const email = makeUser(target, 'admin');
    await signIn(page, email, 'not the right passphrase');
    await expect(page.locator('p[role="alert"]')).toHaveText('The e-mail address or password is wrong.');
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();

    const response = await page.goto('/staff');
    const headers = response!.headers();
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['x-robots-tag']).toContain('noindex');
    const scriptSrc = /script-src ([^;]+)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The workspace is its own document: none of the public site's header, menus or footer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  test('the 11th wrong password within 15 minutes answers 429, for a real and an unknown account alike', async ({ request, target }) => {
    const real = makeUser(target, 'sales');
    for (const email of [real, `nobody-${unique()}@example.com`]) {
      for (let i = 0; i < 10; i += 1) {
        const response = await request.post('/staff/session', { form: { email, password: 'wrong passphrase!!' }, maxRedirects: 0 });
        expect(response.status()).toBe(303);
        expect(response.headers().location).toContain('error=invalid');
      }
      const locked = await request.post('/staff/session', { form: { email, password: email === real ? PASSWORD : 'wrong passphrase!!' }, maxRedirects: 0 });
      expect(locked.status()).toBe(429);
      expect(locked.headers()['retry-after']).toMatch(/^\d+$/);
    }
  });

  test('sign-out revokes the session: the old cookie no longer opens the workspace', async ({ page, playwright, baseURL, target }) => {
    await signIn(page, makeUser(target, 'sales'));
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
    const response = await replay.get('/staff', { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(response.headers().location).toContain('/staff/sign-in');
    await replay.dispose();
  });

  test('an admin replies from the submission page; the reply shows in its thread with the author', async ({ page, request, target }) => {
    const reference = await sendContact(request, { firstName: `Reply${unique()}` });
    await signIn(page, makeUser(target, 'admin'));
    await page.goto(`/staff?q=${reference}`);
    await page.getByTestId('submission-row').getByRole('link').click();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    const text = `Thank you for your enquiry ${unique()}. We can visit next Tuesday.`;
    await page.getByLabel('Reply', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.locator('p[role="status"]')).toContainText('Reply queued');
    const reply = page.getByTestId('thread').locator('[data-entry="reply"]');
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText(text);
    await expect(reply).toContainText('E2E admin');
    await expect(page.getByTestId('thread').locator('[data-entry="status"]')).toContainText('in-progress');
  });

  test('the lab opens a laboratory enquiry and not a plant enquiry, sales the reverse, at any URL', async ({ browser, request, baseURL, target }) => {
    test.setTimeout(480_000); // three accounts and three sign-ins
    const labReference = await sendContact(request, { service: services[0]!.title });
    const plantReference = await sendContact(request, { service: 'Biogas Plant Construction' });
    const supplier = `Supplier${unique()}`;
    await sendSupply(request, supplier);
    const admin = await browser.newPage({ baseURL });
    await signIn(admin, makeUser(target, 'admin'));
    const hrefOf = async (reference: string) => {
      await admin.goto(`/staff?q=${reference}`);
      return (await admin.getByTestId('submission-row').getByRole('link').getAttribute('href'))!;
    };
    const labHref = await hrefOf(labReference);
    const plantHref = await hrefOf(plantReference);
    const supplyHref = await hrefOf(supplier);

    for (const [role, own, other, otherReference] of [
      ['lab', labHref, plantHref, plantReference],
      ['sales', plantHref, labHref, labReference],
    ] as const) {
      const page = await browser.newPage({ baseURL });
      await signIn(page, makeUser(target, role));
      expect((await page.goto(own))!.status()).toBe(200);
      expect((await page.goto(other))!.status()).toBe(404);
      // A supply enquiry from /feedstock is sales' only.
      expect((await page.goto(supplyHref))!.status()).toBe(role === 'sales' ? 200 : 404);
      await page.goto(`/staff?q=${otherReference}`);
      await expect(page.getByTestId('submission-row')).toHaveCount(0);
      // A state change posted straight to the other desk's record is refused too.
      const post = await page.request.post(`${other}/status`, { form: { status: 'done' }, headers: { origin: baseURL! }, maxRedirects: 0 });
      expect(post.status()).toBe(404);
      await page.close();
    }
  });

  test('each role sees only its records, by list and by direct URL; hr downloads the exact résumé', async ({ browser, request, baseURL, target }) => {
    const marker = `Role${unique()}`;
    await sendContact(request, { firstName: marker });
    await sendApplication(request, `${marker} Applicant`);
    await sendSupply(request, `${marker} Farmer`);

    test.setTimeout(480_000); // three accounts and three sign-ins
    const admin = await browser.newPage({ baseURL });
    await signIn(admin, makeUser(target, 'admin'));
    // An admin sees both; the kind filter picks each one's page.
    await admin.goto(`/staff?kind=contact&q=${marker}`);
    const contactHref = await admin.getByTestId('submission-row').getByRole('link').getAttribute('href');
    await admin.goto(`/staff?kind=career&q=${marker}`);
    const careerHref = await admin.getByTestId('submission-row').getByRole('link').getAttribute('href');
    expect(contactHref).toMatch(/^\/staff\/submissions\/contact\/\d+$/);
    expect(careerHref).toMatch(/^\/staff\/submissions\/career\/\d+$/);
    await admin.goto(`/staff?kind=supply&q=${marker}`);
    const supplyHref = await admin.getByTestId('submission-row').getByRole('link').getAttribute('href');
    expect(supplyHref).toMatch(/^\/staff\/submissions\/supply\/\d+$/);

    const sales = await browser.newPage({ baseURL });
    await signIn(sales, makeUser(target, 'sales'));
    await sales.goto(`/staff?q=${marker}`);
    // Sales handles plant enquiries and the supply enquiries of /feedstock.
    await expect(sales.getByTestId('submission-row')).toHaveCount(2);
    await expect(sales.getByTestId('submission-row').filter({ hasText: 'Contact message' })).toHaveCount(1);
    await expect(sales.getByTestId('submission-row').filter({ hasText: 'Supply enquiry' })).toHaveCount(1);
    expect((await sales.goto(supplyHref!))!.status()).toBe(200);
    expect((await sales.goto(careerHref!))!.status()).toBe(404);
    expect((await sales.goto(`${careerHref}/resume`))!.status()).toBe(404);
    expect((await sales.goto(contactHref!))!.status()).toBe(200);

    const hr = await browser.newPage({ baseURL });
    await signIn(hr, makeUser(target, 'hr'));
    await hr.goto(`/staff?q=${marker}`);
    await expect(hr.getByTestId('submission-row')).toHaveCount(1);
    await expect(hr.getByTestId('submission-row')).toContainText('Job application');
    expect((await hr.goto(contactHref!))!.status()).toBe(404);
    expect((await hr.goto(supplyHref!))!.status()).toBe(404);
    await hr.goto(careerHref!);
    const [download] = await Promise.all([hr.waitForEvent('download'), hr.getByRole('link', { name: 'Download résumé' }).click()]);
    const saved = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(saved!).equals(resumeBytes)).toBe(true);
    const direct = await hr.request.get(`${careerHref}/resume`);
    expect(direct.headers()['content-type']).toBe('application/pdf');
    expect(direct.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(direct.headers()['x-content-type-options']).toBe('nosniff');
    await Promise.all([admin.close(), sales.close(), hr.close()]);
  });

  test('status and notes persist; export is the current filter as safe CSV; the audit log records it all', async ({ page, request, target }) => {
    const marker = `Csv${unique()}`;
    await sendContact(request, { firstName: marker, company: '=HYPERLINK("http://evil.example")', message: 'Line one\nLine two' });
    const admin = makeUser(target, 'admin');
    await signIn(page, admin);
    const url = await openFromList(page, marker);

    await page.getByLabel('Status').selectOption('in-progress');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByRole('status')).toHaveText('Status saved.');
    await page.getByLabel('Add a note').fill('Called back, site visit on Friday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.goto(url);
    await expect(page.getByLabel('Status')).toHaveValue('in-progress');
    await expect(page.getByTestId('notes')).toContainText('Called back, site visit on Friday.');

    await page.goto(`/staff?status=in-progress&q=${marker}`);
    await expect(page.getByTestId('submission-row')).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('kind,id,reference,receivedAt,status,name,email,phone,company,service,message,resumeFileName');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain('"Line one\nLine two"');
    expect(csv).toContain(',in-progress,');
    expect(csv).toContain(marker);

    await page.goto('/staff/audit');
    const rows = page.getByTestId('audit-row');
    for (const action of ['sign-in', 'view', 'status', 'note', 'export']) {
      await expect(rows.filter({ hasText: admin }).filter({ has: page.locator('td', { hasText: new RegExp(`^${action}$`) }) }).first()).toBeVisible();
    }
  });

  test('a submission full of HTML and terminal escapes is shown inert', async ({ page, request, target }) => {
    const marker = `Inert${unique()}`;
    await sendContact(request, {
      firstName: `${marker}<img src=x onerror="document.title='pwned'">`,
      company: '<script>document.title="pwned"</script>',
      message: 'Hello\u001b[2J\u001b]0;title\u0007 world\n<b>bold?</b>',
    });
    await signIn(page, makeUser(target, 'sales'));
    await openFromList(page, marker);
    const fields = page.getByTestId('submission-fields');
    await expect(fields).toContainText('<img src=x onerror=');
    await expect(fields).toContainText('<script>document.title="pwned"</script>');
    await expect(fields).toContainText('Hello\u241b[2J\u241b]0;title\u2407 world');
    await expect(fields).toContainText('<b>bold?</b>');
    await expect(fields.locator('img, script, b')).toHaveCount(0);
    expect(await page.title()).not.toBe('pwned');
  });

  test('cross-origin posts are refused; roles without the right get 404 for admin pages', async ({ page, request, target }) => {
    await signIn(page, makeUser(target, 'hr'));
    expect((await page.goto('/staff/audit'))!.status()).toBe(404);
    expect((await page.goto('/staff/erase'))!.status()).toBe(404);
    const forged = await page.request.post('/staff/erasure', { form: { email: 'someone@example.org' }, headers: { origin: 'http://evil.example' }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    const signInForged = await request.post('/staff/session', { form: { email: 'x@example.com', password: 'y' }, headers: { origin: 'http://evil.example' }, maxRedirects: 0 });
    expect(signInForged.status()).toBe(403);
  });

  test('erasure by e-mail (workspace) leaves no row holding the address; purge --as-of (CLI) removes only expired records', async ({ page, request, target }) => {
    const address = `erase-${unique()}@example.org`;
    await sendContact(request, { email: address });
    await sendApplication(request, 'To Be Erased', address);
    await signIn(page, makeUser(target, 'admin'));
    await page.goto('/staff/erase');
    await page.getByLabel('E-mail address to erase').fill(address.toUpperCase());
    await page.getByRole('button', { name: 'Erase everything' }).click();
    await expect(page.getByRole('status')).toContainText('contact=1 career=1');

    for (const [table, text] of Object.entries(await target.dump())) expect(text, table).not.toContain(address.split('@')[0]);

    // Two records older than their retention period, one recent: only the old ones go.
    const marker = `Purge${unique()}`;
    await target.insertContact({ createdAt: Date.UTC(2020, 0, 1), firstName: marker, email: 'old@example.org', message: 'old' });
    await target.insertContact({ createdAt: Date.now(), firstName: marker, email: 'new@example.org', message: 'new' });
    const today = new Date().toISOString().slice(0, 10);
    expect(staffCli(target, ['purge', '--as-of', today])).toMatch(new RegExp(`Purged as of ${today}: [1-9]\\d* contact messages`));
    await page.goto(`/staff?q=${marker}`);
    await expect(page.getByTestId('submission-row')).toHaveCount(1);
    await expect(page.getByTestId('submission-row')).toContainText('new@example.org');
  });
}

sqliteTest.describe('on SQLite', () => scenarios(sqliteTest));

postgresTest.describe('on PostgreSQL', () => {
  postgresTest.skip(process.env.SKIP_POSTGRES_TESTS === '1', 'SKIP_POSTGRES_TESTS=1');
  // In order in one worker, so that worker starts the one PostgreSQL server these tests share.
  postgresTest.describe.configure({ mode: 'default' });
  scenarios(postgresTest as unknown as StaffTest);
});
