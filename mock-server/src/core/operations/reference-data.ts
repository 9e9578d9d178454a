/** GET /positiontypes, /jobcategories (whole collections) and /locations (paged, with q). */
import type { JobCategoryList, LocationListPage, PositionTypeList } from "@jobs-toolkit/spec";
import { json, type CoreResponse } from "../http.js";
import { buildPaging, offsetOf, type PageRequest, parsePageRequest, QueryProblems } from "../paging.js";
import { foldForMatch } from "../text.js";
import { API_BASE, type ApiContext, publicBase } from "./context.js";

export function listPositionTypes(context: ApiContext): CoreResponse {
  return json(200, { data: [...context.engine.collections.positionTypes.values()] } satisfies PositionTypeList);
}

export function listJobCategories(context: ApiContext): CoreResponse {
  return json(200, { data: [...context.engine.collections.categories.values()] } satisfies JobCategoryList);
}

export function listLocations(context: ApiContext): CoreResponse {
  const params = new URLSearchParams(context.request.query);
  const problems = new QueryProblems();
  const q = params.get("q");
  const filters: PageRequest["filters"] = q === null ? [] : [["q", q]];
  const request = { ...parsePageRequest(params, problems), filters };
  problems.throwIfAny();
  const term = q ? foldForMatch(q) : "";
  const all = context.engine.collections.locations.all();
  const matching = term ? all.filter((location) => foldForMatch(location.description).includes(term)) : all;
  const offset = offsetOf(request);
  const page: LocationListPage = {
    data: matching.slice(offset, offset + request.pageSize),
    paging: buildPaging(`${publicBase(context)}${API_BASE}/locations`, request, matching.length),
  };
  return json(200, page);
}
