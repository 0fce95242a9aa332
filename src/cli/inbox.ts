/**
 * The staff inbox: `npm run inbox -- <command>`. Reads DATABASE_URL like the server.
 *
 *   list [--type contact|career|supply] [--include-spam]
 *   show contact:ID | career:ID | supply:ID (or: show ID --type contact|career|supply)
 *   export --type contact|career|supply --format json|csv [--include-spam]   (to stdout)
 *   resume [career:]ID --out FILE          (saves the applicant's résumé)
 *   outbox [--all]                         (pending and failing notification mails)
 *   retry [MAIL_ID]                        (try undelivered mails again now)
 */
import './allow-server-modules';
import { writeFileSync } from 'node:fs';
import { parseCommandLine, runCommand, UsageError, withDatabase } from './run';

const usage = `Usage: npm run inbox -- <command> [options]

  list [--type contact|career|supply] [--include-spam]
                                                    submissions, oldest first
  show contact:ID | career:ID | supply:ID           one submission in full
  export --type contact|career|supply --format json|csv [--include-spam]
                                                    all submissions of one kind, to stdout
  resume [career:]ID --out FILE                     save an applicant's résumé
  outbox [--all]                                    notification mails not yet delivered
  retry [MAIL_ID]                                   send undelivered mails at the next round

Spam (a filled honeypot) is left out unless --include-spam is given.
`;


async function main(argv: string[]): Promise<number> {
  const line = parseCommandLine(argv, usage, {
    type: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    'include-spam': { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
  });
  if (!line.ok) return line.exit;
  const { command, arg, values } = line;
  const kind = values.type;
  const inbox = await import('@/server/inbox');
  const { SUBMISSION_KINDS, isSubmissionKind } = await import('@/server/db/kinds');
  if (kind !== undefined && !isSubmissionKind(kind)) throw new UsageError(`--type must be one of: ${SUBMISSION_KINDS.join(', ')}`);
  return withDatabase(async (connection) => {
    switch (command) {
      case 'list':
        process.stdout.write(await inbox.listText(connection, { kind, includeSpam: values['include-spam'] }));
        return 0;
      case 'show': {
        const ref = arg ? inbox.parseSubmissionId(arg, kind) : null;
        if (!ref) throw new UsageError('show needs an ID such as contact:12 or career:3');
        const text = await inbox.showText(connection, ref);
        if (!text) {
          process.stderr.write(`No submission ${ref.kind}:${ref.id}.\n`);
          return 1;
        }
        process.stdout.write(text);
        return 0;
      }
      case 'export': {
        if (!kind) throw new UsageError('export needs --type contact|career|supply');
        const format = values.format;
        if (format !== 'json' && format !== 'csv') throw new UsageError('export needs --format json|csv');
        process.stdout.write(await inbox.exportText(connection, { kind, format, includeSpam: values['include-spam'] }));
        return 0;
      }
      case 'resume': {
        const ref = arg ? inbox.parseSubmissionId(arg, 'career') : null;
        if (!ref || ref.kind !== 'career') throw new UsageError('resume needs an application ID such as career:3');
        if (!values.out) throw new UsageError('resume needs --out FILE');
        const file = await inbox.resumeFile(connection, ref.id);
        if (!file) {
          process.stderr.write(`No application career:${ref.id}.\n`);
          return 1;
        }
        writeFileSync(values.out, file.bytes);
        process.stdout.write(`Saved ${file.fileName} (${file.contentType}, ${file.bytes.length} bytes) to ${values.out}\n`);
        return 0;
      }
      case 'outbox':
        process.stdout.write(await inbox.outboxText(connection, { all: values.all }));
        return 0;
      case 'retry': {
        const mailId = arg === undefined ? undefined : Number(arg);
        if (mailId !== undefined && !Number.isInteger(mailId)) throw new UsageError('retry takes an optional numeric MAIL_ID');
        process.stdout.write(await inbox.retryText(connection, mailId));
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  });
}

runCommand('inbox', usage, main);
