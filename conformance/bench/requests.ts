/**
 * npm run bench:requests -w conformance: how many requests a default seed run (100 runs a
 * property) sends to the reference server, in-process, for a few seeds. With `--src DIR`
 * the suite is loaded from another copy of src/ (an older commit's), for a before/after.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const source = argument("--src") ?? "../src";
const seeds = (argument("--seeds") ?? "1,2,3").split(",").map(Number);
const { checkConformance } = (await import(`${source}/index.js`)) as typeof import("../src/index.js");
let total = 0;
for (const seed of seeds) {
  const server = createJobsServer();
  const report = await checkConformance({ fetch: server.fetch, apiKeys: ["demo-key-1", "demo-key-2"], seed });
  total += report.requests;
  process.stdout.write(`seed ${seed}: ${report.requests} requests, ${report.ok ? "passed" : "FAILED"}\n`);
}
process.stdout.write(`mean: ${Math.round(total / seeds.length)} requests a run (${source})\n`);
