/** GET /jobs: the caller's job headers, newest first, a page at a time. */

import { isJobStatus } from "../domain/job-fields.js";
import { headerBytes } from "../domain/job-record.js";
import { type CoreResponse, jsonText } from "../http/http.js";
import { buildPaging, offsetOf, parseListRequest } from "../http/paging.js";
import { preview } from "../lib/text.js";
import { API_BASE, type ApiContext, publicBase } from "./context.js";

const encoder = new TextEncoder();
const OPEN = encoder.encode('{"data":[');
const COMMA = 0x2c;

/** The page's body: each job's stored header bytes copied once, straight into it, comma-separated. */
function pageBody(headers: readonly Uint8Array[], tail: Uint8Array): Uint8Array {
  let length = OPEN.length + Math.max(0, headers.length - 1) + tail.length;
  for (const header of headers) {
    length += header.length;
  }
  const body = new Uint8Array(length);
  body.set(OPEN);
  let offset = OPEN.length;
  headers.forEach((header, index) => {
    if (index > 0) {
      body[offset] = COMMA;
      offset += 1;
    }
    body.set(header, offset);
    offset += header.length;
  });
  body.set(tail, offset);
  return body;
}

export function listJobs(context: ApiContext): CoreResponse {
  const { request, params } = parseListRequest(context.request.query, (query, problems) => {
    const status = query.get("status");
    if (status === null) {
      return [];
    }
    if (isJobStatus(status)) {
      return [["status", status]];
    }
    problems.add("status", "invalid_value", `status must be one of active, archived, draft; got ${preview(status)}`);
    return [];
  });
  const status = params.get("status");
  const q = params.get("q");
  const { store, clock } = context.engine.state;
  const filter = { status: isJobStatus(status) ? status : undefined, q: q ? q.toLowerCase() : undefined };
  const { total, items } = store.page(context.employer.id, filter, offsetOf(request), request.pageSize, clock.now());
  const paging = buildPaging(`${publicBase(context)}${API_BASE}/jobs`, request, total);
  const headers = items.map((item) => headerBytes(item.record, item.publishDate));
  return jsonText(200, pageBody(headers, encoder.encode(`],"paging":${JSON.stringify(paging)}}`)));
}
