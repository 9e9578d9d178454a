/**
 * One autocannon load in a child process (load.ts), so the load generator never shares an
 * event loop with the server it measures; used by `npm run bench` and the report alike.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const LOAD_SCRIPT = new URL("./load.ts", import.meta.url).pathname;

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export type LoadRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

let plans: string | undefined;
let planCount = 0;

export async function load(url: string, requests: LoadRequest[], connections: number, duration: number): Promise<Load> {
  // The plan goes through a file: a thousand request bodies do not fit in argv.
  plans ??= mkdtempSync(join(tmpdir(), "jobs-bench-"));
  planCount += 1;
  const planFile = join(plans, `plan-${planCount}.json`);
  writeFileSync(planFile, JSON.stringify({ url, requests, connections, duration }));
  const { stdout } = await run(process.execPath, ["--import", "tsx", LOAD_SCRIPT, planFile], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as Load;
}

/** The run with more requests per second. */
export const best = (first: Load, second: Load): Load =>
  first.requestsPerSecond >= second.requestsPerSecond ? first : second;
