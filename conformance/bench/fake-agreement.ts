/**
 * npm run bench:fake-agreement -w conformance: how far an app could tell each independent
 * implementation from the fake learnt from it. Learns each one's dialect as the README
 * does, starts the fake from it, sends the same seed runs to both and counts the exchanges
 * that agree, listing each kind of difference.
 *
 * Options: --seeds N (default 3), --only NAME.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { EDGE_SCRIPT, edgeRequest } from "../src/dialect/edge-script.js";
import { mirrorFetch, summarise } from "../src/differential/mirror.js";
import { checkConformance, learnDialect } from "../src/index.js";
import { describeSummary } from "../src/program-differential.js";
import { TARGETS } from "../test/support/independents.js";

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const seeds = Array.from({ length: Number(argument("--seeds") ?? 3) }, (_, index) => 7 + index * 104_729);
const only = argument("--only");
const BASE = "http://jobs.deployment.test:8443";

for (const target of Object.values(TARGETS).filter((t) => only === undefined || t.name === only)) {
  const deployment = target.create({ admin: false });
  const { dialect } = await learnDialect({
    fetch: (request) => deployment.fetch(request),
    baseUrl: BASE,
    apiKeys: [...target.keys],
    profile: "seed",
    only: [],
  });
  let compared = 0;
  let agree = 0;
  const lines: string[] = [];
  for (const seed of seeds) {
    const live = target.create({ admin: false });
    const fake = createJobsServer({ dialect: dialect.document });
    const keys = new Map(target.keys.map((key, index) => [key, `demo-key-${index + 1}`]));
    const mirror = mirrorFetch(
      (request) => live.fetch(request),
      (request) => fake.fetch(request),
      { baseUrl: "http://fake.test", keys },
    );
    await checkConformance({
      fetch: mirror.fetch,
      baseUrl: BASE,
      apiKeys: [...target.keys],
      profile: "seed",
      seed,
      numRuns: 10,
    });
    for (const edge of EDGE_SCRIPT) {
      await mirror.fetch(edgeRequest(edge, BASE, target.keys[0] as string));
    }
    const summary = summarise(mirror.pairs);
    compared += summary.compared;
    agree += summary.compared - summary.differing.length;
    lines.push(describeSummary(`fake (seed ${seed})`, summary));
  }
  process.stdout.write(`\n## ${target.name}: ${agree} of ${compared} exchanges agree\n${lines.join("")}`);
}
