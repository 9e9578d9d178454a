/**
 * Negative checks: for every job rule, a valid body with exactly that rule broken, sent
 * as a create, a partial update or an upsert. Each must be rejected (any 4xx; reference:
 * 422 problem locating the rule) and change nothing, verified by reading back.
 */

import type { JobCreate, JobUpdate, JobUpsert } from "@jobs-toolkit/spec";
import fc from "fast-check";
import type { Rejection } from "../answer.js";
import {
  type ArbitraryEnvironment,
  type JobSpecimen,
  jobSpecimenArb,
  specimenBody,
} from "../arbitraries/job-specimen-arb.js";
import type { Requirements } from "../catalogue/index.js";
import { addSkip } from "../context.js";
import { nowSeconds } from "../dates.js";
import { writeRequirements } from "../model/check-job.js";
import { predictionOf } from "../model/documented.js";
import { requestList } from "../model/list-checks.js";
import { must } from "../must.js";
import type { Session } from "../session.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";
import { REFERENCE_RULES } from "./reference-rules.js";
import { type RuleCase, ruleApplies } from "./rule-catalog.js";
import { SEED_RULES } from "./seed-rules.js";

type Operation = "create" | "update" | "upsert";

/** One drawn negative check. */
export interface RuleCheck {
  rule: number;
  operation: Operation;
  specimen: JobSpecimen;
  variant: number;
  /** Picks a second rule to break as well (reference profile, one run in three). */
  pair: number;
}

/** Expects that nothing in the namespace exists: the rejected write created nothing. */
export async function expectNothingIn(
  session: Session,
  namespace: string,
  why: string,
  requirements: Requirements,
): Promise<void> {
  for (let actor = 0; actor < session.clients.length; actor++) {
    const answer = await requestList(session, actor, { q: namespace });
    session.expectStatus(requirements, answer, 200, "2xx", "list");
    session.expect(requirements, answer.json?.paging?.total === 0, `${why} left a job behind`, answer);
  }
}

/** The top-level fields a rule reads or writes when it breaks a body. */
function touchedKeys(
  rule: RuleCase,
  valid: Record<string, unknown>,
  env: ArbitraryEnvironment,
  namespace: string,
): Set<string> {
  const keys = new Set<string>();
  const record = (key: string | symbol): true => {
    if (typeof key === "string") {
      keys.add(key);
    }
    return true;
  };
  const body = new Proxy(structuredClone(valid), {
    get: (target, key) => record(key) && Reflect.get(target, key),
    set: (target, key, value) => record(key) && Reflect.set(target, key, value),
    deleteProperty: (target, key) => record(key) && Reflect.deleteProperty(target, key),
  });
  rule.apply(body, 0, env, namespace);
  return keys;
}

/** A second rule touching none of the first rule's fields, to check that all violations are reported at once. */
export function disjointRule(
  rules: RuleCase[],
  first: RuleCase,
  start: number,
  valid: Record<string, unknown>,
  env: ArbitraryEnvironment,
  namespace: string,
  operation: Operation,
): RuleCase | undefined {
  const touched = (rule: RuleCase) => touchedKeys(rule, valid, env, namespace);
  const firstKeys = touched(first);
  // An upsert's referenceId names the job: when it is itself invalid, whether the create
  // or the update rules apply is undecidable, so it is never paired there.
  if (operation === "upsert" && firstKeys.has("referenceId")) {
    return undefined;
  }
  for (let offset = 0; offset < rules.length; offset++) {
    const candidate = must(rules[(start + offset) % rules.length], "a rule to pair");
    if (candidate === first || (first.update && !candidate.update)) {
      continue;
    }
    const keys = touched(candidate);
    if (operation === "upsert" && keys.has("referenceId")) {
      continue;
    }
    if (![...keys].some((key) => firstKeys.has(key))) {
      return candidate;
    }
  }
  return undefined;
}

/** The fields `after` holds with another value than `before`: the partial update that makes one the other. */
export function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) {
      body[key] = value;
    }
  }
  return body;
}

async function check(
  session: Session,
  env: ArbitraryEnvironment,
  rule: RuleCase,
  value: RuleCheck,
  valid: Record<string, unknown>,
  namespace: string,
  second: RuleCase | undefined,
): Promise<void> {
  const broken: Record<string, unknown> = structuredClone(valid);
  rule.apply(broken, value.variant, env, namespace);
  second?.apply(broken, value.variant, env, namespace);
  const expected: Rejection = {
    status: 422,
    pointers: rule.pointers(broken),
    ...(rule.code ? { code: rule.code } : {}),
  };
  if (second) {
    expected.also = [second.pointers(broken)];
  }
  const operation = rule.update ? value.operation : value.operation === "update" ? "create" : value.operation;
  const requirements = second ? ([rule.requirement, second.requirement] as const) : rule.requirement;
  if (operation === "update") {
    const created = await session.answer(session.api(0).POST("/api/v1.1/jobs", { body: valid as JobCreate }));
    session.expectStatus(
      writeRequirements("create.response.201", valid),
      created,
      201,
      [201],
      "create a job to update",
    );
    const before = predictionOf(session, created.json);
    const partial = changedKeys(valid, broken);
    const answer = await session.answer(
      session.api(0).PUT("/api/v1.1/jobs/{id}", { params: { path: { id: before.id } }, body: partial as JobUpdate }),
    );
    session.expectRejected(requirements, answer, expected, `update breaking '${rule.name}'`);
    const after = await session.answer(
      session.api(0).GET("/api/v1.1/jobs/{id}", { params: { path: { id: before.id } } }),
    );
    session.expectValue(requirements, after, "", after.json, before);
    return;
  }
  const answer =
    operation === "create"
      ? await session.answer(session.api(0).POST("/api/v1.1/jobs", { body: broken as JobCreate }))
      : await session.answer(
          session.api(0).PUT("/api/v1.1/jobs", { body: { referenceId: `${namespace}-up`, ...broken } as JobUpsert }),
        );
  session.expectRejected(requirements, answer, expected, `${operation} breaking '${rule.name}'`);
  await expectNothingIn(session, namespace, `a ${operation} breaking '${rule.name}'`, requirements);
}

/** What one negative check draws: a rule of `rules`, an operation, a valid job to break, a way, a pairing. */
export function ruleCheckArb(rules: readonly RuleCase[], env: ArbitraryEnvironment): fc.Arbitrary<RuleCheck> {
  return fc.record({
    rule: fc.integer({ min: 0, max: rules.length - 1 }),
    operation: fc.constantFrom<Operation>("create", "update", "upsert"),
    specimen: jobSpecimenArb(env, false),
    variant: fc.nat({ max: 1_000 }),
    pair: fc.nat({ max: 200 }),
  });
}

/** Every rule of `rules` in each of its ways, once: the cases a run checks first. */
export function everyRuleCase(rules: readonly RuleCase[]): Array<{ rule: number; variant: number }> {
  return rules.flatMap((rule, index) =>
    Array.from({ length: rule.variants ?? 1 }, (_, variant) => ({ rule: index, variant })),
  );
}

/**
 * The operations each case meets, in turn: every case as a create first (a closed list or
 * an allowlist holds for every create, so none is left to chance), then as an update and
 * an upsert while the run has runs to spare.
 */
function operationsInTurn(
  rules: readonly RuleCase[],
  cases: ReadonlyArray<{ rule: number; variant: number }>,
  budget: number,
): Array<{ rule: number; variant: number; operation: Operation }> {
  const turns = (["create", "update", "upsert"] as const).flatMap((operation) =>
    cases
      .filter(({ rule }) => operation !== "update" || must(rules[rule], `rule ${rule}`).update)
      .map((chosen) => ({ ...chosen, operation })),
  );
  return turns.slice(0, Math.max(budget, cases.length));
}

/** The negative-check property of the `rules` area. */
export function validationRulesProperty({
  session,
  env,
  numRuns,
}: PropertyEnvironment): ConformanceProperty<RuleCheck> {
  const rules = [...SEED_RULES, ...REFERENCE_RULES].filter((rule) => {
    if (!ruleApplies(rule, session.reference)) {
      return false;
    }
    const reason = rule.unavailable?.(env);
    if (reason) {
      addSkip(session.context, { area: "rules", check: rule.name, reason, requirements: [rule.requirement] });
    }
    return !reason;
  });
  const arbitrary = ruleCheckArb(rules, env);
  // Every rule, broken in each of its ways, comes first: as a create, then by the other operations.
  const cases = operationsInTurn(rules, everyRuleCase(rules), numRuns);
  const examples = fc
    .sample(arbitrary, { seed: session.context.options.seed, numRuns: cases.length })
    .map((value, index) => {
      const chosen = must(cases[index], `rule case ${index}`);
      const rule = must(rules[chosen.rule], `rule ${chosen.rule}`);
      // A rule with more ways than examples meets a different share of them with each seed.
      const variant = rule.ways ? chosen.variant + (rule.variants ?? 1) * value.variant : chosen.variant;
      return { ...value, rule: chosen.rule, variant, operation: chosen.operation };
    });
  return {
    area: "rules",
    title: "every input breaking a rule is rejected, the rule located, and nothing changes",
    numRuns: Math.max(numRuns, examples.length),
    arbitrary,
    examples,
    async run(value, namespace) {
      const rule = must(rules[value.rule], `rule ${value.rule}`);
      const valid = { ...specimenBody(value.specimen, namespace, nowSeconds()), referenceId: `${namespace}-neg` };
      // In the reference profile a third of the runs break a second, unrelated rule as well.
      const second =
        session.reference && value.pair % 3 === 0
          ? disjointRule(rules, rule, value.pair, valid, env, namespace, value.operation)
          : undefined;
      await check(session, env, rule, value, valid, namespace, second);
    },
  };
}
