/**
 * A fake whose dialect lists members learning could not observe says so on every API
 * answer, so a test passing against it is never mistaken for one that proved the
 * deployment's behaviour: those members fall back to the reference server's own choices.
 */
import type { CoreResponse } from "./http.js";

/** The header naming the dialect's unobserved members. */
const DIALECT_MISSING_HEADER = "jobs-dialect-missing";

/** Marks an answer of a dialect with unobserved members; the default dialect adds nothing. */
export function markDialectMissing(response: CoreResponse, unobserved: readonly string[]): void {
  if (unobserved.length > 0) {
    response.headers[DIALECT_MISSING_HEADER] = unobserved.join(", ");
  }
}
