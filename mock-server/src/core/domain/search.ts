/**
 * What a list's `q` matches, as the dialect says: the title or the referenceId (the
 * reference server's own), or the title alone. A match is a substring of the lower-cased
 * text; `term` comes lower-cased, but where the dialect's q is case-sensitive, as sent.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import type { JobRecord } from "./job-record.js";

/** Which fields q is matched against. */
export type SearchFields = ResolvedDialect["q"];
/** Whether q matches whatever the case. */
export type SearchCase = ResolvedDialect["qCase"];

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

const decoder = new TextDecoder();

/**
 * A case-sensitive match: the lower-cased match first (most jobs fail it at no cost), then
 * the title and referenceId as stored, read back from the job's text.
 */
function inCaseSent(fields: SearchFields, folded: SearchMatch): SearchMatch {
  return (record, term) => {
    if (!folded(record, term.toLowerCase())) {
      return false;
    }
    const job = JSON.parse(decoder.decode(record.text.subarray(0, record.headerAt))) as { title: string };
    return job.title.includes(term) || (fields !== "title" && (record.referenceId ?? "").includes(term));
  };
}

/** The match for the fields and the case the dialect names. */
export function searchMatch(fields: SearchFields, searchCase: SearchCase = "insensitive"): SearchMatch {
  const folded = fields === "title" ? TITLE : TITLE_OR_REFERENCE_ID;
  return searchCase === "sensitive" ? inCaseSent(fields, folded) : folded;
}

export const DEFAULT_SEARCH = TITLE_OR_REFERENCE_ID;
