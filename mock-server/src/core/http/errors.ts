/**
 * The error table: how each domain failure answers over HTTP. One row per kind gives the
 * status, the problem type, the text and the requirements that decided it; nothing below
 * this layer knows any of them.
 */
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import type { DomainError, Failure, FailureKind } from "../domain/errors.js";
import { violationReasons } from "../rules/reasons.js";
import { ProblemError } from "./problem.js";

const NOT_FOUND: readonly RequirementId[] = ["ref.tenancy.not-found"];
const TAKEN_ON_CREATE: readonly RequirementId[] = ["create.reference-id.unique"];
const TAKEN_ON_UPDATE: readonly RequirementId[] = ["ref.reference-id.unique-on-update"];
const STATUS_MOVES: readonly RequirementId[] = ["ref.status.moves"];
const PLAN: readonly RequirementId[] = ["dialect.auto-refresh-on-standard-plan"];

const ERROR_TABLE: { readonly [K in FailureKind]: (failure: Failure<K>) => ProblemError } = {
  invalid: ({ subject, violations }) =>
    new ProblemError(
      422,
      `The ${subject} breaks ${violations.length === 1 ? "1 rule" : `${violations.length} rules`}.`,
      {
        type: "/problems/validation-failed",
        errors: violations,
        refusal: "validation",
        reasons: violationReasons(violations),
      },
    ),
  "not-found": ({ what, key, value }) =>
    new ProblemError(404, `No ${what} with ${key} ${typeof value === "string" ? `'${value}'` : value}.`, {
      refusal: "notFound",
      reasons: NOT_FOUND,
    }),
  "reference-id-taken": ({ referenceId, ownerId, change }) =>
    new ProblemError(
      409,
      `Another job (id ${ownerId}) already has the referenceId '${referenceId}'; use PUT /api/v1.1/jobs to update it.`,
      {
        type: "/problems/reference-id-taken",
        refusal: "referenceIdTaken",
        reasons: change === "create" ? TAKEN_ON_CREATE : TAKEN_ON_UPDATE,
        errors: [
          {
            pointer: "/referenceId",
            code: "duplicate",
            message: `'${referenceId}' is already used by job ${ownerId}`,
            facts: { holder: String(ownerId) },
          },
        ],
      },
    ),
  "api-key-taken": ({ apiKey }) =>
    new ProblemError(409, `The API key '${apiKey}' already belongs to an employer.`, {
      type: "/problems/api-key-taken",
      errors: [{ pointer: "/apiKey", code: "duplicate", message: "this API key already belongs to an employer" }],
    }),
  "status-move-refused": ({ from, to }) =>
    new ProblemError(409, `A job cannot move from ${from} to ${to}; archive it instead.`, {
      type: "/problems/invalid-status-transition",
      refusal: "statusMove",
      reasons: STATUS_MOVES,
      errors: [{ pointer: "/status", code: "invalid_transition", message: `cannot move from ${from} to ${to}` }],
      was: from,
    }),
  // Said as the invalid field it is, in a class of its own: a deployment may answer it with another status than validation's.
  "plan-refused": ({ plan }) =>
    new ProblemError(422, "The job breaks 1 rule.", {
      type: "/problems/validation-failed",
      refusal: "plan",
      reasons: PLAN,
      errors: [
        {
          pointer: "/autoRefresh",
          code: "plan",
          message: `needs the unlimited plan; this employer is on ${plan}`,
        },
      ],
    }),
  "job-limit-reached": ({ limit }) =>
    new ProblemError(409, `This employer already has the most jobs this server keeps (${limit}); delete some first.`, {
      type: "/problems/job-limit-reached",
    }),
  "job-ids-exhausted": ({ lastId }) =>
    new ProblemError(409, `Every job id up to ${lastId} has been used; this server can create no more jobs.`, {
      type: "/problems/job-ids-exhausted",
    }),
  "writes-refused": ({ reason }) => new ProblemError(503, reason, { headers: { "retry-after": "60" } }),
};

function answer<K extends FailureKind>(failure: Failure<K>): ProblemError {
  return ERROR_TABLE[failure.kind](failure);
}

/** The problem a domain failure answers with, its pointers into the whole request body. */
export function toProblemError(error: DomainError): ProblemError {
  const problem = answer(error.failure);
  if (error.within === "" || problem.errors === undefined) {
    return problem;
  }
  const errors = problem.errors.map((entry) =>
    entry.pointer === undefined ? entry : { ...entry, pointer: `${error.within}${entry.pointer}` },
  );
  const { type, headers, refusal, reasons } = problem;
  return new ProblemError(problem.status, problem.message, { type, headers, errors, refusal, reasons });
}
