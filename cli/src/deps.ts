/**
 * What the program needs from the outside world, injected so tests run it in-process:
 * streams, environment, where the configuration lives and how to make a client.
 */
import { createJobsClient, type JobsClient, type JobsClientOptions } from "@jobs-toolkit/sdk";

/** A stream the program writes text to; `isTTY` and `columns` decide how tables look. */
export interface OutputStream {
  write(chunk: string): unknown;
  isTTY?: boolean | undefined;
  columns?: number | undefined;
}

/** A stream the program reads `--input -` and confirmations from. */
export interface InputStream extends AsyncIterable<string | Uint8Array> {
  isTTY?: boolean | undefined;
}

/** The program's dependencies: `createProgram(deps)` touches nothing else. */
export interface CliDeps {
  stdout: OutputStream;
  stderr: OutputStream;
  /** Read for `--input -` and `sync -`; confirmation prompts need it to be a TTY. */
  stdin?: InputStream | undefined;
  env: Readonly<Record<string, string | undefined>>;
  /** A ready client, used as it is: configuration is not consulted (tests). */
  client?: JobsClient | undefined;
  /** Makes the client from the resolved settings; `createJobsClient` by default. */
  createClient?: ((options: JobsClientOptions) => JobsClient) | undefined;
  /** Where config.json lives; derived from env and platform when absent. */
  configDir?: string | undefined;
  /** The platform, for the config directory (`win32` uses %APPDATA%). */
  platform?: string | undefined;
  /** The home directory, for `~/.config` when XDG_CONFIG_HOME is unset. */
  homeDir?: string | undefined;
  /** Asks a yes/no question; by default reads a line from stdin when it is a TTY. */
  confirm?: ((question: string) => Promise<boolean>) | undefined;
}

/** The client factory of `deps`, or the SDK's. */
export function clientFactory(deps: CliDeps): (options: JobsClientOptions) => JobsClient {
  return deps.createClient ?? createJobsClient;
}

/** Reads one line from `stdin`, writing `question` to `stderr` first. */
export async function readLine(stdin: InputStream, stderr: OutputStream, question: string): Promise<string> {
  stderr.write(question);
  const decoder = new TextDecoder();
  let line = "";
  for await (const chunk of stdin) {
    line += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
    const end = line.indexOf("\n");
    if (end >= 0) {
      return line.slice(0, end);
    }
  }
  return line;
}
