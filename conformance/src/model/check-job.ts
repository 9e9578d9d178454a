/**
 * The checks every job response gets: each field against the prediction, under the
 * requirement that field answers to; the field order and four-decimal amounts (as
 * written); and the Location of a created job.
 */
import { idsOf, type RequirementId, type Requirements } from "../catalogue/index.js";
import { show } from "../compare.js";
import { fourDecimals, numberLiterals } from "../json-text.js";
import type { Answer, Session } from "../session.js";
import { JOB_FIELD_ORDER } from "./predict.js";

// biome-ignore lint/suspicious/noExplicitAny: request bodies are plain JSON.
type Json = Record<string, any>;

/** Why the answer is what it is: a new job from a body, an update with a body, or a read. */
export type JobAnswerKind = { kind: "post" | "upsert-create" | "update"; body: Json } | { kind: "read" };

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

function fieldRequirement(field: string, answered: JobAnswerKind): RequirementId {
  if (answered.kind === "read") return SENT[field] ?? "get.by-id";
  const sent = field in answered.body;
  if (field === "referenceId" && (answered.body.referenceId === "" || answered.body.referenceId === null))
    return "job.reference-id.none";
  if (field === "salary" && answered.body.salary === null) return "job.salary.null-when-none";
  if (answered.kind === "update") return sent ? (SENT[field] ?? "update.partial") : "update.partial";
  if (!sent && DEFAULTED[field]) return DEFAULTED[field];
  return SENT[field] ?? "create.response.job";
}

/** Checks that salary amounts are written with exactly four decimals. */
export function checkSalaryText(
  session: Session,
  answer: Answer,
  members: ReadonlyArray<"amount" | "maxAmount">,
): void {
  const salary = answer.json?.salary;
  if (!salary) return;
  const literals = numberLiterals(answer.text);
  for (const member of members) {
    const value = salary[member];
    if (typeof value !== "number") continue;
    const pointer = `/salary/${member}`;
    const written = literals.get(pointer);
    const wanted = fourDecimals(Math.round(value * 10_000));
    session.check(
      member === "amount" ? "salary.amount.four-decimals-on-write" : "ref.salary.four-decimals-everywhere",
      written === wanted,
      `${answer.exchange.method} ${new URL(answer.exchange.url).pathname} wrote ${pointer} as ${written}; expected ${wanted} (four decimals)`,
      { kind: "field", exchange: answer.exchange, pointer, expected: wanted, actual: written },
    );
  }
}

/** Which amounts must be written with four decimals: amount on writes (and everywhere, reference). */
export function fourDecimalMembers(session: Session, write: boolean): ReadonlyArray<"amount" | "maxAmount"> {
  if (session.reference) return ["amount", "maxAmount"];
  return write ? ["amount"] : [];
}

/** Checks a Location header against the job it must name. */
export function checkLocation(session: Session, answer: Answer, id: number): void {
  const location = answer.headers.location;
  const wanted = `${session.context.options.baseUrl}/api/v1.1/jobs/${id}`;
  let absolute = false;
  try {
    absolute = new URL(location ?? "").pathname.endsWith(`/api/v1.1/jobs/${id}`);
  } catch {
    absolute = false;
  }
  const detail = { kind: "header" as const, header: "Location", exchange: answer.exchange, actual: location };
  const message = `The ${answer.status} for job ${id} carries Location ${show(location)}; expected`;
  session.check("create.response.location", absolute, `${message} an absolute URL ending in /api/v1.1/jobs/${id}`, {
    ...detail,
    expected: wanted,
  });
  if (session.reference)
    session.check("ref.status-codes", location === wanted, `${message} ${wanted}`, { ...detail, expected: wanted });
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
    const requirement = fieldRequirement(field, answered);
    const named: [RequirementId, ...RequirementId[]] = context.includes(requirement)
      ? [requirement]
      : [requirement, ...context];
    session.expectValue(named, answer, `/${field}`, answer.json?.[field], value);
  }
  if (session.reference) {
    session.expectValue("ref.job.field-order", answer, "", Object.keys(answer.json ?? {}), JOB_FIELD_ORDER);
  }
  checkSalaryText(session, answer, fourDecimalMembers(session, answered.kind !== "read"));
  if (answered.kind === "post") checkLocation(session, answer, answer.json.id);
  if (answered.kind === "upsert-create" && session.reference) {
    const wanted = `${session.context.options.baseUrl}/api/v1.1/jobs/${answer.json.id}`;
    session.check(
      "ref.upsert.create-201",
      answer.headers.location === wanted,
      `The ${answer.status} of an upsert that created job ${answer.json.id} carries Location ${show(answer.headers.location)}; expected ${wanted}`,
      {
        kind: "header",
        header: "Location",
        exchange: answer.exchange,
        expected: wanted,
        actual: answer.headers.location,
      },
    );
  }
}
