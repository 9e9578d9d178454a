/**
 * Ids as each side hands them out, read through the correspondence a run builds. A job's
 * id is each side's own (the mirror sends a path the second side's id for the job both
 * created), so words naming another job (`already used by job 1048`) name it by each
 * side's id. And a deployment proved as it runs has added places since its fake was
 * learnt (the towns learning sent), so one new town gets another id on each side: the
 * first time two answers to one request show a place at the same position, the second
 * side's id stands for the first's; a place shown later under another id on either side
 * breaks it, and is a value difference. How a side hands out place ids is then no
 * difference: the proof of two sides started from the same places (a fresh deployment
 * and its fake) compares place ids by value instead.
 */
import { parsed } from "./parsed-body.js";
import type { Exchange } from "./view.js";

/** The place lists of a job body or of each job of a page, in order. */
function placeLists(json: unknown): unknown[][] {
  const of = (job: unknown): unknown[] =>
    job !== null && typeof job === "object" && Array.isArray((job as { locations?: unknown }).locations)
      ? (job as { locations: unknown[] }).locations
      : [];
  const data = (json as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.map(of) : [of(json)];
}

/** The id member of a job or a place, where it is a number. */
const idOf = (value: unknown): number | undefined => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === "number" ? id : undefined;
};

/** The id of the job a body is, where it is one (`{"id": 12, ...}`). */
export const jobIdOf = (body: string | undefined): number | undefined => idOf(parsed(body));

/** The first side's id of each job the second side's id names: from the answers that showed a job's id (`{"id": ...}`). */
export function correspondingJobIds(pairs: ReadonlyArray<{ left: Exchange; right: Exchange }>): Map<number, number> {
  const secondToFirst = new Map<number, number>();
  for (const { left, right } of pairs) {
    const [first, second] = [jobIdOf(left.body), jobIdOf(right.body)];
    if (first !== undefined && second !== undefined && !secondToFirst.has(second)) {
      secondToFirst.set(second, first);
    }
  }
  return secondToFirst;
}

/**
 * Whether two texts say the same once each number the second names as a job's id is read
 * as the first side's id for that job: the same words, numbers where they differ paired.
 */
export function sameButJobIds(first: string, second: string, jobs: ReadonlyMap<number, number>): boolean {
  const [mine, theirs] = [first.split(/(\d+)/), second.split(/(\d+)/)];
  return (
    mine.length === theirs.length &&
    mine.every((part, index) => {
      const other = theirs[index] as string;
      // Odd parts are the numbers the split kept.
      return part === other || (index % 2 === 1 && jobs.get(Number(other)) === Number(part));
    })
  );
}

/**
 * The correspondence of the place ids two runs of the same requests showed: for a place
 * of the second side, the first side's id for it where the run paired them, else its own.
 */
export function correspondingPlaceIds(
  pairs: ReadonlyArray<{ left: Exchange; right: Exchange }>,
): (id: number) => number {
  const secondToFirst = new Map<number, number>();
  const firstTaken = new Set<number>();
  for (const { left, right } of pairs) {
    const [mine, theirs] = [placeLists(parsed(left.body)), placeLists(parsed(right.body))];
    if (mine.length !== theirs.length) {
      continue;
    }
    mine.forEach((places, list) => {
      const others = theirs[list] ?? [];
      if (places.length !== others.length) {
        return;
      }
      places.forEach((place, index) => {
        const [first, second] = [idOf(place), idOf(others[index])];
        if (first === undefined || second === undefined || secondToFirst.has(second) || firstTaken.has(first)) {
          return;
        }
        secondToFirst.set(second, first);
        firstTaken.add(first);
      });
    });
  }
  return (id) => secondToFirst.get(id) ?? id;
}
