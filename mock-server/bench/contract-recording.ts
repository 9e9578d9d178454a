/**
 * `npm run bench:contract --workspace mock-server [ROUNDS]`: what recording a contract adds
 * to the example app's tests. The bodies of the careers site's five tests
 * (examples/contract) run as the fixture runs them (a server for the file, an employer and
 * a client per test), with recording off, on, and off again, in turn, ROUNDS times; each
 * run's CPU time (this process's user and system time) and wall time are measured. The
 * machine is shared, so CPU time is the figure to read; the two runs with recording off
 * give the noise floor, below which no cost can be told. Vitest's own start-up, the same
 * either way, is left out.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createJobsClient, type JobsClient } from "@jobs-toolkit/sdk";
import {
  draftPosting,
  openPositions,
  pauseAndResume,
  publishPosting,
  tryPosting,
} from "../examples/contract/careers-site.js";
import { createJobsServer } from "../src/index.js";
import { startRecording } from "../src/testing/contract/recording.js";
import { buildJob, createTenant, IN_PROCESS_ORIGIN, removeTenant } from "../src/testing/index.js";

const ROUNDS = Number(process.argv[2] ?? 40);
const SOURCE = fileURLToPath(import.meta.url);
const now = () => Date.parse("2026-11-02T09:00:00Z");

/** The example's tests, their bodies as careers-site.test.ts and careers-site.paging.test.ts write them. */
const TESTS: ReadonlyArray<[string, (client: JobsClient) => Promise<unknown>]> = [
  [
    "drafts a posting and reads it back",
    (client) => draftPosting(client, buildJob({ title: "Night Nurse" }, { seed: 1 })),
  ],
  [
    "upserts a posting by its referenceId",
    async (client) => {
      await publishPosting(client, "RN-7", buildJob({ title: "Nurse" }, { seed: 2 }));
      await publishPosting(client, "RN-7", buildJob({ title: "Head Nurse" }, { seed: 2 }));
    },
  ],
  [
    "archives a posting and publishes it again",
    async (client) => pauseAndResume(client, (await publishPosting(client, "COOK-1", buildJob({}, { seed: 3 }))).id),
  ],
  [
    "shows why a posting with too long a title is refused",
    (client) => tryPosting(client, buildJob({ title: "t".repeat(257) }, { seed: 4 })),
  ],
  [
    "lists every open position across pages",
    async (client) => {
      for (const [index, title] of ["Welder", "Baker", "Cashier", "Driver", "Tutor"].entries()) {
        await publishPosting(client, `POS-${index + 1}`, buildJob({ title }, { seed: 10 + index }));
      }
      await openPositions(client, 2);
    },
  ],
];

/** One test file's run: a server, each test with its employer; recorded into `contract` when given. */
async function runFile(contract: string | undefined): Promise<void> {
  const server = createJobsServer({ employers: [], explain: true, now });
  const recording = contract ? startRecording(server, contract) : undefined;
  for (const [name, body] of TESTS) {
    const tenant = await createTenant(server, { name: "Careers site" });
    await body(createJobsClient({ baseUrl: IN_PROCESS_ORIGIN, apiKey: tenant.apiKey, fetch: server.fetch }));
    recording?.endTest({ fullTestName: name, file: { name: "bench", filepath: SOURCE } }, tenant.apiKey);
    await removeTenant(server, tenant);
  }
  await recording?.endFile();
}

async function measure(contract: string | undefined): Promise<{ cpu: number; wall: number }> {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  await runFile(contract);
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - wall };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const contract = join(mkdtempSync(join(tmpdir(), "contract-bench-")), "contract.json");
for (let warm = 0; warm < 5; warm++) {
  await measure(undefined);
  await measure(contract);
}
const runs = {
  off: [] as number[],
  on: [] as number[],
  offAgain: [] as number[],
  wallOff: [] as number[],
  wallOn: [] as number[],
};
for (let round = 0; round < ROUNDS; round++) {
  // The order turns each round, so neither side always runs first.
  const order = round % 2 === 0 ? (["off", "on", "offAgain"] as const) : (["on", "offAgain", "off"] as const);
  for (const side of order) {
    const { cpu, wall } = await measure(side === "on" ? contract : undefined);
    runs[side].push(cpu);
    if (side !== "offAgain") {
      runs[side === "on" ? "wallOn" : "wallOff"].push(wall);
    }
  }
}
const ratio = (a: readonly number[], b: readonly number[]) =>
  median(a.map((value, index) => value / (b[index] ?? Number.NaN)));
process.stdout.write(
  `Example app's tests, ${ROUNDS} rounds: CPU per run median off ${median(runs.off).toFixed(1)} ms, on ${median(runs.on).toFixed(1)} ms; ` +
    `on/off ${ratio(runs.on, runs.off).toFixed(3)} (median of the rounds' ratios), off/off ${ratio(runs.offAgain, runs.off).toFixed(3)} (noise floor); ` +
    `wall on/off ${ratio(runs.wallOn, runs.wallOff).toFixed(3)}.\n`,
);
