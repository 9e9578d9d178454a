/**
 * TEMPORARY: departures of spec/openapi.yaml from CONTRACT.md that the suite tolerates
 * until the spec is fixed on main. Each is listed in every report that meets it; delete
 * an entry as soon as the spec is corrected.
 */

/** One tolerated spec problem. */
export interface KnownGap {
  /** Matches the validator's message for the exchange. */
  matches: (problem: string, exchange: { method: string; url: string; status: number }) => boolean;
  /** What is wrong and where, for the report. */
  note: string;
}

/** The gaps in force. */
export const KNOWN_GAPS: KnownGap[] = [
  {
    matches: (problem, exchange) =>
      exchange.method === "POST" &&
      exchange.status === 405 &&
      problem.includes("overrideJobMethod does not document status 405"),
    note: "TEMPORARY (spec gap): POST /api/v1.1/jobs/{id} without X-HTTP-Method-Override answers 405 as CONTRACT.md and the operation's own description say, but spec/openapi.yaml does not list 405 among overrideJobMethod's responses; the 405 status and problem shape are still checked.",
  },
];
