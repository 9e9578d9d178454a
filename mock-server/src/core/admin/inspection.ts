/**
 * The controls a tool that holds no API key needs to show what the server holds, such as
 * the inspector: one employer's jobs as the job API writes them, and the fault settings
 * (latency, fail rate), read and changed while the server runs.
 */
import { DEFAULT_DIALECT } from "@jobs-toolkit/spec";
import { invalid, notFound } from "../domain/errors.js";
import { jobBytes } from "../domain/job-record.js";
import { MAX_DELAY_MS } from "../http/chaos.js";
import { publicBase } from "../http/engine.js";
import { type CoreResponse, json, jsonText } from "../http/http.js";
import { parsePathId } from "../http/job-id.js";
import { parseJobListQuery } from "../http/job-query.js";
import { pageBody } from "../http/page-body.js";
import { buildPaging, offsetOf } from "../http/paging.js";
import { isObject, own, preview } from "../lib/text.js";
import { Violations } from "../rules/violations.js";
import { type AdminContext, adminBody } from "./context.js";

/** GET /__admin/employers/{id}/jobs: a page of the employer's whole jobs, newest first. */
export function listEmployerJobsRoute({ engine, request }: AdminContext, params: Record<string, string>): CoreResponse {
  const id = parsePathId(params.id, "employer");
  const { store, clock } = engine.state;
  if (!store.hasAccount(id)) {
    throw notFound("employer", id);
  }
  // The controls answer in the reference server's own form, whatever the job API's dialect.
  const { request: page, filter } = parseJobListQuery(request.query, DEFAULT_DIALECT.paging);
  const { total, items } = store.page(id, filter, offsetOf(page), page.pageSize, clock.now());
  const url = `${publicBase(engine, request)}/__admin/employers/${id}/jobs`;
  const paging = buildPaging(url, page, total, DEFAULT_DIALECT.paging);
  const jobs = items.map((item) => jobBytes(item.record, item.publishDate));
  return jsonText(200, pageBody(jobs, paging));
}

/** GET /__admin/chaos. */
export function getChaosRoute({ engine }: AdminContext): CoreResponse {
  return json(200, engine.chaos.settings);
}

function whole(v: Violations, value: unknown, pointer: string): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_DELAY_MS) {
    v.add(pointer, "out_of_range", `must be whole milliseconds from 0 to ${MAX_DELAY_MS}; got ${preview(value)}`);
    return 0;
  }
  return value as number;
}

/** PUT /__admin/chaos: every value checked, all broken rules reported at once, nothing changed then. */
export function setChaosRoute(context: AdminContext): CoreResponse {
  const body = adminBody(context);
  const v = new Violations();
  const latency = own(body, "latencyMs");
  let min = 0;
  let max = 0;
  if (isObject(latency)) {
    min = whole(v, own(latency, "min"), "/latencyMs/min");
    max = whole(v, own(latency, "max"), "/latencyMs/max");
    if (v.isEmpty && min > max) {
      v.add("/latencyMs/max", "out_of_range", `must be at least min (${min}); got ${max}`);
    }
  } else {
    v.wrongType("/latencyMs", "an object { min, max }", latency);
  }
  const failRate = own(body, "failRate");
  if (typeof failRate !== "number" || !(failRate >= 0 && failRate <= 1)) {
    v.add("/failRate", "out_of_range", `must be a number from 0 to 1; got ${preview(failRate)}`);
  }
  if (!v.isEmpty) {
    throw invalid(v.list, "request");
  }
  context.engine.chaos.set({ latencyMs: { min, max }, failRate: failRate as number });
  return json(200, context.engine.chaos.settings);
}
