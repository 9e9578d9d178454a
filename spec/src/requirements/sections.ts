/**
 * Where each section is written up in words: the toolkit's behaviour document,
 * `docs/behaviour.md`. A conformance failure and the reference server's reasons cite it, so
 * whoever reads one can look the requirement up.
 */

/** The behaviour document, relative to the repository root (the packages that serve or cite it ship a copy). */
export const BEHAVIOUR_DOCUMENT = "docs/behaviour.md";

/** Each section the catalogue uses, and the anchor of the behaviour document that covers it. */
export const SECTION_ANCHORS = {
  Overview: "wire-format",
  Versioning: "wire-format",
  "Wire format": "wire-format",
  Authentication: "tenancy",
  Tenancy: "tenancy",
  Errors: "errors",
  "Job fields": "fields-and-defaults",
  "Job headers": "paging",
  "Job rules": "job-rules",
  Limits: "fields-and-defaults",
  Locations: "locations",
  Categories: "collections",
  "Position types": "collections",
  "Reference collections": "collections",
  Salary: "salary",
  "Applicant routing": "routing",
  "Description HTML": "description",
  "Creating a job": "status-codes",
  "Reading a job": "status-codes",
  "Updating a job": "updates",
  "Deleting a job": "status-codes",
  "Status moves": "updates",
  Listing: "paging",
  Paging: "paging",
  "Method override": "method-override",
  CORS: "cors",
  Time: "time",
  Events: "admin-controls",
} as const;

/** The dialect document, where every knob of a dialect is written up with an example. */
export const DIALECT_DOCUMENT = "docs/dialect.md";

/** The section of the dialect knobs: written up in the dialect document, not the behaviour document. */
export const DIALECT_SECTION = "Dialect";

/** A section name the catalogue may use; a new one must first be given its anchor above. */
export type Section = keyof typeof SECTION_ANCHORS | typeof DIALECT_SECTION;

/** The anchor of the behaviour document that writes a section up; dialect knobs have their own document. */
export function sectionAnchor(section: Section): string | undefined {
  return section === DIALECT_SECTION ? undefined : SECTION_ANCHORS[section];
}

/** Where a section is written up, e.g. `docs/behaviour.md#paging`. */
export function documentLink(section: Section): string {
  const anchor = sectionAnchor(section);
  return anchor === undefined ? DIALECT_DOCUMENT : `${BEHAVIOUR_DOCUMENT}#${anchor}`;
}
