import { expect, it } from "vitest";
import { checkConformance } from "../src/index.js";
import { VARIANTS } from "./support/variants.js";

// A fixed seed per variant keeps these deterministic; the fresh-seed run is in reference-server.test.ts.
const SEED = 20_261_121;

it.each(VARIANTS.map((variant) => [variant.name, variant] as const))(
  "catches the %s bug with a replayable seed and curl lines",
  async (_, variant) => {
    const report = await checkConformance({
      fetch: variant.create(),
      apiKeys: ["demo-key-1", "demo-key-2"],
      profile: "reference",
      seed: SEED,
      numRuns: 8,
    });
    const failures = report.properties.flatMap((property) => (property.failure ? [property.failure] : []));
    expect(report.ok, variant.bug).toBe(false);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.broken, failure.message).toBeDefined();
      expect(failure.replay).toContain(`--seed ${SEED} --path '${failure.path}' --only ${failure.area}`);
      expect(failure.path).toMatch(/^\d+(:\d+)*(@\S+)?$/);
      expect(failure.curl).toMatch(/curl -sS/);
      expect(failure.curl).toContain("$JOBS_API_KEY");
      expect(failure.curl).not.toContain("demo-key-1");
    }
  },
  // A run goes on past each broken requirement to the end of every property.
  120_000,
);
