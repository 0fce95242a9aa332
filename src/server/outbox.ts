import 'server-only';
import { company } from '@/content/company';
import { GENERAL_APPLICATION } from '@/lib/forms/career-fields';
import type { Connection } from './db';
import { claimDueMails, getCareerApplication, getContactMessage, getResume, getSupplyEnquiry, markMailFailed, markMailSent, releaseMails } from './db/queries';
import { supplyFields } from './submission-fields';
import type { OutboxRow, SubmissionKind } from './db/schema';
import { sendMail, type MailMessage } from './mail';
import { processSlot } from './process-slot';
import { absoluteUrl } from '@/lib/site';
import { inertLine, quotedBlock } from '@/lib/inert-text';
import { acknowledgementContent } from './enquiries/acknowledgement';
import { outboxMessageId } from './enquiries/message-id';
import { composeReply } from './enquiries/replies';
import { composeSummary } from './enquiries/daily-summary';

export type OutboxSettings = {
  smtpUrl: string | undefined;
  mailFrom?: string;
  notifyTo?: string;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed mail stays reserved for this worker (then another may retry it). */
  leaseMs?: number;
  batchSize?: number;
};

/** Wait before the next try after `attempts` failed ones: base × 2^(attempts−1), capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/*
 * Visitor text in a notification goes through src/lib/inert-text.ts: labelled
 * fields stay on one line (a line break shows as ␊, so a "company" cannot fake an
 * "E-mail:" line) and the message is quoted line by line with "> ".
 */
const oneLine = (value: string) => inertLine(value);

function labelled(rows: [string, string][]): string {
  return rows.map(([label, value]) => `${label}: ${inertLine(value) || '-'}`).join('\n');
}

/** The submission's page in the staff workspace (SITE_URL, as every absolute link of the site). */
const workspaceLink = (kind: SubmissionKind, id: number) => absoluteUrl(`/staff/submissions/${kind}/${id}`);

export { outboxMessageId } from './enquiries/message-id';

const defaultFrom = () => `"${company.shortName}" <${company.email}>`;

/** The visitor's acknowledgement for one outbox row (src/server/enquiries/acknowledgement.ts writes it). */
async function composeAcknowledgement(connection: Connection, row: OutboxRow, settings: Pick<OutboxSettings, 'mailFrom'>): Promise<MailMessage | null> {
  if (row.kind === 'staff') return null;
  const submission =
    row.kind === 'contact'
      ? await getContactMessage(connection, row.submission_id)
      : row.kind === 'supply'
        ? await getSupplyEnquiry(connection, row.submission_id)
        : await getCareerApplication(connection, row.submission_id);
  if (!submission || !submission.reference || !submission.email) return null;
  return {
    from: settings.mailFrom ?? defaultFrom(),
    to: submission.email,
    replyTo: row.kind === 'career' ? company.careersEmail : company.email,
    ...acknowledgementContent(row.kind, submission.reference, submission.locale),
    // RFC 3834: an automatic answer, so the visitor's own auto-responder does not answer it.
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
  };
}

/** The mail of one outbox row: the staff notification, the visitor's acknowledgement, a staff reply or a staff member's morning summary, with the row's stable Message-ID. */
export async function composeMail(connection: Connection, row: OutboxRow, settings: Pick<OutboxSettings, 'mailFrom' | 'notifyTo'>): Promise<MailMessage | null> {
  const message =
    row.purpose === 'summary'
      ? await composeSummary(connection, row, { from: settings.mailFrom ?? defaultFrom() })
      : row.purpose === 'ack'
      ? await composeAcknowledgement(connection, row, settings)
      : row.purpose === 'reply'
        ? await composeReply(connection, row, { from: settings.mailFrom ?? defaultFrom() })
        : await composeNotification(connection, row, settings);
  return message ? { ...message, messageId: outboxMessageId(row) } : null;
}

/** The staff notification for one outbox row, built from the stored submission. */
export async function composeNotification(
  connection: Connection,
  row: OutboxRow,
  settings: Pick<OutboxSettings, 'mailFrom' | 'notifyTo'>,
): Promise<MailMessage | null> {
  const from = settings.mailFrom ?? `"${company.shortName} website" <${company.email}>`;
  const received = new Date().toISOString();
  if (row.kind === 'staff') return null;
  if (row.kind === 'contact') {
    const message = await getContactMessage(connection, row.submission_id);
    if (!message) return null;
    const name = oneLine(`${message.first_name} ${message.last_name}`);
    return {
      from,
      to: settings.notifyTo ?? company.email,
      replyTo: message.email,
      subject: oneLine(`New contact message ${message.reference ?? `#${message.id}`} from ${name}${message.service ? ` (${message.service})` : ''}`),
      text: [
        `A visitor sent a message through the contact form (message #${message.id}).`,
        '',
        labelled([
          ['Name', name],
          ['E-mail', message.email],
          ['Phone', message.phone],
          ['Company', message.company],
          ['Service', message.service],
          ['Received', new Date(message.created_at).toISOString()],
        ]),
        '',
        'Message:',
        quotedBlock(message.message),
        '',
        `Open it in the staff workspace: ${workspaceLink('contact', message.id)}`,
        `Reply to this e-mail to answer the visitor. Read it later with: npm run inbox -- show contact:${message.id}`,
      ].join('\n'),
    };
  }
  if (row.kind === 'supply') {
    const enquiry = await getSupplyEnquiry(connection, row.submission_id);
    if (!enquiry) return null;
    const fields = supplyFields(enquiry);
    return {
      from,
      to: settings.notifyTo ?? company.email,
      ...(fields.email ? { replyTo: fields.email } : {}),
      subject: oneLine(`New supply enquiry ${enquiry.reference ?? `#${enquiry.id}`}: ${fields.feedstock}${fields.tonnes === null ? '' : `, about ${fields.tonnes} t`}, from ${fields.name}`),
      text: [
        `A farmer or supplier offered feedstock through the /feedstock page (enquiry #${enquiry.id}). Call them back within two working days.`,
        '',
        labelled([
          ['Name', fields.name],
          ['Phone', fields.phone],
          ['E-mail', fields.email],
          ['Village and taluka', fields.village],
          ['District', fields.district],
          ['Feedstock', fields.feedstock],
          ['Approximate tonnes', fields.tonnes === null ? '' : String(fields.tonnes)],
          ['Month available', fields.month],
          ['Received', new Date(enquiry.created_at).toISOString()],
        ]),
        '',
        `Open it in the staff workspace: ${workspaceLink('supply', enquiry.id)}`,
        `Read it later with: npm run inbox -- show supply:${enquiry.id}`,
      ].join('\n'),
    };
  }
  const application = await getCareerApplication(connection, row.submission_id);
  if (!application) return null;
  const resume = await getResume(connection, application.id);
  return {
    from,
    to: settings.notifyTo ?? company.careersEmail,
    replyTo: application.email,
    subject: oneLine(`New job application ${application.reference ?? `#${application.id}`} from ${application.name}`),
    text: [
      `Someone applied through the careers page (application #${application.id}). The résumé is attached.`,
      '',
      labelled([
        ['Name', application.name],
        ['E-mail', application.email],
        ['Position', oneLine(application.position || GENERAL_APPLICATION)],
        ['Résumé', `${application.resume_file_name} (${application.resume_size} bytes)`],
        ['Received', new Date(application.created_at).toISOString()],
      ]),
      '',
      'Message:',
      application.message ? quotedBlock(application.message) : '-',
      '',
      `Open it in the staff workspace: ${workspaceLink('career', application.id)}`,
      `Notification prepared ${received}. Save the résumé later with: npm run inbox -- resume career:${application.id} --out FILE`,
    ].join('\n'),
    attachments: resume ? [{ filename: resume.fileName, content: resume.bytes, contentType: resume.contentType }] : [],
  };
}

/**
 * Claims the mails that are due and sends them, one by one. A mail counts as
 * sent only when the SMTP server accepted it; otherwise its attempt and error
 * are recorded and it is scheduled again with back-off.
 */
export async function deliverDueMails(
  connection: Connection,
  settings: OutboxSettings,
  now: () => number = Date.now,
  stopping: () => boolean = () => false,
): Promise<{ sent: number; failed: number }> {
  if (!settings.smtpUrl) return { sent: 0, failed: 0 };
  const claimed = await claimDueMails(connection, { now: now(), limit: settings.batchSize ?? 20, leaseMs: settings.leaseMs ?? 120_000 });
  let sent = 0;
  let failed = 0;
  for (const [index, row] of claimed.entries()) {
    if (stopping()) {
      // Shutting down: hand the rest back at once rather than leave them to the lease.
      await releaseMails(
        connection,
        claimed.slice(index).map((mail) => mail.id),
      );
      break;
    }
    let error: string;
    try {
      const message = await composeMail(connection, row, settings);
      if (!message) {
        error = `submission ${row.kind}:${row.submission_id} not found (${row.purpose})`;
      } else {
        const result = await sendMail(settings.smtpUrl, message);
        if (result.ok) {
          await markMailSent(connection, row.id, now());
          sent += 1;
          continue;
        }
        error = result.error;
      }
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    failed += 1;
    const delay = retryDelay(row.attempts + 1, settings.retryBaseMs, settings.retryMaxMs);
    await markMailFailed(connection, row.id, error, now() + delay);
    console.warn(JSON.stringify({ event: 'outbox.send_failed', mail: row.id, kind: row.kind, purpose: row.purpose, attempt: row.attempts + 1, retryInMs: delay, error }));
  }
  return { sent, failed };
}

export type OutboxWorker = {
  /** Runs a delivery round soon (after a new submission). */
  kick(): void;
  /** Stops polling, lets the mail being sent finish, gives the rest of the batch back, and resolves when done. */
  stop(): Promise<void>;
};

/** Polls every `pollMs` and delivers due mails; one round at a time. */
export function startOutboxWorker(
  getConnection: () => Promise<Connection>,
  settings: OutboxSettings & { pollMs: number },
): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const round = async () => {
    try {
      const connection = await getConnection();
      // Keep going while full batches come back, so a backlog drains quickly.
      for (;;) {
        const { sent, failed } = await deliverDueMails(connection, settings, Date.now, () => stopped);
        if (stopped || sent + failed < (settings.batchSize ?? 20)) break;
      }
    } catch (error) {
      console.error(JSON.stringify({ event: 'outbox.round_failed', error: error instanceof Error ? error.message : String(error) }));
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round().finally(() => {
      running = null;
      if (stopped) return;
      if (again) {
        again = false;
        run();
      } else {
        timer = setTimeout(run, settings.pollMs);
        timer.unref?.();
      }
    });
  };

  timer = setTimeout(run, 0);
  timer.unref?.();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/* The running worker (started by src/instrumentation.ts), seen from every route handler. */
const workerSlot = processSlot<OutboxWorker>('aranya.forms.outboxWorker');

export function registerOutboxWorker(worker: OutboxWorker | undefined): void {
  workerSlot.set(worker);
}

/** Asks the process's worker (if any) to deliver now instead of at its next poll. */
export function kickOutboxWorker(): void {
  workerSlot.get()?.kick();
}
