/**
 * A failure names the one requirement its check asserts as broken; the others its request
 * exercised are listed apart, and the requirement matrix marks only the broken one failed.
 */
import { expect, it } from "vitest";
import { checkConformance, formatPretty } from "../src/index.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";
import { FAULTS } from "./support/independent/faults.js";
import { seedRun, TARGETS } from "./support/independents.js";

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

/** Refusals of autoRefresh: naming the plan by code or in words, or saying nothing of it. */
const PLAN_REFUSALS = [
  { code: "plan_restriction" },
  { error: "autoRefresh is only available on unlimited plans" },
  { error: "VALIDATION_FAILED", field: "autoRefresh" },
];

/** Beta, with the second key's employer refusing autoRefresh: true (its only refusal), in `body`. */
function refusingAutoRefresh(body: unknown) {
  const server = createBeta();
  return async (request: Request): Promise<Response> => {
    const sent = ["POST", "PUT"].includes(request.method) ? await request.clone().text() : "";
    if (request.headers.get("api-key") === BETA_KEYS[1] && /"autoRefresh":\s*true/.test(sent)) {
      return Response.json(body, { status: 403 });
    }
    return server.fetch(request);
  };
}

it.each(PLAN_REFUSALS)(
  "blames a refusal of autoRefresh on the plan rule, whatever its words, never on tenancy, for a key told unlimited (%j)",
  async (body) => {
    const report = await checkConformance({
      fetch: refusingAutoRefresh(body),
      apiKeys: [...BETA_KEYS],
      plans: { "2": "unlimited" },
      profile: "seed",
      seed: 20_261_124,
      numRuns: 25,
      only: ["tenancy"],
    });
    const failures = report.properties.flatMap((property) => property.failures ?? []);
    expect(failures.length, formatPretty(report)).toBeGreaterThan(0);
    expect(failures.map((failure) => failure.broken?.id)).toEqual(
      failures.map(() => "job.auto-refresh.unlimited-plans-only"),
    );
  },
  120_000,
);

it.each(PLAN_REFUSALS)(
  "takes a refusal of autoRefresh as that key's plan when its plan was not told, whatever its words, and blames nothing (%j)",
  async (body) => {
    const report = await checkConformance({
      fetch: refusingAutoRefresh(body),
      apiKeys: [...BETA_KEYS],
      profile: "seed",
      seed: 20_261_124,
      numRuns: 25,
      only: ["tenancy"],
    });
    const pretty = formatPretty(report);
    expect(report.ok, pretty).toBe(true);
    expect(pretty).not.toContain("Broken: requirement tenancy.reference-id");
    expect(report.notes.join("\n")).toMatch(/key 2 was refused autoRefresh \(403, .*taken as a standard plan/);
  },
  120_000,
);

it("still blames tenancy for a refusal of another employer's referenceId that speaks of the referenceId", async () => {
  const server = createBeta();
  const report = await checkConformance({
    fetch: async (request) => {
      if (request.method === "PUT" && request.headers.get("api-key") === BETA_KEYS[1]) {
        return Response.json({ error: "referenceId already in use" }, { status: 409 });
      }
      return server.fetch(request);
    },
    apiKeys: [...BETA_KEYS],
    profile: "seed",
    seed: 20_261_124,
    numRuns: 5,
    only: ["tenancy"],
  });
  expect(report.properties[0]?.failures?.map((failure) => failure.broken?.id)).toContain("tenancy.reference-id");
}, 120_000);

it("blames a create refused for a town outside the collection on that rule, which the request put to the test", async () => {
  const server = createBeta({ behaviour: { acceptFreshLocations: false } });
  const report = await checkConformance({
    fetch: (request) => server.fetch(request),
    apiKeys: [...BETA_KEYS],
    profile: "seed",
    seed: 20_261_124,
    numRuns: 25,
    only: ["model"],
  });
  const broken = report.properties.flatMap((property) => property.failures ?? []).map((failure) => failure.broken?.id);
  expect(broken, formatPretty(report)).toContain("location.input.outside-collection");
}, 120_000);

it.each([
  { fault: "foreign-update", tenancy: ["tenancy.update", "tenancy.reference-id"] },
  { fault: "foreign-list", tenancy: ["list.own-jobs"] },
  // Not a list rule of tenancy: the counts of a list that holds the wrong jobs follow from the filter.
  { fault: "q-ignores-reference-id", tenancy: ["list.q.matches-reference-id"] },
])(
  "names only the rule $fault breaks, never the members or counts the model meets past it",
  async ({ fault, tenancy }) => {
    const { inject } = FAULTS.find((candidate) => candidate.id === fault) ?? { inject: {} };
    const report = await seedRun(TARGETS.beta, {
      seed: 20_261_124,
      numRuns: 100,
      admin: true,
      behaviour: inject,
      only: ["model", "tenancy"],
    });
    const broken = report.properties.flatMap((property) => (property.failures ?? []).map(({ broken }) => broken?.id));
    expect(broken.length, formatPretty(report)).toBeGreaterThan(0);
    expect(
      broken.filter((id) => !tenancy.includes(String(id))),
      formatPretty(report),
    ).toEqual([]);
  },
  180_000,
);
