/** GET /jobs: the caller's job headers, newest first, a page at a time. */

import { headerBytes } from "../domain/job-record.js";
import { type CoreResponse, concatBytes, jsonText } from "../http/http.js";
import { parseJobListQuery } from "../http/job-query.js";
import { buildPaging, offsetOf } from "../http/paging.js";
import { type ApiContext, listUrl } from "./context.js";
import { inDialect } from "./job-text.js";

const encoder = new TextEncoder();
const OPEN = encoder.encode('{"data":[');
const COMMA = encoder.encode(",");

export function listJobs(context: ApiContext): CoreResponse {
  const { dialect } = context.engine.options;
  const { request, filter } = parseJobListQuery(context.request.query, dialect.paging, dialect.statusFilter);
  const { store, clock } = context.engine.state;
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
