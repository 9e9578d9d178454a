/**
 * The fake learnt by example, proved by comparison: each independent implementation's
 * dialect is learnt as the README does, the reference server started from it, and the same
 * seed runs and protocol edges sent to both. An app must not tell them apart: every
 * exchange compared, none differing. The reference server's own dialect, against the same
 * implementations, differs, and the proof names how.
 */
import { type Dialect, REFUSAL_CLASSES, refusalsNeverGiven } from "@jobs-toolkit/spec";
import { beforeAll, describe, expect, it } from "vitest";
import { describeDifference } from "../src/differential/compare.js";
import type { DifferentialSummary } from "../src/differential/mirror.js";
import { compareWithFake, learntDialect } from "./support/fake-comparison.js";
import { TARGETS, type Target } from "./support/independents.js";

/** Twenty seeds, each a short run: the seeds vary the requests, the edges are sent every time. */
const SEEDS = Array.from({ length: 20 }, (_, index) => 31 + index * 7_919);
/** The areas whose requests vary most with the seed: command sequences and bad requests. */
const AREAS = ["model", "requests"] as const;

/** The seed runs and the edges of `seeds`, each sent to a fresh deployment and a fresh fake of `dialect`. */
async function compare(target: Target, dialect: Dialect | undefined, seeds = SEEDS): Promise<DifferentialSummary> {
  const summaries: DifferentialSummary[] = [];
  for (const seed of seeds) {
    summaries.push(await compareWithFake(target, dialect, { seed, numRuns: 1, only: AREAS }));
  }
  return {
    compared: summaries.reduce((all, summary) => all + summary.compared, 0),
    differing: summaries.flatMap((summary) => summary.differing),
  };
}

describe.each([TARGETS.epsilon, TARGETS.zeta])("the fake learnt from $name", (target) => {
  let dialect: Dialect;
  beforeAll(async () => {
    dialect = await learntDialect(target);
  }, 60_000);

  it("has a template for every class of refusal, and observed everything", () => {
    expect(Object.keys(dialect.templates?.refusals ?? {}).sort()).toEqual(
      // HEAD and a trailing slash answered as routing, and a plan every key's employer may use, are never refused.
      REFUSAL_CLASSES.filter((refusal) => !refusalsNeverGiven(dialect).includes(refusal)).sort(),
    );
    expect(dialect.templates).toHaveProperty("job");
    expect(dialect.templates).toHaveProperty("page");
    // Only the order of ties may go unseen (neither implementation ever gives two jobs one
    // instant), and where zeta serves no /__admin, its plans and auto-refresh weeks on.
    expect(dialect.unobserved?.filter((knob) => knob !== "paging.ties") ?? []).toEqual(
      target === TARGETS.zeta ? ["plans", "autoRefresh"] : [],
    );
  });

  it("cannot be told from the deployment over 20 seeds and the protocol's edges", { timeout: 120_000 }, async () => {
    const { compared, differing } = await compare(target, dialect);
    expect(compared).toBeGreaterThanOrEqual(150);
    expect(
      differing.map(
        ({ request, differences }) =>
          `${request.method} ${request.url}: ${differences.map(describeDifference).join("; ")}`,
      ),
    ).toEqual([]);
  });

  it("differs from the reference server's own dialect, and the proof names how", { timeout: 120_000 }, async () => {
    const { compared, differing } = await compare(target, undefined, SEEDS.slice(0, 3));
    expect(differing.length).toBeGreaterThan(compared / 4);
    const aspects = new Set(differing.flatMap(({ differences }) => differences.map(({ aspect }) => aspect)));
    expect([...aspects]).toEqual(expect.arrayContaining(["status", "media-type", "shape"]));
  });
});

it("learns that delta names salary.type.id for a null salary type, and its fake answers seed 7 as delta does", {
  timeout: 60_000,
}, async () => {
  // The one exchange of three seeds where delta's fake once differed: errors["salary.type"] where delta wrote "salary.type.id".
  const dialect = await learntDialect(TARGETS.delta);
  expect(dialect.acceptance?.nullSalaryType).toBe("without-id");
  const { compared, differing } = await compareWithFake(TARGETS.delta, dialect, { seed: 7, numRuns: 10 });
  expect(compared).toBeGreaterThan(500);
  expect(
    differing.map(
      ({ request, differences }) =>
        `${request.method} ${request.url}: ${differences.map(describeDifference).join("; ")}`,
    ),
  ).toEqual([]);
});
