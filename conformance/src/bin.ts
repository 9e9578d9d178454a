/**
 * The jobs-conformance bin. The first Ctrl-C stops sending checks and cleans up (every
 * job the run created is deleted); a second one exits at once.
 */
import { createProgram } from "./program.js";

const controller = new AbortController();
let interrupted = false;
process.on("SIGINT", () => {
  if (interrupted) {
    process.exit(130);
  }
  interrupted = true;
  process.stderr.write("\nStopping: cleaning up what the run created (Ctrl-C again to quit at once)...\n");
  controller.abort();
});

const program = createProgram({
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: Boolean(process.stderr.isTTY),
  signal: controller.signal,
});

try {
  await program.parseAsync(process.argv);
  if (interrupted) {
    process.exitCode = 130;
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
