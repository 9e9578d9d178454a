/**
 * The toolkit's own decisions where the interface document is silent or says "not
 * shown": what the reference server does, and what `--profile reference` asserts.
 */

import { checked, requirement } from "./requirement.js";
import type { Section } from "./sections.js";

const reference = <const Id extends string>(
  id: Id,
  section: Section,
  says: string,
  check: ReturnType<typeof checked>,
) => requirement(id, "reference", section, says, check);

const MODEL = ["model"] as const;

/** Reference-level requirements. */
export const REFERENCE_REQUIREMENTS = [
  reference(
    "ref.status-codes",
    "Errors",
    "Each outcome answers the exact status of the endpoint table: 200, 201, 204, 400, 401, 404, 405, 409, 413, 415, 422.",
    checked(["model", "rules", "requests", "auth", "query"], "every answer's status is compared with the exact one"),
  ),
  reference(
    "ref.errors.problem-details",
    "Errors",
    "Errors are application/problem+json with type, title, status and detail.",
    checked(["rules", "requests", "auth", "query"], "every rejection's body and Content-Type are read"),
  ),
  reference(
    "ref.errors.locate-rule",
    "Errors",
    "A validation error lists each broken rule with the JSON Pointer (or query parameter) it concerns and a stable code.",
    checked(["rules", "query", "model"], "every rejection names the pointer of the broken rule"),
  ),
  reference(
    "ref.errors.all-at-once",
    "Errors",
    "Every broken rule is reported at once, not only the first.",
    checked(["rules"], "bodies breaking two unrelated rules report both"),
  ),
  reference(
    "ref.response-schema",
    "Wire format",
    "Every answer, errors included, meets the OpenAPI document, and successes are application/json; charset=utf-8.",
    checked(MODEL, "every answer is validated against the OpenAPI document"),
  ),
  reference(
    "ref.job.field-order",
    "Wire format",
    "Job fields are written in a fixed order.",
    checked(MODEL, "the keys of every job answer come in the documented order"),
  ),
  reference(
    "ref.dates.utc-seconds",
    "Wire format",
    "Dates are written as RFC 3339 UTC in whole seconds; closeDate input takes any offset or a full date meaning midnight UTC.",
    checked(MODEL, "closeDate and publishDate are predicted to the second in UTC"),
  ),
  reference(
    "ref.salary.four-decimals-everywhere",
    "Wire format",
    "Every answer writes salary amounts with exactly four decimals, maxAmount included.",
    checked(["decimals", "model"], "the text of every job answer writes both amounts with four decimals"),
  ),
  reference(
    "ref.reference-id.null",
    "Wire format",
    "A job without a referenceId shows null.",
    checked(["defaults", "round-trip", "model"], "empty and absent referenceIds read back as null"),
  ),
  reference(
    "ref.ids.increasing",
    "Wire format",
    "Job ids are positive and assigned in increasing order.",
    checked(MODEL, "each new id is above every id seen before"),
  ),
  reference(
    "ref.names.collections",
    "Wire format",
    "Nested categories, position types, salary and routing types show the collection's names (routing: Email, URL).",
    checked(MODEL, "answers show the names the collections list"),
  ),
  reference(
    "ref.requests.content-type",
    "Wire format",
    "A body without an application/json Content-Type is a 415.",
    checked(["requests"], "creates and updates sent as text/plain are refused and change nothing"),
  ),
  reference(
    "ref.requests.malformed",
    "Wire format",
    "Malformed JSON, or a body that is not a JSON object, is a 400.",
    checked(["requests"], "such bodies are refused and change nothing"),
  ),
  reference(
    "ref.requests.body-limit",
    "Wire format",
    "A body over the limit (1 MiB by default) is a 413.",
    checked(["requests"], "a body over 1 MiB is refused and changes nothing"),
  ),
  reference(
    "ref.requests.bad-job-id",
    "Wire format",
    "A job id in the path that is not a positive Int32 is a 400.",
    checked(["requests"], "paths with such ids are refused"),
  ),
  reference(
    "ref.requests.unknown-path",
    "Wire format",
    "An unknown path is a 404 problem; a known path with an unsupported method is a 405 with Allow.",
    checked(["requests"], "unknown paths and methods are refused as stated"),
  ),
  reference(
    "ref.requests.unknown-and-read-only-fields",
    "Wire format",
    "Unknown and read-only input fields, prototype keys included, are ignored.",
    checked(["requests", "model"], "bodies carrying them create the same job"),
  ),
  reference(
    "ref.cors",
    "Wire format",
    "CORS preflight answers 204 and allows API-Key, Content-Type and X-HTTP-Method-Override.",
    checked(["requests"], "OPTIONS answers are read"),
  ),
  reference(
    "ref.override.rules",
    "Method override",
    "Override values are case-insensitive; any other value is a 400; on other methods the header is ignored; POST on a job without it is a 405.",
    checked(["override", "requests"], "each of those requests is sent and the job read back"),
  ),
  reference(
    "ref.tenancy.not-found",
    "Tenancy",
    "Another employer's job is indistinguishable from a missing one: 404.",
    checked(["tenancy", "model"], "reads, updates and deletes of it answer 404"),
  ),
  reference(
    "ref.reference-id.unique-on-update",
    "Updating a job",
    "An update giving a referenceId another job of the employer holds is a 409.",
    checked(["rules", "model"], "such updates are refused and change nothing"),
  ),
  reference(
    "ref.reference-id.required",
    "Updating a job",
    "An upsert or a delete by reference without a referenceId is a 422.",
    checked(["rules"], "such requests are refused and change nothing"),
  ),
  reference(
    "ref.location.public-url",
    "Creating a job",
    "The Location of a created job is its URL on the server's public base URL exactly: base, /api/v1.1/jobs/, id.",
    checked(["model"], "the Location of every create and creating upsert is compared with the base URL plus the path"),
  ),
  reference(
    "ref.upsert.create-201",
    "Updating a job",
    "A PUT that creates answers 201 with a Location header.",
    checked(["model", "defaults"], "upserts of new referenceIds answer 201"),
  ),
  reference(
    "ref.status.moves",
    "Status moves",
    "A draft may become active or archived; the same status again is a no-op; a move back to draft is a 409.",
    checked(["model", "rules"], "every move is tried and the job read back"),
  ),
  reference(
    "ref.rules.required",
    "Job rules",
    "title, description, locations, categories, positionType and applicantRoutingType are required on create.",
    checked(["rules", "model"], "bodies without each of them are refused"),
  ),
  reference(
    "ref.rules.values",
    "Job rules",
    "Field values follow the toolkit's rules: title not blank, title, referenceId, location descriptions, applicationEmail and applicationUrl one line without control characters (control_character), booleans, known category, position type and routing ids, salary type 1 to 5, amount >= 0 with at most four decimals, maxAmount >= amount, an e-mail address, closeDate a date after publishDate.",
    checked(["rules", "time"], "each rule broken alone is refused and changes nothing"),
  ),
  reference(
    "ref.rules.locations",
    "Job rules",
    "Locations are distinct and either 'City' matching exactly one known location or 'City, XX' with a Canadian province code; new ones join the employer's collection.",
    checked(["rules", "model"], "each form is tried, and answers show the collection's entry"),
  ),
  reference(
    "ref.rules.html",
    "Job rules",
    "Descriptions hold no comments, and href is http, https or mailto.",
    checked(["rules"], "such descriptions are refused"),
  ),
  reference(
    "ref.rules.merged-update",
    "Job rules",
    "The merged result of an update must pass every rule, or nothing changes (422).",
    checked(["rules", "model"], "updates breaking a rule are refused and the job reads as before"),
  ),
  reference(
    "ref.list.order-ties",
    "Listing",
    "Jobs with the same publishDate are listed by id descending.",
    checked(["model", "paging"], "pages are compared with the model's exact order"),
  ),
  reference(
    "ref.list.query-rules",
    "Listing",
    "q is a case-insensitive substring of title or referenceId; status outside active/archived/draft, and page or pageSize zero, negative or not an integer, is a 400; pageSize above 100 is clamped to 100; unknown parameters are ignored.",
    checked(["query"], "each such query is sent"),
  ),
  reference(
    "ref.list.links",
    "Paging",
    "next and previous are absolute URLs on the server's base carrying exactly q, status, the effective pageSize and page.",
    checked(["model", "paging"], "links are compared whole"),
  ),
  reference(
    "ref.collections",
    "Reference collections",
    "GET /positiontypes and /jobcategories answer { data } whole; /locations pages and filters like jobs.",
    checked(["collections"], "each collection is read and walked"),
  ),
  reference(
    "ref.time.clock",
    "Time",
    "publishDate is the server clock at creation; with autoRefresh the publishDate never passes closeDate.",
    checked(["time"], "the clock is set and advanced through the reference server's controls"),
  ),
] as const;
