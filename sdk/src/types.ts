/**
 * The shapes the SDK speaks in. Every one comes from the types generated from
 * `spec/openapi.yaml`; this file only names the derived ones integrators need.
 */
import type { components, operations } from "@jobs-toolkit/spec";

export type {
  Category,
  Dialect,
  Employer,
  Job,
  JobCategoryList,
  JobHeader,
  JobListPage,
  JobStatus,
  JobUpdate,
  JobUpsert,
  Location,
  LocationListPage,
  Paging,
  PositionType,
  PositionTypeList,
  Problem,
  ProblemError,
  paths,
} from "@jobs-toolkit/spec";

type Schemas = components["schemas"];

/** The fields of a new job besides where its applicants go: the same for both routing types. */
type JobCreateCommon = Omit<Schemas["JobCreate"], "applicantRoutingType" | "applicationEmail" | "applicationUrl">;
type EmailRoutedParts = JobCreateCommon &
  Schemas["EmailRouting"] &
  Pick<Schemas["JobWritableFields"], "applicationUrl">;
type UrlRoutedParts = JobCreateCommon & Schemas["UrlRouting"] & Pick<Schemas["JobWritableFields"], "applicationEmail">;

// Each is one object type written out as a mapped type, so tsc names it in messages (an
// interface would too, but would not pass for a Record<string, unknown>).
/** A new job whose applicants go to e-mail: routing type 1, with the applicationEmail it needs. */
export type EmailRoutedJobCreate = { [Key in keyof EmailRoutedParts]: EmailRoutedParts[Key] };

/** A new job whose applicants apply on a URL: routing type 2, with the applicationUrl it needs. */
export type UrlRoutedJobCreate = { [Key in keyof UrlRoutedParts]: UrlRoutedParts[Key] };

/**
 * What createJob takes: the spec's JobCreate as one named type per routing type, so that
 * a job missing its routing's address is told, in one line, which field the routing type
 * needs (`Property 'applicationUrl' is missing ... in type 'UrlRoutedJobCreate'`) rather
 * than shown the whole intersection of the generated type.
 */
export type JobCreate = EmailRoutedJobCreate | UrlRoutedJobCreate;

/** Names a job by the employer's own referenceId instead of the service-assigned id. */
export type JobReference = components["schemas"]["JobReference"];

/** A job named by its id (a positive Int32) or by `{ referenceId }`. */
export type JobTarget = number | JobReference;

/** What upsert takes besides the referenceId: any job field, all of them when it creates. */
export type JobUpsertFields = Omit<components["schemas"]["JobUpsert"], "referenceId">;

/** Filters and paging of listJobs: `q`, `status`, `pageSize`, `page`. */
export type JobListQuery = NonNullable<operations["listJobs"]["parameters"]["query"]>;

/** Filters and paging of listLocations: `q`, `pageSize`, `page`. */
export type LocationListQuery = NonNullable<operations["listLocations"]["parameters"]["query"]>;

/** What upsert resolves: the job as stored, and whether the call created it (201) or updated it (200). */
export interface UpsertResult {
  job: components["schemas"]["Job"];
  /**
   * `true` when the server answered 201 Created, `false` when it answered 200 (an update,
   * as the API documents it). `undefined` where the status cannot tell: on a deployment
   * whose dialect says its creating PUT answers 200 (`upsert.createStatus: 200`), a 200
   * may be either.
   */
  created: boolean | undefined;
}

/** Options every domain method takes. */
export interface RequestOptions {
  /** Aborts the request (and any retry waiting to be sent); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}
