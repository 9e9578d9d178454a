/**
 * The read-only reference collections a job refers to: position types, job categories
 * (both whole) and locations (paged and searchable).
 */

import type { JobCategoryList, LocationListPage, PositionTypeList, paths } from "@jobs-toolkit/spec";
import type { Client } from "openapi-fetch";
import { type OutcomeReader, toRequestInit } from "./outcome.js";
import { JOB_CATEGORIES, LOCATION_PAGE, POSITION_TYPES } from "./promised.js";
import type { LocationListQuery, RequestOptions } from "./types.js";

const POSITION_TYPES_PATH = "/api/v1.1/positiontypes";
const JOB_CATEGORIES_PATH = "/api/v1.1/jobcategories";
const LOCATIONS_PATH = "/api/v1.1/locations";

/** `client.positionTypes`: the ids a job's `positionType` may take. */
export interface PositionTypesResource {
  /** The whole collection (listPositionTypes). */
  list(options?: RequestOptions): Promise<PositionTypeList>;
}

/** `client.jobCategories`: the ids a job's `categories` may take. */
export interface JobCategoriesResource {
  /** The whole collection (listJobCategories). */
  list(options?: RequestOptions): Promise<JobCategoryList>;
}

/** `client.locations`: the known locations, to check a job location before sending it. */
export interface LocationsResource {
  /** One page of locations matching `q` (listLocations), sorted by name then province. */
  list(query?: LocationListQuery, options?: RequestOptions): Promise<LocationListPage>;
}

/** The three collection resources of a client. */
export interface CollectionResources {
  positionTypes: PositionTypesResource;
  jobCategories: JobCategoriesResource;
  locations: LocationsResource;
}

/**
 * Creates the collection resources over a raw client.
 *
 * @example
 * const { positionTypes } = createCollectionResources(raw, reader);
 */
export function createCollectionResources(raw: Client<paths>, reader: OutcomeReader): CollectionResources {
  return {
    positionTypes: {
      list: async (options) =>
        reader.read(
          await raw.GET(POSITION_TYPES_PATH, toRequestInit(options)),
          "GET",
          POSITION_TYPES_PATH,
          POSITION_TYPES,
        ),
    },
    jobCategories: {
      list: async (options) =>
        reader.read(
          await raw.GET(JOB_CATEGORIES_PATH, toRequestInit(options)),
          "GET",
          JOB_CATEGORIES_PATH,
          JOB_CATEGORIES,
        ),
    },
    locations: {
      list: async (query = {}, options) =>
        reader.read(
          await raw.GET(LOCATIONS_PATH, { params: { query }, ...toRequestInit(options) }),
          "GET",
          LOCATIONS_PATH,
          LOCATION_PAGE,
        ),
    },
  };
}
