/**
 * The dialect a `--profile dialect` command line holds its target to: read from
 * `--dialect FILE`, or learnt from a second deployment (`--differential URL2`), so one
 * sequence of probes runs against both and each knob where they differ fails.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { parseDialect } from "@jobs-toolkit/spec/dialect";
import { InvalidArgumentError } from "commander";
import { checkDialectTarget, readDialectText } from "./dialect-file.js";
import { ConformanceError, type ConformanceOptions, learnDialect } from "./index.js";

/** What learning a second deployment's dialect uses of the program's surroundings. */
export interface DialectDeps {
  stderr: (text: string) => void;
  /** Aborted on Ctrl-C. */
  signal?: AbortSignal;
  fetch?: (request: Request) => Promise<Response>;
}

/** The flags this module reads. */
interface DialectFlags {
  profile: string;
  dialect?: string;
  writeDialect?: string;
  differential?: string;
  apiKey2: string[];
  timeout: number;
  maxResponseBytes: number;
  retries: number;
  concurrency: number;
  dryRun?: boolean;
}

type DialectOptions = Pick<ConformanceOptions, "dialect" | "dialectSource" | "unobservedKnobs">;

/**
 * A dialect file, checked against the dialect schema; a bad one is a bad command line, and
 * so is one that is not a regular file or is too large or too deep to parse (dialect-file.ts).
 */
export async function readDialectFile(file: string): Promise<Dialect> {
  let text: string;
  try {
    text = await readDialectText(file);
  } catch (error) {
    throw new InvalidArgumentError(`--dialect ${file} cannot be read: ${(error as Error).message}`);
  }
  try {
    return await parseDialect(text, file);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

/** Learns the second deployment's dialect with the run's seed, so its probes send the same jobs. */
async function learnSecond(flags: DialectFlags, url: string, seed: number, deps: DialectDeps): Promise<DialectOptions> {
  if (flags.apiKey2.length === 0) {
    throw new InvalidArgumentError("--differential needs the second deployment's key: --api-key2.");
  }
  try {
    const { dialect } = await learnDialect({
      baseUrl: url,
      apiKeys: flags.apiKey2,
      only: [],
      seed,
      timeoutMs: flags.timeout,
      maxResponseBytes: flags.maxResponseBytes,
      retries: flags.retries,
      concurrency: flags.concurrency,
      ...(deps.signal ? { signal: deps.signal } : {}),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
    const keys = flags.apiKey2.map((_, index) => `--api-key2 "$JOBS_API_KEY2${index === 0 ? "" : "_2"}"`).join(" ");
    deps.stderr(`Learnt the dialect of ${url}; checking the --base-url deployment against it.\n`);
    return {
      dialect: dialect.document,
      dialectSource: `--differential ${url} ${keys}`,
      unobservedKnobs: dialect.unobservable.map(({ knob }) => knob),
    };
  } catch (error) {
    const why = error instanceof ConformanceError ? (error.report.error ?? error.message) : (error as Error).message;
    throw new Error(`Could not learn the dialect of ${url}: ${why}`);
  }
}

/** The dialect options of a command line, checked against the profile. */
export async function givenDialect(flags: DialectFlags, seed: number, deps: DialectDeps): Promise<DialectOptions> {
  const { dialect: file, differential } = flags;
  if ((file || differential) && flags.profile !== "dialect") {
    throw new InvalidArgumentError(`${file ? "--dialect" : "--differential"} goes with --profile dialect.`);
  }
  if (file && differential) {
    throw new InvalidArgumentError("give --dialect or --differential, not both.");
  }
  // Refused before the run, not after it: a FIFO or a device is no place for the document.
  if (flags.writeDialect) {
    await checkDialectTarget(flags.writeDialect).catch((error: Error) => {
      throw new InvalidArgumentError(`--write-dialect ${flags.writeDialect} cannot be written: ${error.message}`);
    });
  }
  // A dry run sends nothing, to the second deployment neither.
  if (differential && !flags.dryRun) {
    return learnSecond(flags, differential, seed, deps);
  }
  return file ? { dialect: await readDialectFile(file), dialectSource: `--dialect ${file}` } : {};
}
