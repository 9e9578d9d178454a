/**
 * jobIds: how the deployment allocates job ids, learnt from the ids of jobs created one
 * after another: a constant step is a sequence (from the first id seen, so a fake started
 * afresh hands out what the deployment handed out), anything else ids drawn from a range,
 * the range taken as the decades the ids seen fall in.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

/** The dialect's id allocation. */
export type JobIds = NonNullable<Dialect["jobIds"]>;

const INT32_MAX = 2_147_483_647;
/** Jobs created in a row: three steps tell a constant step from a drawn one. */
const CREATED = 4;

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
  };
}

/** jobIds: the ids of four jobs the probe creates in a row, before anything else learning creates. */
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
      return observed(jobIdsFrom(ids), answer, `jobs created in a row got ids ${ids.join(", ")}`);
    }
  }
  return unobservable("no job was created");
}
