/**
 * The operator CLI for staff accounts, retention and erasure:
 * `npm run staff -- <command>`. Reads DATABASE_URL like the server.
 */
import './allow-server-modules';
import { parseCommandLine, runCommand, UsageError, withDatabase } from './run';

const usage = `Usage: npm run staff -- <command> [options]

  add-user --email E --name N --role admin|sales|lab|hr --password-stdin
                                        create a staff account (password read from standard input)
  list-users                            every staff account with its role and state
  disable-user --email E                refuse further sign-ins and end the account's sessions
  reset-password --email E --password-stdin
                                        set a new password (ends the account's sessions)
  require-two-factor on|off             make a TOTP second factor mandatory for every account
  purge [--as-of YYYY-MM-DD]            delete what the privacy page's retention periods no longer allow
  erase --email E                       delete everything held about one e-mail address
`;


async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One line: the password, without its line break.
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

async function main(argv: string[]): Promise<number> {
  const line = parseCommandLine(argv, usage, {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    'as-of': { type: 'string' },
  });
  if (!line.ok) return line.exit;
  const { command, arg, values } = line;
  const needEmail = () => {
    if (!values.email) throw new UsageError(`${command} needs --email E`);
    return values.email;
  };
  const needPassword = async () => {
    if (!values['password-stdin']) throw new UsageError(`${command} reads the password from standard input: give --password-stdin`);
    const password = await readStdin();
    if (!password) throw new UsageError('no password on standard input');
    return password;
  };

  const accounts = await import('@/server/staff/accounts');
  const retention = await import('@/server/staff/retention');
  const { inertLine } = await import('@/lib/inert-text');
  const fail = (error: string) => {
    process.stderr.write(`${error}\n`);
    return 1;
  };
  return withDatabase(async (connection) => {
    switch (command) {
      case 'add-user': {
        const email = needEmail();
        if (!values.name) throw new UsageError('add-user needs --name N');
        if (!values.role) throw new UsageError('add-user needs --role admin|sales|lab|hr');
        const result = await accounts.addUser(connection, { email, name: values.name, role: values.role, password: await needPassword() });
        if (!result.ok) return fail(result.error);
        process.stdout.write(`Created ${values.role} account ${email.trim().toLowerCase()}.\n`);
        return 0;
      }
      case 'list-users': {
        const users = await accounts.listUsers(connection);
        if (!users.length) {
          process.stdout.write('No staff accounts. Create the first admin with: npm run staff -- add-user --role admin …\n');
          return 0;
        }
        for (const user of users) {
          process.stdout.write(
            `${inertLine(user.email)}  ${user.role}  ${inertLine(user.name)}  ${user.disabled ? 'disabled' : 'active'}${user.twoFactor ? '  2FA' : ''}\n`,
          );
        }
        return 0;
      }
      case 'disable-user': {
        const result = await accounts.disableUser(connection, needEmail());
        if (!result.ok) return fail(result.error);
        process.stdout.write('Account disabled; its sessions have ended.\n');
        return 0;
      }
      case 'reset-password': {
        const email = needEmail();
        const result = await accounts.resetPassword(connection, email, await needPassword());
        if (!result.ok) return fail(result.error);
        process.stdout.write('Password changed; the account\'s sessions have ended.\n');
        return 0;
      }
      case 'require-two-factor': {
        if (arg !== 'on' && arg !== 'off') throw new UsageError('require-two-factor takes on or off');
        await accounts.setTwoFactorRequired(connection, arg === 'on', null);
        process.stdout.write(`A second factor is now ${arg === 'on' ? 'required' : 'optional'} for staff accounts.\n`);
        return 0;
      }
      case 'purge': {
        const asOf = values['as-of'] === undefined ? new Date() : retention.parseDay(values['as-of']);
        if (!asOf) throw new UsageError('--as-of must be a date written YYYY-MM-DD');
        const counts = await retention.purge(connection, { asOf, actor: null });
        process.stdout.write(
          `Purged as of ${asOf.toISOString().slice(0, 10)}: ${counts.contact} contact messages, ${counts.career} applications (with résumés), ` +
            `${counts.supply} supply enquiries, ${counts.notes} notes, ${counts.outbox} mails, ${counts.drafts} drafts, ${counts.summaries} morning summaries.\n`,
        );
        return 0;
      }
      case 'erase': {
        const result = await retention.eraseByEmail(connection, needEmail(), null);
        if (result === 'invalid') throw new UsageError('--email must be an e-mail address');
        process.stdout.write(
          `Erased ${result.contact} contact messages, ${result.career} applications (with résumés), ${result.notes} notes, ` +
            `${result.outbox} notification mails and ${result.drafts} drafts.\n`,
        );
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  });
}

runCommand('staff', usage, main);
