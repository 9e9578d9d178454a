/**
 * dates.kept: how finely the deployment keeps the publishDate it sets, as its lists order
 * by it. Jobs made one after another while the clock runs, apart by more than a
 * millisecond, mostly share one written second (or day). Where their dates show the
 * milliseconds, a list newest first shows them kept. Where they do not, those jobs list
 * newest first where the deployment keeps milliseconds, and as its ties list
 * (`paging.ties`, seen with the clock held) where it keeps what it writes. Where both
 * readings list them alike (ids rising and ties highest first, the reference server's
 * own), there is nothing to learn: no list of jobs made in a row tells them apart.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import type { Answer } from "../answer.js";
import { pause } from "../dates.js";
import { describeAnswer, isObserved, type Observation, observed, unobservable } from "./observation.js";
import { observeTies } from "./observe-lists.js";
import { type Probe, succeeded } from "./probe.js";
import { setTargetClock } from "./target-clock.js";

type Kept = ResolvedDialect["dates"]["kept"];

/** Jobs made in a row: with ids in no order, the order of ties is newest first once in 24. */
const MADE = 4;
/** The wait between two creates, in milliseconds: more than a clock's millisecond, well within a second. */
const APART_MS = 11;

/** A written publishDate without its fraction of a second: the time the deployment writes in whole. */
const writtenWhole = (date: unknown) => (typeof date === "string" ? date.replace(/\.\d+/, "") : undefined);

/** The largest group of ids, in the order they were made, that share one written second; [] if none do. */
function sharingOneDate(made: ReadonlyArray<{ id: number; date: string | undefined }>): number[] {
  const groups = new Map<string, number[]>();
  for (const { id, date } of made) {
    if (date !== undefined) {
      groups.set(date, [...(groups.get(date) ?? []), id]);
    }
  }
  return [...groups.values()].reduce<number[]>(
    (largest, group) => (group.length > largest.length ? group : largest),
    [],
  );
}

type Ties = ResolvedDialect["paging"]["ties"];

/**
 * What a list of jobs made in the order `made`, sharing one written date, shows of the
 * time kept, where ties list as `ties` says: newest first against the order of ties is a
 * finer time; the order of ties against newest first, the written one; both alike, either.
 */
function keptFrom(made: readonly number[], listed: readonly number[], ties: Ties): Kept | "either" | undefined {
  const same = (left: readonly number[], right: readonly number[]) => left.join() === right.join();
  const newestFirst = [...made].reverse();
  const asTies = [...made].sort((a, b) => (ties === "newer-first" ? b - a : a - b));
  if (same(listed, newestFirst)) {
    return same(listed, asTies) ? "either" : "milliseconds";
  }
  return same(listed, asTies) ? "seconds" : undefined;
}

/** Jobs made in a row while the clock runs, `APART_MS` apart: their ids and written publishDates, or the refusal. */
async function makeInARow(probe: Probe, term: string): Promise<Array<{ id: number; date: unknown }> | Answer> {
  const made: Array<{ id: number; date: unknown }> = [];
  for (let job = 0; job < MADE; job++) {
    if (job > 0) {
      await pause(APART_MS);
    }
    const answer = await probe.create({ title: `${term} ${probe.namespace}`, referenceId: probe.referenceId() });
    if (!succeeded(answer) || !Number.isInteger(answer.json?.id)) {
      return answer;
    }
    made.push({ id: answer.json.id, date: answer.json.publishDate });
  }
  return made;
}

/**
 * dates.kept: jobs made in a row while the clock runs, listed. Where their dates show
 * the milliseconds, a list newest first says they are kept; where they do not, the order
 * of ties (two jobs made while the clock stands still, where the run holds it) tells the
 * readings apart. Observed undefined where no list tells.
 */
export async function observeKept(probe: Probe): Promise<Observation<Kept | undefined>> {
  const term = `${probe.referenceId()}k`;
  if (probe.session.context.target.clock) {
    // A clock held still makes every job at one instant: it must run for their milliseconds to differ.
    await setTargetClock(probe, null);
  }
  const made = await makeInARow(probe, term);
  if (!Array.isArray(made)) {
    return unobservable(`the target did not create the probe's jobs: ${describeAnswer(made)}`, made);
  }
  const group = sharingOneDate(made.map(({ id, date }) => ({ id, date: writtenWhole(date) })));
  if (group.length < 2) {
    return unobservable(`${MADE} jobs made ${APART_MS} ms apart were each given a publishDate of its own second`);
  }
  const answer = await probe.get(`/api/v1.1/jobs?q=${term}&pageSize=${MADE}`);
  const listed: unknown[] = answer.json?.data?.map?.((job: { id?: unknown }) => job.id) ?? [];
  const ofGroup = listed.filter((id): id is number => group.includes(id as number));
  const shown = `jobs ${group.join(", ")} made in that order within one written second, listed as ${JSON.stringify(ofGroup)}`;
  if (ofGroup.length !== group.length) {
    return unobservable(`a list that does not show ${shown}`, answer);
  }
  const dates = new Set(made.filter(({ id }) => group.includes(id)).map(({ date }) => date));
  if (dates.size === group.length) {
    // Their dates differ within the second: a list newest first orders by the time kept, as written.
    return ofGroup.join() === [...group].reverse().join()
      ? observed("milliseconds", answer, `${shown}, each date with its fraction`)
      : unobservable(`${shown}: not newest first, though their dates show fractions of a second`, answer);
  }
  const ties = await observeTies(probe);
  if (!isObserved(ties)) {
    return unobservable(`the order of ties is unknown: ${ties.unobservable}`);
  }
  const kept = keptFrom(group, ofGroup, ties.value);
  if (kept === undefined) {
    return unobservable(`${shown}: neither newest first nor as ties (${ties.value}) list`, answer);
  }
  return observed(kept === "either" ? undefined : kept, answer, `${shown}, ties ${ties.value}`);
}
