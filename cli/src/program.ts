/**
 * The program: `createProgram(deps)` builds the commander tree over injected deps, and
 * `runCli(argv, deps)` runs it and resolves the exit code, never calling process.exit.
 */

import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { createApiCommand } from "./commands/api.js";
import { createCategoriesCommand } from "./commands/categories.js";
import { createCompletionCommand } from "./commands/completion.js";
import { createConfigCommand } from "./commands/config.js";
import { createJobsCommand } from "./commands/jobs.js";
import { createLocationsCommand } from "./commands/locations.js";
import { createPositionTypesCommand } from "./commands/position-types.js";
import { examples } from "./commands/shared.js";
import { type Context, createContext, FORMATS } from "./context.js";
import type { CliDeps } from "./deps.js";
import { EXIT, type ExitCode, exitCodeOf } from "./errors.js";
import { VERSION } from "./version.js";

/** The version `--version` prints. */

function nonNegativeInteger(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value)) {
    throw new InvalidArgumentError("must be an integer of at least 0");
  }
  return number;
}

const GUIDE = `
Output: results go to stdout (a table, or --output json|ndjson|tsv); messages, progress
and errors go to stderr.

Configuration, first match wins: --base-url/--api-key, then JOBS_BASE_URL/JOBS_API_KEY,
then the profile (--profile, JOBS_PROFILE, or the one chosen with config use), then the
default base URL http://127.0.0.1:4010. --dialect (or JOBS_DIALECT) names the deployment's
dialect file, for a deployment that answers in its own way. Profiles live in config.json in
$XDG_CONFIG_HOME/jobs-cli (else ~/.config/jobs-cli; %APPDATA%\\jobs-cli on Windows).

Exit codes: 0 ok, 1 API error (the server refused a request), 2 usage error (bad
arguments, input files or configuration; a cancelled prompt), 3 connection error (no
response), 4 authentication (missing or rejected API key).
`;

// Settings every command of the tree shares: output through deps, errors thrown, global options in help.
function configure(command: Command, deps: CliDeps): void {
  command
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void deps.stdout.write(text),
      writeErr: (text) => void deps.stderr.write(text),
    })
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false })
    .showHelpAfterError("(add --help for usage)");
  for (const sub of command.commands) {
    configure(sub, deps);
  }
}

/**
 * Builds the jobs-cli program over `deps`.
 *
 * @example
 * const program = createProgram({ stdout: process.stdout, stderr: process.stderr, env: process.env });
 * await program.parseAsync(["jobs", "list"], { from: "user" });
 * @see ../README.md
 */
export function createProgram(deps: CliDeps, context: Context = createContext(deps)): Command {
  const program: Command = new Command("jobs-cli")
    .description("Script job postings against the Job Posting API.")
    .version(VERSION, "-V, --version")
    .option("--base-url <url>", "the API's origin (env JOBS_BASE_URL)")
    .option("--api-key <key>", "the employer's API key (env JOBS_API_KEY)")
    .option("--profile <name>", "the configuration profile to use (env JOBS_PROFILE)")
    .addOption(new Option("-o, --output <format>", "result format (default table)").choices(FORMATS))
    .option("--json", "the same as --output json")
    .option("--timeout <ms>", "per-request timeout in milliseconds, 0 for none (default 30000)", nonNegativeInteger)
    .option(
      "--retries <n>",
      "retries of idempotent requests after a connection error, 429 or 5xx (default 2)",
      nonNegativeInteger,
    )
    .option("--method-override", "send PUT and DELETE as POST with X-HTTP-Method-Override")
    .option(
      "--dialect <file>",
      "the deployment's dialect, as jobs-conformance --write-dialect writes it (env JOBS_DIALECT)",
    )
    .option("-q, --quiet", "no messages or progress on stderr (errors still)")
    .option("--debug", "log each request and response, with their headers, on stderr (the API key masked)")
    .addCommand(createJobsCommand(context))
    .addCommand(createPositionTypesCommand(context))
    .addCommand(createCategoriesCommand(context))
    .addCommand(createLocationsCommand(context))
    .addCommand(createApiCommand(context))
    .addCommand(createConfigCommand(context))
    .addCommand(createCompletionCommand(context, () => program))
    .addHelpText(
      "after",
      `${examples(
        "jobs-cli config set api-key - < key.txt",
        "jobs-cli jobs list --status active",
        "jobs-cli jobs sync jobs/ --prune --dry-run",
        "jobs-cli api GET jobs/42",
      )}${GUIDE}`,
    );
  configure(program, deps);
  return program;
}

/**
 * Runs the program on `argv` (the arguments after the program name) and resolves the exit code.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env });
 */
export async function runCli(argv: readonly string[], deps: CliDeps): Promise<ExitCode> {
  const context = createContext(deps);
  const program = createProgram(deps, context);
  try {
    await program.parseAsync([...argv], { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      // commander has written its message (or the help) already; help and --version are successes.
      if (error.exitCode !== 0) {
        context.raise(EXIT.USAGE);
      }
    } else {
      context.report(error, exitCodeOf(error));
    }
  }
  return context.exitCode;
}
