/**
 * The dimensions of the space of legal deployments: every place where the interface
 * document leaves a choice open ("not shown", or a detail it does not state), each with
 * the values a deployment may take there and the document's words that leave it open.
 * The first value of each is the plainest; a drawn deployment shrinks towards it.
 */

/** Words of the interface document, quoted where several dimensions rest on them. */
const ERRORS =
  "Errors: Error status codes, error body shape and error codes for validation failures, missing jobs and authentication failures: not shown.";
const AUTH =
  "Authentication: How the key is issued, its lifetime, and the response when it is missing or invalid: not shown.";
const COLLECTIONS =
  "Reference collections: Paths and payloads of the Locations and Job Categories collections, and the payload of the Position Types collection: not shown.";
const COLLECTION_FIELDS =
  "Fields of the standalone Locations, Job Categories and Position Types collections beyond the nested forms above: not shown.";
const DATE = "Job: publishDate | Date (ISO 8601); closeDate | Date (ISO 8601) | Date the job closes.";
const REQUIRED =
  "Required flags for the remaining create and update fields (title, closeDate, the service, salary, description, the service, and others not covered by the conditional rules): not shown.";
const BODY = "Create a job: Request body: Job fields as in the Job table.";
const ENDPOINTS =
  "Endpoints: the methods and paths listed (GET, POST, PUT, DELETE on /api/v1.1/jobs[/{id}]) and no others.";
const PAGING =
  "List job headers: page | Int32 | Page number to return | 1; pageSize | Int32 | Records per page; maximum 100 | 10.";
const TRANSITIONS =
  "States and transitions: Transitions out of draft and any automatic transition at closeDate: not shown.";

/** One dimension: its name, the values a deployment draws, and the words that leave it open. */
export interface Dimension<V = unknown> {
  name: string;
  values: readonly V[];
  /** The interface document's words that leave this choice open. */
  citation: string;
}

const dimension = <const V>(values: readonly V[], citation: string) => ({ values, citation });

/** Every dimension, by name. */
const SPACE = {
  // Refusals, kind by kind.
  validationStatus: dimension([400, 422], ERRORS),
  conflictStatus: dimension(
    [409, 400, 422],
    `${ERRORS} "Posting a referenceId that already exists is rejected" names no status.`,
  ),
  missingJobStatus: dimension([404, 410], ERRORS),
  authMissingStatus: dimension([401, 403], AUTH),
  authInvalidStatus: dimension([401, 403], AUTH),
  authChallenge: dimension(["none", "API-Key", 'APIKey realm="jobs", header="API-Key"'], AUTH),
  authBody: dimension(["error-shape", "empty", "text"], AUTH),
  mediaTypeStatus: dimension(
    [415, 400],
    "Endpoints: the Content-Type must begin with application/json (the answer otherwise is not given).",
  ),
  methodStatus: dimension([405, 404], `${ENDPOINTS} (the answer to another method is not given)`),
  allowHeader: dimension(["spaced", "compact", "none"], `${ENDPOINTS} (the answer to another method is not given)`),
  errorShape: dimension(["problem", "error-object", "jsonapi", "violations", "message", "text"], ERRORS),
  errorMediaType: dimension(
    ["application/json", "application/problem+json", "application/json; charset=utf-8"],
    ERRORS,
  ),
  errorCodeStyle: dimension(["UPPER_SNAKE", "kebab-case", "dotted", "numeric"], ERRORS),
  errorWords: dimension(["detailed", "generic", "french"], ERRORS),
  errorFieldPath: dimension(["dotted", "pointer", "brackets"], ERRORS),
  unknownRouteBody: dimension(["error-shape", "empty"], ERRORS),
  // Media types and headers of successful answers.
  jsonContentType: dimension(
    ["application/json", "application/json; charset=utf-8", "application/hal+json"],
    "What the service does: All request and response bodies are JSON (the media type of an answer is not given).",
  ),
  mediaTypeAnyCase: dimension(
    [false, true],
    "Endpoints: the Content-Type must begin with application/json (case is not said).",
  ),
  cors: dimension(["none", "*"], "The document says nothing of cross-origin requests."),
  // Reference data.
  categoriesPath: dimension(
    ["/api/v1.1/jobcategories", "/api/v1.1/categories", "/api/v1.1/job-categories", "/api/v1.1/lookups/job-categories"],
    COLLECTIONS,
  ),
  // The collections "exist": a deployment serves each somewhere, at a path nobody may guess.
  locationsPath: dimension(["/api/v1.1/locations", "/api/v1.1/lookups/locations"], COLLECTIONS),
  collectionEnvelope: dimension(["array", "data", "items", "results", "data-meta", "hal"], COLLECTIONS),
  categoryIds: dimension(
    ["from-1", "from-101", "sparse"],
    "Category: id | Int32 | Category id (which ids exist is not given).",
  ),
  categoryNames: dimension(
    ["english", "french", "upper"],
    `Category: name | String, max 40 | Read-only. ${COLLECTION_FIELDS}`,
  ),
  positionTypeIds: dimension(
    ["from-1", "from-11", "sparse"],
    "Position type: id | Int32 (which ids exist is not given).",
  ),
  positionTypeNames: dimension(["words", "codes"], "Position type: name | String, max 10 | Read-only."),
  salaryTypeNames: dimension(
    ["meaning", "upper", "per-unit"],
    "Salary: the service | Object | Fields: id (Int32), name (String, max 50), unit (String, max 50) (names and units are not given, only the meaning of each id).",
  ),
  routingTypeNames: dimension(
    ["words", "camel", "upper"],
    "Applicant routing type: Object | Fields: id (Int32), name (String, max 50) (names are not given).",
  ),
  locationNames: dimension(
    ["city-province-country", "upper", "plain"],
    "Location: name | String, max 256 | Human-readable name. Read-only; type | String, max 50 | Type of location.",
  ),
  towns: dimension(
    ["west", "east", "shared-names"],
    "Location input rules: a valid Canadian location is accepted even when it is not in the service's own location collection (what the collection holds is not given).",
  ),
  ambiguousCity: dimension(
    ["reject", "first"],
    "Location input rules: set description as either a city only ... Including both city and province code avoids ambiguity and is recommended.",
  ),
  employers: dimension(
    ["small-ids", "large-ids"],
    "Job: employer | Object | Read-only. Fields: id (Int32), name (String, max 128).",
  ),
  // Ids.
  jobIds: dimension(
    ["from-1", "from-100000", "step-13", "rising-random", "random-in-range", "near-int32-max"],
    "Job: id | Int32 | Unique job id, assigned by the service.",
  ),
  locationIds: dimension(["from-1", "from-80000"], "Location: id | Int32 | Unique location id. Read-only."),
  // Dates.
  instantOffset: dimension(["Z", "+00:00", "-05:00", "+05:30"], DATE),
  instantFraction: dimension([3, 0, 6, 7], DATE),
  closeDateForm: dimension(["instant", "date-only"], DATE),
  closeDateTime: dimension(
    ["exact", "end-of-day", "start-of-day", "noon"],
    `${DATE} "closeDate defaults to 60 days after publishDate" fixes the day, not the time.`,
  ),
  dateInput: dimension(["offset-optional", "offset-required"], DATE),
  // Members of a job.
  extraMembers: dimension(
    ["none", "timestamps", "links", "both"],
    "Job: the table lists the fields a job has (whether others may be added is not said).",
  ),
  memberOrder: dimension(
    ["documented", "alphabetical", "reversed"],
    "JSON objects are unordered; the document gives no order of members.",
  ),
  noReferenceId: dimension(
    ["null-both", "empty-both", "empty-job-null-header", "null-job-empty-header"],
    "referenceId: Documented as an empty string when the employer gave none; the sample responses show null in that case. Treat both as meaning no reference id.",
  ),
  amountOnRead: dimension(
    ["number", "four-decimals"],
    "Salary: amount | Decimal | Responses show four decimal places after create and update (reads are not said).",
  ),
  maxAmountForm: dimension(
    ["number", "four-decimals"],
    "Salary: maxAmount | Decimal or null | Optional maximum salary (its notation is not said).",
  ),
  otherRoutingField: dimension(
    ["kept", "forgotten"],
    "applicationEmail: Applies only when routing type id is 1. Null otherwise in responses (what is kept is not said).",
  ),
  // How a String's length is counted.
  lengthUnit: dimension(
    ["code-points", "utf16-units"],
    "Limits: title | max 256 characters (what a character is, is not said).",
  ),
  // Input leniency.
  statusCase: dimension(
    ["exact", "any"],
    "status | String, max 10 | One of active, archived, draft (whether case matters is not said).",
  ),
  whitespace: dimension(
    ["kept", "trimmed"],
    "title | String, max 256 (whether surrounding spaces are kept is not said).",
  ),
  extraDecimals: dimension(
    ["reject", "round", "truncate"],
    "Salary: amount | Decimal | Responses show four decimal places (what happens to more is not said).",
  ),
  locationForms: dimension(
    ["strict", "lenient", "own-place"],
    "Location input rules: set description as either a city only, or the city followed by a comma and a province code (other forms are not said).",
  ),
  locationsRead: dimension(
    ["in-order", "first", "last"],
    `${BODY} (the order a service reads a body's fields in, and so which refused writes have added the new places they named, is not said)`,
  ),
  requireDescription: dimension([false, true], REQUIRED),
  htmlComments: dimension(
    ["refused", "taken"],
    "Description HTML rules (input): Allowed tags: strong, b, em, i, br, p, div, ul, ol, li, a (comments are not tags; the rules do not name them).",
  ),
  wrongTypes: dimension(
    ["refused", "coerced"],
    "Job: confidential | Boolean ... (what a string in a Boolean's place gets is not said).",
  ),
  unknownMembers: dimension(
    ["ignored", "refused"],
    `${BODY} (members it does not name may be refused, but not those a GET shows: the round trip posts them back)`,
  ),
  readOnlyMembers: dimension(
    ["ignored", "refused"],
    `${BODY} Read-only fields (id, employer, publishDate ...) are not sent (what a service does with one sent is not said; the round trip posts a GET result without id, so only id may be refused).`,
  ),
  negativeAmounts: dimension(["taken", "refused"], "Salary: amount | Decimal | Base salary (its range is not given)."),
  closeBeforePublish: dimension(
    ["taken", "refused"],
    "closeDate | Date the job closes. Settable on create and update (whether before publishDate is allowed is not said).",
  ),
  // Paging.
  pageZero: dimension(["refused", "first"], PAGING),
  previousPastEnd: dimension(
    ["page-before", "last-page"],
    "Paging: previous | String or null | URL of the previous page; null on the first page (past the last page is not said).",
  ),
  oversizedPage: dimension(["reject", "clamp"], PAGING),
  pagesWhenEmpty: dimension([0, 1], "Paging: pages | Int32 | Total number of pages (for no matching job, not said)."),
  pagingUrl: dimension(
    ["absolute", "relative"],
    "Paging: next | String or null | URL of the next page (absolute or relative is not said).",
  ),
  pagingOrder: dimension(
    ["filters-first", "page-first"],
    "Paging: next ... carrying the same filter and page size query parameters plus page (their order is not said).",
  ),
  tieOrder: dimension(["newer-first", "older-first"], "List: sorted by publishDate descending (ties are not ordered)."),
  // Routing edges.
  head: dimension(["refused", "as-get"], ENDPOINTS),
  trailingSlash: dimension(["not-found", "ignored"], ENDPOINTS),
  patch: dimension(["refused", "as-put"], ENDPOINTS),
  options: dimension(["refused", "allow"], ENDPOINTS),
  malformedId: dimension(
    ["not-found", "validation"],
    "Get a job: GET /api/v1.1/jobs/{id}, where {id} is the Int32 job id (other ids are not said).",
  ),
  overrideOther: dimension(
    ["ignored", "refused"],
    "HTTP method override: send POST to the resource URI with the header X-HTTP-Method-Override naming the intended method (other methods are not said).",
  ),
  // Writes.
  putCreateStatus: dimension([201, 200], "Status code when PUT creates a new job: not shown."),
  putCreateLocation: dimension(
    ["with-201", "always", "never"],
    "Status code when PUT creates a new job: not shown (nor its headers).",
  ),
  salaryOnUpdate: dimension(
    ["replace", "merge"],
    "Updates are partial: only the fields sent are changed (whether a salary sent is merged into the stored one is not said).",
  ),
  unshownMoves: dimension(["none", "draft-to-active", "all"], TRANSITIONS),
  refreshStopsAtClose: dimension([false, true], TRANSITIONS),
  refreshMovesClose: dimension(
    [false, true],
    "autoRefresh: true enables auto-refresh, which refreshes the publish date every 7 days (whether closeDate moves with it is not said).",
  ),
  // Listing.
  qMatch: dimension(
    ["substring", "whole-word", "phrase"],
    "List: q | String | Term matched against job title and referenceId (how it is matched is not said).",
  ),
  qCase: dimension(
    ["insensitive", "sensitive"],
    "List: q | String | Term matched against job title and referenceId (whether case matters is not said).",
  ),
  unknownStatusFilter: dimension(
    ["refuse", "empty", "all"],
    "List: status | String | active, archived or draft; restricts the list to that status (other values are not said).",
  ),
  // Plans.
  plans: dimension(
    ["both-unlimited", "second-standard-taken", "second-standard-refused", "first-standard-refused"],
    "autoRefresh: Applies only to employers on unlimited job plans (plans, and the answer on another, are not given).",
  ),
  planRefusalStatus: dimension(
    [403, 422],
    "autoRefresh: Applies only to employers on unlimited job plans (the answer on another plan is not given).",
  ),
  planRefusalWords: dimension(
    ["names-plan", "as-validation"],
    "autoRefresh: Applies only to employers on unlimited job plans (the answer on another plan, its words included, is not given).",
  ),
} as const;

type Space = typeof SPACE;

/** One value for every dimension: a deployment's choices. */
export type Choices = { -readonly [K in keyof Space]: Space[K]["values"][number] };

/** Every dimension of the space, in the order above. */
export const DIMENSIONS: readonly Dimension[] = Object.entries(SPACE).map(([name, { values, citation }]) => ({
  name,
  values,
  citation,
}));

/** The plainest deployment: the first value of every dimension. */
export const PLAINEST = Object.fromEntries(DIMENSIONS.map(({ name, values }) => [name, values[0]])) as Choices;
