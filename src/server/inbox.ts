import 'server-only';
import type { Connection } from './db';
import {
  getCareerApplication,
  getContactMessage,
  getResume,
  getSupplyEnquiry,
  listCareerApplications,
  listContactMessages,
  listSupplyEnquiries,
  listMails,
  listUndeliveredMails,
  retryMailsNow,
  type SubmissionKind,
} from './db/queries';
import { isSubmissionKind } from './db/kinds';
import { GENERAL_APPLICATION } from '@/lib/forms/career-fields';
import type { CareerApplicationRow, ContactMessageRow, OutboxRow, SupplyEnquiryRow } from './db/schema';
import { careerFields, contactFields, supplyFields, type CareerFields, type ContactFields, type SupplyFields } from './submission-fields';
import { inertJson, inertLine, inertText } from '@/lib/inert-text';
import { submissionsCsv } from './staff/records';

/*
 * The staff inbox: what `npm run inbox -- …` prints. Functions return text so
 * the command stays a thin shell and tests can read exactly what staff see.
 * Submissions are named "contact:12" / "career:3" / "supply:5".
 */

type ContactRecord = { id: number; receivedAt: string } & ContactFields & { spam: boolean };

type CareerRecord = { id: number; receivedAt: string } & CareerFields & {
  spam: boolean;
  /** '' for a general application. */
  position: string;
};

const iso = (ms: number) => new Date(ms).toISOString();

// Key order is the JSON export's column order: id, receivedAt, the fields, spam (and position).
function contactRecord(row: ContactMessageRow): ContactRecord {
  return { id: row.id, receivedAt: iso(row.created_at), ...contactFields(row), spam: row.spam === 1 };
}

type SupplyRecord = { id: number; receivedAt: string } & SupplyFields & { spam: boolean };

function supplyRecord(row: SupplyEnquiryRow): SupplyRecord {
  return { id: row.id, receivedAt: iso(row.created_at), ...supplyFields(row), spam: row.spam === 1 };
}

function careerRecord(row: CareerApplicationRow): CareerRecord {
  return { id: row.id, receivedAt: iso(row.created_at), ...careerFields(row), spam: row.spam === 1, position: row.position };
}

/** "contact:12", "career:3", or a bare number with the kind given separately. */
export function parseSubmissionId(value: string, kind?: SubmissionKind): { kind: SubmissionKind; id: number } | null {
  const match = /^(?:([a-z]+):)?(\d{1,12})$/.exec(value.trim());
  if (!match || (match[1] !== undefined && !isSubmissionKind(match[1]))) return null;
  const resolved = (match[1] as SubmissionKind | undefined) ?? kind;
  if (!resolved) return null;
  return { kind: resolved, id: Number(match[2]) };
}

/* Everything printed to the terminal goes through src/lib/inert-text.ts: visitor text never reaches it raw. */
const oneLine = (value: string, max: number) => inertLine(value.replace(/[ \n\t]+/g, ' '), max);
const field = (value: string) => inertLine(value);

export async function listText(connection: Connection, options: { kind?: SubmissionKind; includeSpam?: boolean }): Promise<string> {
  const lines: string[] = [];
  if (!options.kind || options.kind === 'contact') {
    for (const row of await listContactMessages(connection, { includeSpam: options.includeSpam })) {
      const r = contactRecord(row);
      lines.push(
        [`contact:${r.id}`, r.receivedAt, `${oneLine(`${r.firstName} ${r.lastName}`, 40)} <${field(r.email)}>`, oneLine(r.service, 60) || '-', oneLine(r.message, 60), r.spam ? '[spam]' : '']
          .join('  ')
          .trimEnd(),
      );
    }
  }
  if (!options.kind || options.kind === 'career') {
    for (const row of await listCareerApplications(connection, { includeSpam: options.includeSpam })) {
      const r = careerRecord(row);
      lines.push(
        [`career:${r.id}`, r.receivedAt, `${oneLine(r.name, 40)} <${field(r.email)}>`, oneLine(r.position || GENERAL_APPLICATION, 40), `${oneLine(r.resumeFileName, 80)} (${r.resumeSize} bytes)`, r.spam ? '[spam]' : '']
          .join('  ')
          .trimEnd(),
      );
    }
  }
  if (!options.kind || options.kind === 'supply') {
    for (const row of await listSupplyEnquiries(connection, { includeSpam: options.includeSpam })) {
      const r = supplyRecord(row);
      const amount = r.tonnes === null ? '-' : `${r.tonnes} t`;
      lines.push(
        [`supply:${r.id}`, r.receivedAt, `${oneLine(r.name, 40)} ${field(r.phone)}`, oneLine(r.feedstock, 40), amount, oneLine(r.month, 20) || '-', oneLine(r.district, 40) || '-', r.spam ? '[spam]' : '']
          .join('  ')
          .trimEnd(),
      );
    }
  }
  return lines.length ? `${lines.join('\n')}\n` : 'No submissions.\n';
}

/** A submission as `show` prints it: a heading, labelled lines with their values aligned, then the message. */
function card(heading: string, r: { receivedAt: string; spam: boolean }, lines: [label: string, value: string][], body: string): string {
  const labelled = [['Received', r.receivedAt], ...lines].map(([label, value]) => `${`${label}:`.padEnd(10)}${value}`.trimEnd());
  return [`${heading}${r.spam ? ' (flagged as spam)' : ''}`, ...labelled, '', body, ''].join('\n');
}

function contactCard(r: ContactRecord): string {
  const lines: [string, string][] = [
    ['Name', field(`${r.firstName} ${r.lastName}`)],
    ['E-mail', field(r.email)],
    ['Phone', field(r.phone) || '-'],
    ['Company', field(r.company) || '-'],
    ['Service', field(r.service) || '-'],
  ];
  return card(`Contact message contact:${r.id}`, r, lines, inertText(r.message, { multiline: true }));
}

function careerCard(r: CareerRecord): string {
  const resume = `${field(r.resumeFileName)} (${field(r.resumeContentType)}, ${r.resumeSize} bytes); save it with: npm run inbox -- resume career:${r.id} --out FILE`;
  const lines: [string, string][] = [['Name', field(r.name)], ['E-mail', field(r.email)], ['Position', oneLine(r.position || GENERAL_APPLICATION, 200)], ['Résumé', resume]];
  return card(`Job application career:${r.id}`, r, lines, r.message ? inertText(r.message, { multiline: true }) : '(no message)');
}

function supplyCard(r: SupplyRecord): string {
  const lines: [string, string][] = [
    ['Name', field(r.name)],
    ['Phone', field(r.phone)],
    ['E-mail', field(r.email) || '-'],
    ['Village', field(r.village) || '-'],
    ['District', field(r.district) || '-'],
    ['Feedstock', field(r.feedstock)],
    ['Tonnes', r.tonnes === null ? '-' : String(r.tonnes)],
    ['Month', field(r.month) || '-'],
  ];
  return card(`Supply enquiry supply:${r.id}`, r, lines, '(no message: call the supplier back)');
}

export async function showText(connection: Connection, ref: { kind: SubmissionKind; id: number }): Promise<string | null> {
  if (ref.kind === 'supply') {
    const row = await getSupplyEnquiry(connection, ref.id);
    return row ? supplyCard(supplyRecord(row)) : null;
  }
  if (ref.kind === 'contact') {
    const row = await getContactMessage(connection, ref.id);
    return row ? contactCard(contactRecord(row)) : null;
  }
  const row = await getCareerApplication(connection, ref.id);
  return row ? careerCard(careerRecord(row)) : null;
}

export async function exportText(
  connection: Connection,
  options: { kind: SubmissionKind; format: 'json' | 'csv'; includeSpam?: boolean },
): Promise<string> {
  // CSV is the workspace's export (one writer, one set of columns for every kind: src/server/staff/records.ts).
  if (options.format === 'csv') return (await submissionsCsv(connection, { kinds: [options.kind], includeSpam: options.includeSpam })).csv;
  const records =
    options.kind === 'contact'
      ? (await listContactMessages(connection, { includeSpam: options.includeSpam })).map(contactRecord)
      : options.kind === 'supply'
        ? (await listSupplyEnquiries(connection, { includeSpam: options.includeSpam })).map(supplyRecord)
        : (await listCareerApplications(connection, { includeSpam: options.includeSpam })).map(careerRecord);
  return `${inertJson(JSON.stringify(records, null, 2))}\n`;
}

export async function resumeFile(connection: Connection, applicationId: number) {
  return getResume(connection, applicationId);
}

function mailLine(row: OutboxRow, now: number): string {
  const state =
    row.status === 'sent'
      ? `sent ${iso(row.sent_at ?? 0)}`
      : row.status === 'sending'
        ? 'sending now'
        : row.attempts === 0
          ? 'pending'
          : `failing (${row.attempts} attempt${row.attempts === 1 ? '' : 's'})`;
  const next = row.status === 'pending' ? (row.next_attempt_at <= now ? 'due now' : `next try ${iso(row.next_attempt_at)}`) : '';
  const error = row.last_error ? `last error: ${oneLine(row.last_error, 120)}` : '';
  const what = row.purpose === 'ack' ? 'acknowledgement' : 'notification';
  return [`mail ${row.id}`, `${what} ${row.kind}:${row.submission_id}`, state, next, error].filter(Boolean).join('  ');
}

export async function outboxText(connection: Connection, options: { all?: boolean; now?: number } = {}): Promise<string> {
  const now = options.now ?? Date.now();
  const rows = options.all ? await listMails(connection) : await listUndeliveredMails(connection);
  if (!rows.length) return options.all ? 'The outbox is empty.\n' : 'No pending or failed mails: every notification has been delivered.\n';
  return `${rows.map((row) => mailLine(row, now)).join('\n')}\n`;
}

export async function retryText(connection: Connection, mailId?: number): Promise<string> {
  const count = await retryMailsNow(connection, Date.now(), mailId);
  return `${count} mail${count === 1 ? '' : 's'} scheduled to be sent at the next outbox round.\n`;
}
