/**
 * A failure names the one requirement its check asserts as broken; the others its request
 * exercised are listed apart, and the requirement matrix marks only the broken one failed.
 */
import { expect, it } from "vitest";
import { checkConformance, formatPretty } from "../src/index.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";

it("blames a list in reverse order on the sort requirement alone", async () => {
  const server = createBeta({ behaviour: { sortDescending: false } });
  const report = await checkConformance({
    fetch: (request) => server.fetch(request),
    apiKeys: [...BETA_KEYS],
    profile: "seed",
    seed: 20_261_124,
    numRuns: 10,
    // The query area lists jobs published at distinct instants, whatever the target's clock.
    only: ["model", "paging", "query"],
  });
  const pretty = formatPretty(report);
  const failures = report.properties.flatMap((property) => (property.failure ? [property.failure] : []));
  expect(failures.length, pretty).toBeGreaterThan(0);
  expect(failures.map((failure) => failure.broken?.id)).toEqual(failures.map(() => "list.sort.publish-date-desc"));
  const failed = report.coverage.requirements.filter((requirement) => requirement.status === "failed");
  expect(failed.map((requirement) => requirement.id)).toEqual(["list.sort.publish-date-desc"]);
  expect(pretty).toContain("Broken: requirement list.sort.publish-date-desc");
  expect(pretty).toMatch(/Also exercised \(not shown broken\): .*list\.own-jobs/);
}, 120_000);
