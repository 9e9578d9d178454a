/**
 * The learner tested over the space of legal deployments: fast-check draws deployments,
 * a fake is learnt from each (its categories' path told, as `--categories-path` tells it),
 * and the differential proof (seed runs and the protocol's edges) is sent to the
 * deployment and its fake. Learning never fails, its document passes the schema, and the
 * proof is never blind: where the learnt fake still differs the proof names how, and it
 * differs less than a fake of the plainest deployment does. npm run bench:fake-agreement
 * measures the agreement over 50 drawn deployments.
 */

import { readFileSync } from "node:fs";
import type { Dialect } from "@jobs-toolkit/spec";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { describeDifference } from "../src/differential/compare.js";
import type { DifferentialSummary } from "../src/differential/mirror.js";
import { compareWithFake, learntDialect } from "./support/fake-comparison.js";
import { type DrawnDeployment, deploymentArb, deploymentOf } from "./support/space/deployment.js";
import { DIMENSIONS } from "./support/space/dimensions.js";

/** One short run of the areas whose requests vary most, and the edges. */
const RUN = { seed: 11, numRuns: 1, only: ["model", "requests"] as const };

const pathsOf = (drawn: DrawnDeployment) => ({ categoriesPath: drawn.choices.categoriesPath });

const described = ({ differing }: DifferentialSummary) =>
  differing.map(
    ({ request, differences }) => `${request.method} ${request.url}: ${differences.map(describeDifference).join("; ")}`,
  );

let plainest: Dialect;
beforeAll(async () => {
  plainest = await learntDialect(deploymentOf().target);
}, 60_000);

it("learns a fake of the plainest deployment that no exchange tells apart from it", { timeout: 60_000 }, async () => {
  const summary = await compareWithFake(deploymentOf().target, plainest, RUN);
  expect(summary.compared).toBeGreaterThan(50);
  expect(described(summary)).toEqual([]);
});

it("learns every drawn deployment, and its fake differs less than the plainest one's, each difference named", {
  timeout: 300_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(deploymentArb(), async (drawn) => {
      const dialect = await learntDialect(drawn.target, pathsOf(drawn));
      expect(await checkDialect(dialect), drawn.describe()).toEqual([]);
      const learnt = await compareWithFake(drawn.target, dialect, RUN, pathsOf(drawn));
      const stranger = await compareWithFake(drawn.target, plainest, RUN, pathsOf(drawn));
      expect(learnt.compared, drawn.describe()).toBeGreaterThan(50);
      expect(stranger.differing.length, drawn.describe()).toBeGreaterThan(learnt.differing.length);
      for (const line of described(learnt)) {
        expect(line).toMatch(
          /: (status|media-type|header|shape|date-form|time-of-day|link-form|link-query|member-order|id-allocation|fraction|value)\b/,
        );
      }
    }),
    { numRuns: 3, seed: 20_261_206 },
  );
});

it("lists every dimension of the space in docs/dialect.md with the dialect entry that covers it", () => {
  const whole = readFileSync(new URL("../../docs/dialect.md", import.meta.url), "utf8");
  const document = whole.slice(
    whole.indexOf("## The space of deployments"),
    whole.indexOf("## Not in the dialect yet"),
  );
  const listed = [...document.matchAll(/^\| `([a-zA-Z]+)` \| (.+?) \|/gm)].map(([, name, entry]) => ({ name, entry }));
  expect(listed.map(({ name }) => name).sort()).toEqual(DIMENSIONS.map(({ name }) => name).sort());
  expect(listed.filter(({ entry }) => entry?.trim() === "")).toEqual([]);
});
