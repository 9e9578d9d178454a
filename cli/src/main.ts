/** The jobs-cli executable: runs the program on the process's streams and sets its exit code. */
import { EXIT } from "./errors.js";
import { runCli } from "./program.js";

let outputFailure: Error | undefined;
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  // A reader that stops early (`| head`) closes the pipe; that is not an error worth a stack trace.
  if (error.code === "EPIPE") {
    return;
  }
  // Anything else (a full disk) loses results: say so once, and let the exit code tell.
  if (outputFailure) {
    return;
  }
  outputFailure = error;
  // Set here too: the error may only arrive after the command has returned its code.
  process.exitCode = EXIT.OUTPUT;
  process.stderr.write(`jobs-cli: could not write the results to standard output (${error.message})\n`);
});

const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
process.exitCode = outputFailure ? EXIT.OUTPUT : code;
