/**
 * npm run bench -w sdk: what the SDK costs over fetch. Calls per second of the SDK's
 * `jobs.get`, of openapi-fetch's `GET` alone and of a bare `fetch` + `json()`, against the
 * same reference server in the same run: over HTTP (the server on node:http in this
 * process) and in-process (`fetch: server.fetch`). The three are alternated round by
 * round, so each round's ratios compare calls made under the same machine load; the
 * median round is reported. Nothing here is a pass/fail test.
 *
 * The packages are measured as users run them: `npm run bench` builds them first and this
 * imports their dist/ (run through tsx, the source would carry tsx's runtime naming of
 * every closure, a cost no user pays).
 */

import { startServer } from "@jobs-toolkit/mock-server/node";
import { createJobsClient } from "@jobs-toolkit/sdk";
import type { paths } from "@jobs-toolkit/spec";
import createClient from "openapi-fetch";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CALLS = Number(process.env.BENCH_CALLS ?? 1_000);
const API_KEY = "demo-key-1";
/** The bar: the SDK's `jobs.get` at 0.9 or more of openapi-fetch alone over HTTP. */
const TARGET = 0.9;

type Call = (id: number) => Promise<unknown>;
type FetchFunction = (request: Request) => Promise<Response>;

/** The three ways to read a job, each through `send`. */
function subjects(baseUrl: string, send: FetchFunction): Array<[name: string, call: Call]> {
  const sdk = createJobsClient({ baseUrl, apiKey: API_KEY, fetch: send });
  const openapi = createClient<paths>({ baseUrl, headers: { "API-Key": API_KEY }, fetch: send });
  const headers = { "API-Key": API_KEY };
  return [
    ["SDK jobs.get", (id) => sdk.jobs.get(id)],
    [
      "openapi-fetch GET alone",
      async (id) => (await openapi.GET("/api/v1.1/jobs/{id}", { params: { path: { id } } })).data,
    ],
    [
      "bare fetch + json()",
      async (id) => (await send(new Request(`${baseUrl}/api/v1.1/jobs/${id}`, { headers }))).json(),
    ],
  ];
}

/** A round of `CALLS` reads made one after another: calls per second, and CPU microseconds of this process per call. */
async function rate(call: Call, ids: readonly number[]): Promise<{ perSecond: number; cpu: number }> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < CALLS; index += 1) {
    await call(ids[index % ids.length] as number);
  }
  const { user, system } = process.cpuUsage(cpuBefore);
  return { perSecond: (CALLS * 1000) / (performance.now() - started), cpu: (user + system) / CALLS };
}

const median = (values: readonly number[]) => [...values].sort((left, right) => left - right)[values.length >> 1] ?? 0;

/**
 * Each subject's median calls per second and CPU per call, and the SDK's ratios to the
 * others: per round (the subjects of a round ran under the same machine load), the median
 * round. CPU per call counts the server's work too (it runs in this process), the same
 * for every subject; on a loaded machine it moves far less than calls per second.
 */
async function measure(label: string, baseUrl: string, send: FetchFunction, ids: readonly number[]) {
  const measured = subjects(baseUrl, send);
  for (const [, call] of measured) {
    await rate(call, ids); // warm-up
  }
  const rounds = measured.map(() => [] as Array<{ perSecond: number; cpu: number }>);
  for (let round = 0; round < ROUNDS; round += 1) {
    // A different subject goes first each round, so none always runs in the same slot.
    for (let step = 0; step < measured.length; step += 1) {
      const index = (round + step) % measured.length;
      rounds[index]?.push(await rate((measured[index] as [string, Call])[1], ids));
    }
  }
  const of = (index: number) => rounds[index] ?? [];
  const sdkOver = (index: number) => ({
    perSecond: median(of(0).map((sdk, round) => sdk.perSecond / (of(index)[round]?.perSecond ?? 1))),
    cpu: median(of(0).map((sdk, round) => (of(index)[round]?.cpu ?? 0) / sdk.cpu)),
  });
  process.stdout.write(`${label}\n`);
  measured.forEach(([name], index) => {
    const perSecond = median(of(index).map((result) => result.perSecond));
    const cpu = median(of(index).map((result) => result.cpu));
    const ratios = sdkOver(index);
    process.stdout.write(
      `  ${name}: ${Math.round(perSecond)} calls/s (${(1e6 / perSecond).toFixed(0)} us a call), ${cpu.toFixed(0)} CPU-us a call` +
        (index === 0 ? "" : `; SDK / this: ${ratios.perSecond.toFixed(2)} (per CPU-second ${ratios.cpu.toFixed(2)})`) +
        "\n",
    );
  });
  return { openapi: sdkOver(1), bare: sdkOver(2) };
}

const running = await startServer({ port: 0, demoJobs: true });
const employer = running.server.employers().find((account) => account.apiKeys.includes(API_KEY));
const ids = running.server
  .exportState()
  .jobs.filter((job) => job.employerId === employer?.id)
  .map((job) => job.id);
if (ids.length === 0) {
  throw new Error("the reference server holds no job to read");
}
process.stdout.write(
  `SDK bench: ${ROUNDS} rounds of ${CALLS} sequential reads per subject, median round. Node ${process.version}.\n`,
);
const overHttp = await measure("Over HTTP (global fetch, node:http server in this process)", running.url, fetch, ids);
const inProcess = await measure("In-process (fetch: server.fetch)", "http://jobs.test", running.server.fetch, ids);
await running.close();
const both = (ratio: { perSecond: number; cpu: number }) =>
  `${ratio.perSecond.toFixed(2)} (per CPU-second ${ratio.cpu.toFixed(2)})`;
process.stdout.write(
  `\njobs.get over HTTP: ${both(overHttp.openapi)} of openapi-fetch alone (target >= ${TARGET}), ` +
    `${both(overHttp.bare)} of bare fetch; in-process ${both(inProcess.openapi)} and ${both(inProcess.bare)}.\n`,
);
