/**
 * Loads through autocannon in one child process (load.ts), so the load generator never
 * shares an event loop with the server it measures; used by `npm run bench` and the report
 * alike. The child is started with the first load and kept for the next ones: starting it
 * through tsx is about a second of CPU, as long as a quick report's load.
 */
import { type ChildProcess, fork } from "node:child_process";

const LOAD_SCRIPT = new URL("./load.ts", import.meta.url).pathname;

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export type LoadRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

type Answer = { summary: Load } | { error: string };

let loader: ChildProcess | undefined;

/** The load process, between loads not keeping this process alive. */
function loadProcess(): ChildProcess {
  if (!loader || loader.exitCode !== null || loader.signalCode !== null) {
    loader = fork(LOAD_SCRIPT, [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "ignore", "inherit", "ipc"] });
    loader.unref();
    loader.channel?.unref();
  }
  return loader;
}

export function load(url: string, requests: LoadRequest[], connections: number, duration: number): Promise<Load> {
  const child = loadProcess();
  child.channel?.ref();
  return new Promise<Load>((done, fail) => {
    const ended = (code: number | null) => fail(new Error(`the load process ended (${code}) during a load`));
    child.once("exit", ended);
    child.once("message", (answer: Answer) => {
      child.off("exit", ended);
      if ("error" in answer) {
        fail(new Error(answer.error));
      } else {
        done(answer.summary);
      }
    });
    child.send({ url, requests, connections, duration });
  }).finally(() => child.channel?.unref());
}

/** The run with more requests per second. */
export const best = (first: Load, second: Load): Load =>
  first.requestsPerSecond >= second.requestsPerSecond ? first : second;
