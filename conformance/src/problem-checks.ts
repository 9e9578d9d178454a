/**
 * The reference profile's shape of a rejection: RFC 9457 problem details served as
 * application/problem+json, and `errors[]` entries that locate every broken rule.
 */

import type { Answer, Rejection } from "./answer.js";
import type { Requirements } from "./catalogue/index.js";
import { show } from "./compare.js";
import type { FailureDetail } from "./failure.js";

type Entry = Record<string, unknown>;

/** The assertions these checks make: a session's, handed in by the session itself. */
interface Assertions {
  check(
    requirements: Requirements,
    condition: boolean,
    message: string,
    detail: Omit<FailureDetail, "requirements">,
  ): void;
  expect(requirements: Requirements, condition: boolean, message: string, answer?: Answer): void;
}

function locate(
  session: Assertions,
  answer: Answer,
  errors: Entry[],
  key: string,
  wanted: readonly string[],
  what: string,
  requirement: "ref.errors.locate-rule" | "ref.errors.all-at-once",
): Entry | undefined {
  const located = errors.find((entry) => wanted.includes(entry[key] as string));
  session.check(
    requirement,
    located !== undefined,
    `${what}: no errors[] entry has ${key} ${wanted.map((p) => `'${p}'`).join(" or ")}; got ${show(errors)}`,
    { kind: "field", exchange: answer.exchange, pointer: "/errors", expected: { [key]: wanted[0] }, actual: errors },
  );
  return located;
}

/** Checks a rejection's problem document (the status is checked by the caller). */
export function checkProblem(session: Assertions, answer: Answer, rejection: Rejection, what: string): void {
  const type = answer.headers["content-type"] ?? "";
  session.expect(
    "ref.errors.problem-details",
    type.toLowerCase().startsWith("application/problem+json"),
    `${what}: the ${answer.status} came as '${type}', not application/problem+json`,
    answer,
  );
  const body = answer.json;
  for (const member of ["type", "title", "detail"]) {
    session.expect(
      "ref.errors.problem-details",
      typeof body?.[member] === "string" && body[member] !== "",
      `${what}: the problem has no ${member}`,
      answer,
    );
  }
  session.expect(
    "ref.errors.problem-details",
    body?.status === answer.status,
    `${what}: problem.status is ${show(body?.status)}, not ${answer.status}`,
    answer,
  );
  const wanted = rejection.pointers ?? rejection.parameters;
  if (!wanted) {
    return;
  }
  const errors: Entry[] = Array.isArray(body?.errors) ? body.errors : [];
  const key = rejection.pointers ? "pointer" : "parameter";
  for (const entry of errors) {
    const good =
      typeof entry.code === "string" && entry.code !== "" && typeof entry.message === "string" && entry.message !== "";
    session.expect(
      "ref.errors.locate-rule",
      good,
      `${what}: errors[] entry ${show(entry)} lacks a code or a message`,
      answer,
    );
  }
  const located = locate(session, answer, errors, key, wanted, what, "ref.errors.locate-rule");
  if (rejection.code) {
    session.expect(
      "ref.errors.locate-rule",
      located?.code === rejection.code,
      `${what}: code is ${show(located?.code)}; expected '${rejection.code}'`,
      answer,
    );
  }
  for (const group of rejection.also ?? []) {
    locate(session, answer, errors, key, group, `${what} (every violation at once)`, "ref.errors.all-at-once");
  }
}
