/**
 * Whether an update's salary object replaces the stored salary or is merged into it: the
 * interface document allows both readings. A target may take either, but one: the first
 * update that tells them apart fixes the target's reading for the rest of the run.
 */

import type { Answer } from "../answer.js";
import { findDifference, oneOf } from "../compare.js";
import type { SalaryReading } from "../context.js";
import type { Json } from "../json.js";
import type { Session } from "../session.js";

/** The salary an update answers with, under each reading, when they differ; undefined when they agree. */
export function salaryReadings(
  storedSalary: Json | null | undefined,
  predicted: Json,
  sent: Json,
): Record<SalaryReading, Json> | undefined {
  if (!storedSalary || typeof storedSalary !== "object") {
    return undefined;
  }
  const merged: Json = { ...predicted };
  for (const member of ["maxAmount", "plusCommission"] as const) {
    if (!(member in sent)) {
      merged[member] = storedSalary[member];
    }
  }
  return findDifference(merged, predicted) === undefined ? undefined : { replace: predicted, merge: merged };
}

/** The salary to expect: the reading seen, or either while none has been. */
export function expectedSalary(readings: Record<SalaryReading, Json>, seen: SalaryReading | undefined): unknown {
  return seen ? readings[seen] : oneOf([readings.replace, readings.merge]);
}

/** The reading an answered salary shows, when it shows exactly one. */
function readingShown(readings: Record<SalaryReading, Json>, answered: unknown): SalaryReading | undefined {
  const replaced = findDifference(answered, readings.replace) === undefined;
  const merged = findDifference(answered, readings.merge) === undefined;
  return replaced === merged ? undefined : replaced ? "replace" : "merge";
}

/**
 * Whether merging `sent` into the stored salary would keep a maxAmount below the amount
 * sent. The document sets no rule between the two, so a merging target may take it or
 * refuse it: the seed profile sends no such update (see {@link explicitMaxAmount}).
 */
function mergeLeavesMaxBelow(storedSalary: Json | null | undefined, sent: Json | null | undefined): boolean {
  return (
    typeof storedSalary?.maxAmount === "number" &&
    typeof sent?.amount === "number" &&
    !("maxAmount" in sent) &&
    storedSalary.maxAmount < sent.amount
  );
}

/**
 * The update body to send while the target may merge salaries: one whose merged salary
 * would keep a maxAmount below the new amount says `maxAmount: null` instead of nothing.
 */
export function explicitMaxAmount(storedSalary: Json | null | undefined, body: Json): void {
  if (mergeLeavesMaxBelow(storedSalary, body.salary)) {
    body.salary = { ...body.salary, maxAmount: null };
  }
}

/**
 * Holds the target to one reading: the first update that tells the two apart fixes it
 * (the reference profile starts with our server's), and every later one must show it.
 * `replaced` is the salary predicted for `sent` replacing `storedSalary`.
 */
export function holdSalaryReading(
  session: Session,
  storedSalary: Json | null | undefined,
  sent: Json,
  replaced: Json,
  answer: Answer,
): void {
  const readings = salaryReadings(storedSalary, replaced, sent);
  const shown = readings ? readingShown(readings, answer.json?.salary) : undefined;
  if (!readings || !shown) {
    return;
  }
  const { method, url } = answer.exchange;
  const at = `${method} ${new URL(url).pathname}`;
  const held = session.context.readings.salary ?? { reading: shown, seen: at };
  session.context.readings.salary = held;
  const did = (reading: SalaryReading) => (reading === "merge" ? "merged" : "replaced");
  session.check(
    "update.salary.one-reading",
    shown === held.reading,
    `${at} ${did(shown)} the salary it was sent, but ${held.seen} ${did(held.reading)} it: a target may take either reading of an update's salary, not both`,
    {
      kind: "field",
      exchange: answer.exchange,
      pointer: "/salary",
      expected: readings[held.reading],
      actual: answer.json?.salary,
    },
  );
}
