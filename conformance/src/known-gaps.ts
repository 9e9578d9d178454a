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
