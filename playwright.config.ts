// Specs read the content collections (src/content/collections, marked server-only) for their expectations.
import './src/cli/allow-server-modules';
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Shared with the scripts: Debian's Chromium and its flags.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium.mjs';

/**
 * Browser tests run against the production build (`npm run build` first) served
 * by tools/production/start.mjs on a free loopback port with its own SQLite file.
 * Set E2E_BASE_URL to test an already running server instead (e.g. `npm run dev`).
 * The port and database are chosen once here and inherited by the workers.
 */
if (!process.env.E2E_BASE_URL && !process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, ['tools/test/free-port.mjs'], { encoding: 'utf8' }).trim();
}
if (!process.env.E2E_DB_DIR) {
  process.env.E2E_DB_DIR = mkdtempSync(path.join(tmpdir(), 'e2e-db-'));
}
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/setup/summary-reporter.ts']],
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node tools/production/start.mjs',
        url: `${baseURL}/robots.txt`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(process.env.E2E_PORT),
          HOSTNAME: '127.0.0.1',
          DATABASE_URL: `file:${path.join(process.env.E2E_DB_DIR, 'site.db')}`,
          RATE_LIMIT_MAX: '1000',
          OUTBOX_POLL_MS: '500',
        },
      },
});
