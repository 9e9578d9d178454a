/**
 * The Job Posting API's types, generated from `openapi.yaml` and `admin.yaml`.
 *
 * @example
 * import type { Job, paths } from "@jobs-toolkit/spec";
 * @see ../README.md
 */

import type { components as AdminComponents } from "./generated/admin.js";
import type { components as Components, operations as Operations } from "./generated/openapi.js";

export {
  CATEGORY_PATHS,
  COLLECTION_SHAPE,
  isRecord,
  POSITION_TYPES_PATH,
  type ReadCollection,
  readCollection,
  readCollectionAt,
  readCollectionItems,
} from "./collection.js";
export {
  type Acceptance,
  DATE_FORMS,
  type DateForm,
  DEFAULT_DIALECT,
  type Dialect,
  type DialectCollection,
  type DialectLocations,
  type DialectPlace,
  ERROR_CONTENT_TYPES,
  type ErrorAnswer,
  type ErrorBodyShape,
  type RefusalName,
  type ResolvedDialect,
  resolveDialect,
  type ShownItem,
} from "./dialect.js";
export {
  ASSIGNED_JOB_FIELDS,
  DESCRIPTION_TAGS,
  foldForMatch,
  INT32_MAX,
  JOB_FIELD_ORDER,
  PROVINCE_NAMES,
  REASON_PHRASES,
  ROUTING_TYPE_IDS,
  WRITTEN_JOB_FIELDS,
} from "./facts.js";
export type {
  components as AdminComponents,
  operations as AdminOperations,
  paths as AdminPaths,
} from "./generated/admin.js";
export type { components, operations, paths } from "./generated/openapi.js";
export { nestingDepth } from "./json-depth.js";
export {
  cityAndProvince,
  inferPlaceRule,
  type PlaceExample,
  type PlacePatterns,
  writePattern,
} from "./place-rule.js";
export { valueAt } from "./pointer.js";
export {
  type AnswerTemplate,
  isDateText,
  literal,
  missingTemplates,
  type OwnRefusal,
  type OwnViolation,
  REFUSAL_CLASSES,
  type RefusalClass,
  refusalsNeverGiven,
  renderBody,
  violationFields,
  writeDateLike,
} from "./templates.js";
export {
  type RequestFacts,
  type RuleOfViolation,
  requestFacts,
  ruleKey,
  valueText,
  type WordFacts,
  wordsOf,
  writeWords,
} from "./words.js";

type Schemas = Components["schemas"];
type AdminSchemas = AdminComponents["schemas"];

/** A job as every response writes it. */
export type Job = Schemas["Job"];
/** What createJob takes. */
export type JobCreate = Schemas["JobCreate"];
/** What updateJob takes: every field optional. */
export type JobUpdate = Schemas["JobUpdate"];
/** What upsertJobByReference takes: a JobUpdate with the required referenceId. */
export type JobUpsert = Schemas["JobUpsert"];
/** The subset of a Job that lists show. */
export type JobHeader = Schemas["JobHeader"];
/** One page of job headers. */
export type JobListPage = Schemas["JobListPage"];
/** Where a page sits in the whole list. */
export type Paging = Schemas["Paging"];
/** active, archived or draft. */
export type JobStatus = Schemas["JobStatus"];
/** The employer that owns a job. */
export type Employer = Schemas["Employer"];
/** A location from the location collection. */
export type Location = Schemas["Location"];
/** A job location as sent. */
export type LocationInput = Schemas["LocationInput"];
/** One page of locations. */
export type LocationListPage = Schemas["LocationListPage"];
/** The whole position type collection. */
export type PositionTypeList = Schemas["PositionTypeList"];
/** The whole job category collection. */
export type JobCategoryList = Schemas["JobCategoryList"];
/** A job category. */
export type Category = Schemas["Category"];
/** A position type. */
export type PositionType = Schemas["PositionType"];
/** A job's salary as responses write it. */
export type Salary = Schemas["Salary"];
/** A salary as sent. */
export type SalaryInput = Schemas["SalaryInput"];
/** How a salary amount is expressed (yearly, hourly, ...). */
export type SalaryType = Schemas["SalaryType"];
/** Where applicants go: e-mail or URL. */
export type ApplicantRoutingType = Schemas["ApplicantRoutingType"];
/** An RFC 9457 problem detail. */
export type Problem = Schemas["Problem"];
/** One broken rule of a Problem. */
export type ProblemError = Schemas["ProblemError"];
/** The operationIds of the job API. */
export type OperationId = keyof Operations;

/** The reference server's whole state, as `/__admin/state` exports it. */
export type ServerState = AdminSchemas["ServerState"];
/** A job as the reference server stores it. */
export type StoredJob = AdminSchemas["StoredJob"];
/** A location as `/__admin/state` exports it: an added one names the employers it belongs to. */
export type StoredLocation = AdminSchemas["StoredLocation"];
/** An employer with its plan and API keys. */
export type EmployerAccount = AdminSchemas["Employer"];
/** An applicant, as /__admin/jobs/{id}/applications takes one. */
export type Applicant = AdminSchemas["Applicant"];
/** Where an application went. */
export type ApplicationDelivery = AdminSchemas["ApplicationDelivery"];
/** An e-mail the reference server sent. */
export type OutboxMessage = AdminSchemas["OutboxMessage"];
/** A request as `/__admin/requests` reports it. */
export type LoggedRequest = AdminSchemas["LoggedRequest"];
/** What `POST /__admin/employers` takes: a name, a plan, and optionally a key and a time to live. */
export type EmployerCreate = AdminSchemas["EmployerCreate"];
/** An employer made by `POST /__admin/employers`, with the API key to send. */
export type CreatedEmployer = AdminSchemas["CreatedEmployer"];
/** What `POST /__admin/employers/{id}/jobs` takes: a JobCreate and its publishDate. */
export type SeedJob = Omit<AdminSchemas["SeedJob"], "job"> & { job: JobCreate };
/** The reference server's clock state. */
export type ClockState = AdminSchemas["ClockState"];
/** The added latency and the fail rate of job API requests, as `/__admin/chaos` reads and sets them. */
export type ChaosSettings = AdminSchemas["ChaosSettings"];
/** An employer as `GET /__admin/employers` lists it: with how many jobs it holds. */
export type ListedEmployer = AdminSchemas["ListedEmployer"];
/** A page of one employer's jobs, as `GET /__admin/employers/{id}/jobs` writes it: each a Job of the job API. */
export type EmployerJobPage = Omit<AdminSchemas["EmployerJobPage"], "data"> & { data: Job[] };

/** The path prefix of every job API operation. */
export const API_BASE_PATH = "/api/v1.1";
export {
  APP_READ_HEADERS,
  CONTRACT_FORMAT,
  CONTRACT_REQUEST_HEADERS,
  type Contract,
  ContractError,
  type ContractExchange,
  type ContractRequest,
  type ContractResponse,
  type ContractTest,
  checkContract,
  formatContract,
  mergeContracts,
  parseContract,
  type Reference,
  resolveReferences,
  wholeReference,
  writeReference,
} from "./contract.js";
