/**
 * How the suite checks each seed-level requirement, or why no request can observe it.
 */

import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import { checked, notCheckable, type RequirementCheck } from "./requirement.js";

const MODEL = ["model"] as const;

/** Seed-level checks, by requirement id. */
export const SEED_CHECKS = {
  // Overview
  "api.json-bodies": checked(["model", "rules", "round-trip"], "every successful answer with a body parses as JSON"),
  "api.version-in-path": checked(MODEL, "every operation is reached under /api/v1.1/"),
  "api.content-type.json-with-parameters": checked(
    ["requests"],
    "a create and an update sent as 'application/json; charset=UTF-8' succeed",
  ),
  // Job fields
  "job.id.assigned": checked(
    ["model", "round-trip"],
    "created jobs get distinct integer ids, and no update changes a job's id; an id sent in a create or an update is refused or not taken ('Read-only fields (id, employer, publishDate ...) are not sent')",
  ),
  "job.reference-id.none": checked(
    ["defaults"],
    "minimal creates with referenceId absent, empty or null answer '' or null",
  ),
  "job.reference-id.stored": checked(MODEL, "create, upsert and update answers and reads show the referenceId sent"),
  "job.employer.caller": checked(
    ["model", "round-trip"],
    "every job of one key shows the same employer, and updates never change it, not even one sending another employer ('employer | Object | Read-only')",
  ),
  "job.title.stored": checked(MODEL, "answers and reads show the title sent"),
  "job.publish-date.set-by-service": checked(
    ["model", "round-trip"],
    "created jobs carry an ISO 8601 publishDate; updates and status moves keep it, and a publishDate sent is refused or not taken ('Set automatically by the service; read-only')",
  ),
  "job.close-date.settable": checked(
    MODEL,
    "a closeDate sent (date or date-time) reads back naming the same day or instant",
  ),
  "job.flags.stored": checked(MODEL, "answers and reads show the booleans sent"),
  "job.status.values": checked(
    ["rules"],
    "creates, updates and upserts with other status words are rejected and change nothing",
  ),
  "job.salary.null-when-none": checked(["model", "defaults"], "jobs created or updated without a salary show null"),
  "job.description.stored": checked(MODEL, "answers and reads show the description sent"),
  "job.application-email.only-routing-1": checked(
    MODEL,
    "jobs with routing type 2 show applicationEmail null, even when one was sent",
  ),
  "job.application-url.only-routing-2": checked(
    MODEL,
    "jobs with routing type 1 show applicationUrl null, even when one was sent",
  ),
  "job.application-url.http-or-https": checked(
    ["rules"],
    "URLs without a scheme or with another scheme are rejected and change nothing",
  ),
  "job.auto-refresh.every-7-days": checked(
    ["time"],
    "with a clock the suite can advance, publishDate moves in whole 7-day steps",
  ),
  "job.auto-refresh.unlimited-plans-only": checked(
    ["time"],
    "on a standard plan, publishDate stays put however far the clock moves",
  ),
  // Locations
  "location.input.description-only": checked(
    MODEL,
    "jobs sent with description-only locations show locations whose description names the city",
  ),
  "location.input.city-and-province": checked(MODEL, "'City, XX' inputs are accepted"),
  "location.input.city-only": checked(
    ["model", "rules"],
    "bare city names of unambiguous large Canadian cities are accepted; a target that takes none of them fails",
  ),
  "location.input.outside-collection": checked(
    MODEL,
    "'City, XX' inputs, small real towns among them, are accepted whatever the target lists",
  ),
  "location.input.include-province-recommended": notCheckable("advice to clients, not a behaviour of the service"),
  // Categories, position types
  "category.input.id-only": checked(MODEL, "jobs sent with id-only categories show those category ids"),
  "position-type.input.id-only": checked(MODEL, "jobs sent with an id-only position type show that id"),
  // Salary
  "salary.amount.four-decimals-on-write": checked(
    ["decimals", "model"],
    "the answer text of creates and updates writes amount with four decimals",
  ),
  "salary.amount.stored": checked(
    ["decimals", "model"],
    "answers and reads show the amount sent, to the fourth decimal",
  ),
  "salary.max-amount.optional": checked(
    ["decimals", "model"],
    "salaries with and without maxAmount are accepted and shown as sent, null when absent",
  ),
  "salary.type.ids": checked(
    ["decimals", "model", "rules"],
    "salaries with each type id 1 to 5 are accepted and show that id; ids 0 and 6 are rejected and change nothing (the closed list 'Salary the service ids: 1 Yearly ... 5 Hourly')",
  ),
  "salary.plus-commission.default-false": checked(["defaults"], "a salary sent without plusCommission shows false"),
  // Applicant routing
  "routing.type-ids": checked(
    ["model", "rules"],
    "jobs with either routing type are accepted and show it; ids 0 and 3 are rejected and change nothing (the closed list 'Applicant routing type ids: 1 Email, 2 URL')",
  ),
  "routing.email.copy-sent": notCheckable("the e-mailed copy of an application is not observable over the API"),
  "routing.url.redirect": notCheckable("where candidates are sent happens outside the API"),
  // Description HTML
  "description.tags.allowed": checked(MODEL, "descriptions using every allowed tag are accepted and stored exactly"),
  "description.tags.others-rejected": checked(
    ["rules"],
    "descriptions with other tags are rejected and change nothing",
  ),
  "description.a.href-required": checked(["rules"], "an a tag without href is rejected and changes nothing"),
  "description.a.target-allowed": checked(MODEL, "descriptions with a href and target are accepted"),
  "description.attributes.others-rejected": checked(
    ["rules"],
    "descriptions with other attributes are rejected and change nothing",
  ),
  "description.length.unlimited": checked(["rules"], "a 20,000-character description is accepted and stored exactly"),
  // Job headers and lists
  "list.header.fields": checked(
    ["model", "paging"],
    "every list entry equals the header of the job as the model knows it",
  ),
  "list.own-jobs": checked(["model", "tenancy"], "another employer's jobs never appear in a key's list"),
  "list.sort.publish-date-desc": checked(
    ["model", "paging", "query"],
    "every page lists its jobs by publishDate descending; of two jobs published at distinct instants, the newer comes first after the older is updated",
  ),
  "list.q.matches-title": checked(
    ["model", "paging"],
    "lists filtered with a title word show exactly the jobs whose title holds it (paging asks one in every run)",
  ),
  "list.q.matches-reference-id": checked(
    ["model", "paging", "query"],
    "lists filtered with a referenceId-only term show exactly the jobs whose referenceId holds it (paging asks one in every run, and the listing property a term equal to a whole referenceId that shares no word with any title)",
  ),
  "list.q.title-and-reference-id-only": checked(
    ["query"],
    "a term placed only in the description and the applicationUrl lists no job",
  ),
  "list.status.filter": checked(
    ["model", "paging", "query"],
    "lists with and without each status show exactly the matching jobs; a value just outside the document's list is refused or lists no job",
  ),
  "list.page-size.default-10": checked(
    ["model", "paging"],
    "lists without pageSize show at most 10 jobs and paging.pageSize 10",
  ),
  "list.page-size.range": checked(
    ["model", "paging"],
    "lists with pageSize drawn from 1 to 100 show pages of that size",
  ),
  "list.page-size.max-100": checked(
    ["query"],
    "pageSize above 100 is either refused or answered with at most 100 per page",
  ),
  "list.page.default-1": checked(["model", "paging"], "lists without page show page 1"),
  "list.page.select": checked(["model", "paging"], "every page by number shows its slice of the sorted matches"),
  "paging.total": checked(["model", "paging"], "paging.total equals the number of matching jobs"),
  "paging.page": checked(["model", "paging"], "paging.page equals the page asked for"),
  "paging.pages": checked(["model", "paging"], "paging.pages equals the number of pages of that size"),
  "paging.page-size": checked(["model", "paging"], "paging.pageSize equals the size asked for, or 10"),
  "paging.previous": checked(
    ["model", "paging"],
    "previous is null on page 1 and elsewhere a URL (absolute or relative) of page - 1",
  ),
  "paging.next": checked(
    ["model", "paging"],
    "next carries q, status, pageSize and page + 1; following it walks every match once",
  ),
  // Status moves
  "create.status.default-draft": checked(["defaults"], "minimal creates and upserts show status draft"),
  "create.status.given": checked(MODEL, "creates and upserts with each status show it"),
  "status.any-to-archived": checked(
    MODEL,
    "draft, active and archived jobs archived by id and by referenceId show archived",
  ),
  "status.archived-to-active": checked(MODEL, "archived jobs re-published by id and by referenceId show active"),
  "status.move-changes-nothing-else": checked(MODEL, "after a status move every other field reads as before"),
  // Reading
  "get.by-id": checked(MODEL, "reads answer 2xx with the job as the model knows it"),
  // Creating
  "create.response.201": checked(MODEL, "every accepted POST /jobs answers exactly 201"),
  "create.response.location": checked(MODEL, "Location is an absolute URL whose path is /api/v1.1/jobs/{new id}"),
  "create.response.job": checked(MODEL, "the create answer equals the job predicted from the body sent"),
  "create.round-trip": checked(
    ["round-trip"],
    "the copy's answer equals the original but for id, referenceId and publishDate",
  ),
  "create.locations.count": checked(["rules"], "0 and 4 locations are rejected; 1 to 3 are accepted"),
  "create.categories.count": checked(["rules"], "0 and 4 categories are rejected; 1 to 3 are accepted"),
  "create.salary.type-with-amount": checked(
    ["rules"],
    "a salary with an amount but no type is rejected and changes nothing",
  ),
  "create.routing.email-required": checked(
    ["rules", "model"],
    "routing type 1 without applicationEmail is rejected, also when an update merges into it",
  ),
  "create.routing.url-required": checked(
    ["rules", "model"],
    "routing type 2 without applicationUrl is rejected, also when an update merges into it",
  ),
  "create.default.confidential-false": checked(["defaults"], "minimal creates show confidential false"),
  "create.default.auto-refresh-false": checked(["defaults"], "minimal creates show autoRefresh false"),
  "create.default.close-date-60-days": checked(
    ["defaults", "time"],
    "closeDate minus publishDate is exactly 60 days (or 60 calendar days at the same local time)",
  ),
  "create.reference-id.unique": checked(
    ["rules"],
    "a second POST with the same referenceId is rejected and changes neither job",
  ),
  // Updating
  "update.by-id": checked(MODEL, "updates by id change that job"),
  "update.by-reference": checked(MODEL, "upserts of a known referenceId change that job and answer its id"),
  "update.partial": checked(MODEL, "after updates of random field subsets, every field not sent reads as before"),
  "update.salary.one-reading": checked(
    [...MODEL, "decimals"],
    "the first update that tells the readings apart fixes the target's reading; every later one is held to it",
  ),
  "update.response.200": checked(
    MODEL,
    "every accepted update of an existing job answers exactly 200 with the merged job",
  ),
  "upsert.creates": checked(
    ["model", "defaults"],
    "upserts of a new referenceId answer 2xx with a new job, then readable",
  ),
  "upsert.idempotent": checked(MODEL, "a repeated upsert updates the job it created, never a second one"),
  // Deleting
  "delete.by-id": checked(MODEL, "after a delete by id the job can no longer be read or listed"),
  "delete.by-reference": checked(MODEL, "after a delete by referenceId the job can no longer be read or listed"),
  "delete.response.204": checked(MODEL, "every accepted delete answers exactly 204 with an empty body"),
  // Reference collections
  "collections.position-types": checked(["collections"], "GET /api/v1.1/positiontypes answers 2xx"),
  "collections.locations-and-categories": notCheckable(
    "their paths and payloads are not given, so no request can be built from what is stated",
  ),
  // Method override
  "override.put": checked(["override"], "overridden PUTs by id and by referenceId update the job"),
  "override.delete": checked(["override"], "overridden DELETEs by id and by referenceId remove the job"),
  // Authentication and tenancy
  "auth.key-required": checked(["auth"], "every operation without a key is refused (4xx) and changes nothing"),
  "auth.unknown-key-refused": checked(
    ["auth"],
    "every operation with an unknown key is refused (4xx) and changes nothing",
  ),
  "auth.key-issuance": notCheckable("key issuance happens outside the API"),
  "tenancy.read": checked(["tenancy", "model"], "reading another employer's job id is refused (4xx)"),
  "tenancy.update": checked(
    ["tenancy", "model"],
    "updating another employer's job is refused and the job is unchanged",
  ),
  "tenancy.delete": checked(["tenancy", "model"], "deleting another employer's job is refused and the job remains"),
  "tenancy.reference-id": checked(
    ["tenancy", "model"],
    "another employer's upsert or delete of the same referenceId never touches the job",
  ),
  // Limits
  "limits.reference-id.max-50": checked(
    ["rules"],
    "50 characters are stored exactly; 51 are rejected and change nothing",
  ),
  "limits.title.max-256": checked(["rules"], "256 characters are stored exactly; 257 are rejected and change nothing"),
  "limits.application-email.max-50": checked(
    ["rules"],
    "50 characters are stored exactly; 51 are rejected and change nothing",
  ),
  "limits.application-url.max-200": checked(
    ["rules"],
    "200 characters are stored exactly; 201 are rejected and change nothing",
  ),
  "limits.location-description.max-300": checked(
    ["rules"],
    "a 301-character location description is rejected and changes nothing",
  ),
  "limits.read-only-names": checked(MODEL, "every job and list answer is read for these names and their lengths"),
} satisfies Partial<Record<RequirementId, RequirementCheck>>;
