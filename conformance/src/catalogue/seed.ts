/**
 * What the interface document of the Job Posting API states, one entry per normative
 * statement (tables included), in the order the document gives them. Statements that
 * only recommend, or that say a behaviour is "not shown", are not requirements: where
 * this toolkit decides those, the reference catalogue holds the decision.
 */

import { checked, notCheckable, requirement } from "./requirement.js";
import type { Section } from "./sections.js";

const seed = <const Id extends string>(id: Id, section: Section, says: string, check: ReturnType<typeof checked>) =>
  requirement(id, "seed", section, says, check);

const MODEL = ["model"] as const;

/** Seed-level requirements. */
export const SEED_REQUIREMENTS = [
  // Overview
  seed(
    "api.json-bodies",
    "Overview",
    "Every request and response body is JSON.",
    checked(["model", "rules", "round-trip"], "every successful answer with a body parses as JSON"),
  ),
  seed(
    "api.version-in-path",
    "Versioning",
    "The API version is part of the path: every operation lives under /api/v1.1/.",
    checked(MODEL, "every operation is reached under /api/v1.1/"),
  ),
  seed(
    "api.content-type.json-with-parameters",
    "Overview",
    "A request body sent as application/json, with or without parameters such as charset=UTF-8, is accepted.",
    checked(["requests"], "a create and an update sent as 'application/json; charset=UTF-8' succeed"),
  ),
  // Job fields
  seed(
    "job.id.assigned",
    "Job fields",
    "The service assigns each job a unique Int32 id; a client cannot change it.",
    checked(MODEL, "created jobs get distinct integer ids, and no update changes a job's id"),
  ),
  seed(
    "job.reference-id.none",
    "Job fields",
    "A job created without a referenceId (or with an empty one) shows an empty string or null.",
    checked(["defaults"], "minimal creates with referenceId absent, empty or null answer '' or null"),
  ),
  seed(
    "job.reference-id.stored",
    "Job fields",
    "The referenceId a client gives is stored and shown as given.",
    checked(MODEL, "create, upsert and update answers and reads show the referenceId sent"),
  ),
  seed(
    "job.employer.caller",
    "Job fields",
    "The employer of a job is read-only: every job shows the authenticated employer, the same for all of a key's jobs.",
    checked(MODEL, "every job of one key shows the same employer, and updates never change it"),
  ),
  seed(
    "job.title.stored",
    "Job fields",
    "The title sent is stored and shown exactly.",
    checked(MODEL, "answers and reads show the title sent"),
  ),
  seed(
    "job.publish-date.set-by-service",
    "Job fields",
    "The service sets publishDate itself, as an ISO 8601 date, and it is read-only.",
    checked(MODEL, "created jobs carry an ISO 8601 publishDate; updates and status moves keep it"),
  ),
  seed(
    "job.close-date.settable",
    "Job fields",
    "closeDate can be set on create and on update and is shown as the date sent.",
    checked(MODEL, "a closeDate sent (date or date-time) reads back naming the same day or instant"),
  ),
  seed(
    "job.flags.stored",
    "Job fields",
    "confidential and autoRefresh are booleans, stored as sent.",
    checked(MODEL, "answers and reads show the booleans sent"),
  ),
  seed(
    "job.status.values",
    "Job fields",
    "status is one of active, archived or draft; any other value is rejected.",
    checked(["rules"], "creates, updates and upserts with other status words are rejected and change nothing"),
  ),
  seed(
    "job.salary.null-when-none",
    "Job fields",
    "A job without a salary shows salary null, and salary null removes it.",
    checked(["model", "defaults"], "jobs created or updated without a salary show null"),
  ),
  seed(
    "job.description.stored",
    "Job fields",
    "The HTML description sent is stored and shown exactly.",
    checked(MODEL, "answers and reads show the description sent"),
  ),
  seed(
    "job.application-email.only-routing-1",
    "Applicant routing",
    "applicationEmail is shown only for routing type 1, null otherwise.",
    checked(MODEL, "jobs with routing type 2 show applicationEmail null, even when one was sent"),
  ),
  seed(
    "job.application-url.only-routing-2",
    "Applicant routing",
    "applicationUrl is shown only for routing type 2, null otherwise.",
    checked(MODEL, "jobs with routing type 1 show applicationUrl null, even when one was sent"),
  ),
  seed(
    "job.application-url.http-or-https",
    "Applicant routing",
    "applicationUrl must include http:// or https://; other URLs are rejected.",
    checked(["rules"], "URLs without a scheme or with another scheme are rejected and change nothing"),
  ),
  seed(
    "job.auto-refresh.every-7-days",
    "Job fields",
    "For employers on unlimited plans, autoRefresh true refreshes the publish date every 7 days.",
    checked(["time"], "with a clock the suite can advance, publishDate moves in whole 7-day steps"),
  ),
  seed(
    "job.auto-refresh.unlimited-plans-only",
    "Job fields",
    "autoRefresh has effect only for employers on unlimited job plans.",
    checked(["time"], "on a standard plan, publishDate stays put however far the clock moves"),
  ),
  // Locations
  seed(
    "location.input.description-only",
    "Locations",
    "On input a location is given by its description only; the job shows the location with id, name, description and type.",
    checked(MODEL, "jobs sent with description-only locations show locations whose description names the city"),
  ),
  seed(
    "location.input.city-and-province",
    "Locations",
    "A location may be given as a city followed by a comma and a province code.",
    checked(MODEL, "'City, XX' inputs are accepted"),
  ),
  seed(
    "location.input.city-only",
    "Locations",
    "A location may be given as a city only.",
    checked(
      ["model", "rules"],
      "bare city names of unambiguous large Canadian cities are accepted; a target that takes none of them fails",
    ),
  ),
  seed(
    "location.input.outside-collection",
    "Locations",
    "A valid Canadian location is accepted even when the service's collection does not hold it.",
    checked(MODEL, "'City, XX' inputs, small real towns among them, are accepted whatever the target lists"),
  ),
  seed(
    "location.input.include-province-recommended",
    "Locations",
    "Clients are advised to send the province code to avoid ambiguity.",
    notCheckable("advice to clients, not a behaviour of the service"),
  ),
  // Categories, position types
  seed(
    "category.input.id-only",
    "Categories",
    "On input a category is given by its id only; the job shows it with its name.",
    checked(MODEL, "jobs sent with id-only categories show those category ids"),
  ),
  seed(
    "position-type.input.id-only",
    "Position types",
    "On input a position type is given by its id only; the job shows it with its name.",
    checked(MODEL, "jobs sent with an id-only position type show that id"),
  ),
  // Salary
  seed(
    "salary.amount.four-decimals-on-write",
    "Salary",
    "Create and update answers write salary.amount with four decimal places.",
    checked(["decimals", "model"], "the answer text of creates and updates writes amount with four decimals"),
  ),
  seed(
    "salary.amount.stored",
    "Salary",
    "The salary amount sent is stored exactly.",
    checked(["decimals", "model"], "answers and reads show the amount sent, to the fourth decimal"),
  ),
  seed(
    "salary.max-amount.optional",
    "Salary",
    "maxAmount is optional: a decimal, or null when not given.",
    checked(
      ["decimals", "model"],
      "salaries with and without maxAmount are accepted and shown as sent, null when absent",
    ),
  ),
  seed(
    "salary.type.ids",
    "Salary",
    "Salary type ids 1 to 5 (yearly, monthly, weekly, daily, hourly) are accepted; input sends only the id.",
    checked(["decimals", "model"], "salaries with each type id 1 to 5 are accepted and show that id"),
  ),
  seed(
    "salary.plus-commission.default-false",
    "Salary",
    "plusCommission defaults to false.",
    checked(["defaults"], "a salary sent without plusCommission shows false"),
  ),
  // Applicant routing
  seed(
    "routing.type-ids",
    "Applicant routing",
    "Routing type 1 (e-mail) and 2 (URL) are accepted.",
    checked(MODEL, "jobs with either routing type are accepted and show it"),
  ),
  seed(
    "routing.email.copy-sent",
    "Events",
    "For routing type 1 the service collects applications and e-mails a copy of each to applicationEmail.",
    notCheckable("the e-mailed copy of an application is not observable over the API"),
  ),
  seed(
    "routing.url.redirect",
    "Applicant routing",
    "For routing type 2 candidates apply on the employer's own site.",
    notCheckable("where candidates are sent happens outside the API"),
  ),
  // Description HTML
  seed(
    "description.tags.allowed",
    "Description HTML",
    "The tags strong, b, em, i, br, p, div, ul, ol, li and a are allowed in a description.",
    checked(MODEL, "descriptions using every allowed tag are accepted and stored exactly"),
  ),
  seed(
    "description.tags.others-rejected",
    "Description HTML",
    "A description with any other tag is rejected.",
    checked(["rules"], "descriptions with other tags are rejected and change nothing"),
  ),
  seed(
    "description.a.href-required",
    "Description HTML",
    "An a tag must have href; without it the description is rejected.",
    checked(["rules"], "an a tag without href is rejected and changes nothing"),
  ),
  seed(
    "description.a.target-allowed",
    "Description HTML",
    "An a tag may carry target besides href.",
    checked(MODEL, "descriptions with a href and target are accepted"),
  ),
  seed(
    "description.attributes.others-rejected",
    "Description HTML",
    "No attribute other than href and target on a, and none on other tags; otherwise the description is rejected.",
    checked(["rules"], "descriptions with other attributes are rejected and change nothing"),
  ),
  seed(
    "description.length.unlimited",
    "Limits",
    "The description has no technical length limit.",
    checked(["rules"], "a 20,000-character description is accepted and stored exactly"),
  ),
  // Job headers and lists
  seed(
    "list.header.fields",
    "Job headers",
    "A list entry is the job header: id, referenceId, employer, title, publishDate, locations, confidential and status, with the job's values.",
    checked(["model", "paging"], "every list entry equals the header of the job as the model knows it"),
  ),
  seed(
    "list.own-jobs",
    "Listing",
    "The list returns only the authenticated employer's jobs.",
    checked(["model", "tenancy"], "another employer's jobs never appear in a key's list"),
  ),
  seed(
    "list.sort.publish-date-desc",
    "Listing",
    "Jobs are listed by publishDate, newest first.",
    checked(
      ["model", "paging", "query"],
      "every page lists its jobs by publishDate descending; of two jobs published at distinct instants, the newer comes first after the older is updated",
    ),
  ),
  seed(
    "list.q.matches-title",
    "Listing",
    "q matches against the job title.",
    checked(MODEL, "lists filtered with a title word show exactly the jobs whose title holds it"),
  ),
  seed(
    "list.q.matches-reference-id",
    "Listing",
    "q matches against the referenceId.",
    checked(MODEL, "lists filtered with a referenceId-only term show exactly the jobs whose referenceId holds it"),
  ),
  seed(
    "list.q.title-and-reference-id-only",
    "Listing",
    "q matches the title and referenceId only: a term held by other fields alone finds no job.",
    checked(["query"], "a term placed only in the description and the applicationUrl lists no job"),
  ),
  seed(
    "list.status.filter",
    "Listing",
    "status (active, archived or draft) restricts the list to jobs in that status; without it all statuses are listed.",
    checked(
      ["model", "paging", "query"],
      "lists with and without each status show exactly the matching jobs; a value just outside the document's list is refused or lists no job",
    ),
  ),
  seed(
    "list.page-size.default-10",
    "Listing",
    "Without pageSize, pages hold 10 jobs.",
    checked(["model", "paging"], "lists without pageSize show at most 10 jobs and paging.pageSize 10"),
  ),
  seed(
    "list.page-size.range",
    "Listing",
    "pageSize sets the number of jobs per page, anywhere from 1 to 100.",
    checked(["model", "paging"], "lists with pageSize drawn from 1 to 100 show pages of that size"),
  ),
  seed(
    "list.page-size.max-100",
    "Listing",
    "A page never holds more than 100 jobs.",
    checked(["query"], "pageSize above 100 is either refused or answered with at most 100 per page"),
  ),
  seed(
    "list.page.default-1",
    "Listing",
    "Without page, the first page is returned.",
    checked(["model", "paging"], "lists without page show page 1"),
  ),
  seed(
    "list.page.select",
    "Listing",
    "page selects which page of the sorted matches is returned.",
    checked(["model", "paging"], "every page by number shows its slice of the sorted matches"),
  ),
  seed(
    "paging.total",
    "Paging",
    "paging.total is the number of matching jobs.",
    checked(["model", "paging"], "paging.total equals the number of matching jobs"),
  ),
  seed(
    "paging.page",
    "Paging",
    "paging.page is the current page number.",
    checked(["model", "paging"], "paging.page equals the page asked for"),
  ),
  seed(
    "paging.pages",
    "Paging",
    "paging.pages is the number of pages.",
    checked(["model", "paging"], "paging.pages equals the number of pages of that size"),
  ),
  seed(
    "paging.page-size",
    "Paging",
    "paging.pageSize is the page size in effect.",
    checked(["model", "paging"], "paging.pageSize equals the size asked for, or 10"),
  ),
  seed(
    "paging.previous",
    "Paging",
    "paging.previous is null on the first page, and otherwise the URL of the previous page.",
    checked(["model", "paging"], "previous is null on page 1 and elsewhere a URL (absolute or relative) of page - 1"),
  ),
  seed(
    "paging.next",
    "Paging",
    "paging.next is the URL of the next page carrying the same filter and page-size parameters plus page, and null when there is none.",
    checked(["model", "paging"], "next carries q, status, pageSize and page + 1; following it walks every match once"),
  ),
  // Status moves
  seed(
    "create.status.default-draft",
    "Status moves",
    "A job created without a status is a draft.",
    checked(["defaults"], "minimal creates and upserts show status draft"),
  ),
  seed(
    "create.status.given",
    "Status moves",
    "A job created with a status has that status.",
    checked(MODEL, "creates and upserts with each status show it"),
  ),
  seed(
    "status.any-to-archived",
    "Status moves",
    "Any job can be archived by an update with status archived, found by id or referenceId.",
    checked(MODEL, "draft, active and archived jobs archived by id and by referenceId show archived"),
  ),
  seed(
    "status.archived-to-active",
    "Status moves",
    "An archived job is re-published by an update with status active, found by id or referenceId.",
    checked(MODEL, "archived jobs re-published by id and by referenceId show active"),
  ),
  seed(
    "status.move-changes-nothing-else",
    "Status moves",
    "Archiving and re-publishing change no other field.",
    checked(MODEL, "after a status move every other field reads as before"),
  ),
  // Reading
  seed(
    "get.by-id",
    "Reading a job",
    "GET /api/v1.1/jobs/{id} answers the whole job.",
    checked(MODEL, "reads answer 2xx with the job as the model knows it"),
  ),
  // Creating
  seed(
    "create.response.201",
    "Creating a job",
    "A create answers 201 Created.",
    checked(MODEL, "every accepted POST /jobs answers exactly 201"),
  ),
  seed(
    "create.response.location",
    "Creating a job",
    "A create answers with a Location header holding the absolute URL of the new job, /api/v1.1/jobs/{id}.",
    checked(MODEL, "Location is an absolute URL whose path is /api/v1.1/jobs/{new id}"),
  ),
  seed(
    "create.response.job",
    "Creating a job",
    "A create answers with the full job.",
    checked(MODEL, "the create answer equals the job predicted from the body sent"),
  ),
  seed(
    "create.round-trip",
    "Creating a job",
    "A GET result without id and referenceId, posted back, creates a job with the same values.",
    checked(["round-trip"], "the copy's answer equals the original but for id, referenceId and publishDate"),
  ),
  seed(
    "create.locations.count",
    "Creating a job",
    "A job has 1 to 3 locations, each with a description; none or more than three is rejected.",
    checked(["rules"], "0 and 4 locations are rejected; 1 to 3 are accepted"),
  ),
  seed(
    "create.categories.count",
    "Creating a job",
    "A job has 1 to 3 categories, each with an id; none or more than three is rejected.",
    checked(["rules"], "0 and 4 categories are rejected; 1 to 3 are accepted"),
  ),
  seed(
    "create.salary.type-with-amount",
    "Creating a job",
    "A salary with an amount needs its type; without it the job is rejected.",
    checked(["rules"], "a salary with an amount but no type is rejected and changes nothing"),
  ),
  seed(
    "create.routing.email-required",
    "Creating a job",
    "Routing type 1 needs applicationEmail; without it the job is rejected.",
    checked(
      ["rules", "model"],
      "routing type 1 without applicationEmail is rejected, also when an update merges into it",
    ),
  ),
  seed(
    "create.routing.url-required",
    "Creating a job",
    "Routing type 2 needs applicationUrl; without it the job is rejected.",
    checked(
      ["rules", "model"],
      "routing type 2 without applicationUrl is rejected, also when an update merges into it",
    ),
  ),
  seed(
    "create.default.confidential-false",
    "Creating a job",
    "confidential defaults to false.",
    checked(["defaults"], "minimal creates show confidential false"),
  ),
  seed(
    "create.default.auto-refresh-false",
    "Creating a job",
    "autoRefresh defaults to false.",
    checked(["defaults"], "minimal creates show autoRefresh false"),
  ),
  seed(
    "create.default.close-date-60-days",
    "Creating a job",
    "Without a closeDate, a job closes exactly 60 days after its publishDate.",
    checked(
      ["defaults", "time"],
      "closeDate minus publishDate is exactly 60 days (or 60 calendar days at the same local time)",
    ),
  ),
  seed(
    "create.reference-id.unique",
    "Creating a job",
    "A POST repeating an existing referenceId is rejected; the first one succeeds.",
    checked(["rules"], "a second POST with the same referenceId is rejected and changes neither job"),
  ),
  // Updating
  seed(
    "update.by-id",
    "Updating a job",
    "PUT /api/v1.1/jobs/{id} updates the job with that id.",
    checked(MODEL, "updates by id change that job"),
  ),
  seed(
    "update.by-reference",
    "Updating a job",
    "PUT /api/v1.1/jobs with a referenceId in the body updates the job with that referenceId and answers it with its id.",
    checked(MODEL, "upserts of a known referenceId change that job and answer its id"),
  ),
  seed(
    "update.partial",
    "Updating a job",
    "An update changes only the fields sent.",
    checked(MODEL, "after updates of random field subsets, every field not sent reads as before"),
  ),
  seed(
    "update.salary.one-reading",
    "Updating a job",
    "An update's salary object either replaces the stored salary whole or is merged into it (the document allows both readings); a target takes one reading throughout.",
    checked(
      [...MODEL, "decimals"],
      "the first update that tells the readings apart fixes the target's reading; every later one is held to it",
    ),
  ),
  seed(
    "update.response.200",
    "Updating a job",
    "An update answers 200 OK with the full job.",
    checked(MODEL, "every accepted update of an existing job answers exactly 200 with the merged job"),
  ),
  seed(
    "upsert.creates",
    "Updating a job",
    "A PUT with a referenceId no job has creates a new job (any success status).",
    checked(["model", "defaults"], "upserts of a new referenceId answer 2xx with a new job, then readable"),
  ),
  seed(
    "upsert.idempotent",
    "Updating a job",
    "PUT is idempotent: repeating the same upsert leaves one job with the same values.",
    checked(MODEL, "a repeated upsert updates the job it created, never a second one"),
  ),
  // Deleting
  seed(
    "delete.by-id",
    "Deleting a job",
    "DELETE /api/v1.1/jobs/{id} removes the job.",
    checked(MODEL, "after a delete by id the job can no longer be read or listed"),
  ),
  seed(
    "delete.by-reference",
    "Deleting a job",
    "DELETE /api/v1.1/jobs with a body holding referenceId removes that job.",
    checked(MODEL, "after a delete by referenceId the job can no longer be read or listed"),
  ),
  seed(
    "delete.response.204",
    "Deleting a job",
    "A delete answers 204 No Content with no body.",
    checked(MODEL, "every accepted delete answers exactly 204 with an empty body"),
  ),
  // Reference collections
  seed(
    "collections.position-types",
    "Reference collections",
    "GET /api/v1.1/positiontypes exists.",
    checked(["collections"], "GET /api/v1.1/positiontypes answers 2xx"),
  ),
  seed(
    "collections.locations-and-categories",
    "Reference collections",
    "Location and job category collections exist and are referred to by jobs.",
    notCheckable("their paths and payloads are not given, so no request can be built from what is stated"),
  ),
  // Method override
  seed(
    "override.put",
    "Method override",
    "A POST with X-HTTP-Method-Override: PUT to a job URI acts as that PUT.",
    checked(["override"], "overridden PUTs by id and by referenceId update the job"),
  ),
  seed(
    "override.delete",
    "Method override",
    "A POST with X-HTTP-Method-Override: DELETE to a job URI acts as that DELETE.",
    checked(["override"], "overridden DELETEs by id and by referenceId remove the job"),
  ),
  // Authentication and tenancy
  seed(
    "auth.key-required",
    "Authentication",
    "Every operation requires the API-Key header; without it nothing is served or changed.",
    checked(["auth"], "every operation without a key is refused (4xx) and changes nothing"),
  ),
  seed(
    "auth.unknown-key-refused",
    "Authentication",
    "A key that identifies no employer authenticates nothing.",
    checked(["auth"], "every operation with an unknown key is refused (4xx) and changes nothing"),
  ),
  seed(
    "auth.key-issuance",
    "Authentication",
    "How keys are issued and how long they live.",
    notCheckable("key issuance happens outside the API"),
  ),
  seed(
    "tenancy.read",
    "Tenancy",
    "An employer cannot read another employer's job.",
    checked(["tenancy", "model"], "reading another employer's job id is refused (4xx)"),
  ),
  seed(
    "tenancy.update",
    "Tenancy",
    "An employer cannot update another employer's job.",
    checked(["tenancy", "model"], "updating another employer's job is refused and the job is unchanged"),
  ),
  seed(
    "tenancy.delete",
    "Tenancy",
    "An employer cannot delete another employer's job.",
    checked(["tenancy", "model"], "deleting another employer's job is refused and the job remains"),
  ),
  seed(
    "tenancy.reference-id",
    "Tenancy",
    "A referenceId identifies a job only among the authenticated employer's jobs.",
    checked(["tenancy", "model"], "another employer's upsert or delete of the same referenceId never touches the job"),
  ),
  // Limits
  seed(
    "limits.reference-id.max-50",
    "Limits",
    "referenceId holds at most 50 characters: 50 are accepted, 51 rejected.",
    checked(["rules"], "50 characters are stored exactly; 51 are rejected and change nothing"),
  ),
  seed(
    "limits.title.max-256",
    "Limits",
    "title holds at most 256 characters: 256 are accepted, 257 rejected.",
    checked(["rules"], "256 characters are stored exactly; 257 are rejected and change nothing"),
  ),
  seed(
    "limits.application-email.max-50",
    "Limits",
    "applicationEmail holds at most 50 characters: 50 are accepted, 51 rejected.",
    checked(["rules"], "50 characters are stored exactly; 51 are rejected and change nothing"),
  ),
  seed(
    "limits.application-url.max-200",
    "Limits",
    "applicationUrl holds at most 200 characters: 200 are accepted, 201 rejected.",
    checked(["rules"], "200 characters are stored exactly; 201 are rejected and change nothing"),
  ),
  seed(
    "limits.location-description.max-300",
    "Limits",
    "A location description holds at most 300 characters: longer ones are rejected.",
    checked(["rules"], "a 301-character location description is rejected and changes nothing"),
  ),
  seed(
    "limits.read-only-names",
    "Limits",
    "Server-written names fit their maxima: employer 128, location name 256 and type 50, category 40, position type 10, salary type name and unit 50, routing type 50, status 10.",
    checked(MODEL, "every job and list answer is read for these names and their lengths"),
  ),
] as const;
