/** GET /jobs: the caller's job headers, newest first, a page at a time. */

import { headerBytes } from "../domain/job-record.js";
import { type CoreResponse, jsonText } from "../http/http.js";
import { parseJobListQuery } from "../http/job-query.js";
import { pageBody } from "../http/page-body.js";
import { buildPaging, offsetOf } from "../http/paging.js";
import { type ApiContext, listUrl } from "./context.js";
import { inDialect } from "./job-text.js";
import { answerReasons, listReasons, pastLastPage } from "./reasons.js";

export function listJobs(context: ApiContext): CoreResponse {
  const { dialect } = context.engine.options;
  const { request, filter, params, matchesNothing } = parseJobListQuery(
    context.request.query,
    dialect.paging,
    dialect.statusFilter,
    dialect.acceptance.unknownStatusFilter,
    dialect.qCase,
  );
  const { total, items } = matchesNothing
    ? { total: 0, items: [] }
    : context.engine.state.store.page(
        context.employer.id,
        filter,
        offsetOf(request),
        request.pageSize,
        context.clock.now(),
      );
  const paging = buildPaging(listUrl(context, "jobs"), request, total, dialect.paging);
  const headers = items.map((item) => headerBytes(item.record, item.publishDate));
  const pastLast = pastLastPage(request.page, request.pageSize, total);
  const reasons = listReasons(answerReasons(dialect).list, params, request.pageSize, dialect, pastLast);
  const response = jsonText(200, inDialect(pageBody(headers, paging), dialect, true), undefined, reasons);
  response.template = "page";
  if (dialect.templates.page) {
    response.writeTimes = items.map((item) => item.record);
  }
  return response;
}
