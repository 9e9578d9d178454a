/**
 * Single faults, each contradicting exactly one statement of the interface document,
 * named by the catalogue id of that statement. A fault is one knob of behaviour.ts set
 * away from the documented value; `inject` is passed as `behaviour` to an implementation.
 */
import type { Behaviour } from "./behaviour.js";

/** One injected departure from the document. */
export interface Fault {
  id: string;
  /** The catalogue id of the requirement it breaks. */
  requirement: string;
  description: string;
  inject: Partial<Behaviour>;
}

const fault = (id: string, requirement: string, description: string, inject: Partial<Behaviour>): Fault => ({
  id,
  requirement,
  description,
  inject,
});

const NO_LEAK = { read: false, list: false, update: false, delete: false };

/** The fault library. */
export const FAULTS: readonly Fault[] = [
  fault("refuse-bare-city", "location.input.city-only", "every city given alone is refused", {
    acceptBareCity: false,
  }),
  fault("sort-ascending", "list.sort.publish-date-desc", "the list is sorted by publishDate ascending", {
    sortDescending: false,
  }),
  fault("default-status-active", "create.status.default-draft", "a job created without status is active", {
    defaultStatus: "active",
  }),
  fault("default-confidential-true", "create.default.confidential-false", "confidential defaults to true", {
    defaultConfidential: true,
  }),
  fault("default-auto-refresh-true", "create.default.auto-refresh-false", "autoRefresh defaults to true", {
    defaultAutoRefresh: true,
  }),
  fault(
    "default-plus-commission-true",
    "salary.plus-commission.default-false",
    "a salary without plusCommission gets true",
    { defaultPlusCommission: true },
  ),
  fault("close-date-59-days", "create.default.close-date-60-days", "closeDate defaults to 59 days after publishDate", {
    closeDateDays: 59,
  }),
  fault("refresh-every-8-days", "job.auto-refresh.every-7-days", "auto-refresh moves publishDate every 8 days", {
    refreshDays: 8,
  }),
  fault(
    "refresh-on-every-plan",
    "job.auto-refresh.unlimited-plans-only",
    "auto-refresh applies on standard plans too",
    {
      refreshPlans: ["standard", "unlimited"],
    },
  ),
  fault("default-page-size-20", "list.page-size.default-10", "a list without pageSize holds 20 records", {
    defaultPageSize: 20,
  }),
  fault("page-size-unbounded", "list.page-size.max-100", "pageSize above 100 is honoured (up to 1000)", {
    maxPageSize: 1000,
  }),
  fault("page-size-max-99", "list.page-size.range", "pageSize 100 is over the limit (99 is the most)", {
    maxPageSize: 99,
  }),
  fault("page-off-by-one", "list.page.select", "page n shows the records of page n + 1", { pageShift: 1 }),
  fault("total-plus-one", "paging.total", "paging.total counts one job too many", { totalShift: 1 }),
  fault("next-drops-filters", "paging.next", "next carries pageSize and page but drops q and status", {
    nextCarriesFilters: false,
  }),
  fault("previous-on-first-page", "paging.previous", "previous is a link, not null, on the first page", {
    previousOnFirstPage: true,
  }),
  fault("q-ignores-reference-id", "list.q.matches-reference-id", "q matches only the title", {
    qMatchesReferenceId: false,
  }),
  fault("q-ignores-title", "list.q.matches-title", "q matches only the referenceId", { qMatchesTitle: false }),
  fault("status-filter-ignored", "list.status.filter", "the status parameter filters nothing", { statusFilter: false }),
  fault("title-max-255", "limits.title.max-256", "a 256-character title is refused", { maxTitle: 255 }),
  fault("title-unbounded", "limits.title.max-256", "a 257-character title is accepted", { maxTitle: 1000 }),
  fault("reference-id-max-49", "limits.reference-id.max-50", "a 50-character referenceId is refused", {
    maxReferenceId: 49,
  }),
  fault("reference-id-unbounded", "limits.reference-id.max-50", "a 51-character referenceId is accepted", {
    maxReferenceId: 1000,
  }),
  fault("email-unbounded", "limits.application-email.max-50", "a 51-character applicationEmail is accepted", {
    maxApplicationEmail: 1000,
  }),
  fault("url-unbounded", "limits.application-url.max-200", "a 201-character applicationUrl is accepted", {
    maxApplicationUrl: 1000,
  }),
  fault("four-locations", "create.locations.count", "a job with 4 locations is accepted", { maxLocations: 4 }),
  fault("no-locations", "create.locations.count", "a job with no location is accepted", { minLocations: 0 }),
  fault("four-categories", "create.categories.count", "a job with 4 categories is accepted", { maxCategories: 4 }),
  fault("no-categories", "create.categories.count", "a job with no category is accepted", { minCategories: 0 }),
  fault("put-never-creates", "upsert.creates", "a PUT with an unknown referenceId answers 404", { putCreates: false }),
  fault(
    "put-by-reference-creates",
    "update.by-reference",
    "a PUT with a known referenceId is taken as a create, and refused as a repeated referenceId",
    { putByReferenceUpdates: false },
  ),
  fault("update-resets-fields", "update.partial", "an update resets the optional fields it did not send", {
    partialUpdate: false,
  }),
  fault("archive-only-drafts", "status.any-to-archived", "an active job cannot be archived", {
    archiveFrom: ["archived", "draft"],
  }),
  fault("no-republish", "status.archived-to-active", "an archived job cannot be re-published", { republish: false }),
  fault("move-closes-job", "status.move-changes-nothing-else", "a status move sets closeDate to now", {
    statusMoveKeepsFields: false,
  }),
  fault("foreign-read", "tenancy.read", "a key reads another employer's job by id", {
    foreign: { ...NO_LEAK, read: true },
  }),
  fault("foreign-list", "list.own-jobs", "the list shows every employer's jobs", {
    foreign: { ...NO_LEAK, list: true },
  }),
  fault("foreign-update", "tenancy.update", "a key updates another employer's job", {
    foreign: { ...NO_LEAK, update: true },
  }),
  fault("foreign-delete", "tenancy.delete", "a key deletes another employer's job", {
    foreign: { ...NO_LEAK, delete: true },
  }),
  fault("override-put-ignored", "override.put", "X-HTTP-Method-Override: PUT is ignored", {
    overrideMethods: ["DELETE"],
  }),
  fault("override-delete-ignored", "override.delete", "X-HTTP-Method-Override: DELETE is ignored", {
    overrideMethods: ["PUT"],
  }),
  fault(
    "amount-two-decimals",
    "salary.amount.four-decimals-on-write",
    "create and update write amount with 2 decimals",
    {
      amountDecimals: 2,
    },
  ),
  fault("location-header-relative", "create.response.location", "the Location header is a path, not an absolute URL", {
    locationHeader: "relative",
  }),
  fault("delete-by-reference-keeps-job", "delete.by-reference", "DELETE by referenceId answers 204 but keeps the job", {
    deleteByReference: false,
  }),
  fault("create-answers-200", "create.response.201", "a create answers 200", { createStatus: 200 }),
  fault("delete-answers-200", "delete.response.204", "a delete answers 200", { deleteStatus: 200 }),
  fault("duplicate-reference-id-accepted", "create.reference-id.unique", "a POST may repeat a referenceId", {
    rejectDuplicateReference: false,
  }),
  fault("no-key-accepted", "auth.key-required", "a request without API-Key acts as the first employer", {
    requireKey: false,
  }),
  fault("span-accepted", "description.tags.others-rejected", "a description with <span> is accepted", {
    allowedTags: ["strong", "b", "em", "i", "br", "p", "div", "ul", "ol", "li", "a", "span"],
  }),
  fault("em-refused", "description.tags.allowed", "a description with <em> is refused", {
    allowedTags: ["strong", "b", "i", "br", "p", "div", "ul", "ol", "li", "a"],
  }),
  fault("anchor-without-href", "description.a.href-required", "an <a> without href is accepted", {
    anchorNeedsHref: false,
  }),
  fault("url-without-scheme", "job.application-url.http-or-https", "an applicationUrl without http(s):// is accepted", {
    urlNeedsScheme: false,
  }),
  fault("salary-without-type", "create.salary.type-with-amount", "a salary amount without a type is accepted", {
    salaryNeedsType: false,
  }),
  fault("email-not-required", "create.routing.email-required", "routing type 1 without applicationEmail is accepted", {
    emailNeedsRouting1: false,
  }),
  fault("url-not-required", "create.routing.url-required", "routing type 2 without applicationUrl is accepted", {
    urlNeedsRouting2: false,
  }),
  fault(
    "other-routing-field-shown",
    "job.application-email.only-routing-1",
    "applicationEmail is shown (not null) on a routing type 2 job",
    { hideOtherRoutingField: false },
  ),
  fault(
    "fresh-location-refused",
    "location.input.outside-collection",
    "a Canadian town not in the collection is refused",
    {
      acceptFreshLocations: false,
    },
  ),
  fault("header-without-confidential", "list.header.fields", "job headers lack confidential", {
    headerFields: ["id", "referenceId", "employer", "title", "publishDate", "locations", "status"],
  }),
];

/**
 * Closed lists and an allowlist left open in one place each, which a run tries in every
 * create: a salary type id outside 1 to 5, a routing type id outside 1 and 2, a status
 * outside active, archived and draft on create, an attribute on `<p>`.
 */
export const CLOSED_LIST_FAULTS: readonly Fault[] = [
  fault("salary-type-open", "salary.type.ids", "a salary type id outside 1 to 5 is accepted", {
    salaryTypesClosed: false,
  }),
  fault("routing-type-open", "routing.type-ids", "a routing type id outside 1 and 2 is accepted", {
    routingTypesClosed: false,
  }),
  fault("status-open-on-create", "job.status.values", "a create takes a status outside active, archived, draft", {
    statusClosedOnCreate: false,
  }),
  fault("attribute-on-p", "description.attributes.others-rejected", "a <p> with an attribute is accepted", {
    attributeTags: ["p"],
  }),
];

/**
 * Faults of plans, seen only where a run knows each key's plan (an `/__admin/state` that
 * reveals it, or `--plan`): autoRefresh refused, for its plan, to an unlimited employer.
 */
export const PLAN_FAULTS: readonly Fault[] = [
  fault(
    "refresh-refused-on-unlimited",
    "job.auto-refresh.unlimited-plans-only",
    "autoRefresh is refused, naming the plan, to an employer on an unlimited plan",
    { refuseRefreshOnUnlimited: true },
  ),
];

/**
 * Faults of kinds a seed run has not reached on alpha and beta: no two jobs updated out
 * of publish order, no term placed where it must not match, no limit tried in non-ASCII
 * text, few attributes, no port in the base URL. (A status filter outside the list taken
 * is no fault: the document gives the values, not the answer to another.)
 */
export const BLIND_SPOT_FAULTS: readonly Fault[] = [
  fault("sort-by-last-update", "list.sort.publish-date-desc", "the list is sorted by last update, newest first", {
    sortBy: "updatedAt",
  }),
  fault("q-matches-description", "list.q.title-and-reference-id-only", "q also matches the description", {
    qMatchesDescription: true,
  }),
  fault("title-max-256-bytes", "limits.title.max-256", "the title limit counts UTF-8 bytes, not characters", {
    titleLength: "utf8-bytes",
  }),
  fault(
    "anchor-title-accepted",
    "description.attributes.others-rejected",
    "an <a> with a title attribute is accepted",
    {
      anchorAttributes: ["href", "target", "title"],
    },
  ),
  fault("anchor-target-refused", "description.a.target-allowed", "an <a> with a target attribute is refused", {
    anchorAttributes: ["href"],
  }),
  fault("location-header-without-port", "create.response.location", "the Location header drops the port", {
    locationHeader: "absolute-without-port",
  }),
];
