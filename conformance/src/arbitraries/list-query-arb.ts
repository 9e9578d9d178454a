/**
 * List queries: a q scoped to the run's namespace (all of it, a title word, a
 * referenceId range, another letter case), a status, a page size and a page.
 */
import fc from "fast-check";
import type { Requirements } from "../catalogue/index.js";
import { must } from "../must.js";
import type { Profile } from "../options.js";
import type { JobStatus } from "./job-specimen-arb.js";
import { TITLE_WORDS } from "./job-specimen-arb.js";

/** Which part of the namespace q names. */
export type QueryScope =
  | { kind: "all"; upper: boolean }
  | { kind: "title"; word: string; upper: boolean }
  | { kind: "reference"; key: number };

/** A list query before it meets a namespace. */
export interface ListQuerySpec {
  scope: QueryScope;
  status?: JobStatus;
  pageSize?: number;
  /** A page number, or an offset past the predicted last page. */
  page?: number;
}

/**
 * List queries. The seed profile keeps q in the case the job was written in (case
 * folding is not stated) and page sizes within 1 to 100; both profiles draw q terms that
 * only a title or only a referenceId holds.
 */
export function listQueryArb(profile: Profile): fc.Arbitrary<ListQuerySpec> {
  const reference = profile === "reference";
  const upper = reference ? fc.boolean() : fc.constant(false);
  const scope: fc.Arbitrary<QueryScope> = fc.oneof(
    { weight: 3, arbitrary: upper.map((upper): QueryScope => ({ kind: "all", upper })) },
    fc.record({ kind: fc.constant("title" as const), word: fc.constantFrom(...TITLE_WORDS), upper }),
    fc.record({ kind: fc.constant("reference" as const), key: fc.integer({ min: 0, max: 7 }) }),
  );
  // Mostly small pages, so that a few jobs make several; the whole range now and then.
  const within = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 12 }) }, fc.integer({ min: 1, max: 100 }));
  const pageSize = reference ? fc.oneof({ weight: 5, arbitrary: within }, fc.integer({ min: 101, max: 500 })) : within;
  return fc.record(
    {
      scope,
      status: fc.constantFrom<JobStatus>("active", "archived", "draft"),
      pageSize,
      page: fc.integer({ min: 1, max: 6 }),
    },
    { requiredKeys: ["scope"] },
  );
}

/** The q a scope stands for in a namespace: titles are written `<namespace> Word Word`. */
export function queryText(namespace: string, scope: QueryScope): string {
  if (scope.kind === "reference") {
    return `${namespace}-r${scope.key}`;
  }
  const word =
    scope.kind === "title"
      ? must(scope.word[0], "a title word's first letter").toUpperCase() + scope.word.slice(1)
      : "";
  const text = scope.kind === "title" ? `${namespace} ${word}` : namespace;
  return scope.upper ? text.toUpperCase() : text;
}

/** What a q scope puts to the test. */
export function scopeRequirements(scope: QueryScope): Requirements {
  if (scope.kind === "title") {
    return scope.upper ? ["list.q.matches-title", "ref.list.query-rules"] : "list.q.matches-title";
  }
  if (scope.kind === "reference") {
    return "list.q.matches-reference-id";
  }
  return scope.upper
    ? ["list.q.matches-title", "list.q.matches-reference-id", "ref.list.query-rules"]
    : "list.own-jobs";
}
