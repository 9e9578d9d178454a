/** A job list's query, as GET /jobs and the controls' job list read it: status and q, page and pageSize. */
import { isJobStatus } from "../domain/job-fields.js";
import type { ListFilter } from "../domain/shelf.js";
import { preview } from "../lib/text.js";
import { type PageRequest, type PagingRules, parseListRequest } from "./paging.js";

/**
 * The page and filter a job list's query asks for; a bad parameter throws the 400 naming
 * it. A deployment that reads the status in any case links to it as it reads it.
 */
export function parseJobListQuery(
  query: string,
  rules: PagingRules,
  statusCase: "exact" | "any-case" = "exact",
  unknownStatus: "refused" | "empty" | "all" = "refused",
  qCase: "insensitive" | "sensitive" = "insensitive",
): { request: PageRequest; filter: ListFilter; params: URLSearchParams; matchesNothing: boolean } {
  const statusOf = (params: URLSearchParams) => {
    const sent = params.get("status");
    return sent !== null && statusCase === "any-case" ? sent.toLowerCase() : sent;
  };
  const { request, params } = parseListRequest(query, rules, (given, problems) => {
    const status = statusOf(given);
    if (status === null) {
      return [];
    }
    if (isJobStatus(status)) {
      return [["status", status]];
    }
    // A status outside the three: an empty list that links with it, or no filter at all (dialect.acceptance).
    if (unknownStatus !== "refused") {
      return unknownStatus === "empty" ? [["status", status]] : [];
    }
    problems.add("status", "invalid_value", `status must be one of active, archived, draft; got ${preview(status)}`);
    return [];
  });
  const status = statusOf(params);
  const q = params.get("q");
  return {
    request,
    filter: {
      status: isJobStatus(status) ? status : undefined,
      q: q ? (qCase === "sensitive" ? q : q.toLowerCase()) : undefined,
    },
    params,
    matchesNothing: status !== null && !isJobStatus(status) && unknownStatus === "empty",
  };
}
