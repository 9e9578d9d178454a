/**
 * The seed profile over the space of legal deployments, a few with a fixed seed (the
 * bench, bench/space.ts, runs a hundred of each): legal deployments pass, and a seeded
 * fault's requirement is named broken.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Area, formatPretty } from "../src/index.js";
import {
  BLIND_SPOT_FAULTS,
  CLOSED_LIST_FAULTS,
  FAULTS,
  type Fault,
  PLAN_FAULTS,
} from "./support/independent/faults.js";
import { areasChecking, naming, seedRun } from "./support/independents.js";
import { type DrawnDeployment, deploymentArb, deploymentOf } from "./support/space/deployment.js";
import { faultyDeploymentArb } from "./support/space/seeded-faults.js";

const RUNS = 5;
const SEED = 4_141;

const faultNamed = (id: string): Fault => {
  const found = [...FAULTS, ...BLIND_SPOT_FAULTS, ...PLAN_FAULTS].find((fault) => fault.id === id);
  if (!found) {
    throw new Error(`no fault ${id}`);
  }
  return found;
};

/** Where a run finds the categories by itself; elsewhere it is told the ids. */
const toldIds = (drawn: DrawnDeployment) =>
  !["/api/v1.1/jobcategories", "/api/v1.1/categories"].includes(drawn.choices.categoriesPath);

async function expectPasses(drawn: DrawnDeployment, admin: boolean): Promise<void> {
  const report = await seedRun(drawn.target, { seed: SEED, numRuns: RUNS, admin, toldIds: toldIds(drawn) });
  expect(report.ok, `${drawn.describe()}\n${formatPretty(report)}`).toBe(true);
}

async function expectPassesIn(drawn: DrawnDeployment, only: readonly Area[]): Promise<void> {
  const report = await seedRun(drawn.target, { seed: SEED, numRuns: 10, admin: false, only });
  expect(report.ok, `${drawn.describe()}\n${formatPretty(report)}`).toBe(true);
}

async function expectCaught(drawn: DrawnDeployment, fault: Fault): Promise<void> {
  const report = await seedRun(drawn.target, {
    seed: SEED,
    numRuns: RUNS,
    admin: true,
    behaviour: fault.inject,
    only: areasChecking(fault.requirement),
    toldIds: toldIds(drawn),
  });
  expect(naming(report, fault.requirement), `${fault.id} on ${drawn.describe()}\n${formatPretty(report)}`).not.toEqual(
    [],
  );
}

describe("a deployment that hands out job ids in any order", () => {
  it("passes the seed profile, the clock's checks included, whichever way it lists ties", async () => {
    await expectPasses(deploymentOf({ jobIds: "random-in-range", tieOrder: "newer-first" }), true);
    await expectPasses(deploymentOf({ jobIds: "random-in-range", tieOrder: "older-first" }), true);
  }, 120_000);
});

describe("a deployment that closes at the end of the 60th day", () => {
  const drawn = deploymentOf({ closeDateTime: "end-of-day", instantOffset: "+00:00" });

  it("passes the seed profile, the clock's checks included", () => expectPasses(drawn, true), 60_000);

  it("still fails a default closeDate of 59 days", () => expectCaught(drawn, faultNamed("close-date-59-days")), 60_000);
});

describe("a deployment that closes at noon of the 60th day", () => {
  const drawn = deploymentOf({ closeDateTime: "noon", instantOffset: "-05:00" });

  it("passes the seed profile, the clock's checks included", () => expectPasses(drawn, true), 60_000);

  it("still fails a default closeDate of 59 days, or of 61", async () => {
    const early = faultNamed("close-date-59-days");
    await expectCaught(drawn, early);
    await expectCaught(drawn, { ...early, id: "close-date-61-days", inject: { closeDateDays: 61 } });
  }, 120_000);
});

describe("a deployment whose auto-refresh moves closeDate on with publishDate", () => {
  const drawn = deploymentOf({ refreshMovesClose: true });

  it("passes the seed profile, the clock's checks included", () => expectPasses(drawn, true), 60_000);

  it("still fails a refresh every 8 days", () => expectCaught(drawn, faultNamed("refresh-every-8-days")), 60_000);
});

describe("a deployment whose standard plan refuses autoRefresh", () => {
  const drawn = deploymentOf({ plans: "second-standard-refused" });

  it(
    "passes the seed profile without a clock, learning the plan from the refusal",
    () => expectPasses(drawn, false),
    60_000,
  );

  it("passes the seed profile with the plans revealed", () => expectPasses(drawn, true), 60_000);

  it(
    "still fails a refusal to an employer on an unlimited plan",
    () => expectCaught(drawn, faultNamed("refresh-refused-on-unlimited")),
    60_000,
  );

  it(
    "passes the seed profile where the first key's plan is the standard one that refuses, told nothing",
    () => expectPasses(deploymentOf({ plans: "first-standard-refused" }), false),
    60_000,
  );

  it(
    "still fails a refusal to an employer on an unlimited plan where that is the second key",
    () => expectCaught(deploymentOf({ plans: "first-standard-refused" }), faultNamed("refresh-refused-on-unlimited")),
    60_000,
  );

  it(
    "still fails auto-refresh on a standard plan that takes it",
    () => expectCaught(deploymentOf({ plans: "second-standard-taken" }), faultNamed("refresh-on-every-plan")),
    60_000,
  );
});

describe("a deployment that counts String lengths in UTF-16 code units", () => {
  const drawn = deploymentOf({ lengthUnit: "utf16-units" });

  it("passes the seed profile", () => expectPasses(drawn, false), 60_000);

  it(
    "still fails a title limit counted in UTF-8 bytes",
    () => expectCaught(drawn, faultNamed("title-max-256-bytes")),
    60_000,
  );
});

describe("readings the published interface allows", () => {
  it(
    "takes an absent referenceId as '' in a job and null in its header",
    () => expectPassesIn(deploymentOf({ noReferenceId: "empty-job-null-header" }), ["model"]),
    60_000,
  );

  it("takes any answer to a status filter outside the list", async () => {
    await expectPassesIn(deploymentOf({ unknownStatusFilter: "all" }), ["query"]);
    await expectPassesIn(deploymentOf({ unknownStatusFilter: "empty" }), ["query"]);
  }, 60_000);

  it("takes q matched as whole words or as a phrase", async () => {
    await expectPassesIn(deploymentOf({ qMatch: "whole-word" }), ["model", "paging"]);
    await expectPassesIn(deploymentOf({ qMatch: "phrase", qCase: "sensitive" }), ["model", "paging"]);
  }, 60_000);
});

describe("closed lists and allowlists left open on create", () => {
  it.each(CLOSED_LIST_FAULTS.map((fault) => [fault.id, fault] as const))(
    "%s is named broken in every run",
    (_, fault) => expectCaught(deploymentOf(), fault),
    60_000,
  );
});

describe("drawn deployments", () => {
  it.each(fc.sample(deploymentArb(), { seed: SEED, numRuns: 3 }).map((drawn) => [drawn.target.name, drawn] as const))(
    "%s passes the seed profile",
    (_, drawn) => expectPasses(drawn, true),
    60_000,
  );

  it.each(
    fc
      .sample(faultyDeploymentArb({ admin: true }), { seed: SEED, numRuns: 3 })
      .map((pair) => [pair.fault.id, pair.deployment.target.name, pair] as const),
  )("%s on %s is named broken", (_, __, pair) => expectCaught(pair.deployment, pair.fault), 60_000);
});
