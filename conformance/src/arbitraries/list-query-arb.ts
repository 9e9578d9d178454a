/**
 * List queries: a q scoped to the run's namespace (all of it, a title word, a
 * referenceId range, another letter case), a status, a page size and a page.
 */
import fc from "fast-check";
import type { JobStatus } from "./job-specimen-arb.js";
import { TITLE_WORDS } from "./job-specimen-arb.js";
import type { Profile } from "../options.js";

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

/** List queries; the seed profile keeps to exact-case q and page sizes of at most 100. */
export function listQueryArb(profile: Profile): fc.Arbitrary<ListQuerySpec> {
  const scope: fc.Arbitrary<QueryScope> =
    profile === "seed"
      ? fc.constant({ kind: "all", upper: false })
      : fc.oneof(
          { weight: 3, arbitrary: fc.boolean().map((upper): QueryScope => ({ kind: "all", upper })) },
          fc.record({
            kind: fc.constant("title" as const),
            word: fc.constantFrom(...TITLE_WORDS),
            upper: fc.boolean(),
          }),
          fc.record({ kind: fc.constant("reference" as const), key: fc.integer({ min: 0, max: 7 }) }),
        );
  const pageSize =
    profile === "seed"
      ? fc.integer({ min: 1, max: 12 })
      : fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 12 }) }, fc.integer({ min: 101, max: 500 }));
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

/** The q a scope stands for in a namespace. */
export function queryText(namespace: string, scope: QueryScope): string {
  if (scope.kind === "reference") return `${namespace}-r${scope.key}`;
  const text = scope.kind === "title" ? `${namespace} ${scope.word}` : namespace;
  return scope.upper ? text.toUpperCase() : text;
}
