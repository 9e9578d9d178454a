/**
 * Failures a backend developer can act on: one cause reads as one broken requirement, in
 * one group, not as every property that happened to meet it.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { expect, it } from "vitest";
import { checkConformance, formatHtml, formatPretty } from "../src/index.js";
import { groupFailures } from "../src/report/groups.js";

it("names the unknown-field rule as the one broken requirement of a strict server, in one failure group", async () => {
  // The reference server's --strict refuses unknown members, which the reference level says are ignored.
  const server = createJobsServer({ strict: true });
  const report = await checkConformance({
    fetch: server.fetch,
    apiKeys: ["demo-key-1", "demo-key-2"],
    profile: "reference",
    seed: 5,
    numRuns: 5,
  });
  const pretty = formatPretty(report);
  const broken = report.coverage.requirements.filter((requirement) => requirement.status === "failed");
  expect(
    broken.map((requirement) => requirement.id),
    pretty,
  ).toEqual(["ref.requests.unknown-and-read-only-fields"]);
  const groups = groupFailures(report.properties);
  expect(groups.map((group) => group.broken?.id)).toEqual(["ref.requests.unknown-and-read-only-fields"]);
  expect(pretty).toMatch(
    /^Failure group 1: requirement ref\.requests\.unknown-and-read-only-fields broken, shown by /m,
  );
  expect(pretty).not.toContain("Failure group 2");
  // One cause, one failed property: the others pass over the rule once it is found broken.
  expect(report.properties.filter((property) => property.status === "failed")).toHaveLength(1);
  expect(pretty).toMatch(/^Properties: \d+ passed, 1 failed \(1 failure group\)/m);
  expect(formatHtml(report).match(/<details class="group">/g)).toHaveLength(1);
}, 300_000);
