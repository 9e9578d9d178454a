/**
 * Exit codes and error reports. Every failure maps to one documented exit code, and
 * is written to stderr as a title line, then one `pointer: message` line per broken rule.
 */
import { AuthenticationError, ConnectionError, JobsApiError, PermissionError } from "@jobs-toolkit/sdk";
import { visible } from "./terminal.js";

/**
 * The documented exit codes: 0 ok, 1 API error, 2 usage error, 3 connection error,
 * 4 authentication (401, or a 403 refusing the caller), 5 results that could not be written (a full disk).
 */
export const EXIT = { OK: 0, API: 1, USAGE: 2, CONNECTION: 3, AUTH: 4, OUTPUT: 5 } as const;

/** One of the documented exit codes. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A mistake in the command line, an input file or the configuration: exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** A failure with a chosen exit code and extra lines of explanation. */
export class CliError extends Error {
  override name = "CliError";
  readonly exitCode: ExitCode;
  readonly details: readonly string[];

  constructor(message: string, exitCode: ExitCode, details: readonly string[] = []) {
    super(message);
    this.exitCode = exitCode;
    this.details = details;
  }
}

/** The exit code an error ends the program with. */
export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof CliError) {
    return error.exitCode;
  }
  if (error instanceof UsageError) {
    return EXIT.USAGE;
  }
  // Some deployments answer an unknown key with 403 rather than 401.
  if (error instanceof AuthenticationError || error instanceof PermissionError) {
    return EXIT.AUTH;
  }
  if (error instanceof ConnectionError) {
    return EXIT.CONNECTION;
  }
  if (error instanceof JobsApiError) {
    return EXIT.API;
  }
  return EXIT.API;
}

/** The more severe of two exit codes (authentication > connection > usage > API > ok). */
export function worstExitCode(left: ExitCode, right: ExitCode): ExitCode {
  return right > left ? right : left;
}

/** The lines that explain an error: a title, then each broken rule as `pointer: message`. */
function describeError(error: unknown): string[] {
  if (error instanceof ConnectionError) {
    return [error.message, "is the server running there? Check --base-url, JOBS_BASE_URL or the profile's base-url"];
  }
  if (error instanceof JobsApiError && error.problem) {
    const { problem } = error;
    const lines = [`${problem.status} ${problem.title}${problem.detail ? `: ${problem.detail}` : ""}`];
    for (const rule of error.errors) {
      lines.push(`${rule.pointer || rule.parameter || "(body)"}: ${rule.message}`);
    }
    if (error instanceof AuthenticationError || error instanceof PermissionError) {
      lines.push("check --api-key, JOBS_API_KEY or the profile's api-key (jobs-cli config list)");
    }
    return lines;
  }
  if (error instanceof CliError) {
    return [error.message, ...error.details];
  }
  if (error instanceof Error) {
    return [error.message];
  }
  return [String(error)];
}

/** An error report for stderr: `error: TITLE` and indented detail lines, server text shown escaped. */
export function formatError(error: unknown, prefix = "error"): string {
  const [title, ...rest] = describeError(error).map(visible);
  return `${prefix}: ${title}\n${rest.map((line) => `  ${line}\n`).join("")}`;
}
