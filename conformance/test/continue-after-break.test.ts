/**
 * One broken requirement hides no other: with a closeDate default of 59 days always on,
 * each fault below (which only the model shows, behind the closeDate) is named in the same
 * run, each with a failure, a shrunk counterexample and a replay command of its own.
 * `npm run bench:hidden -w conformance` runs every fault of the library so.
 */
import { expect, it } from "vitest";
import { checkConformance, formatPretty } from "../src/index.js";
import { must } from "../src/must.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";
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

it("takes a check that meets the answer a passed-over break left for no failure of its own, nor of the suite", async () => {
  const server = createBeta();
  // Lists of more than one job come without their paging object.
  const report = await checkConformance({
    fetch: async (request) => {
      const answer = await server.fetch(request);
      if (request.method !== "GET" || new URL(request.url).pathname !== "/api/v1.1/jobs" || answer.status !== 200) {
        return answer;
      }
      const { paging, ...rest } = await answer.json();
      return Response.json(rest.data.length > 1 ? rest : { ...rest, paging });
    },
    apiKeys: [...BETA_KEYS],
    seed: 7,
    numRuns: 25,
    only: ["paging"],
  });
  const failures = report.properties.flatMap((property) => property.failures ?? []);
  expect(
    failures.filter((failure) => failure.broken === undefined).map((failure) => failure.message.split("\n")[0]),
  ).toEqual([]);
  expect(failures.map((failure) => failure.broken?.id)).toEqual(
    expect.arrayContaining(["paging.total", "paging.pages", "paging.next"]),
  );
}, 120_000);
