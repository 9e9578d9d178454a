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
  /** Requests answered in the load. */
  requests: number;
  /**
   * CPU microseconds this process spent per request answered during the load: the cost of
   * the server loaded (every server measured runs in this process, and only the loaded one
   * works). On a shared machine it moves far less than requests per second, which depend
   * on how much of a core the process is given.
   */
  cpuPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export type LoadRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

type Answer = { summary: Omit<Load, "cpuPerRequest"> } | { error: string };

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
  const cpuBefore = process.cpuUsage();
  return new Promise<Load>((done, fail) => {
    const ended = (code: number | null) => fail(new Error(`the load process ended (${code}) during a load`));
    child.once("exit", ended);
    child.once("message", (answer: Answer) => {
      child.off("exit", ended);
      if ("error" in answer) {
        fail(new Error(answer.error));
      } else {
        const { user, system } = process.cpuUsage(cpuBefore);
        done({ ...answer.summary, cpuPerRequest: (user + system) / Math.max(1, answer.summary.requests) });
      }
    });
    child.send({ url, requests, connections, duration });
  }).finally(() => child.channel?.unref());
}

/** Requests per CPU-second of the measured server over its baseline's: above 1, it costs less CPU per request. */
export const cpuRatio = (measured: Load, baseline: Load): number => baseline.cpuPerRequest / measured.cpuPerRequest;

/** The run with more requests per second. */
export const best = (first: Load, second: Load): Load =>
  first.requestsPerSecond >= second.requestsPerSecond ? first : second;
