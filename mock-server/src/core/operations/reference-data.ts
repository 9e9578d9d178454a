/** GET /positiontypes, /jobcategories (whole collections) and /locations (paged, with q). */
import type { JobCategoryList, LocationListPage, PositionTypeList } from "@jobs-toolkit/spec";
import { type CoreResponse, json } from "../http/http.js";
import { buildPaging, offsetOf, parseListRequest } from "../http/paging.js";
import { API_BASE, type ApiContext, publicBase } from "./context.js";

export function listPositionTypes(context: ApiContext): CoreResponse {
  return json(200, { data: [...context.engine.state.collections.positionTypes.values()] } satisfies PositionTypeList);
}

export function listJobCategories(context: ApiContext): CoreResponse {
  return json(200, { data: [...context.engine.state.collections.categories.values()] } satisfies JobCategoryList);
}

export function listLocations(context: ApiContext): CoreResponse {
  const { request, params } = parseListRequest(context.request.query);
  const q = params.get("q");
  const { locations } = context.engine.state.collections;
  const employerId = context.employer.id;
  const matching = q ? locations.matching(q, employerId) : locations.all(employerId);
  const offset = offsetOf(request);
  const page: LocationListPage = {
    data: matching.slice(offset, offset + request.pageSize),
    paging: buildPaging(`${publicBase(context)}${API_BASE}/locations`, request, matching.length),
  };
  return json(200, page);
}
