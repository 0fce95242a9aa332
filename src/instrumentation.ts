/**
 * Runs once when a server process starts (Node.js runtime only): migrates the
 * database, starts the outbox worker and registers the shutdown hook that
 * tools/production/start.mjs calls on SIGTERM after requests in flight have finished.
 * Imports are dynamic so no server module reaches another runtime.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/server/env');
  const { database, closeDatabase } = await import('@/server/db');
  const { startOutboxWorker, registerOutboxWorker } = await import('@/server/outbox');
  const { closeMailTransports } = await import('@/server/mail');

  const config = env();
  const connection = await database();
  console.info(JSON.stringify({ event: 'db.ready', database: connection.describe }));
  if (!config.SMTP_URL) {
    console.warn(
      JSON.stringify({ event: 'mail.disabled', message: 'SMTP_URL is not set: staff notifications stay queued in the outbox until it is.' }),
    );
  }
  const worker = startOutboxWorker(database, {
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    notifyTo: config.NOTIFY_TO,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: config.OUTBOX_RETRY_MAX_MS,
    pollMs: config.OUTBOX_POLL_MS,
  });
  registerOutboxWorker(worker);
  // The retention periods of the privacy page, enforced daily (src/server/staff/retention.ts).
  const purge = (await import('@/server/staff/retention')).startDailyPurge(database);
  // Each working day from 09:30 India time, one summary mail per staff member (src/server/enquiries/daily-summary.ts).
  const summaries = (await import('@/server/enquiries/daily-summary')).startDailySummaries(database, { queued: () => worker.kick() });

  (globalThis as { __appShutdown?: () => Promise<void> }).__appShutdown = async () => {
    purge.stop();
    summaries.stop();
    await worker.stop();
    registerOutboxWorker(undefined);
    closeMailTransports();
    await closeDatabase();
  };
}
