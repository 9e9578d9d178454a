/** The job API's routes, by path and method. */
import { Router } from "../http/router.js";
import type { ApiContext } from "./context.js";
import { createJob } from "./create-job.js";
import { deleteJob, deleteJobByReference } from "./delete-job.js";
import { getJob } from "./get-job.js";
import { listJobs } from "./list-jobs.js";
import { listJobCategories, listLocations, listPositionTypes } from "./reference-data.js";
import { updateJob } from "./update-job.js";
import { upsertJobByReference } from "./upsert-job.js";

export const API_ROUTES = new Router<ApiContext>()
  .add("/api/v1.1/jobs", { GET: listJobs, POST: createJob, PUT: upsertJobByReference, DELETE: deleteJobByReference })
  .add("/api/v1.1/jobs/{id}", { GET: getJob, PUT: updateJob, DELETE: deleteJob })
  .add("/api/v1.1/positiontypes", { GET: listPositionTypes })
  .add("/api/v1.1/jobcategories", { GET: listJobCategories })
  .add("/api/v1.1/locations", { GET: listLocations });
