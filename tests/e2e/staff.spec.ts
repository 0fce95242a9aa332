import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { openSqliteFile } from '../../src/server/db/sqlite-driver';
import { expect, test } from './fixtures';

/*
 * The staff workspace in a real browser against the production server and its
 * SQLite file (playwright.config.ts). Every test makes its own accounts (through
 * the operator CLI, as the README tells an operator) and its own submissions
 * (through the public form endpoints). Desktop project only: the lockout test
 * counts wrong passwords per client address, and all tests share 127.0.0.1.
 */

const dbFile = path.join(process.env.E2E_DB_DIR ?? '', 'site.db');
const PASSWORD = 'e2e staff passphrase 2026';

// Each account is made by the CLI and each password check is a real scrypt hash: slow on a shared machine.
test.describe.configure({ timeout: 240_000 });

test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1024, 'run once, in the desktop project');
test.skip(!process.env.E2E_DB_DIR || Boolean(process.env.E2E_BASE_URL), 'needs the server started by playwright.config.ts');

function staffCli(args: string[], input?: string): string {
  return execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'src/cli/staff.ts', ...args], {
    encoding: 'utf8',
    input,
    env: { ...process.env, DATABASE_URL: `file:${dbFile}` },
  });
}

const unique = () => randomBytes(4).toString('hex');

function makeUser(role: 'admin' | 'sales' | 'hr'): string {
  const email = `${role}-${unique()}@example.com`;
  staffCli(['add-user', '--email', email, '--name', `E2E ${role}`, '--role', role, '--password-stdin'], `${PASSWORD}\n`);
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
  await expect(page).toHaveURL(/\/staff\/submissions\/(contact|career)\/\d+$/);
  return page.url();
}

test('sign-in page, a wrong password, then the workspace with strict headers', async ({ page }) => {
  const email = makeUser('admin');
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
});

test('the 11th wrong password within 15 minutes answers 429, for a real and an unknown account alike', async ({ request }) => {
  const real = makeUser('sales');
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

test('sign-out revokes the session: the old cookie no longer opens the workspace', async ({ page, playwright, baseURL }) => {
  await signIn(page, makeUser('sales'));
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

test('each role sees only its records, by list and by direct URL; hr downloads the exact résumé', async ({ browser, request }) => {
  const marker = `Role${unique()}`;
  await sendContact(request, { firstName: marker });
  await sendApplication(request, `${marker} Applicant`);

  test.setTimeout(480_000); // three accounts and three sign-ins
  const admin = await browser.newPage();
  await signIn(admin, makeUser('admin'));
  // An admin sees both; the kind filter picks each one's page.
  await admin.goto(`/staff?kind=contact&q=${marker}`);
  const contactHref = await admin.getByTestId('submission-row').getByRole('link').getAttribute('href');
  await admin.goto(`/staff?kind=career&q=${marker}`);
  const careerHref = await admin.getByTestId('submission-row').getByRole('link').getAttribute('href');
  expect(contactHref).toMatch(/^\/staff\/submissions\/contact\/\d+$/);
  expect(careerHref).toMatch(/^\/staff\/submissions\/career\/\d+$/);

  const sales = await browser.newPage();
  await signIn(sales, makeUser('sales'));
  await sales.goto(`/staff?q=${marker}`);
  await expect(sales.getByTestId('submission-row')).toHaveCount(1);
  await expect(sales.getByTestId('submission-row')).toContainText('Contact message');
  expect((await sales.goto(careerHref!))!.status()).toBe(404);
  expect((await sales.goto(`${careerHref}/resume`))!.status()).toBe(404);
  expect((await sales.goto(contactHref!))!.status()).toBe(200);

  const hr = await browser.newPage();
  await signIn(hr, makeUser('hr'));
  await hr.goto(`/staff?q=${marker}`);
  await expect(hr.getByTestId('submission-row')).toHaveCount(1);
  await expect(hr.getByTestId('submission-row')).toContainText('Job application');
  expect((await hr.goto(contactHref!))!.status()).toBe(404);
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

test('status and notes persist; export is the current filter as safe CSV; the audit log records it all', async ({ page, request }) => {
  const marker = `Csv${unique()}`;
  await sendContact(request, { firstName: marker, company: '=HYPERLINK("http://evil.example")', message: 'Line one\nLine two' });
  const admin = makeUser('admin');
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
  expect(lines[0]).toBe('kind,id,receivedAt,status,name,email,phone,company,service,message,resumeFileName');
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

test('a submission full of HTML and terminal escapes is shown inert', async ({ page, request }) => {
  const marker = `Inert${unique()}`;
  await sendContact(request, {
    firstName: `${marker}<img src=x onerror="document.title='pwned'">`,
    company: '<script>document.title="pwned"</script>',
    message: 'Hello\u001b[2J\u001b]0;title\u0007 world\n<b>bold?</b>',
  });
  await signIn(page, makeUser('sales'));
  await openFromList(page, marker);
  const fields = page.getByTestId('submission-fields');
  await expect(fields).toContainText('<img src=x onerror=');
  await expect(fields).toContainText('<script>document.title="pwned"</script>');
  await expect(fields).toContainText('Hello\u241b[2J\u241b]0;title\u2407 world');
  await expect(fields).toContainText('<b>bold?</b>');
  await expect(fields.locator('img, script, b')).toHaveCount(0);
  expect(await page.title()).not.toBe('pwned');
});

test('cross-origin posts are refused; roles without the right get 404 for admin pages', async ({ page, request }) => {
  await signIn(page, makeUser('hr'));
  expect((await page.goto('/staff/audit'))!.status()).toBe(404);
  expect((await page.goto('/staff/erase'))!.status()).toBe(404);
  const forged = await page.request.post('/staff/erasure', { form: { email: 'someone@example.org' }, headers: { origin: 'http://evil.example' }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  const signInForged = await request.post('/staff/session', { form: { email: 'x@example.com', password: 'y' }, headers: { origin: 'http://evil.example' }, maxRedirects: 0 });
  expect(signInForged.status()).toBe(403);
});

test('erasure by e-mail (workspace) leaves no row holding the address; purge --as-of (CLI) removes only expired records', async ({ page, request }) => {
  const address = `erase-${unique()}@example.org`;
  await sendContact(request, { email: address });
  await sendApplication(request, 'To Be Erased', address);
  await signIn(page, makeUser('admin'));
  await page.goto('/staff/erase');
  await page.getByLabel('E-mail address to erase').fill(address.toUpperCase());
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByRole('status')).toContainText('contact=1 career=1');

  // Read the file as the server does (node:sqlite on Node.js 24, better-sqlite3 on 20; blobs as Buffers on both).
  const reader = await openSqliteFile(dbFile, { readonly: true });
  if (!reader.ok) throw new Error(reader.error);
  const db = reader.database;
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table'").all([]) as { name: string }[];
    for (const { name } of tables) {
      const rows = db.prepare(`select * from "${name}"`).all([]);
      expect(JSON.stringify(rows, (_key, value) => (Buffer.isBuffer(value) ? value.toString('latin1') : value)).toLowerCase(), name).not.toContain(address.split('@')[0]);
    }
  } finally {
    db.close();
  }

  // Two records older than their retention period, one recent: only the old ones go.
  const opened = await openSqliteFile(dbFile);
  if (!opened.ok) throw new Error(opened.error);
  const writer = opened.database;
  const old = Date.UTC(2020, 0, 1);
  const marker = `Purge${unique()}`;
  try {
    writer.exec('PRAGMA busy_timeout = 5000');
    writer.prepare("insert into contact_messages (created_at, first_name, email, message) values (?, ?, 'old@example.org', 'old')").run([old, marker]);
    writer.prepare("insert into contact_messages (created_at, first_name, email, message) values (?, ?, 'new@example.org', 'new')").run([Date.now(), marker]);
  } finally {
    writer.close();
  }
  const today = new Date().toISOString().slice(0, 10);
  expect(staffCli(['purge', '--as-of', today])).toMatch(new RegExp(`Purged as of ${today}: [1-9]\\d* contact messages`));
  await page.goto(`/staff?q=${marker}`);
  await expect(page.getByTestId('submission-row')).toHaveCount(1);
  await expect(page.getByTestId('submission-row')).toContainText('new@example.org');
});
