/**
 * The shape of a job rule (how to break exactly that rule in an otherwise valid body, and
 * where the rejection must point) and helpers the two rule tables share.
 */
import { BAD_HTML, BAD_HTML_EXAMPLES } from "../arbitraries/description-arb.js";
import type { ArbitraryEnvironment } from "../arbitraries/job-specimen-arb.js";
import { type RequirementId, requirementOf } from "../catalogue/index.js";
import type { Json } from "../json.js";
import { must } from "../must.js";

/** One rule and how to break it. */
export interface RuleCase {
  /** The rule, as failure messages name it. */
  name: string;
  /** The requirement the rule asserts; its level decides the profiles that check it. */
  requirement: RequirementId;
  /** The `errors[]` pointers that locate the broken rule (any one of them). */
  pointers: (body: Json) => string[];
  /** Only where the reference level names the code. */
  code?: string;
  /**
   * How the reference server reports the rule broken as `apply` breaks it first: its
   * violation's pointer and code, the name under which a dialect keeps a deployment's words
   * for the rule (`templates.words`). A test holds it to the reference server's answer.
   */
  reportedAs?: { pointer: string; code: string };
  /** Whether a partial update can break it (removing a field cannot). */
  update: boolean;
  /** How many ways `apply` has to break it: the examples meet every one (1 when absent). */
  variants?: number;
  /**
   * More ways than examples: the examples meet `variants` of them, drawn afresh with each
   * seed from all `ways` (which `apply` picks from modulo their number).
   */
  ways?: number;
  /** Breaks the rule in place; `variant` picks among the ways to break it. */
  apply: (body: Json, variant: number, env: ArbitraryEnvironment, namespace: string) => void;
  /** Why the rule cannot be exercised against this target. */
  unavailable?: (env: ArbitraryEnvironment) => string | undefined;
  /** Checked by the seed profile only: the reference profile breaks the same rule under a requirement of its own. */
  seedOnly?: true;
}

/** Pointers that locate a rule, whatever the body. */
export const at =
  (...pointers: string[]) =>
  () =>
    pointers;
/** One of several ways to break a rule. */
export const pick = <T>(values: readonly T[], variant: number): T =>
  must(values[variant % values.length], "a value to pick (the list is empty)");

/** A required field left out. */
export function remove(field: string, pointers: string[] = [`/${field}`]): RuleCase {
  return {
    name: `${field}: required`,
    requirement: "ref.rules.required",
    reportedAs: { pointer: `/${field}`, code: "required" },
    pointers: () => pointers,
    update: false,
    apply: (body) => delete body[field],
  };
}

/** A description breaking one HTML rule. */
export function html(name: string, requirement: RequirementId, kind: keyof typeof BAD_HTML, code: string): RuleCase {
  return {
    name: `description: ${name}`,
    requirement,
    reportedAs: { pointer: "/description", code },
    variants: Math.min(BAD_HTML[kind].length, BAD_HTML_EXAMPLES),
    ...(BAD_HTML[kind].length > BAD_HTML_EXAMPLES ? { ways: BAD_HTML[kind].length } : {}),
    pointers: at("/description"),
    update: true,
    apply: (body, variant) => {
      body.description = `<p>Join us.</p><div>${pick(BAD_HTML[kind], variant)}</div>`;
    },
  };
}

/** Whether a rule is checked in a profile: seed-level rules everywhere, the others in the reference profile. */
export function ruleApplies(rule: RuleCase, reference: boolean): boolean {
  return reference ? !rule.seedOnly : requirementOf(rule.requirement).level === "seed";
}
