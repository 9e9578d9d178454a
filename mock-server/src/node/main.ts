/**
 * The jobs-mock-server bin: starts the server, prints `listening on http://HOST:PORT` on
 * stdout once it accepts connections (always the first line; then where the inspector and
 * the API reference are, when they are served), and stops cleanly on SIGINT and SIGTERM.
 */
import { InputFileUsageError, parseServerArguments, USAGE, UsageError } from "./arguments.js";
import { type RunningServer, startServer } from "./start.js";

async function main(argv: readonly string[]): Promise<void> {
  let options: Awaited<ReturnType<typeof parseServerArguments>>;
  try {
    options = await parseServerArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) {
      throw error;
    }
    // A file at fault is named with its problems; the usage would bury them.
    const usage = error instanceof InputFileUsageError ? "" : `\n${USAGE}`;
    process.stderr.write(`jobs-mock-server: ${error.message}\n${usage}`);
    process.exitCode = 2;
    return;
  }
  if ("help" in options) {
    process.stdout.write(USAGE);
    return;
  }
  // Signals are handled before listening, so one that arrives as the line goes out still stops cleanly.
  let running: RunningServer | undefined;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      return;
    }
    stopping = true;
    const closed = running ? running.close() : Promise.resolve();
    closed.then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`jobs-mock-server: stopping on ${signal} failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  running = await startServer(options);
  if (stopping) {
    await running.close();
    return;
  }
  process.stdout.write(`listening on ${running.url}\n`);
  if (running.pages) {
    process.stdout.write(`inspector on ${running.pages.inspector}, API reference on ${running.pages.docs}\n`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`jobs-mock-server: ${message}\n`);
  process.exitCode = 1;
});
