/**
 * What the interface document of the Job Posting API states, one entry per normative
 * statement (tables included), in the order the document gives them. Statements that
 * only recommend, or that say a behaviour is "not shown", are not requirements: where
 * this toolkit decides those, the reference requirements hold the decision.
 */

import { requirement } from "./requirement.js";
import type { Section } from "./sections.js";

const seed = <const Id extends string>(id: Id, section: Section, says: string) =>
  requirement(id, "seed", section, says);

/** Seed-level requirements. */
export const SEED_REQUIREMENTS = [
  // Overview
  seed("api.json-bodies", "Overview", "Every request and response body is JSON."),
  seed(
    "api.version-in-path",
    "Versioning",
    "The API version is part of the path: every operation lives under /api/v1.1/.",
  ),
  seed(
    "api.content-type.json-with-parameters",
    "Overview",
    "A request body sent as application/json, with or without parameters such as charset=UTF-8, is accepted.",
  ),
  // Job fields
  seed("job.id.assigned", "Job fields", "The service assigns each job a unique Int32 id; a client cannot change it."),
  seed(
    "job.reference-id.none",
    "Job fields",
    "A job created without a referenceId (or with an empty one) shows an empty string or null.",
  ),
  seed("job.reference-id.stored", "Job fields", "The referenceId a client gives is stored and shown as given."),
  seed(
    "job.employer.caller",
    "Job fields",
    "The employer of a job is read-only: every job shows the authenticated employer, the same for all of a key's jobs.",
  ),
  seed("job.title.stored", "Job fields", "The title sent is stored and shown exactly."),
  seed(
    "job.publish-date.set-by-service",
    "Job fields",
    "The service sets publishDate itself, as an ISO 8601 date, and it is read-only.",
  ),
  seed(
    "job.close-date.settable",
    "Job fields",
    "closeDate can be set on create and on update and is shown as the date sent.",
  ),
  seed("job.flags.stored", "Job fields", "confidential and autoRefresh are booleans, stored as sent."),
  seed("job.status.values", "Job fields", "status is one of active, archived or draft; any other value is rejected."),
  seed(
    "job.salary.null-when-none",
    "Job fields",
    "A job without a salary shows salary null, and salary null removes it.",
  ),
  seed("job.description.stored", "Job fields", "The HTML description sent is stored and shown exactly."),
  seed(
    "job.application-email.only-routing-1",
    "Applicant routing",
    "applicationEmail is shown only for routing type 1, null otherwise.",
  ),
  seed(
    "job.application-url.only-routing-2",
    "Applicant routing",
    "applicationUrl is shown only for routing type 2, null otherwise.",
  ),
  seed(
    "job.application-url.http-or-https",
    "Applicant routing",
    "applicationUrl must include http:// or https://; other URLs are rejected.",
  ),
  seed(
    "job.auto-refresh.every-7-days",
    "Job fields",
    "For employers on unlimited plans, autoRefresh true refreshes the publish date every 7 days.",
  ),
  seed(
    "job.auto-refresh.unlimited-plans-only",
    "Job fields",
    "autoRefresh has effect only for employers on unlimited job plans.",
  ),
  // Locations
  seed(
    "location.input.description-only",
    "Locations",
    "On input a location is given by its description only; the job shows the location with id, name, description and type.",
  ),
  seed(
    "location.input.city-and-province",
    "Locations",
    "A location may be given as a city followed by a comma and a province code.",
  ),
  seed("location.input.city-only", "Locations", "A location may be given as a city only."),
  seed(
    "location.input.outside-collection",
    "Locations",
    "A valid Canadian location is accepted even when the service's collection does not hold it.",
  ),
  seed(
    "location.input.include-province-recommended",
    "Locations",
    "Clients are advised to send the province code to avoid ambiguity.",
  ),
  // Categories, position types
  seed(
    "category.input.id-only",
    "Categories",
    "On input a category is given by its id only; the job shows it with its name.",
  ),
  seed(
    "position-type.input.id-only",
    "Position types",
    "On input a position type is given by its id only; the job shows it with its name.",
  ),
  // Salary
  seed(
    "salary.amount.four-decimals-on-write",
    "Salary",
    "Create and update answers write salary.amount with four decimal places.",
  ),
  seed("salary.amount.stored", "Salary", "The salary amount sent is stored exactly."),
  seed("salary.max-amount.optional", "Salary", "maxAmount is optional: a decimal, or null when not given."),
  seed(
    "salary.type.ids",
    "Salary",
    "Salary type ids 1 to 5 (yearly, monthly, weekly, daily, hourly) are accepted; input sends only the id.",
  ),
  seed("salary.plus-commission.default-false", "Salary", "plusCommission defaults to false."),
  // Applicant routing
  seed("routing.type-ids", "Applicant routing", "Routing type 1 (e-mail) and 2 (URL) are accepted."),
  seed(
    "routing.email.copy-sent",
    "Events",
    "For routing type 1 the service collects applications and e-mails a copy of each to applicationEmail.",
  ),
  seed("routing.url.redirect", "Applicant routing", "For routing type 2 candidates apply on the employer's own site."),
  // Description HTML
  seed(
    "description.tags.allowed",
    "Description HTML",
    "The tags strong, b, em, i, br, p, div, ul, ol, li and a are allowed in a description.",
  ),
  seed("description.tags.others-rejected", "Description HTML", "A description with any other tag is rejected."),
  seed(
    "description.a.href-required",
    "Description HTML",
    "An a tag must have href; without it the description is rejected.",
  ),
  seed("description.a.target-allowed", "Description HTML", "An a tag may carry target besides href."),
  seed(
    "description.attributes.others-rejected",
    "Description HTML",
    "No attribute other than href and target on a, and none on other tags; otherwise the description is rejected.",
  ),
  seed("description.length.unlimited", "Limits", "The description has no technical length limit."),
  // Job headers and lists
  seed(
    "list.header.fields",
    "Job headers",
    "A list entry is the job header: id, referenceId, employer, title, publishDate, locations, confidential and status, with the job's values.",
  ),
  seed("list.own-jobs", "Listing", "The list returns only the authenticated employer's jobs."),
  seed("list.sort.publish-date-desc", "Listing", "Jobs are listed by publishDate, newest first."),
  seed("list.q.matches-title", "Listing", "q matches against the job title."),
  seed("list.q.matches-reference-id", "Listing", "q matches against the referenceId."),
  seed(
    "list.q.title-and-reference-id-only",
    "Listing",
    "q matches the title and referenceId only: a term held by other fields alone finds no job.",
  ),
  seed(
    "list.status.filter",
    "Listing",
    "status (active, archived or draft) restricts the list to jobs in that status; without it all statuses are listed.",
  ),
  seed("list.page-size.default-10", "Listing", "Without pageSize, pages hold 10 jobs."),
  seed("list.page-size.range", "Listing", "pageSize sets the number of jobs per page, anywhere from 1 to 100."),
  seed("list.page-size.max-100", "Listing", "A page never holds more than 100 jobs."),
  seed("list.page.default-1", "Listing", "Without page, the first page is returned."),
  seed("list.page.select", "Listing", "page selects which page of the sorted matches is returned."),
  seed("paging.total", "Paging", "paging.total is the number of matching jobs."),
  seed("paging.page", "Paging", "paging.page is the current page number."),
  seed("paging.pages", "Paging", "paging.pages is the number of pages."),
  seed("paging.page-size", "Paging", "paging.pageSize is the page size in effect."),
  seed(
    "paging.previous",
    "Paging",
    "paging.previous is null on the first page, and otherwise the URL of the previous page.",
  ),
  seed(
    "paging.next",
    "Paging",
    "paging.next is the URL of the next page carrying the same filter and page-size parameters plus page, and null when there is none.",
  ),
  // Status moves
  seed("create.status.default-draft", "Status moves", "A job created without a status is a draft."),
  seed("create.status.given", "Status moves", "A job created with a status has that status."),
  seed(
    "status.any-to-archived",
    "Status moves",
    "Any job can be archived by an update with status archived, found by id or referenceId.",
  ),
  seed(
    "status.archived-to-active",
    "Status moves",
    "An archived job is re-published by an update with status active, found by id or referenceId.",
  ),
  seed("status.move-changes-nothing-else", "Status moves", "Archiving and re-publishing change no other field."),
  // Reading
  seed("get.by-id", "Reading a job", "GET /api/v1.1/jobs/{id} answers the whole job."),
  // Creating
  seed("create.response.201", "Creating a job", "A create answers 201 Created."),
  seed(
    "create.response.location",
    "Creating a job",
    "A create answers with a Location header holding the absolute URL of the new job, /api/v1.1/jobs/{id}.",
  ),
  seed("create.response.job", "Creating a job", "A create answers with the full job."),
  seed(
    "create.round-trip",
    "Creating a job",
    "A GET result without id and referenceId, posted back, creates a job with the same values.",
  ),
  seed(
    "create.locations.count",
    "Creating a job",
    "A job has 1 to 3 locations, each with a description; none or more than three is rejected.",
  ),
  seed(
    "create.categories.count",
    "Creating a job",
    "A job has 1 to 3 categories, each with an id; none or more than three is rejected.",
  ),
  seed(
    "create.salary.type-with-amount",
    "Creating a job",
    "A salary with an amount needs its type; without it the job is rejected.",
  ),
  seed(
    "create.routing.email-required",
    "Creating a job",
    "Routing type 1 needs applicationEmail; without it the job is rejected.",
  ),
  seed(
    "create.routing.url-required",
    "Creating a job",
    "Routing type 2 needs applicationUrl; without it the job is rejected.",
  ),
  seed("create.default.confidential-false", "Creating a job", "confidential defaults to false."),
  seed("create.default.auto-refresh-false", "Creating a job", "autoRefresh defaults to false."),
  seed(
    "create.default.close-date-60-days",
    "Creating a job",
    "Without a closeDate, a job closes exactly 60 days after its publishDate.",
  ),
  seed(
    "create.reference-id.unique",
    "Creating a job",
    "A POST repeating an existing referenceId is rejected; the first one succeeds.",
  ),
  // Updating
  seed("update.by-id", "Updating a job", "PUT /api/v1.1/jobs/{id} updates the job with that id."),
  seed(
    "update.by-reference",
    "Updating a job",
    "PUT /api/v1.1/jobs with a referenceId in the body updates the job with that referenceId and answers it with its id.",
  ),
  seed("update.partial", "Updating a job", "An update changes only the fields sent."),
  seed(
    "update.salary.one-reading",
    "Updating a job",
    "An update's salary object either replaces the stored salary whole or is merged into it (the document allows both readings); a target takes one reading throughout.",
  ),
  seed("update.response.200", "Updating a job", "An update answers 200 OK with the full job."),
  seed(
    "upsert.creates",
    "Updating a job",
    "A PUT with a referenceId no job has creates a new job (any success status).",
  ),
  seed(
    "upsert.idempotent",
    "Updating a job",
    "PUT is idempotent: repeating the same upsert leaves one job with the same values.",
  ),
  // Deleting
  seed("delete.by-id", "Deleting a job", "DELETE /api/v1.1/jobs/{id} removes the job."),
  seed(
    "delete.by-reference",
    "Deleting a job",
    "DELETE /api/v1.1/jobs with a body holding referenceId removes that job.",
  ),
  seed("delete.response.204", "Deleting a job", "A delete answers 204 No Content with no body."),
  // Reference collections
  seed("collections.position-types", "Reference collections", "GET /api/v1.1/positiontypes exists."),
  seed(
    "collections.locations-and-categories",
    "Reference collections",
    "Location and job category collections exist and are referred to by jobs.",
  ),
  // Method override
  seed("override.put", "Method override", "A POST with X-HTTP-Method-Override: PUT to a job URI acts as that PUT."),
  seed(
    "override.delete",
    "Method override",
    "A POST with X-HTTP-Method-Override: DELETE to a job URI acts as that DELETE.",
  ),
  // Authentication and tenancy
  seed(
    "auth.key-required",
    "Authentication",
    "Every operation requires the API-Key header; without it nothing is served or changed.",
  ),
  seed("auth.unknown-key-refused", "Authentication", "A key that identifies no employer authenticates nothing."),
  seed("auth.key-issuance", "Authentication", "How keys are issued and how long they live."),
  seed("tenancy.read", "Tenancy", "An employer cannot read another employer's job."),
  seed("tenancy.update", "Tenancy", "An employer cannot update another employer's job."),
  seed("tenancy.delete", "Tenancy", "An employer cannot delete another employer's job."),
  seed(
    "tenancy.reference-id",
    "Tenancy",
    "A referenceId identifies a job only among the authenticated employer's jobs.",
  ),
  // Limits
  seed(
    "limits.reference-id.max-50",
    "Limits",
    "referenceId holds at most 50 characters: 50 are accepted, 51 rejected.",
  ),
  seed("limits.title.max-256", "Limits", "title holds at most 256 characters: 256 are accepted, 257 rejected."),
  seed(
    "limits.application-email.max-50",
    "Limits",
    "applicationEmail holds at most 50 characters: 50 are accepted, 51 rejected.",
  ),
  seed(
    "limits.application-url.max-200",
    "Limits",
    "applicationUrl holds at most 200 characters: 200 are accepted, 201 rejected.",
  ),
  seed(
    "limits.location-description.max-300",
    "Limits",
    "A location description holds at most 300 characters: longer ones are rejected.",
  ),
  seed(
    "limits.read-only-names",
    "Limits",
    "Server-written names fit their maxima: employer 128, location name 256 and type 50, category 40, position type 10, salary type name and unit 50, routing type 50, status 10.",
  ),
] as const;
