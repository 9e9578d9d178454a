import { expect, it } from "vitest";
import { checkConformance, formatPretty } from "../src/index.js";
import { SEED_VARIANTS } from "./support/variants.js";

const SEED = 20_261_128;
/** A base URL with a port and a path prefix, so that a returned URL losing either shows. */
const BASE_URL = "http://jobs.conformance.test:8443";

it.each(SEED_VARIANTS.map((variant) => [variant.name, variant] as const))(
  "the seed profile catches the %s bug",
  async (_, variant) => {
    const report = await checkConformance({
      fetch: variant.create(),
      baseUrl: BASE_URL,
      apiKeys: ["demo-key-1", "demo-key-2"],
      profile: "seed",
      seed: SEED,
      numRuns: 20,
    });
    expect(report.ok, `${variant.bug}\n${formatPretty(report)}`).toBe(false);
    console.log(variant.name, JSON.stringify(report.properties.filter((p) => p.status === "failed").map((p) => [p.area, p.failure?.requirements.map((r) => r.id), p.failure?.message.slice(0, 600)]), null, 1));
  },
  120_000,
);
