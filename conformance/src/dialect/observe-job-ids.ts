/**
 * jobIds: how the deployment allocates job ids, learnt from the ids of jobs created one
 * after another: a constant step is a sequence (from the first id seen, so a fake started
 * afresh hands out what the deployment handed out), anything else ids drawn from a range,
 * the range taken as the decades the ids seen fall in, rising where each id was above the
 * last and in any order where one was below.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

/** The dialect's id allocation. */
export type JobIds = NonNullable<Dialect["jobIds"]>;

const INT32_MAX = 2_147_483_647;
/**
 * Jobs created in a row: three steps between them would tell a constant step from a drawn
 * one; five steps make ids drawn in any order look rising only 1 time in 720 (6!), not 1 in 24.
 */
const CREATED = 6;

const digits = (id: number) => String(id).length;

/** The allocation that gives `ids`, in the order they were handed out (at least two). */
export function jobIdsFrom(ids: readonly number[]): JobIds {
  const steps = ids.slice(1).map((id, index) => id - (ids[index] as number));
  const [step] = steps;
  if (step !== undefined && step > 0 && steps.every((each) => each === step)) {
    return { allocation: "sequential", first: ids[0] as number, step };
  }
  const low = Math.min(...ids);
  const high = Math.max(...ids);
  return {
    allocation: "random",
    min: 10 ** (digits(low) - 1),
    max: Math.min(INT32_MAX, 10 ** digits(high) - 1),
    order: steps.every((each) => each > 0) ? "rising" : "any",
  };
}

/** The ids' order as their allocation was read from it, in words. */
function orderSeen(allocation: JobIds): string {
  if (allocation.allocation === "sequential") {
    return `a constant step of ${allocation.step}`;
  }
  return allocation.order === "any"
    ? "one below the one before it, so drawn in any order"
    : `each above the one before it by uneven gaps, so rising (ids in any order would look so 1 time in 720)`;
}

/** jobIds: the ids of six jobs the probe creates in a row, before anything else learning creates. */
export async function observeJobIds(probe: Probe): Promise<Observation<JobIds>> {
  const ids: number[] = [];
  for (let job = 0; job < CREATED; job++) {
    const answer = await probe.create({ referenceId: probe.referenceId() });
    const id: unknown = answer.json?.id;
    if (!succeeded(answer) || !Number.isSafeInteger(id) || (id as number) < 1) {
      return unobservable(`the target did not create the probe's jobs with ids: ${describeAnswer(answer)}`, answer);
    }
    ids.push(id as number);
    if (job === CREATED - 1) {
      const allocation = jobIdsFrom(ids);
      return observed(allocation, answer, `jobs created in a row got ids ${ids.join(", ")}: ${orderSeen(allocation)}`);
    }
  }
  return unobservable("no job was created");
}
