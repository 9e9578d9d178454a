/**
 * What the interface document fixes, as the knobs of an independent implementation.
 * Both implementations run with these values; a fault (see faults.ts) changes exactly one
 * of them, so it contradicts exactly one statement of the document.
 */

/** Whether a key may see (and so touch) another employer's jobs in one operation. */
interface Tenancy {
  read: boolean;
  list: boolean;
  update: boolean;
  delete: boolean;
}

/** The documented behaviour, knob by knob. */
export interface Behaviour {
  /** "sorted by publishDate descending" */
  sortDescending: boolean;
  /** The instant the list is sorted by: publishDate, as the document says, or the last update. */
  sortBy: "publishDate" | "updatedAt";
  /** "Default on create: draft" */
  defaultStatus: "active" | "archived" | "draft";
  /** "confidential ... Default false" */
  defaultConfidential: boolean;
  /** "autoRefresh ... Default false" */
  defaultAutoRefresh: boolean;
  /** "plusCommission ... Default false" */
  defaultPlusCommission: boolean;
  /** "closeDate defaults to 60 days after publishDate" */
  closeDateDays: number;
  /** "refreshes the publish date every 7 days" */
  refreshDays: number;
  /** "Applies only to employers on unlimited job plans" */
  refreshPlans: ReadonlyArray<"standard" | "unlimited">;
  /** autoRefresh refused, naming the plan, to an employer on an unlimited plan too. */
  refuseRefreshOnUnlimited: boolean;
  /** "pageSize ... default 10" */
  defaultPageSize: number;
  /** "pageSize ... maximum 100": the most records a page holds. */
  maxPageSize: number;
  /** "page ... default 1" */
  defaultPage: number;
  /** Offset of page n is (n - 1 + pageShift) * pageSize. */
  pageShift: number;
  /** "total: Total number of matching jobs" (added to the count). */
  totalShift: number;
  /** "next ... carrying the same filter and page size query parameters plus page" */
  nextCarriesFilters: boolean;
  /** "previous: URL of the previous page; null on the first page" */
  previousOnFirstPage: boolean;
  /** "q: Term matched against job title and referenceId" */
  qMatchesTitle: boolean;
  qMatchesReferenceId: boolean;
  /** q matches nothing else (true = it also matches the description). */
  qMatchesDescription: boolean;
  /** "status ... restricts the list to that status" */
  statusFilter: boolean;
  /** Limits table: most characters, and entries per job (locations, categories 1 to 3). */
  maxTitle: number;
  /** "title ... max 256 characters": counted in characters, or in UTF-8 bytes. */
  titleLength: "characters" | "utf8-bytes";
  maxReferenceId: number;
  maxApplicationEmail: number;
  maxApplicationUrl: number;
  maxLocations: number;
  maxCategories: number;
  minLocations: number;
  minCategories: number;
  /** "A PUT with a referenceId that matches no job creates a new job." */
  putCreates: boolean;
  /** "A job updated by referenceId is returned with its service-assigned id." / PUT by referenceId updates it. */
  putByReferenceUpdates: boolean;
  /** "Updates are partial: only the fields sent are changed" */
  partialUpdate: boolean;
  /** "any existing status -> archived", "archived -> active" (transition table rows). */
  archiveFrom: ReadonlyArray<"active" | "archived" | "draft">;
  republish: boolean;
  /** "Other fields unchanged" on a status move. */
  statusMoveKeepsFields: boolean;
  /** "The authenticated employer determines which jobs are visible" (true = foreign jobs leak). */
  foreign: Tenancy;
  /** "send POST ... with the header X-HTTP-Method-Override naming the intended method" */
  overrideMethods: ReadonlyArray<"PUT" | "DELETE">;
  /** "Responses show four decimal places after create and update" (amount). */
  amountDecimals: number;
  /** "a Location header holding the absolute URL of the new job" */
  locationHeader: "absolute" | "absolute-without-port" | "relative" | "none";
  /** "DELETE /api/v1.1/jobs with a body holding referenceId" */
  deleteByReference: boolean;
  /** "Response: 201 Created" */
  createStatus: number;
  /** "Response: 204 No Content, no body" */
  deleteStatus: number;
  /** "Posting a referenceId that already exists is rejected" */
  rejectDuplicateReference: boolean;
  /** "Content-Type must begin with application/json" */
  checkContentType: boolean;
  /** "Every operation requires authentication" */
  requireKey: boolean;
  /** "Salary the service ids: 1 ... 5": an id outside them is refused. */
  salaryTypesClosed: boolean;
  /** "Applicant routing type ids: 1, 2": an id outside them is refused. */
  routingTypesClosed: boolean;
  /** "One of active, archived, draft", on create (updates refuse another value whatever this says). */
  statusClosedOnCreate: boolean;
  /** "On every other tag no attributes are allowed": the tags (other than a) that take any attribute regardless. */
  attributeTags: readonly string[];
  /** "Allowed tags: strong, b, em, i, br, p, div, ul, ol, li, a." */
  allowedTags: readonly string[];
  /** "On an a tag, href must exist" */
  anchorNeedsHref: boolean;
  /** "target is optional; no other attribute is allowed" on `a`. */
  anchorAttributes: readonly string[];
  /** "applicationUrl ... Must include http:// or https://" */
  urlNeedsScheme: boolean;
  /** "{salary type} is required when salary.amount is given" */
  salaryNeedsType: boolean;
  /** "applicationEmail is required when {routing type} is 1" / "applicationUrl ... is 2" */
  emailNeedsRouting1: boolean;
  urlNeedsRouting2: boolean;
  /** applicationEmail: "Null otherwise in responses" (routing type 2). */
  hideOtherRoutingField: boolean;
  /** "A valid Canadian location is accepted even when it is not in the service's own location collection." */
  acceptFreshLocations: boolean;
  /** "a city only": a location given as a city alone, when the collection holds it once. */
  acceptBareCity: boolean;
  /** "Job header: ... id, referenceId, employer, title, publishDate, locations, confidential, status" */
  headerFields: readonly string[];
}

/** Every knob as the document states it. */
export const DOCUMENTED: Behaviour = {
  sortDescending: true,
  sortBy: "publishDate",
  defaultStatus: "draft",
  defaultConfidential: false,
  defaultAutoRefresh: false,
  defaultPlusCommission: false,
  closeDateDays: 60,
  refreshDays: 7,
  refreshPlans: ["unlimited"],
  refuseRefreshOnUnlimited: false,
  defaultPageSize: 10,
  maxPageSize: 100,
  defaultPage: 1,
  pageShift: 0,
  totalShift: 0,
  nextCarriesFilters: true,
  previousOnFirstPage: false,
  qMatchesTitle: true,
  qMatchesReferenceId: true,
  qMatchesDescription: false,
  statusFilter: true,
  maxTitle: 256,
  titleLength: "characters",
  maxReferenceId: 50,
  maxApplicationEmail: 50,
  maxApplicationUrl: 200,
  maxLocations: 3,
  maxCategories: 3,
  minLocations: 1,
  minCategories: 1,
  putCreates: true,
  putByReferenceUpdates: true,
  partialUpdate: true,
  archiveFrom: ["active", "archived", "draft"],
  republish: true,
  statusMoveKeepsFields: true,
  foreign: { read: false, list: false, update: false, delete: false },
  overrideMethods: ["PUT", "DELETE"],
  amountDecimals: 4,
  locationHeader: "absolute",
  deleteByReference: true,
  createStatus: 201,
  deleteStatus: 204,
  rejectDuplicateReference: true,
  checkContentType: true,
  requireKey: true,
  salaryTypesClosed: true,
  routingTypesClosed: true,
  statusClosedOnCreate: true,
  attributeTags: [],
  allowedTags: ["strong", "b", "em", "i", "br", "p", "div", "ul", "ol", "li", "a"],
  anchorNeedsHref: true,
  anchorAttributes: ["href", "target"],
  urlNeedsScheme: true,
  salaryNeedsType: true,
  emailNeedsRouting1: true,
  urlNeedsRouting2: true,
  hideOtherRoutingField: true,
  acceptFreshLocations: true,
  acceptBareCity: true,
  headerFields: ["id", "referenceId", "employer", "title", "publishDate", "locations", "confidential", "status"],
};
