/** GET /jobs: the caller's job headers, newest first, a page at a time. */
import { jsonText, type CoreResponse } from "../http.js";
import { headerJson } from "../job-record.js";
import { buildPaging, offsetOf, type PageRequest, parsePageRequest, QueryProblems } from "../paging.js";
import { isJobStatus } from "../rules/status.js";
import { preview } from "../text.js";
import { API_BASE, type ApiContext, publicBase } from "./context.js";

export function listJobs(context: ApiContext): CoreResponse {
  const params = new URLSearchParams(context.request.query);
  const problems = new QueryProblems();
  const filters: PageRequest["filters"] = [];
  const q = params.get("q");
  if (q !== null) filters.push(["q", q]);
  const status = params.get("status");
  if (status !== null) {
    if (isJobStatus(status)) filters.push(["status", status]);
    else
      problems.add("status", "invalid_value", `status must be one of active, archived, draft; got ${preview(status)}`);
  }
  const request = { ...parsePageRequest(params, problems), filters };
  problems.throwIfAny();

  const { store, clock } = context.engine;
  const filter = { status: isJobStatus(status) ? status : undefined, q: q ? q.toLowerCase() : undefined };
  const { total, items } = store.page(context.employer.id, filter, offsetOf(request), request.pageSize, clock.now());
  const data = items.map((item) => headerJson(item.record, item.publishDate)).join(",");
  const paging = buildPaging(`${publicBase(context)}${API_BASE}/jobs`, request, total);
  return jsonText(200, `{"data":[${data}],"paging":${JSON.stringify(paging)}}`);
}
