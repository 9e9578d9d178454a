/**
 * The suite and the reference server agree on the words: for a body breaking random job
 * rules, the reasons the reference server gives for its refusal are exactly the
 * requirements the suite's rule tables say those rules assert.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import fc from "fast-check";
import { expect, it } from "vitest";
import { specimenBody } from "../src/arbitraries/job-specimen-arb.js";
import { createLocationPool } from "../src/arbitraries/location-pool.js";
import { nowSeconds } from "../src/dates.js";
import { REFERENCE_RULES } from "../src/properties/reference-rules.js";
import { SEED_RULES } from "../src/properties/seed-rules.js";
import { changedKeys, disjointRule, everyRuleCase, ruleCheckArb } from "../src/properties/validation-rules.js";
import { type ReferenceAnswer, readReferenceTarget, referenceCalls } from "./support/reference-calls.js";

const KEY = "reasons-key";
const server = createJobsServer({
  employers: [{ id: 1, name: "Reasons Ltd", plan: "unlimited", apiKeys: [KEY] }],
  explain: true,
});

const call = referenceCalls(server, KEY);
type Answer = ReferenceAnswer;
const readTarget = () => readReferenceTarget(call);

// A seed-only rule breaks what a reference rule breaks under the reference level's own requirement.
const RULES = [...SEED_RULES, ...REFERENCE_RULES].filter((rule) => !rule.seedOnly);

it("gives, as the reasons of each refusal, exactly the requirements of the rules the body breaks", async () => {
  const target = await readTarget();
  const env = { target, pool: createLocationPool(target), profile: "reference" as const };
  const rules = RULES.filter((rule) => !rule.unavailable?.(env));
  let runs = 0;
  const arbitrary = ruleCheckArb(rules, env);
  // Every rule, broken in each of its ways, comes first, alone.
  const cases = everyRuleCase(rules);
  const examples = fc
    .sample(arbitrary, { seed: 35, numRuns: cases.length })
    .map((drawn, index): [typeof drawn] => [{ ...drawn, ...cases[index], pair: 1 }]);
  await fc.assert(
    fc.asyncProperty(arbitrary, async ({ rule: index, operation: drawn, specimen, variant, pair }) => {
      runs += 1;
      const namespace = `rsn${runs}`;
      const rule = rules[index] as (typeof rules)[number];
      const operation = drawn === "update" && !rule.update ? "create" : drawn;
      const valid = { ...specimenBody(specimen, namespace, nowSeconds()), referenceId: `${namespace}-neg` };
      const second = pair % 3 === 0 ? disjointRule(rules, rule, pair, valid, env, namespace, operation) : undefined;
      const broken: Record<string, unknown> = structuredClone(valid);
      rule.apply(broken, variant, env, namespace);
      second?.apply(broken, variant, env, namespace);
      let answer: Answer;
      if (operation === "update") {
        const created = await call("POST", "/api/v1.1/jobs", valid);
        expect(created.status).toBe(201);
        const { id } = created.json as { id: number };
        answer = await call("PUT", `/api/v1.1/jobs/${id}`, changedKeys(valid, broken));
      } else if (operation === "create") {
        answer = await call("POST", "/api/v1.1/jobs", broken);
      } else {
        answer = await call("PUT", "/api/v1.1/jobs", { referenceId: `${namespace}-up`, ...broken });
      }
      const predicted = new Set([rule.requirement, ...(second ? [second.requirement] : [])]);
      expect(answer.status, `${operation} breaking '${rule.name}'${second ? ` and '${second.name}'` : ""}`).toBe(422);
      expect(
        new Set(answer.reasons),
        `${operation} breaking '${rule.name}'${second ? ` and '${second.name}'` : ""}`,
      ).toEqual(predicted);
    }),
    { numRuns: 300, examples },
  );
});
