/** GET /positiontypes, /jobcategories (whole collections) and /locations (paged, with q). */
import type { JobCategoryList, LocationListPage, PositionTypeList } from "@jobs-toolkit/spec";
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import { type CoreResponse, json } from "../http/http.js";
import { buildPaging, offsetOf, parseListRequest } from "../http/paging.js";
import { type ApiContext, listUrl } from "./context.js";
import { answerReasons, locationReasons, pastLastPage } from "./reasons.js";

/** A whole collection, in the envelope the deployment wraps it in. */
function wholeCollection<T>(
  items: Iterable<T>,
  reasons: readonly RequirementId[],
  envelope: "data" | "array" | undefined,
  template: NonNullable<CoreResponse["template"]>,
): CoreResponse {
  const data = [...items];
  const response = json(200, envelope === "array" ? data : { data }, undefined, reasons);
  response.template = template;
  return response;
}

export function listPositionTypes(context: ApiContext): CoreResponse {
  const { positionTypes } = context.engine.options.dialect.referenceData;
  return wholeCollection<PositionTypeList["data"][number]>(
    context.engine.state.collections.positionTypes.values(),
    answerReasons(context.engine.options.dialect).positionTypes,
    positionTypes?.envelope,
    "positionTypes",
  );
}

export function listJobCategories(context: ApiContext): CoreResponse {
  const { categories } = context.engine.options.dialect.referenceData;
  return wholeCollection<JobCategoryList["data"][number]>(
    context.engine.state.collections.categories.values(),
    answerReasons(context.engine.options.dialect).categories,
    categories?.envelope,
    "categories",
  );
}

export function listLocations(context: ApiContext): CoreResponse {
  const { paging } = context.engine.options.dialect;
  const { request, params } = parseListRequest(context.request.query, paging);
  const q = params.get("q");
  const { locations } = context.engine.state.collections;
  const employerId = context.employer.id;
  const matching = q ? locations.matching(q, employerId) : locations.all(employerId);
  const offset = offsetOf(request);
  const page: LocationListPage = {
    data: matching.slice(offset, offset + request.pageSize),
    paging: buildPaging(listUrl(context, "locations"), request, matching.length, paging),
  };
  const pastLast = pastLastPage(request.page, request.pageSize, matching.length);
  return json(200, page, undefined, locationReasons(answerReasons(context.engine.options.dialect).locations, pastLast));
}
