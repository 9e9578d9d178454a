/** GET /jobs: the caller's job headers, newest first, a page at a time. */

import { isJobStatus } from "../domain/job-fields.js";
import { headerBytes } from "../domain/job-record.js";
import { type CoreResponse, concatBytes, jsonText } from "../http/http.js";
import { buildPaging, offsetOf, parseListRequest } from "../http/paging.js";
import { preview } from "../lib/text.js";
import { type ApiContext, listUrl } from "./context.js";
import { inDialect } from "./job-text.js";

const encoder = new TextEncoder();
const OPEN = encoder.encode('{"data":[');
const COMMA = encoder.encode(",");

export function listJobs(context: ApiContext): CoreResponse {
  const { dialect } = context.engine.options;
  // A deployment that reads the filter in any case links to the status as it reads it.
  const statusOf = (query: URLSearchParams) => {
    const sent = query.get("status");
    return sent !== null && dialect.statusFilter === "any-case" ? sent.toLowerCase() : sent;
  };
  const { request, params } = parseListRequest(context.request.query, dialect.paging, (query, problems) => {
    const status = statusOf(query);
    if (status === null) {
      return [];
    }
    if (isJobStatus(status)) {
      return [["status", status]];
    }
    problems.add("status", "invalid_value", `status must be one of active, archived, draft; got ${preview(status)}`);
    return [];
  });
  const status = statusOf(params);
  const q = params.get("q");
  const { store, clock } = context.engine.state;
  const filter = { status: isJobStatus(status) ? status : undefined, q: q ? q.toLowerCase() : undefined };
  const { total, items } = store.page(context.employer.id, filter, offsetOf(request), request.pageSize, clock.now());
  const paging = buildPaging(listUrl(context, "jobs"), request, total, dialect.paging);
  // The stored header bytes are copied once, straight into the page.
  const parts: Uint8Array[] = [OPEN];
  items.forEach((item, index) => {
    if (index > 0) {
      parts.push(COMMA);
    }
    parts.push(headerBytes(item.record, item.publishDate));
  });
  parts.push(encoder.encode(`],"paging":${JSON.stringify(paging)}}`));
  return jsonText(200, inDialect(concatBytes(parts), dialect));
}
