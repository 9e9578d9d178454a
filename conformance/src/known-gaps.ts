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

/**
 * TEMPORARY: checks held back because the reference server fails them, reported to be
 * fixed on main. Each is listed under "Skipped checks" in every report; delete the entry
 * once the server is fixed.
 */
export const PENDING_SERVER_FIXES = {
  /** Rules whose violation the reference server drops whenever another rule is broken too. */
  hiddenByOtherViolations: [
    "closeDate: after publishDate",
    "applicationEmail: required with routing type 1",
    "applicationUrl: required with routing type 2",
  ],
  note: "TEMPORARY (reference server defect, reported): these three violations are reported only when no other rule is broken, though CONTRACT.md says every violation is reported at once; pairs including them are not checked until the server is fixed.",
};
