/**
 * What an application sees of a deployment only over many exchanges: how the ids of the
 * jobs it creates follow one another, whether the fractions of a second its dates show
 * are real or always zero, and which of two jobs of one publishDate its lists show first.
 * One exchange shows none of these (an id, a time is a value), so each side's whole run
 * is read, and a difference is one of the run's.
 */
import type { Difference } from "./compare.js";
import { parsed } from "./parsed-body.js";
import type { Exchange } from "./view.js";

/** A whole run as one request, for a difference no single exchange shows. */
export const WHOLE_RUN: Exchange["request"] = { method: "*", url: "(the whole run)" };

/** A job a run's write created: its id, and the exchange that made it. */
interface Made {
  id: number;
  exchange: Exchange;
}

/** The jobs a run's writes created, in the order they were created. */
function madeJobs(exchanges: readonly Exchange[]): Made[] {
  const seen = new Set<number>();
  const made: Made[] = [];
  for (const exchange of exchanges) {
    const { request, status, body } = exchange;
    if (!["POST", "PUT"].includes(request.method) || status < 200 || status > 299) {
      continue;
    }
    const id = (parsed(body) as { id?: unknown } | undefined)?.id;
    if (typeof id === "number" && !seen.has(id)) {
      seen.add(id);
      made.push({ id, exchange });
    }
  }
  return made;
}

/**
 * The ids of the jobs a run's writes created, in the order they were created: the order
 * they were sent in, where the run timed them. Writes that overlapped in time (one sent
 * before another's answer came) may have been taken in either order, so a run of them is
 * read in the order of their ids: concurrent creates answered out of order are no
 * unordered ids.
 */
function createdIds(exchanges: readonly Exchange[]): number[] {
  const made = madeJobs(exchanges);
  const timed = made.flatMap(({ id, exchange: { at } }) => (at ? [{ id, ...at }] : []));
  if (timed.length < made.length) {
    return made.map(({ id }) => id);
  }
  const byId = (left: number, right: number) => left - right;
  const ids: number[] = [];
  let overlapping: number[] = [];
  let answeredBy = Number.NEGATIVE_INFINITY;
  for (const { id, sent, answered } of timed.sort((left, right) => left.sent - right.sent)) {
    // Sent once every write before it was answered: those were taken first.
    if (sent >= answeredBy) {
      ids.push(...overlapping.sort(byId));
      overlapping = [];
    }
    overlapping.push(id);
    answeredBy = Math.max(answeredBy, answered);
  }
  return [...ids, ...overlapping.sort(byId)];
}

/**
 * The scale of a first id. Which id comes first depends on what a deployment held before
 * the run, so only its scale says something of the deployment: small, large, or near the
 * Int32 limit an app's id field may not hold past.
 */
function scaleOf(id: number): string {
  return id >= 2_000_000_000 ? "near the Int32 limit" : id >= 100_000 ? "large" : "small";
}

/**
 * How a run's new ids follow one another: `+13 from small ids` (each the last plus 13),
 * `rising irregularly from large ids`, `unordered ...`; undefined with fewer than two.
 */
export function idAllocation(exchanges: readonly Exchange[]): string | undefined {
  const ids = createdIds(exchanges);
  const [first] = ids;
  if (first === undefined || ids.length < 2) {
    return undefined;
  }
  const steps = ids.slice(1).map((id, index) => id - (ids[index] as number));
  const from = `from ${scaleOf(first)} ids`;
  if ((steps[0] ?? 0) > 0 && steps.every((step) => step === steps[0])) {
    return `+${steps[0]} ${from}`;
  }
  return steps.every((step) => step > 0) ? `rising irregularly ${from}` : `unordered ${from}`;
}

const FRACTION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(\d+)/;

function fractions(value: unknown, into: string[]): void {
  if (typeof value === "string") {
    const digits = FRACTION.exec(value)?.[1];
    if (digits !== undefined) {
      into.push(digits);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) {
      fractions(item, into);
    }
  } else if (value !== null && typeof value === "object") {
    for (const member of Object.values(value)) {
      fractions(member, into);
    }
  }
}

/**
 * Whether the fractions of a second a run's dates show are `always zero` or `real` (some
 * not zero); undefined where no date shows one. Over a run of many instants a real
 * fraction is never zero throughout.
 */
export function fractionKind(exchanges: readonly Exchange[]): string | undefined {
  const seen: string[] = [];
  for (const { body } of exchanges) {
    fractions(parsed(body), seen);
  }
  if (seen.length === 0) {
    return undefined;
  }
  return seen.some((digits) => /[1-9]/.test(digits)) ? "real" : "always zero";
}

/**
 * The least time, in milliseconds, between the answer that made one job and the request
 * that made the next for them to have been made at different milliseconds of a
 * deployment's clock.
 */
const APART_MS = 2;

/**
 * An order of ties: by id, and whether jobs made apart in time within one written time
 * list newest first, by a finer time kept.
 */
interface TieRule {
  byId: "highest first" | "lowest first";
  finer: boolean;
}

const TIE_RULES: readonly TieRule[] = [
  { byId: "highest first", finer: false },
  { byId: "lowest first", finer: false },
  { byId: "highest first", finer: true },
  { byId: "lowest first", finer: true },
];

const describeTieRule = ({ byId, finer }: TieRule) =>
  `ties by id, ${byId}${finer ? ", or newest first by a finer time kept" : ""}`;

/**
 * Which of two jobs of one publishDate a run's lists show first, as every order of ties
 * that lists them so: by id, highest or lowest first, and whether jobs made apart list
 * newest first, as a deployment keeping a finer time than it writes lists them (the order
 * ids were created in, and whether apart in time, is read from the run's writes).
 * Undefined where no list shows a tie; `ties in no order of ids` where no such order lists
 * them so. Ids are values, so no one exchange compares their order; where ids are not
 * handed out rising, an order by id is not the order of creation, and an app sees it.
 */
export function tieOrder(exchanges: readonly Exchange[]): string[] | undefined {
  // Made while the run held the clock, jobs were made at one instant of it, however far apart in time.
  const madeAt = new Map(
    madeJobs(exchanges).map(({ id, exchange }, index) => [
      id,
      { index, at: exchange.clockHeld ? undefined : exchange.at },
    ]),
  );
  const ties: Array<{ byId: TieRule["byId"]; newestFirst: boolean; apart: boolean }> = [];
  for (const { request, body } of exchanges) {
    const data = request.method === "GET" ? (parsed(body) as { data?: unknown } | undefined)?.data : undefined;
    if (!Array.isArray(data)) {
      continue;
    }
    data.slice(1).forEach((job: { id?: unknown; publishDate?: unknown }, index) => {
      const before = data[index] as { id?: unknown; publishDate?: unknown };
      const tied = typeof job?.publishDate === "string" && job.publishDate === before?.publishDate;
      if (tied && typeof job.id === "number" && typeof before.id === "number") {
        const [first, second] = [madeAt.get(before.id), madeAt.get(job.id)];
        const newestFirst = first !== undefined && second !== undefined && first.index > second.index;
        const [older, newer] = newestFirst ? [second, first] : [first, second];
        const apart =
          older?.at !== undefined && newer?.at !== undefined && newer.at.sent - older.at.answered >= APART_MS;
        ties.push({ byId: job.id < before.id ? "highest first" : "lowest first", newestFirst, apart });
      }
    });
  }
  if (ties.length === 0) {
    return undefined;
  }
  // Under a finer time, jobs made apart in time list newest first; jobs made close together may share a millisecond.
  const explains = (rule: TieRule, tie: (typeof ties)[number]) =>
    rule.finer && tie.apart ? tie.newestFirst : tie.byId === rule.byId || (rule.finer && tie.newestFirst);
  const rules = TIE_RULES.filter((rule) => ties.every((tie) => explains(rule, tie)));
  return rules.length === 0 ? ["ties in no order of ids"] : rules.map(describeTieRule);
}

/** A trait as the readings a run allows: one for a value, several where the run leaves a choice open. */
const readings =
  (trait: (exchanges: readonly Exchange[]) => string | undefined) =>
  (exchanges: readonly Exchange[]): string[] | undefined => {
    const value = trait(exchanges);
    return value === undefined ? undefined : [value];
  };

/**
 * How two runs differ as only a whole run shows: id allocation, fractions of a second, and
 * the order of ties. Runs differ in an aspect where no reading of one is a reading of the other.
 */
export function compareRuns(left: readonly Exchange[], right: readonly Exchange[]): Difference[] {
  const differences: Difference[] = [];
  for (const [aspect, trait] of [
    ["id-allocation", readings(idAllocation)],
    ["fraction", readings(fractionKind)],
    ["tie-order", tieOrder],
  ] as const) {
    const [mine, theirs] = [trait(left), trait(right)];
    if (mine !== undefined && theirs !== undefined && !mine.some((reading) => theirs.includes(reading))) {
      differences.push({ aspect, at: "", left: mine.join(" | "), right: theirs.join(" | ") });
    }
  }
  return differences;
}
