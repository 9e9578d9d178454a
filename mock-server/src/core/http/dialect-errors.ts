/**
 * The second column of the error table: a refusal of the job API as the deployment a
 * dialect describes answers it. The words stay the reference server's; the status, the
 * shape of the body and its content type are the dialect's.
 */
import type { ErrorAnswer, RefusalClass, RefusalName, ResolvedDialect } from "@jobs-toolkit/spec";
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import type { Violation } from "../domain/errors.js";
import { type CoreResponse, PROBLEM_TYPE } from "./http.js";
import { ProblemError } from "./problem.js";

/** The dialect entry that answers each refusal its own way. */
const DIALECT_ENTRIES: { readonly [Name in RefusalName]: RequirementId } = {
  validation: "dialect.errors.validation",
  missingKey: "dialect.errors.missing-key",
  badKey: "dialect.errors.bad-key",
  notFound: "dialect.errors.not-found",
  referenceIdTaken: "dialect.errors.reference-id-taken",
  statusMove: "dialect.errors.status-move",
  badQuery: "dialect.errors.bad-query",
  plan: "dialect.errors.plan",
};

/** The `errors` knob that answers a refusal class: a path no route has reads as not found. */
function knobOf(refusal: RefusalClass | undefined): RefusalName | undefined {
  if (refusal === "unknownRoute" || refusal === "trailingSlash") {
    return "notFound";
  }
  return refusal !== undefined && refusal in DIALECT_ENTRIES ? (refusal as RefusalName) : undefined;
}

/** Where a violation sits, as a field name: `/locations/0/description` reads `locations.0.description`. */
function fieldOf(violation: Violation): string {
  return violation.parameter ?? violation.pointer?.slice(1).replaceAll("/", ".") ?? "";
}

function upperSnake(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();
}

/** The body of each shape, from the refusal's words. */
const BODIES: {
  readonly [Shape in ErrorAnswer["body"]]: (problem: ProblemError, status: number) => string | undefined;
} = {
  problem: (problem, status) =>
    JSON.stringify(
      new ProblemError(status, problem.message, { type: problem.type, errors: problem.errors }).toProblem(),
    ),
  message: (problem) => {
    const details: Record<string, string[]> = {};
    for (const violation of problem.errors ?? []) {
      const field = fieldOf(violation);
      details[field] = [...(details[field] ?? []), violation.message];
    }
    return JSON.stringify({ message: problem.message, ...(problem.errors && { details }) });
  },
  errors: (problem) =>
    JSON.stringify({
      errors: problem.errors?.map((violation) => ({ field: fieldOf(violation), message: violation.message })) ?? [
        { message: problem.message },
      ],
    }),
  "error-object": (problem) =>
    JSON.stringify({ error: { code: upperSnake(knobOf(problem.refusal) ?? "error"), message: problem.message } }),
  "error-string": (problem) => JSON.stringify({ error: problem.message }),
  text: (problem) =>
    [problem.message, ...(problem.errors ?? []).map((violation) => `${fieldOf(violation)}: ${violation.message}`)].join(
      "\n",
    ),
  empty: () => undefined,
};

/** The response a failure answers with in this dialect. */
export function answerInDialect(problem: ProblemError, dialect: ResolvedDialect): CoreResponse {
  const knob = knobOf(problem.refusal);
  const answer = knob && dialect.errors[knob];
  const asItIs = answer?.body === "problem" && answer.status === problem.status && answer.contentType === PROBLEM_TYPE;
  if (!answer || asItIs) {
    return problem.toResponse();
  }
  const body = BODIES[answer.body](problem, answer.status);
  const reasons = [...(problem.reasons ?? []), DIALECT_ENTRIES[knob as RefusalName]];
  if (body === undefined) {
    return { status: answer.status, headers: { ...problem.headers }, reasons };
  }
  return { status: answer.status, headers: { "content-type": answer.contentType, ...problem.headers }, body, reasons };
}
