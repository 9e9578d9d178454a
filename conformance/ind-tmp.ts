import { checkConformance } from "./src/index.js";
import { ALPHA_KEYS, createAlpha } from "./test/support/independent/alpha.js";
import { BETA_KEYS, createBeta } from "./test/support/independent/beta.js";
const which = process.argv[2] ?? "alpha";
const seed = Number(process.argv[3] ?? 1000);
const only = process.argv[4] ? [process.argv[4]] : undefined;
const server = which === "alpha" ? createAlpha() : createBeta({ admin: true });
const keys = which === "alpha" ? ALPHA_KEYS : BETA_KEYS;
const report = await checkConformance({
  fetch: (r) => server.fetch(r),
  apiKeys: [...keys],
  profile: "seed",
  seed,
  numRuns: Number(process.argv[5] ?? 25),
  ...(only ? { only: only as never } : {}),
});
console.log(which, seed, report.ok, report.coverage.percent);
for (const p of report.properties)
  if (p.failure) {
    const f = p.failure;
    console.log(`--- [${p.area}] ${f.message}\n   ${f.requirements.map((r) => r.id)}`);
    const ex = f.exchanges[f.failingExchange];
    if (ex)
      console.log(
        `   ${ex.method} ${ex.url} ${ex.requestBody?.slice(0, 300)}\n   <- ${ex.status} ${ex.responseBody.slice(0, 400)}`,
      );
  }
if (report.error) console.log(report.error);
