/**
 * The learner over deployments drawn along what an app observes beyond refusals and
 * reference data: id allocation, fractions of a second, member order, the order of a
 * paging link's parameters, `previous` past the last page and the case of q's match. A
 * fake learnt from each answers like it on every exchange of the differential proof (the
 * edge scripts included), and a fake without what was learnt is told apart, the difference
 * named. npm run bench:fake-agreement measures the same over the whole space.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { expect, it } from "vitest";
import { describeDifference } from "../src/differential/compare.js";
import type { DifferentialSummary } from "../src/differential/mirror.js";
import { compareWithFake, learntDialect, steppingClock } from "./support/fake-comparison.js";
import { type DrawnDeployment, deploymentOf } from "./support/space/deployment.js";
import { type Choices, DIMENSIONS } from "./support/space/dimensions.js";

const RUN = { seed: 11, numRuns: 1, only: ["model", "requests"] as const };

/** The dimensions drawn here; every other takes its plainest value. */
const OBSERVABLE = [
  "jobIds",
  "instantFraction",
  "memberOrder",
  "pagingOrder",
  "previousPastEnd",
  "qCase",
  "closeDateTime",
  "instantOffset",
  "unshownMoves",
  "patch",
  "options",
  "overrideOther",
  "cors",
] as const;

function observableArb(): fc.Arbitrary<DrawnDeployment> {
  const model = Object.fromEntries(
    OBSERVABLE.map((name) => [name, fc.constantFrom(...(DIMENSIONS.find((d) => d.name === name)?.values ?? []))]),
  );
  return fc.record(model).map((given) => deploymentOf(given as Partial<Choices>));
}

const described = ({ differing }: DifferentialSummary) =>
  differing.map(
    ({ request, differences }) => `${request.method} ${request.url}: ${differences.map(describeDifference).join("; ")}`,
  );

/** A learnt dialect without the members at `paths` (`paging.linkParameters`). */
function without(dialect: Dialect, ...paths: string[]): Dialect {
  const copy = structuredClone(dialect) as Record<string, Record<string, unknown>>;
  for (const path of paths) {
    const [group, member] = path.split(".") as [string, string | undefined];
    if (member === undefined) {
      delete copy[group];
    } else if (copy[group]) {
      delete copy[group][member];
    }
  }
  return copy as Dialect;
}

it("learns a fake that no exchange tells apart from deployments drawn along what an app observes", {
  timeout: 300_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(observableArb(), async (drawn) => {
      const dialect = await learntDialect(drawn.target);
      const summary = await compareWithFake(drawn.target, dialect, RUN);
      expect(summary.compared, drawn.describe()).toBeGreaterThan(70);
      expect(described(summary), drawn.describe()).toEqual([]);
    }),
    { numRuns: 6, seed: 20_261_206 },
  );
});

it("names random ids there and sequential ids here, and learns them away", { timeout: 60_000 }, async () => {
  const drawn = deploymentOf({ jobIds: "rising-random" });
  const dialect = await learntDialect(drawn.target);
  const unlearnt = await compareWithFake(drawn.target, without(dialect, "jobIds"), RUN);
  expect(described(unlearnt)).toContainEqual(expect.stringMatching(/^\* \(the whole run\): id-allocation: /));
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("names ids in any order there and rising ids here, and learns the order away", { timeout: 60_000 }, async () => {
  const drawn = deploymentOf({ jobIds: "random-in-range" });
  const dialect = await learntDialect(drawn.target);
  expect(dialect.jobIds).toMatchObject({ allocation: "random", order: "any" });
  const rising = { ...dialect, jobIds: { ...dialect.jobIds, order: "rising" } } as Dialect;
  const unlearnt = await compareWithFake(drawn.target, rising, RUN);
  expect(described(unlearnt)).toContainEqual(
    '* (the whole run): id-allocation: "unordered from large ids" / "rising irregularly from large ids"',
  );
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("lists ties by id as a deployment with ids in any order does, and names the other order", {
  timeout: 60_000,
}, async () => {
  const drawn = deploymentOf({ jobIds: "random-in-range", tieOrder: "older-first" });
  const dialect = await learntDialect(drawn.target, {}, steppingClock());
  expect(dialect.paging?.ties).toBe("older-first");
  const flipped = { ...dialect, paging: { ...dialect.paging, ties: "newer-first" } } as Dialect;
  const unlearnt = await compareWithFake(drawn.target, flipped, { ...RUN, clock: steppingClock });
  expect(described(unlearnt).join("\n")).toMatch(
    /^\* \(the whole run\): tie-order: "ties by id, lowest first[^"]*" \/ "ties by id, highest first[^"]*"$/m,
  );
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("names jobs made within one second listed newest first there and as ties here, and learns the time kept away", {
  timeout: 60_000,
}, async () => {
  const drawn = deploymentOf({ instantFraction: 0, tieOrder: "older-first" });
  const dialect = await learntDialect(drawn.target, {}, steppingClock());
  expect(dialect.paging?.ties).toBe("older-first");
  expect(dialect.dates?.kept).toBe("milliseconds");
  const unlearnt = await compareWithFake(drawn.target, without(dialect, "dates.kept"), {
    ...RUN,
    clock: steppingClock,
  });
  expect(described(unlearnt).join("\n")).toMatch(
    /^\* \(the whole run\): tie-order: "[^"]*finer time kept" \/ "ties by id, lowest first"$/m,
  );
  expect(described(await compareWithFake(drawn.target, dialect, { ...RUN, clock: steppingClock }))).toEqual([]);
});

it("learns nothing of the time kept where no list of jobs made in a row tells it", { timeout: 60_000 }, async () => {
  const drawn = deploymentOf({ instantFraction: 0, tieOrder: "newer-first" });
  const dialect = await learntDialect(drawn.target, {}, steppingClock());
  expect(dialect.dates?.kept).toBeUndefined();
});

it("names real fractions there and .000 here, and learns them away", { timeout: 60_000 }, async () => {
  const drawn = deploymentOf({ instantFraction: 6 });
  const dialect = await learntDialect(drawn.target);
  const unlearnt = await compareWithFake(drawn.target, without(dialect, "dates.fraction"), RUN);
  expect(described(unlearnt)).toContainEqual('* (the whole run): fraction: "real" / "always zero"');
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("names the order of query parameters in paging links, and learns it away", { timeout: 60_000 }, async () => {
  const drawn = deploymentOf({ pagingOrder: "page-first", previousPastEnd: "last-page" });
  const dialect = await learntDialect(drawn.target);
  const unlearnt = await compareWithFake(
    drawn.target,
    without(dialect, "paging.linkParameters", "paging.previousPastEnd"),
    RUN,
  );
  expect(described(unlearnt).join("\n")).toMatch(/link-query at \$\.paging\.next: "page,pageSize,q,status to \+1"/);
  expect(described(unlearnt).join("\n")).toMatch(/link-query at \$\.paging\.previous: "page,pageSize,q to -3"/);
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("names a q that matches only in the case sent, and learns it away", { timeout: 60_000 }, async () => {
  const drawn = deploymentOf({ qCase: "sensitive" });
  const dialect = await learntDialect(drawn.target);
  const unlearnt = await compareWithFake(drawn.target, without(dialect, "qCase"), RUN);
  expect(described(unlearnt)).toContainEqual('GET /api/v1.1/jobs?q=EDGELINKS: shape at $.data[]: "absent" / "object"');
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("names a closeDate stored at the end of the day, and learns it away", { timeout: 60_000 }, async () => {
  const drawn = deploymentOf({ closeDateTime: "end-of-day", instantOffset: "-05:00" });
  const dialect = await learntDialect(drawn.target);
  expect(dialect.dates?.closeDateTime).toBe("23:59:59-05:00");
  const unlearnt = await compareWithFake(drawn.target, without(dialect, "dates.closeDateTime"), RUN);
  expect(described(unlearnt).join("\n")).toMatch(/time-of-day at \$\.closeDate: "end of day" \/ "a time"/);
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("names a draft the deployment will not make active, and learns it away", { timeout: 60_000 }, async () => {
  const drawn = deploymentOf({ unshownMoves: "none" });
  const dialect = await learntDialect(drawn.target);
  expect(dialect.statusMoves?.outOfDraft).toBe("refuse");
  const unlearnt = await compareWithFake(drawn.target, without(dialect, "statusMoves.outOfDraft"), RUN);
  expect(described(unlearnt).join("\n")).toMatch(/^PUT \/api\/v1\.1\/jobs: status: "400" \/ "200"/m);
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("names PATCH taken as PUT there and refused here, and learns it away", { timeout: 60_000 }, async () => {
  const drawn = deploymentOf({ patch: "as-put" });
  const dialect = await learntDialect(drawn.target);
  expect(dialect.routing?.patch).toBe("as-put");
  const unlearnt = await compareWithFake(drawn.target, without(dialect, "routing.patch"), RUN);
  expect(described(unlearnt).join("\n")).toMatch(/^PATCH \/api\/v1\.1\/jobs\/\d+: status: "200" \/ "405"/m);
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("names OPTIONS and other overrides refused there and answered here, and learns them away", {
  timeout: 60_000,
}, async () => {
  const drawn = deploymentOf({ options: "refused", overrideOther: "refused" });
  const dialect = await learntDialect(drawn.target);
  const unlearnt = await compareWithFake(
    drawn.target,
    without(dialect, "routing.options", "routing.overrideOther", "templates.refusals"),
    RUN,
  );
  const lines = described(unlearnt).join("\n");
  expect(lines).toMatch(/^OPTIONS \/api\/v1\.1\/jobs: status: "405" \/ "204"/m);
  expect(lines).toMatch(/^POST \/api\/v1\.1\/jobs: status: "405" \/ "400"/m);
  // The override refused in words of its own (`PATCH cannot be sent as an override`), not its class's.
  expect(dialect.templates?.refusals?.methodOverride).toBeDefined();
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});
