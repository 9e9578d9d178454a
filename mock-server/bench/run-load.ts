/**
 * Loads through autocannon in one child process (load.ts), so the load generator never
 * shares an event loop with the server it measures; used by `npm run bench` and the report
 * alike. The child is started with the first load and kept for the next ones: starting it
 * through tsx is about a second of CPU, ten quick loads of the report.
 */
import { type ChildProcess, fork } from "node:child_process";
import { nextMessage } from "./child-message.js";
import { collectGarbage } from "./memory.js";

const LOAD_SCRIPT = new URL("./load.ts", import.meta.url).pathname;

export interface Load {
  requestsPerSecond: number;
  /** Requests answered in the load. */
  requests: number;
  /**
   * CPU microseconds the loaded server's process spent per request answered during the
   * load (NaN where the target's CPU is not read): the cost of the server (only the loaded
   * one works in its process). On a shared machine it moves far less than requests per
   * second, which depend on how much of a core the process is given.
   */
  cpuPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export type LoadRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

/**
 * Where a load goes, and the CPU time (microseconds) of the process that answers there,
 * where it can be read (not a peer's, in a process the bench did not start).
 */
export interface Target {
  url: string;
  cpuMicros?: () => Promise<number>;
}

/** A server in this process: its CPU time is this process's. */
export function inThisProcess(url: string): Target {
  return {
    url,
    cpuMicros: async () => {
      const { user, system } = process.cpuUsage();
      return user + system;
    },
  };
}

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

export async function load(
  target: Target,
  requests: LoadRequest[],
  connections: number,
  duration: number,
): Promise<Load> {
  const child = loadProcess();
  child.channel?.ref();
  const cpuBefore = await target.cpuMicros?.();
  try {
    const answer = nextMessage<{ summary: Omit<Load, "cpuPerRequest"> }>(child, "the load process");
    child.send({ url: target.url, requests, connections, duration });
    const { summary } = await answer;
    const cpuAfter = await target.cpuMicros?.();
    const cpu = cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : cpuAfter - cpuBefore;
    return { ...summary, cpuPerRequest: cpu / Math.max(1, summary.requests) };
  } finally {
    child.channel?.unref();
  }
}

/** Requests per CPU-second of the measured server over its baseline's: above 1, it costs less CPU per request. */
export const cpuRatio = (measured: Load, baseline: Load): number => baseline.cpuPerRequest / measured.cpuPerRequest;

/** Requests per second of the measured server over its baseline's. */
export const throughputRatio = (measured: Load, baseline: Load): number =>
  measured.requestsPerSecond / baseline.requestsPerSecond;

/** One subject against the baseline: the median of the rounds' ratios, and its load in the median round. */
export interface Compared {
  load: Load;
  ratio: number;
  cpuRatio: number;
  /** Each round's ratio, in the order loaded: whether a figure's spread is one round's or the run's. */
  rounds: number[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The baseline and then each subject, loaded in turn, round after round, from a heap
 * without the garbage of earlier measures. Each subject is
 * compared with the baseline of its own round, seconds apart, and its figure is the
 * median of the rounds' ratios: a burst of other work on the machine moves one round,
 * not the figure, where the better run of each side kept could pair a baseline and a
 * subject from different bursts. `ratio` compares two loads (requests per second by default).
 * With `warmUp`, a first round is loaded and not counted: servers in processes started for
 * the measure (server-processes.ts) have compiled nothing of their HTTP path yet.
 */
export async function alternated(
  baseline: () => Promise<Load>,
  subjects: ReadonlyArray<() => Promise<Load>>,
  rounds: number,
  ratio: (measured: Load, baseline: Load) => number = throughputRatio,
  { warmUp = false }: { warmUp?: boolean } = {},
): Promise<{ baseline: Load; subjects: Compared[] }> {
  // The servers in this process (the reads') share its heap: each measure starts without
  // the garbage of the loads before it, rather than collecting it during its own.
  collectGarbage();
  if (warmUp) {
    for (const load of [baseline, ...subjects]) {
      await load();
    }
  }
  const baselines: Load[] = [];
  const runs: Load[][] = subjects.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    baselines.push(await baseline());
    for (const [index, subject] of subjects.entries()) {
      runs[index]?.push(await subject());
    }
  }
  const medianRound = (values: readonly number[]) => {
    const middle = median(values);
    return values.reduce(
      (at, value, index) => (Math.abs(value - middle) < Math.abs((values[at] as number) - middle) ? index : at),
      0,
    );
  };
  return {
    baseline: baselines[medianRound(baselines.map(({ requestsPerSecond }) => requestsPerSecond))] as Load,
    subjects: runs.map((loads) => {
      const ratios = loads.map((load, round) => ratio(load, baselines[round] as Load));
      return {
        load: loads[medianRound(ratios)] as Load,
        ratio: median(ratios),
        rounds: ratios,
        cpuRatio: median(loads.map((load, round) => cpuRatio(load, baselines[round] as Load))),
      };
    }),
  };
}
