/**
 * The checks every job response gets: each field against the prediction, under the
 * requirement that field answers to; the field order and four-decimal amounts (as
 * written); and the Location of a created job.
 */
import { JOB_FIELD_ORDER } from "@jobs-toolkit/spec";
import type { Answer } from "../answer.js";
import { NOISE_POINTERS } from "../arbitraries/job-specimen-arb.js";
import { idsOf, type RequirementId, type Requirements } from "../catalogue/index.js";
import { show } from "../compare.js";
import type { Json } from "../json.js";
import { fourDecimals, numberLiterals } from "../json-text.js";
import type { Session } from "../session.js";
import { onBase } from "./returned-url.js";

/** Why the answer is what it is: a new job from a body, an update with a body, or a read. */
type JobAnswerKind = { kind: "post" | "upsert-create" | "update"; body: Json } | { kind: "read" };

/** How strictly to read a job response. */
export interface JobCheckOptions {
  /** What the whole answer asserts, besides each field's own requirement. */
  requirements: Requirements;
  answered: JobAnswerKind;
}

/** The requirement a field given in a request answers to. */
const SENT: Record<string, RequirementId> = {
  id: "job.id.assigned",
  referenceId: "job.reference-id.stored",
  employer: "job.employer.caller",
  title: "job.title.stored",
  publishDate: "job.publish-date.set-by-service",
  closeDate: "job.close-date.settable",
  confidential: "job.flags.stored",
  autoRefresh: "job.flags.stored",
  status: "create.status.given",
  locations: "location.input.description-only",
  categories: "category.input.id-only",
  positionType: "position-type.input.id-only",
  salary: "salary.amount.stored",
  description: "job.description.stored",
  applicantRoutingType: "routing.type-ids",
  applicationEmail: "job.application-email.only-routing-1",
  applicationUrl: "job.application-url.only-routing-2",
};

/** The requirement a field left out of a create answers to: its default. */
const DEFAULTED: Record<string, RequirementId> = {
  referenceId: "job.reference-id.none",
  closeDate: "create.default.close-date-60-days",
  confidential: "create.default.confidential-false",
  autoRefresh: "create.default.auto-refresh-false",
  status: "create.status.default-draft",
  salary: "job.salary.null-when-none",
};

/** What the value sent for a field puts to the test besides storing it. */
function inputRequirements(field: string, value: unknown): RequirementId[] {
  if (field === "description" && typeof value === "string") {
    return value.includes(" target=")
      ? ["description.tags.allowed", "description.a.target-allowed"]
      : ["description.tags.allowed"];
  }
  if (field === "locations" && Array.isArray(value)) {
    const texts = value.map((location: Json) => String(location?.description ?? ""));
    const ids: RequirementId[] = [];
    // Which places a service's collection holds is its own: any `City, XX` may be outside it.
    if (texts.some((text) => text.includes(","))) {
      ids.push("location.input.city-and-province", "location.input.outside-collection");
    }
    if (texts.some((text) => !text.includes(","))) {
      ids.push("location.input.city-only");
    }
    return ids;
  }
  return [];
}

const NOISE_REQUIREMENT = "ref.requests.unknown-and-read-only-fields";

/** True when a refusal's errors locate a read-only or unknown member the write sent. */
function refusedNoise(answer: Answer | undefined): boolean {
  if (!answer || answer.status < 400 || !Array.isArray(answer.json?.errors)) {
    return false;
  }
  return answer.json.errors.some((error: Json) => NOISE_POINTERS.includes(String(error?.pointer)));
}

/**
 * What a write puts to the test: `base` (the operation), and what each value sent must
 * be accepted as (an allowed tag, a city alone, a town outside the collection...).
 */
export function writeRequirements(
  base: RequirementId | readonly RequirementId[],
  body: Json,
  answer?: Answer,
): [RequirementId, ...RequirementId[]] {
  // A refusal that locates a member the reference level says is ignored breaks that rule.
  const ids = new Set<RequirementId>(refusedNoise(answer) ? [NOISE_REQUIREMENT] : []);
  for (const id of typeof base === "string" ? [base] : base) {
    ids.add(id);
  }
  for (const [field, value] of Object.entries(body)) {
    for (const id of inputRequirements(field, value)) {
      ids.add(id);
    }
  }
  return [...ids] as [RequirementId, ...RequirementId[]];
}

function fieldRequirements(field: string, answered: JobAnswerKind): [RequirementId, ...RequirementId[]] {
  if (answered.kind === "read") {
    return [SENT[field] ?? "get.by-id"];
  }
  const sent = field in answered.body;
  if (field === "referenceId" && (answered.body.referenceId === "" || answered.body.referenceId === null)) {
    return ["job.reference-id.none"];
  }
  if (field === "salary" && answered.body.salary === null) {
    return ["job.salary.null-when-none"];
  }
  if (!sent) {
    return [answered.kind === "update" ? "update.partial" : (DEFAULTED[field] ?? SENT[field] ?? "create.response.job")];
  }
  const own = SENT[field] ?? (answered.kind === "update" ? "update.partial" : "create.response.job");
  return [own, ...inputRequirements(field, answered.body[field])];
}

/** What the reference level adds to a field's prediction. */
const REFERENCE_EXTRAS: Record<string, RequirementId> = {
  id: "ref.ids.increasing",
  referenceId: "ref.reference-id.null",
  publishDate: "ref.dates.utc-seconds",
  closeDate: "ref.dates.utc-seconds",
  locations: "ref.rules.locations",
  categories: "ref.names.collections",
  positionType: "ref.names.collections",
  salary: "ref.names.collections",
  applicantRoutingType: "ref.names.collections",
};

/** The maxima of the names the service writes, by JSON Pointer pattern. */
const NAME_LIMITS: ReadonlyArray<[RegExp, number]> = [
  [/^\/employer\/name$/, 128],
  [/^\/status$/, 10],
  [/^\/locations\/\d+\/name$/, 256],
  [/^\/locations\/\d+\/description$/, 300],
  [/^\/locations\/\d+\/type$/, 50],
  [/^\/categories\/\d+\/name$/, 40],
  [/^\/positionType\/name$/, 10],
  [/^\/salary\/type\/(name|unit)$/, 50],
  [/^\/applicantRoutingType\/name$/, 50],
];

function stringsOf(value: unknown, pointer: string, found: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === "string") {
    found.push([pointer, value]);
  }
  // Arrays too: their entries are keyed by index.
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      stringsOf(inner, `${pointer}/${key}`, found);
    }
  }
  return found;
}

/** Checks that the names the service writes in a job (or a job header) fit their maxima. */
export function checkNameLimits(session: Session, answer: Answer, job: unknown, at = ""): void {
  for (const [pointer, text] of stringsOf(job, "", [])) {
    const limit = NAME_LIMITS.find(([pattern]) => pattern.test(pointer))?.[1];
    if (limit === undefined) {
      continue;
    }
    session.check(
      "limits.read-only-names",
      [...text].length <= limit,
      `${answer.exchange.method} ${new URL(answer.exchange.url).pathname} wrote ${at}${pointer} with ${[...text].length} characters; at most ${limit} are documented`,
      { kind: "field", exchange: answer.exchange, pointer: `${at}${pointer}`, expected: limit, actual: text },
    );
  }
}

/**
 * Checks that salary amounts are written with exactly four decimals: `amount` in the
 * answer to a create or update (the document shows it only there), and every amount of
 * every answer in the reference profile.
 */
export function checkSalaryText(session: Session, answer: Answer, write: boolean): void {
  const salary = answer.json?.salary;
  if (!salary) {
    return;
  }
  const literals = numberLiterals(answer.text);
  for (const member of ["amount", "maxAmount"] as const) {
    const requirement =
      member === "amount" && write
        ? "salary.amount.four-decimals-on-write"
        : session.reference
          ? "ref.salary.four-decimals-everywhere"
          : undefined;
    const value = salary[member];
    if (requirement === undefined || typeof value !== "number") {
      continue;
    }
    const pointer = `/salary/${member}`;
    const written = literals.get(pointer);
    const wanted = fourDecimals(Math.round(value * 10_000));
    session.check(
      requirement,
      written === wanted,
      `${answer.exchange.method} ${new URL(answer.exchange.url).pathname} wrote ${pointer} as ${written}; expected ${wanted} (four decimals)`,
      { kind: "field", exchange: answer.exchange, pointer, expected: wanted, actual: written },
    );
  }
}

/** Checks a Location header against the job it must name. */
function checkLocation(session: Session, answer: Answer, id: number): void {
  const location = answer.headers.location;
  let absolute: URL | undefined;
  try {
    absolute = new URL(location ?? "");
  } catch {
    absolute = undefined;
  }
  session.check(
    ["create.response.location", "api.version-in-path"],
    absolute !== undefined && onBase(absolute, locationOf(session, id)),
    `The ${answer.status} for job ${id} carries Location ${show(location)}; expected the absolute URL ${locationOf(session, id)} (scheme, host, port and path)`,
    {
      kind: "header",
      header: "Location",
      exchange: answer.exchange,
      actual: location,
      expected: locationOf(session, id),
    },
  );
  if (session.reference) {
    checkExactLocation(session, answer, id, "ref.location.public-url");
  }
}

function locationOf(session: Session, id: number): string {
  return `${session.context.options.baseUrl}/api/v1.1/jobs/${id}`;
}

/** Reference profile: the Location is exactly the job's URL on the base URL. */
function checkExactLocation(session: Session, answer: Answer, id: number, requirements: Requirements): void {
  const wanted = locationOf(session, id);
  const location = answer.headers.location;
  session.check(
    requirements,
    location === wanted,
    `The ${answer.status} for job ${id} carries Location ${show(location)}; expected ${wanted}`,
    { kind: "header", header: "Location", exchange: answer.exchange, actual: location, expected: wanted },
  );
}

/** Checks a job response against its prediction, field by field. */
export function checkJobAnswer(session: Session, answer: Answer, expected: Json, options: JobCheckOptions): void {
  const { answered } = options;
  const context = idsOf(options.requirements);
  session.expect(
    options.requirements,
    answer.json !== null && typeof answer.json === "object" && !Array.isArray(answer.json),
    `${answer.exchange.method} ${new URL(answer.exchange.url).pathname} answered ${answer.status} without a job object`,
    answer,
  );
  for (const [field, value] of Object.entries(expected)) {
    const own = fieldRequirements(field, answered);
    const extra = session.reference ? REFERENCE_EXTRAS[field] : undefined;
    if (extra && !own.includes(extra)) {
      own.push(extra);
    }
    const named: [RequirementId, ...RequirementId[]] = [...own, ...context.filter((id) => !own.includes(id))];
    session.expectValue(named, answer, `/${field}`, answer.json?.[field], value);
  }
  if (session.reference) {
    session.expectValue("ref.job.field-order", answer, "", Object.keys(answer.json ?? {}), JOB_FIELD_ORDER);
  }
  checkNameLimits(session, answer, answer.json);
  checkSalaryText(session, answer, answered.kind !== "read");
  if (answered.kind === "post") {
    checkLocation(session, answer, answer.json.id);
  }
  if (answered.kind === "upsert-create" && session.reference) {
    checkExactLocation(session, answer, answer.json.id, ["ref.upsert.create-201", "ref.location.public-url"]);
  }
}
