/**
 * How the suite checks the toolkit's own decisions (`--profile reference`).
 */

import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import { checked, type RequirementCheck } from "./requirement.js";

const MODEL = ["model"] as const;

/** Reference-level checks, by requirement id. */
export const REFERENCE_CHECKS = {
  "ref.status-codes": checked(
    ["model", "rules", "requests", "auth", "query"],
    "every answer's status is compared with the exact one",
  ),
  "ref.errors.problem-details": checked(
    ["rules", "requests", "auth", "query"],
    "every rejection's body and Content-Type are read",
  ),
  "ref.errors.locate-rule": checked(
    ["rules", "query", "model"],
    "every rejection names the pointer of the broken rule",
  ),
  "ref.errors.all-at-once": checked(["rules"], "bodies breaking two unrelated rules report both"),
  "ref.response-schema": checked(MODEL, "every answer is validated against the OpenAPI document"),
  "ref.job.field-order": checked(MODEL, "the keys of every job answer come in the documented order"),
  "ref.dates.utc-seconds": checked(MODEL, "closeDate and publishDate are predicted to the second in UTC"),
  "ref.salary.four-decimals-everywhere": checked(
    ["decimals", "model"],
    "the text of every job answer writes both amounts with four decimals",
  ),
  "ref.reference-id.null": checked(
    ["defaults", "round-trip", "model"],
    "empty and absent referenceIds read back as null",
  ),
  "ref.ids.increasing": checked(MODEL, "each new id is above every id seen before"),
  "ref.names.collections": checked(MODEL, "answers show the names the collections list"),
  "ref.requests.content-type": checked(
    ["requests"],
    "creates and updates sent as text/plain are refused and change nothing",
  ),
  "ref.requests.malformed": checked(["requests"], "such bodies are refused and change nothing"),
  "ref.requests.body-limit": checked(["requests"], "a body over 1 MiB is refused and changes nothing"),
  "ref.requests.bad-job-id": checked(["requests"], "paths with such ids are refused"),
  "ref.requests.unknown-path": checked(["requests"], "unknown paths and methods are refused as stated"),
  "ref.requests.unknown-and-read-only-fields": checked(
    ["requests", "model"],
    "bodies carrying them create the same job",
  ),
  "ref.cors": checked(["requests"], "OPTIONS answers are read"),
  "ref.override.rules": checked(["override", "requests"], "each of those requests is sent and the job read back"),
  "ref.tenancy.not-found": checked(["tenancy", "model"], "reads, updates and deletes of it answer 404"),
  "ref.reference-id.unique-on-update": checked(["rules", "model"], "such updates are refused and change nothing"),
  "ref.reference-id.required": checked(["rules"], "such requests are refused and change nothing"),
  "ref.location.public-url": checked(
    ["model"],
    "the Location of every create and creating upsert is compared with the base URL plus the path",
  ),
  "ref.upsert.create-201": checked(["model", "defaults"], "upserts of new referenceIds answer 201"),
  "ref.status.moves": checked(["model", "rules"], "every move is tried and the job read back"),
  "ref.rules.required": checked(["rules", "model"], "bodies without each of them are refused"),
  "ref.rules.values": checked(["rules", "time"], "each rule broken alone is refused and changes nothing"),
  "ref.rules.locations": checked(["rules", "model"], "each form is tried, and answers show the collection's entry"),
  "ref.rules.html": checked(["rules"], "such descriptions are refused"),
  "ref.rules.merged-update": checked(
    ["rules", "model"],
    "updates breaking a rule are refused and the job reads as before",
  ),
  "ref.list.order-ties": checked(["model", "paging"], "pages are compared with the model's exact order"),
  "ref.list.query-rules": checked(["query"], "each such query is sent"),
  "ref.list.links": checked(["model", "paging"], "links are compared whole"),
  "ref.list.page-past-last": checked(["model", "paging"], "the page just past the last is asked and must be empty"),
  "ref.collections": checked(["collections"], "each collection is read and walked"),
  "ref.time.clock": checked(["time"], "the clock is set and advanced through the reference server's controls"),
} satisfies Partial<Record<RequirementId, RequirementCheck>>;
