/**
 * Starts the production server (tools/production/start.mjs over the finished `npm run build`)
 * on a free loopback port with its own SQLite file, keeps everything it logs, and
 * stops it again. For tests of what only the real server does: HTTP methods on
 * static files, body streams, timeouts, headers of redirects and 404 answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = process.cwd();

export type BuiltServer = {
  base: string;
  port: number;
  log: string[];
  child: ChildProcess;
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('This test starts the production server: run npm run build first (.next/BUILD_ID is missing).');
  }
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'built-server-'));
  const child = spawn(process.execPath, [path.join(root, 'tools/production/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      SMTP_URL: '',
      RATE_LIMIT_MAX: '1000',
      TRUST_PROXY: '',
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited with ${child.exitCode}\n${log.join('\n')}`);
    try {
      const response = await fetch(`${base}/api/health`);
      await response.text();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`start.mjs did not become healthy\n${log.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, port, log, child, stop };
}
