/**
 * One broken requirement hides no other: with a closeDate default of 59 days always on,
 * each fault below (which only the model shows, behind the closeDate) is named in the same
 * run, each with a failure, a shrunk counterexample and a replay command of its own.
 * `npm run bench:hidden -w conformance` runs every fault of the library so.
 */
import { expect, it } from "vitest";
import { checkConformance, formatPretty } from "../src/index.js";
import { must } from "../src/must.js";
import { BETA_KEYS } from "./support/independent/beta.js";
import { FAULTS } from "./support/independent/faults.js";
import { areasChecking, naming, TARGETS } from "./support/independents.js";

const SEED = 20_261_124;
const ALWAYS_ON = "close-date-59-days";

const fault = (id: string) =>
  must(
    FAULTS.find((candidate) => candidate.id === id),
    `the fault ${id}`,
  );

it.each(["no-republish", "location-header-relative", "update-resets-fields", "default-plus-commission-true"])(
  "names both the closeDate default and %s in one run, each with its own failure",
  async (second) => {
    const first = fault(ALWAYS_ON);
    const other = fault(second);
    const server = TARGETS.beta.create({ admin: true, behaviour: { ...first.inject, ...other.inject } });
    const report = await checkConformance({
      fetch: (request) => server.fetch(request),
      apiKeys: [...BETA_KEYS],
      seed: SEED,
      numRuns: 25,
      only: [...new Set([...areasChecking(first.requirement), ...areasChecking(other.requirement)])],
    });
    const pretty = formatPretty(report);
    expect(naming(report, first.requirement), pretty).not.toEqual([]);
    expect(naming(report, other.requirement), pretty).not.toEqual([]);
    const failures = report.properties.flatMap((property) => property.failures ?? []);
    const own = must(
      failures.find((failure) => failure.broken?.id === other.requirement),
      `a failure of ${other.requirement}`,
    );
    expect(own.replay).toContain(`--path '${own.path}'`);
    expect(pretty).toContain(`requirement ${other.requirement} broken`);
    expect(pretty).toContain(`requirement ${first.requirement} broken`);
  },
  240_000,
);

it("lists every failure of a property in the JSON report, one for each requirement it found broken", async () => {
  const server = TARGETS.beta.create({
    admin: true,
    behaviour: { ...fault(ALWAYS_ON).inject, ...fault("default-confidential-true").inject },
  });
  const report = await checkConformance({
    fetch: (request) => server.fetch(request),
    apiKeys: [...BETA_KEYS],
    seed: SEED,
    numRuns: 10,
    only: ["defaults"],
  });
  const [property] = JSON.parse(JSON.stringify(report)).properties;
  const broken = property.failures.map((failure: { broken: { id: string } }) => failure.broken.id);
  expect(broken).toEqual(expect.arrayContaining([fault(ALWAYS_ON).requirement, "create.default.confidential-false"]));
  expect(new Set(broken).size).toBe(broken.length);
  expect(property.failure).toEqual(property.failures[0]);
}, 120_000);
