/**
 * The interface document's words each seed-level check rests on, and where the words
 * allow several readings, which ones the check takes (all of them): a seed check asserts
 * only what these words state.
 */
import type { RequirementId } from "@jobs-toolkit/spec/requirements";

const DATE_PRECISION =
  "A Date written as a day alone, or at any time of its day (its first or last second, noon, any other), is compared at calendar-date precision in the offset it is written in: the words fix the day, not the time.";
const NO_REFERENCE =
  "'Treat both as meaning no reference id': '' and null are equal in every comparison, job and header alike.";
const Q_READINGS =
  "'matched' is read as substring, whole-word or phrase matching: a title equal to the term must match, one sharing no word with it must not, and the terms drawn are ones all three readings agree on.";
const ANY_REFUSAL = "'not shown': any 4xx is taken as the refusal, whatever its body.";
const PLAN =
  "'Applies only to employers on unlimited job plans', and the answer on another plan is not shown: a 4xx to autoRefresh: true whose job is taken without it is legal for that key, whatever its words, learned, and never read as another rule's break; only a key told (or revealed) to be unlimited breaks the rule so.";

/** Words of the document behind each checkable seed requirement. */
export const SEED_WORDS = {
  "api.json-bodies": "All request and response bodies are JSON.",
  "api.version-in-path": "The version is part of the path: /api/v1.1/.",
  "api.content-type.json-with-parameters":
    "the Content-Type must begin with application/json (for example application/json; charset=UTF-8).",
  "job.id.assigned": `id | Int32 | Unique job id, assigned by the service. Read-only. Read-only fields (id, employer, publishDate ...) are not sent: an id sent is refused or not taken, the document says not which.`,
  "job.reference-id.none": `referenceId: Documented as an empty string when the employer gave none; the sample responses show null in that case. ${NO_REFERENCE}`,
  "job.reference-id.stored": `referenceId | String, max 50 | Employer's own unique id of the job. ${NO_REFERENCE}`,
  "job.employer.caller":
    "employer | Object | Read-only. The authenticated employer determines which jobs are visible. An employer sent is refused or not taken.",
  "job.title.stored": "title | String, max 256 | Job title.",
  "job.publish-date.set-by-service": `publishDate | Date (ISO 8601) | Set automatically by the service; read-only. Any ISO 8601 form, offset and fraction is taken.`,
  "job.close-date.settable": `closeDate | Date (ISO 8601) | Date the job closes. Settable on create and update. ${DATE_PRECISION}`,
  "job.flags.stored": "confidential | Boolean; autoRefresh | Boolean.",
  "job.status.values": `status | String, max 10 | One of active, archived, draft. A value outside the list is refused on every create and update. ${ANY_REFUSAL}`,
  "job.salary.null-when-none": "salary | Object or null | null when no salary is defined.",
  "job.description.stored": "description | String | HTML text.",
  "job.application-email.only-routing-1":
    "applicationEmail: Applies only when routing type id is 1. Null otherwise in responses. (What is kept for a later switch is not said, so no update switches routing blind.)",
  "job.application-url.only-routing-2":
    "applicationUrl: Applies only when routing type id is 2. Null otherwise in responses.",
  "job.application-url.http-or-https": `applicationUrl: Must include http:// or https://. ${ANY_REFUSAL}`,
  "job.auto-refresh.every-7-days": `autoRefresh: true enables auto-refresh, which refreshes the publish date every 7 days (whether closeDate moves on with it is not said: kept or moved by as much, either). ${DATE_PRECISION}`,
  "job.auto-refresh.unlimited-plans-only": PLAN,
  "location.input.description-only": "description | String, max 300 | On input this is the only field sent.",
  "location.input.city-and-province":
    "set description as either a city only, or the city followed by a comma and a province code.",
  "location.input.city-only":
    "set description as either a city only ... Including both city and province code avoids ambiguity: a city alone is sent only where the target took it.",
  "location.input.outside-collection":
    "A valid Canadian location is accepted even when it is not in the service's own location collection.",
  "category.input.id-only": "Category: id | Int32 | Category id. On input only id is sent.",
  "position-type.input.id-only": "Position type: id | Int32 | On input only id is sent.",
  "salary.amount.four-decimals-on-write":
    "amount | Decimal | Responses show four decimal places after create and update. (Reads are not said: any notation of the same number.)",
  "salary.amount.stored": "amount | Decimal | Base salary.",
  "salary.max-amount.optional": "maxAmount | Decimal or null | Optional maximum salary.",
  "salary.type.ids": `Salary the service ids: 1 Yearly, 2 Monthly, 3 Weekly, 4 Daily, 5 Hourly (a closed list: 0 and 6 are refused). ${ANY_REFUSAL}`,
  "salary.plus-commission.default-false": "plusCommission | Boolean | Default false.",
  "routing.type-ids": `Applicant routing type ids: 1 Email, 2 URL (a closed list: 0 and 3 are refused). ${ANY_REFUSAL}`,
  "description.tags.allowed": "Allowed tags: strong, b, em, i, br, p, div, ul, ol, li, a.",
  "description.tags.others-rejected": `Allowed tags: strong, b, em, i, br, p, div, ul, ol, li, a (no other tag; comments are no tag and are not tried). ${ANY_REFUSAL}`,
  "description.a.href-required": `On an a tag, href must exist. ${ANY_REFUSAL}`,
  "description.a.target-allowed": "On an a tag ... target is optional.",
  "description.attributes.others-rejected": `no other attribute is allowed. On every other tag no attributes are allowed (each allowed tag is tried with one in every run). ${ANY_REFUSAL}`,
  "description.length.unlimited": "description length | no technical limit.",
  "list.header.fields": `Job header: A subset of Job with the same types: id, referenceId, employer, title, publishDate, locations, confidential, status. ${NO_REFERENCE}`,
  "list.own-jobs": "Returns the authenticated employer's job headers.",
  "list.sort.publish-date-desc": "sorted by publishDate descending (ties in any order).",
  "list.q.matches-title": `q | String | Term matched against job title and referenceId. ${Q_READINGS}`,
  "list.q.matches-reference-id": `q | String | Term matched against job title and referenceId. ${Q_READINGS}`,
  "list.q.title-and-reference-id-only": `q | Term matched against job title and referenceId: a term only a description holds, sharing no word with any title, must not match. ${Q_READINGS}`,
  "list.status.filter":
    "status | active, archived or draft; restricts the list to that status. (The answer to another value is not said: any is taken.)",
  "list.page-size.default-10": "pageSize | Int32 | Records per page; maximum 100 | 10.",
  "list.page-size.range": "pageSize | Records per page; maximum 100 (above it: refused or clamped, either).",
  "list.page-size.max-100": "pageSize | Records per page; maximum 100.",
  "list.page.default-1": "page | Int32 | Page number to return | 1.",
  "list.page.select": "page | Int32 | Page number to return (page 0 is not asked).",
  "paging.total": "total | Int32 | Total number of matching jobs.",
  "paging.page": "page | Int32 | Current page number.",
  "paging.pages": "pages | Int32 | Total number of pages (0 or 1 when nothing matches).",
  "paging.page-size": "pageSize | Int32 | Page size in effect.",
  "paging.previous":
    "previous | String or null | URL of the previous page; null on the first page (absolute or relative; past the last page, not asked).",
  "paging.next":
    "next | String or null | URL of the next page, carrying the same filter and page size query parameters plus page (in any order, absolute or relative).",
  "create.status.default-draft": "Default on create: draft.",
  "create.status.given": "(none) | Create | status given | the given status.",
  "status.any-to-archived": "any existing status | Update with status archived | archived.",
  "status.archived-to-active": "archived | Update with status active | active.",
  "status.move-changes-nothing-else": `Other fields unchanged. ${DATE_PRECISION}`,
  "get.by-id": "GET /api/v1.1/jobs/{id} ... Response: the Job object described above.",
  "create.response.201": "Response: 201 Created.",
  "create.response.location":
    "a Location header holding the absolute URL of the new job (/api/v1.1/jobs/{id}) (compared by its path).",
  "create.response.job": "Response: ... the full Job object as body.",
  "create.round-trip":
    "removing id and referenceId from a GET result and posting it creates a job with the same values (so a service takes back every member it shows).",
  "create.locations.count": `locations: at least 1, at most 3, each with description (left out, empty or four: refused). ${ANY_REFUSAL}`,
  "create.categories.count": `categories: at least 1, at most 3, each with id (left out, empty or four: refused). ${ANY_REFUSAL}`,
  "create.salary.type-with-amount": `{salary type} is required when salary.amount is given. ${ANY_REFUSAL}`,
  "create.routing.email-required": `applicationEmail is required when {routing type} is 1. ${ANY_REFUSAL}`,
  "create.routing.url-required": `applicationUrl is required when {routing type} is 2. ${ANY_REFUSAL}`,
  "create.default.confidential-false": "Defaults: ... confidential false.",
  "create.default.auto-refresh-false": "Defaults: ... autoRefresh false.",
  "create.default.close-date-60-days": `closeDate defaults to 60 days after publishDate if not given. ${DATE_PRECISION}`,
  "create.reference-id.unique": `Posting a referenceId that already exists is rejected (the first post succeeds, later ones are rejected). ${ANY_REFUSAL}`,
  "update.by-id": "PUT /api/v1.1/jobs/{id} (identify the job by id in the path).",
  "update.by-reference":
    "PUT /api/v1.1/jobs with referenceId in the body ... A job updated by referenceId is returned with its service-assigned id.",
  "update.partial": "Updates are partial: only the fields sent are changed.",
  "update.salary.one-reading":
    "Updates are partial: only the fields sent are changed (a salary sent replaces or merges into the stored one: both readings, one held for the run).",
  "update.response.200": "Response on update: 200 OK with the full Job object.",
  "upsert.creates": `A PUT with a referenceId that matches no job creates a new job. (Status code when PUT creates a new job: not shown: any 2xx.) ${PLAN}`,
  "upsert.idempotent": "PUT is the recommended way to create, because PUT is idempotent.",
  "delete.by-id": "DELETE /api/v1.1/jobs/{id} ... job removed.",
  "delete.by-reference": "DELETE /api/v1.1/jobs with a body holding referenceId (String).",
  "delete.response.204": "Response: 204 No Content, no body.",
  "collections.position-types": "GET /api/v1.1/positiontypes exists (its payload: not shown).",
  "override.put": "send POST to the resource URI with the header X-HTTP-Method-Override naming the intended method.",
  "override.delete":
    "send POST to the resource URI with the header X-HTTP-Method-Override naming the intended method (for example DELETE on /api/v1.1/jobs/{id}).",
  "auth.key-required": `Every operation requires authentication. ${ANY_REFUSAL}`,
  "auth.unknown-key-refused": `The caller sends the header API-Key ... the response when it is missing or invalid: not shown. ${ANY_REFUSAL}`,
  "tenancy.read": `The authenticated employer determines which jobs are visible to ... read. ${ANY_REFUSAL}`,
  "tenancy.update": `The authenticated employer determines which jobs are visible to ... update. ${ANY_REFUSAL}`,
  "tenancy.delete": `The authenticated employer determines which jobs are visible to ... delete. ${ANY_REFUSAL}`,
  "tenancy.reference-id": `Jobs are scoped to the authenticated employer; referenceId is the Employer's own unique id. ${PLAN}`,
  "limits.reference-id.max-50": "referenceId | max 50 characters (BMP text, where code points and UTF-16 units agree).",
  "limits.title.max-256":
    "title | max 256 characters: counted in code points or in UTF-16 code units (both readings of 'characters'), never in UTF-8 bytes; text at the bound keeps to the BMP, text over it mixes in characters outside it.",
  "limits.application-email.max-50": "applicationEmail | max 50.",
  "limits.application-url.max-200": "applicationUrl | max 200.",
  "limits.location-description.max-300": `location ... description max 300. ${ANY_REFUSAL}`,
  "limits.read-only-names":
    "employer name max 128; location name max 256, type max 50; category name max 40; position type name max 10; salary type name and unit max 50 each; applicant routing type name max 50.",
} satisfies Partial<Record<RequirementId, string>>;
