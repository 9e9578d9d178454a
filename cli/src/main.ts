/** The jobs-cli executable: runs the program on the process's streams and sets its exit code. */
import { runCli } from "./program.js";

// A reader that stops early (`| head`) closes the pipe; that is not an error worth a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
