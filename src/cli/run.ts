/**
 * What the operator commands (`npm run inbox`, `npm run staff`) share: a usage
 * error that prints the help and exits 2, any other failure exits 1 with its
 * message, and the command's own exit code otherwise.
 */
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
