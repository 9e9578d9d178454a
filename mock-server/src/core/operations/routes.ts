/** The job API's routes, by path and method; the reference collections where the dialect serves them. */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import { withMediaTypeCase } from "../http/dialect-acceptance.js";
import { type Handler, Router } from "../http/router.js";
import type { ApiContext } from "./context.js";
import { createJob } from "./create-job.js";
import { deleteJob, deleteJobByReference } from "./delete-job.js";
import { getJob } from "./get-job.js";
import { listJobs } from "./list-jobs.js";
import { listJobCategories, listLocations, listPositionTypes } from "./reference-data.js";
import { updateJob } from "./update-job.js";
import { upsertJobByReference } from "./upsert-job.js";

export function apiRoutes({ referenceData, acceptance, locations }: ResolvedDialect): Router<ApiContext> {
  const reading = (handler: Handler<ApiContext>) => withMediaTypeCase(handler, acceptance);
  return new Router<ApiContext>()
    .add("/api/v1.1/jobs", {
      GET: listJobs,
      POST: reading(createJob),
      PUT: reading(upsertJobByReference),
      DELETE: reading(deleteJobByReference),
    })
    .add("/api/v1.1/jobs/{id}", { GET: getJob, PUT: reading(updateJob), DELETE: deleteJob })
    .add(referenceData.positionTypes?.path ?? "/api/v1.1/positiontypes", { GET: listPositionTypes })
    .add(referenceData.categories?.path ?? "/api/v1.1/jobcategories", { GET: listJobCategories })
    .add(locations.path ?? "/api/v1.1/locations", { GET: listLocations });
}
