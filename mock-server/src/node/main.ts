/**
 * The jobs-mock-server bin: starts the server, prints exactly one line
 * `listening on http://HOST:PORT` on stdout once it accepts connections, and stops
 * cleanly on SIGINT and SIGTERM.
 */
import { parseServerArguments, USAGE, UsageError } from "./arguments.js";
import { startServer } from "./start.js";

async function main(argv: readonly string[]): Promise<void> {
  let options: ReturnType<typeof parseServerArguments>;
  try {
    options = parseServerArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`jobs-mock-server: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if ("help" in options) {
    process.stdout.write(USAGE);
    return;
  }
  const running = await startServer(options);
  process.stdout.write(`listening on ${running.url}\n`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`jobs-mock-server: stopping on ${signal} failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`jobs-mock-server: ${message}\n`);
  process.exitCode = 1;
});
