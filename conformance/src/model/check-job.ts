/**
 * The checks every job response gets: the body against the prediction, the field order
 * and four-decimal amounts (as written), and the Location of a created job.
 */
import { show } from "../compare.js";
import { fourDecimals, numberLiterals } from "../json-text.js";
import type { Answer, Session } from "../session.js";
import { JOB_FIELD_ORDER } from "./predict.js";

/** How strictly to read a job response. */
export interface JobCheckOptions {
  /** A create answer: Location must name the new job. */
  created?: boolean;
  /** Create and update answers: the interface document states four decimals there. */
  writes?: boolean;
}

/** Checks that salary amounts are written with exactly four decimals. */
export function checkSalaryText(session: Session, answer: Answer): void {
  const salary = answer.json?.salary;
  if (!salary) return;
  const literals = numberLiterals(answer.text);
  for (const member of ["amount", "maxAmount"] as const) {
    const value = salary[member];
    if (typeof value !== "number") continue;
    const pointer = `/salary/${member}`;
    const written = literals.get(pointer);
    const wanted = fourDecimals(Math.round(value * 10_000));
    session.checks++;
    if (written !== wanted) {
      session.fail(
        `${answer.exchange.method} ${new URL(answer.exchange.url).pathname} wrote ${pointer} as ${written}; expected ${wanted} (four decimals)`,
        { kind: "field", exchange: answer.exchange, pointer, expected: wanted, actual: written, source: "seed" },
      );
    }
  }
}

/** Checks a Location header against the job it must name. */
export function checkLocation(session: Session, answer: Answer, id: number): void {
  const location = answer.headers.location;
  const wanted = `${session.context.options.baseUrl}/api/v1.1/jobs/${id}`;
  session.checks++;
  let absolute = false;
  try {
    absolute = new URL(location ?? "").pathname.endsWith(`/api/v1.1/jobs/${id}`);
  } catch {
    absolute = false;
  }
  const good = session.reference ? location === wanted : absolute;
  if (!good) {
    session.fail(`The ${answer.status} for job ${id} carries Location ${show(location)}; expected ${wanted}`, {
      kind: "header",
      header: "Location",
      exchange: answer.exchange,
      expected: wanted,
      actual: location,
      source: absolute ? "reference" : "seed",
    });
  }
}

/** Checks a job response against its prediction. */
export function checkJobAnswer(
  session: Session,
  answer: Answer,
  expected: unknown,
  options: JobCheckOptions = {},
): void {
  session.expectValue(answer, "", answer.json, expected, session.reference ? "reference" : "seed");
  if (session.reference) {
    const keys = Object.keys(answer.json ?? {});
    session.expectValue(answer, "", keys, JOB_FIELD_ORDER, "reference");
  }
  if (session.reference || options.writes) checkSalaryText(session, answer);
  if (options.created) checkLocation(session, answer, answer.json.id);
}
