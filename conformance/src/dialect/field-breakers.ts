/**
 * One rule of the catalogue for each job field, to break that field alone: the first rule
 * reported at the field that the run can break. Several break a job in fields of their
 * own, so that none hides another: a deployment's words may count the rules a job broke.
 */
import type { ArbitraryEnvironment } from "../arbitraries/job-specimen-arb.js";

/** A rule of the catalogue as learning breaks it: alone, the first of its ways. */
export interface BrokenRule {
  /** How the reference server reports it; a rule without it teaches no words. */
  reportedAs?: { pointer: string; code: string };
  unavailable?: (env: ArbitraryEnvironment) => string | undefined;
  apply(body: Record<string, unknown>, variant: number, env: ArbitraryEnvironment, namespace: string): void;
}

/** A rule breaking one field of a job alone, and how the reference server reports it. */
export interface FieldBreaker {
  /** The job field (the first segment of the rule's pointer). */
  field: string;
  reported: NonNullable<BrokenRule["reportedAs"]>;
  /** Breaks the field in `body`, a job of the run's `namespace`. */
  apply(body: Record<string, unknown>, namespace: string): void;
}

/** The first breakable rule of each field but the locations, in the catalogue's order. */
export function fieldBreakers(rules: readonly BrokenRule[], env: ArbitraryEnvironment): FieldBreaker[] {
  const breakers = new Map<string, FieldBreaker>();
  for (const rule of rules) {
    const reported = rule.reportedAs;
    const field = reported?.pointer.split("/")[1];
    if (reported && field && field !== "locations" && !breakers.has(field) && rule.unavailable?.(env) === undefined) {
      breakers.set(field, { field, reported, apply: (body, namespace) => rule.apply(body, 0, env, namespace) });
    }
  }
  return [...breakers.values()];
}
