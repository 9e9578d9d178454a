/**
 * What a list's `q` matches, as the dialect says: the title or the referenceId (the
 * reference server's own), or the title alone. A match is a substring of the lower-cased
 * text; `term` comes lower-cased.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import type { JobRecord } from "./job-record.js";

/** Which fields q is matched against. */
export type SearchFields = ResolvedDialect["q"];

/** Whether a job matches a lower-cased search term. */
export type SearchMatch = (record: JobRecord, term: string) => boolean;

const TITLE_OR_REFERENCE_ID: SearchMatch = (record, term) => record.searchText.includes(term);

/** searchText is the lower-cased title, a newline, then the lower-cased referenceId. */
const TITLE: SearchMatch = (record, term) => {
  const titleEnd = record.searchText.length - 1 - (record.referenceId?.toLowerCase().length ?? 0);
  // The first occurrence ends first: if it is not inside the title, no other one is.
  const at = record.searchText.indexOf(term);
  return at !== -1 && at + term.length <= titleEnd;
};

/** The match for the fields the dialect names. */
export function searchMatch(fields: SearchFields): SearchMatch {
  return fields === "title" ? TITLE : TITLE_OR_REFERENCE_ID;
}

export const DEFAULT_SEARCH = TITLE_OR_REFERENCE_ID;
