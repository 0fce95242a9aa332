/**
 * What the operator commands (`npm run inbox`, `npm run staff`) share: a usage
 * error that prints the help and exits 2, any other failure exits 1 with its
 * message, and the command's own exit code otherwise; reading the command line;
 * the database opened for one command.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Connection } from '@/server/db';

export class UsageError extends Error {}

export function runCommand(name: string, usage: string, main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
        process.stderr.write(`${(error as Error).message}\n\n${usage}`);
        process.exitCode = 2;
      } else {
        process.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
      }
    },
  );
}

/**
 * Parses `argv` as a command, an optional argument and `options` (plus -h/--help). With no
 * command, or with --help, it prints the usage and gives the exit code instead: 0 when the
 * usage was asked for, 2 when the command is missing.
 */
export function parseCommandLine<const O extends NonNullable<ParseArgsConfig['options']>>(argv: string[], usage: string, options: O) {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { ...options, help: { type: 'boolean', short: 'h', default: false } } });
  const [command, arg] = positionals;
  const help = (values as { help?: boolean }).help;
  if (!command || help) {
    process.stdout.write(usage);
    return { ok: false, exit: help ? 0 : 2 } as const;
  }
  return { ok: true, command, arg, values } as const;
}

/** Opens the database (DATABASE_URL), runs `run` on it and closes it again however `run` ends. */
export async function withDatabase<T>(run: (connection: Connection) => Promise<T>): Promise<T> {
  // Loaded here, not at the top: server modules load only after ./allow-server-modules, which the commands import first.
  const { database, closeDatabase } = await import('@/server/db');
  const connection = await database();
  try {
    return await run(connection);
  } finally {
    await closeDatabase();
  }
}
