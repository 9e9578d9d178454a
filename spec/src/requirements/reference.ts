/**
 * The toolkit's own decisions where the interface document is silent or says "not
 * shown": what the reference server does.
 */

import { requirement } from "./requirement.js";
import type { Section } from "./sections.js";

const reference = <const Id extends string>(id: Id, section: Section, says: string) =>
  requirement(id, "reference", section, says);

/** Reference-level requirements. */
export const REFERENCE_REQUIREMENTS = [
  reference(
    "ref.status-codes",
    "Errors",
    "Each outcome answers the exact status of the endpoint table: 200, 201, 204, 400, 401, 404, 405, 409, 413, 415, 422.",
  ),
  reference(
    "ref.errors.problem-details",
    "Errors",
    "Errors are application/problem+json with type, title, status and detail.",
  ),
  reference(
    "ref.errors.locate-rule",
    "Errors",
    "A validation error lists each broken rule with the JSON Pointer (or query parameter) it concerns and a stable code.",
  ),
  reference("ref.errors.all-at-once", "Errors", "Every broken rule is reported at once, not only the first."),
  reference(
    "ref.response-schema",
    "Wire format",
    "Every answer, errors included, meets the OpenAPI document, and successes are application/json; charset=utf-8.",
  ),
  reference("ref.job.field-order", "Wire format", "Job fields are written in a fixed order."),
  reference(
    "ref.dates.utc-seconds",
    "Wire format",
    "Dates are written as RFC 3339 UTC in whole seconds; closeDate input takes any offset or a full date meaning midnight UTC.",
  ),
  reference(
    "ref.salary.four-decimals-everywhere",
    "Wire format",
    "Every answer writes salary amounts with exactly four decimals, maxAmount included.",
  ),
  reference("ref.reference-id.null", "Wire format", "A job without a referenceId shows null."),
  reference("ref.ids.increasing", "Wire format", "Job ids are positive and assigned in increasing order."),
  reference(
    "ref.names.collections",
    "Wire format",
    "Nested categories, position types, salary and routing types show the collection's names (routing: Email, URL).",
  ),
  reference("ref.requests.content-type", "Wire format", "A body without an application/json Content-Type is a 415."),
  reference("ref.requests.malformed", "Wire format", "Malformed JSON, or a body that is not a JSON object, is a 400."),
  reference("ref.requests.body-limit", "Wire format", "A body over the limit (1 MiB by default) is a 413."),
  reference("ref.requests.bad-job-id", "Wire format", "A job id in the path that is not a positive Int32 is a 400."),
  reference(
    "ref.requests.unknown-path",
    "Wire format",
    "An unknown path is a 404 problem; a known path with an unsupported method is a 405 with Allow.",
  ),
  reference(
    "ref.requests.unknown-and-read-only-fields",
    "Wire format",
    "Unknown and read-only input fields, prototype keys included, are ignored.",
  ),
  reference(
    "ref.cors",
    "CORS",
    "CORS preflight answers 204 and allows API-Key, Content-Type and X-HTTP-Method-Override.",
  ),
  reference(
    "ref.override.rules",
    "Method override",
    "Override values are case-insensitive; any other value is a 400; on other methods the header is ignored; POST on a job without it is a 405.",
  ),
  reference("ref.tenancy.not-found", "Tenancy", "Another employer's job is indistinguishable from a missing one: 404."),
  reference(
    "ref.reference-id.unique-on-update",
    "Updating a job",
    "An update giving a referenceId another job of the employer holds is a 409.",
  ),
  reference(
    "ref.reference-id.required",
    "Updating a job",
    "An upsert or a delete by reference without a referenceId is a 422.",
  ),
  reference(
    "ref.location.public-url",
    "Creating a job",
    "The Location of a created job is its URL on the server's public base URL exactly: base, /api/v1.1/jobs/, id.",
  ),
  reference("ref.upsert.create-201", "Updating a job", "A PUT that creates answers 201 with a Location header."),
  reference(
    "ref.status.moves",
    "Status moves",
    "A draft may become active or archived; the same status again is a no-op; a move back to draft is a 409.",
  ),
  reference(
    "ref.rules.required",
    "Job rules",
    "title, description, locations, categories, positionType and applicantRoutingType are required on create.",
  ),
  reference(
    "ref.rules.values",
    "Job rules",
    "Field values follow the toolkit's rules: title not blank, title, referenceId, location descriptions, applicationEmail and applicationUrl one line without control characters, the HTML description without any but tab, line feed, form feed and carriage return (control_character), booleans, known category, position type and routing ids, salary type 1 to 5, amount >= 0 with at most four decimals, maxAmount >= amount, an e-mail address, closeDate a date after publishDate.",
  ),
  reference(
    "ref.rules.locations",
    "Job rules",
    "Locations are distinct and either 'City' matching exactly one known location or 'City, XX' with a Canadian province code; new ones join the employer's collection.",
  ),
  reference("ref.rules.html", "Job rules", "Descriptions hold no comments, and href is http, https or mailto."),
  reference(
    "ref.rules.merged-update",
    "Job rules",
    "The merged result of an update must pass every rule, or nothing changes (422).",
  ),
  reference("ref.list.order-ties", "Listing", "Jobs with the same publishDate are listed by id descending."),
  reference(
    "ref.list.query-rules",
    "Listing",
    "q is a case-insensitive substring of title or referenceId; status outside active/archived/draft, and page or pageSize zero, negative or not an integer, is a 400; pageSize above 100 is clamped to 100; unknown parameters are ignored.",
  ),
  reference(
    "ref.list.links",
    "Paging",
    "next and previous are absolute URLs on the server's base carrying exactly q, status, the effective pageSize and page.",
  ),
  reference(
    "ref.list.page-past-last",
    "Paging",
    "A page past the last (page above pages) is answered 200 with empty data and the list's paging, not refused.",
  ),
  reference(
    "ref.collections",
    "Reference collections",
    "GET /positiontypes and /jobcategories answer { data } whole; /locations pages and filters like jobs.",
  ),
  reference(
    "ref.time.clock",
    "Time",
    "publishDate is the server clock at creation; with autoRefresh the publishDate never passes closeDate.",
  ),
] as const;
