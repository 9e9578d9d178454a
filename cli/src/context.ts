/**
 * What every command works with: the injected deps, the global options, a client made
 * from the resolved settings, and the exit code the run will end with.
 */

import type { JobsClient, RetryEvent } from "@jobs-toolkit/sdk";
import type { Command } from "commander";
import { loadConfig, maskKey, requireApiKey, resolveSettings, type SettingFlags } from "./config.js";
import { type CliDeps, clientFactory } from "./deps.js";
import { loadDialect } from "./dialect.js";
import { EXIT, type ExitCode, formatError, UsageError, worstExitCode } from "./errors.js";
import { visible } from "./terminal.js";
import { VERSION } from "./version.js";

/** How results are written to stdout. */
export type Format = "table" | "json" | "ndjson" | "tsv";

/** The formats `--output` takes. */
export const FORMATS: readonly Format[] = ["table", "json", "ndjson", "tsv"];

/** The options every command inherits from the program. */
interface GlobalOptions extends SettingFlags {
  output?: Format;
  json?: boolean;
  debug?: boolean;
  quiet?: boolean;
}

/** The state of one run of the program. */
export interface Context {
  readonly deps: CliDeps;
  /** The exit code so far; commands raise it for failures they report and go past. */
  exitCode: ExitCode;
  /** Raises the exit code to `code` unless a more severe one is already set. */
  raise(code: ExitCode): void;
  /** The program's options as seen from `command`. */
  options(command: Command): GlobalOptions;
  /** The output format: `--json`, else `--output`, else table. */
  format(command: Command): Format;
  /** A client for the resolved settings, made once per run. */
  client(command: Command): Promise<JobsClient>;
  /** The last request the client sent, as `METHOD URL`, to name it when its answer is not what was asked for. */
  lastRequest(): string | undefined;
  /** Writes results. */
  out(text: string): void;
  /** Writes a one-line message (not with --quiet) to stderr, its control characters shown escaped. */
  note(command: Command, line: string): void;
  /** Reports an error on stderr and raises the exit code for it. */
  report(error: unknown, code: ExitCode): void;
}

const USER_AGENT = `jobs-cli/${VERSION}`;

/** Creates the context of one run. */
export function createContext(deps: CliDeps): Context {
  let client: JobsClient | undefined;
  let lastRequest: string | undefined;
  // Remembers the request each call sends (once per call, whatever its retries).
  const recorder = {
    onRequest({ request }: { request: Request }) {
      lastRequest = `${request.method} ${request.url}`;
      return undefined;
    },
  };
  const context: Context = {
    deps,
    exitCode: EXIT.OK,
    raise(code) {
      context.exitCode = worstExitCode(context.exitCode, code);
    },
    options: (command) => command.optsWithGlobals<GlobalOptions>(),
    format(command) {
      const options = context.options(command);
      return options.json ? "json" : (options.output ?? "table");
    },
    async client(command) {
      if (deps.client) {
        return deps.client;
      }
      if (client) {
        return client;
      }
      const options = context.options(command);
      const settings = resolveSettings(options, deps.env, await loadConfig(deps));
      const apiKey = requireApiKey(settings);
      const dialect = settings.dialect === undefined ? undefined : await loadDialect(settings.dialect);
      const stderr = deps.stderr;
      try {
        client = clientFactory(deps)({
          baseUrl: settings.baseUrl,
          apiKey,
          ...(settings.timeout === undefined ? {} : { timeoutMs: settings.timeout }),
          ...(settings.retries === undefined ? {} : { maxRetries: settings.retries }),
          methodOverride: settings.methodOverride,
          ...(dialect === undefined ? {} : { dialect }),
          headers: { "User-Agent": USER_AGENT },
          middleware: options.debug ? [recorder, debugMiddleware(stderr, settings.sources)] : [recorder],
          ...(options.debug ? { onRetry: debugRetry(stderr) } : {}),
        });
      } catch (error) {
        // The SDK checks the base URL with a TypeError; here that is a usage mistake.
        if (error instanceof TypeError) {
          throw new UsageError(error.message);
        }
        throw error;
      }
      return client;
    },
    lastRequest: () => lastRequest,
    out: (text) => deps.stdout.write(text),
    note(command, line) {
      if (!context.options(command).quiet) {
        deps.stderr.write(`${visible(line)}\n`);
      }
    },
    report(error, code) {
      deps.stderr.write(formatError(error));
      context.raise(code);
    },
  };
  return context;
}

/**
 * Logs each attempt that is retried, for `--debug`: the middleware sees only a call's
 * first request and final answer, the SDK's transport decides and makes the retries.
 */
function debugRetry(stderr: CliDeps["stderr"]) {
  return ({ method, url, attempt, attempts, status, error, delayMs }: RetryEvent) => {
    const outcome = error === undefined ? `${method} ${url} answered ${status}` : error.message;
    stderr.write(`debug: attempt ${attempt} of ${attempts}: ${visible(outcome)}; retrying in ${delayMs} ms\n`);
  };
}

/** Logs each request and response with their headers on stderr, the API key masked, for `--debug`. */
function debugMiddleware(stderr: CliDeps["stderr"], sources: { baseUrl: string; apiKey: string }) {
  const started = new WeakMap<Request, number>();
  let first = true;
  return {
    onRequest({ request }: { request: Request }) {
      if (first) {
        stderr.write(`debug: base URL from ${sources.baseUrl}, API key from ${sources.apiKey}\n`);
        first = false;
      }
      started.set(request, Date.now());
      const headers = [...request.headers].map(([name, value]) =>
        name.toLowerCase() === "api-key" ? `${name}: ${maskKey(value)}` : `${name}: ${value}`,
      );
      stderr.write(
        `debug: > ${request.method} ${request.url}\n${headers.map((line) => `debug: >   ${line}\n`).join("")}`,
      );
      return undefined;
    },
    onResponse({ request, response }: { request: Request; response: Response }) {
      const took = Date.now() - (started.get(request) ?? Date.now());
      const status = visible([response.status, response.statusText].filter(Boolean).join(" "));
      // Every header as the server sent it: Jobs-Reasons (a server run with --explain) says why it answered so.
      const headers = [...response.headers].map(([name, value]) => `debug: <   ${visible(`${name}: ${value}`)}\n`);
      stderr.write(`debug: < ${status} (${took} ms)\n${headers.join("")}`);
      return undefined;
    },
    onError({ request, error }: { request: Request; error: unknown }) {
      const took = Date.now() - (started.get(request) ?? Date.now());
      const reason = error instanceof Error ? error.message : String(error);
      stderr.write(`debug: < no response (${took} ms): ${visible(reason)}\n`);
      return undefined;
    },
  };
}
