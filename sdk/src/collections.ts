/**
 * The read-only reference collections a job refers to: position types, job categories
 * (both whole) and locations (paged and searchable). Each resolves in the documented
 * shape, `{ data }`, whatever envelope the deployment wraps it in; a dialect may name
 * where a deployment serves a collection and in which envelope. Without one, the job
 * categories are found where the conformance suite finds them.
 */

import {
  CATEGORY_PATHS,
  type Dialect,
  type JobCategoryList,
  type LocationListPage,
  type PositionTypeList,
  type paths,
} from "@jobs-toolkit/spec";
import type { Client } from "openapi-fetch";
import { NotFoundError } from "./errors.js";
import { type OutcomeReader, toRequestInit } from "./outcome.js";
import { jobCategoriesIn, LOCATION_PAGE, positionTypesIn } from "./promised.js";
import type { LocationListQuery, RequestOptions } from "./types.js";

const POSITION_TYPES_PATH = "/api/v1.1/positiontypes";
const JOB_CATEGORIES_PATH = "/api/v1.1/jobcategories";
const LOCATIONS_PATH = "/api/v1.1/locations";

/** Lists the job categories (one call, with its options). */
type ListCategories = (options?: RequestOptions) => Promise<JobCategoryList>;

/**
 * Where the job categories are listed is not published, so without a dialect naming the
 * path they are looked for where the conformance suite's discovery looks (`CATEGORY_PATHS`,
 * the documented path first): the first that does not answer 404 is asked, then and from
 * then on. When every one answers 404, the documented path's 404 is thrown.
 */
function categoriesFinder(read: (path: string, options?: RequestOptions) => Promise<JobCategoryList>): ListCategories {
  let found: string | undefined;
  return async (options) => {
    let missing: unknown;
    for (const path of found === undefined ? CATEGORY_PATHS : [found]) {
      try {
        const list = await read(path, options);
        found = path;
        return list;
      } catch (error) {
        if (!(error instanceof NotFoundError)) {
          throw error;
        }
        missing ??= error;
      }
    }
    throw missing;
  };
}

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
 * Creates the collection resources over a raw client, reading the collections where
 * `referenceData` (a dialect's) says the deployment serves them.
 *
 * @example
 * const { positionTypes } = createCollectionResources(raw, reader);
 */
export function createCollectionResources(
  raw: Client<paths>,
  reader: OutcomeReader,
  referenceData: Dialect["referenceData"] = {},
): CollectionResources {
  const { categories, positionTypes } = referenceData;
  // A dialect may name another path than the spec's; the typed client knows only the spec's.
  const positionTypesPath = (positionTypes?.path ?? POSITION_TYPES_PATH) as typeof POSITION_TYPES_PATH;
  const positionTypeList = positionTypesIn(positionTypes?.envelope);
  const categoryList = jobCategoriesIn(categories?.envelope);
  const readCategories = async (path: string, options?: RequestOptions) =>
    reader.read(await raw.GET(path as typeof JOB_CATEGORIES_PATH, toRequestInit(options)), "GET", path, categoryList);
  return {
    positionTypes: {
      list: async (options) =>
        reader.read(
          await raw.GET(positionTypesPath, toRequestInit(options)),
          "GET",
          positionTypesPath,
          positionTypeList,
        ),
    },
    jobCategories: {
      list:
        categories?.path === undefined
          ? categoriesFinder(readCategories)
          : readCategories.bind(undefined, categories.path),
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
