/**
 * A job's dates as time goes on, learnt and proven with the deployment's clock: how far
 * auto-refresh goes past closeDate, whether closeDate moves with it, which employers' jobs
 * it refreshes, and the times a deployment adds of its own (creation, last write). The
 * proof moves both sides' clocks, so a fake whose dates move otherwise is named, never
 * passed; without the clock the knobs stay unobserved, with the reason.
 */
import { expect, it } from "vitest";
import { describeDifference } from "../src/differential/compare.js";
import type { DifferentialSummary } from "../src/differential/mirror.js";
import { learnDialect } from "../src/index.js";
import { compareWithFake, learntDialect } from "./support/fake-comparison.js";
import { deploymentOf } from "./support/space/deployment.js";

/** The areas whose properties move the clock, and the edges (auto-refresh's among them). */
const RUN = { seed: 11, numRuns: 1, only: ["model"] as const };

const described = ({ differing }: DifferentialSummary) =>
  differing.map(
    ({ request, differences }) => `${request.method} ${request.url}: ${differences.map(describeDifference).join("; ")}`,
  );

it("learns that auto-refresh goes on past closeDate, and a fake that goes on too", { timeout: 90_000 }, async () => {
  const drawn = deploymentOf({ refreshStopsAtClose: false, plans: "both-unlimited" });
  const dialect = await learntDialect(drawn.target);
  expect(dialect.autoRefresh).toEqual({ pastCloseDate: "goes-on", closeDate: "kept" });
  expect(dialect.plans).toEqual(["unlimited", "unlimited"]);
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("learns that closeDate moves on with publishDate, and a fake that moves it too", { timeout: 90_000 }, async () => {
  const drawn = deploymentOf({ refreshStopsAtClose: true, refreshMovesClose: true });
  const dialect = await learntDialect(drawn.target);
  expect(dialect.autoRefresh).toEqual({ pastCloseDate: "stops", closeDate: "moves" });
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});

it("names each answer where a fake refreshes otherwise than its deployment", { timeout: 90_000 }, async () => {
  const drawn = deploymentOf({ refreshStopsAtClose: false, refreshMovesClose: true });
  const dialect = await learntDialect(drawn.target);
  const { autoRefresh: _, ...stopping } = dialect;
  const differences = described(await compareWithFake(drawn.target, stopping, RUN));
  expect(differences.some((line) => /date-move at \$\.publishDate: "\+14 days" \/ "0 days"/.test(line))).toBe(true);
  expect(differences.some((line) => /date-move at \$\.closeDate/.test(line))).toBe(true);
});

it("leaves auto-refresh and the plans unobserved without the deployment's clock, saying why", async () => {
  const drawn = deploymentOf({ refreshStopsAtClose: false });
  const deployment = drawn.target.create({ admin: false });
  const { dialect } = await learnDialect({
    fetch: (request) => deployment.fetch(request),
    baseUrl: "http://jobs.deployment.test",
    apiKeys: [...drawn.target.keys],
    profile: "seed",
    only: [],
  });
  expect(dialect.document.autoRefresh).toBeUndefined();
  const unobserved = new Map(dialect.unobservable.map(({ knob, reason }) => [knob, reason]));
  expect(unobserved.get("autoRefresh")).toMatch(/seven days.*\/__admin\/clock/);
  expect(unobserved.get("plans")).toMatch(/\/__admin\/state/);
}, 60_000);

it("learns which of a deployment's own times is the creation's and which the last write's, and a fake that shows them so", {
  timeout: 90_000,
}, async () => {
  // The proof once named both moving with a refreshed publishDate, and neither with an update.
  const drawn = deploymentOf({ extraMembers: "timestamps" });
  const dialect = await learntDialect(drawn.target);
  expect(dialect.templates?.job?.body).toMatchObject({
    createdAt: { $: "own", at: "/createdAt" },
    updatedAt: { $: "own", at: "/updatedAt" },
  });
  expect(described(await compareWithFake(drawn.target, dialect, RUN))).toEqual([]);
});
