/**
 * Observers of what the target does with the run's own jobs: the answer to a PUT that
 * creates, the form of dates, an absent referenceId, a move back to draft, an update's
 * salary and autoRefresh on the standard plan.
 */
import type { DateForm, Dialect } from "@jobs-toolkit/spec";
import { classifyDate } from "./classify.js";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

type Upsert = Required<NonNullable<Dialect["upsert"]>>;

/** upsert: a PUT by a fresh referenceId, which creates a job. */
export async function observeUpsert(probe: Probe): Promise<Observation<Upsert>> {
  const answer = await probe.send("PUT", "/api/v1.1/jobs", probe.job({ referenceId: probe.referenceId() }));
  if (answer.status !== 200 && answer.status !== 201) {
    return unobservable(`a PUT creating a job answered neither 200 nor 201: ${describeAnswer(answer)}`, answer);
  }
  const location = answer.headers.location;
  const shown = location === undefined ? "no Location" : `Location: ${location}`;
  return observed({ createStatus: answer.status, createLocation: location !== undefined }, answer, shown);
}

/** dates: the form of a created job's publishDate or closeDate. */
export function observeDate(field: "publishDate" | "closeDate") {
  return async (probe: Probe): Promise<Observation<DateForm>> => {
    const answer = await probe.create();
    if (!succeeded(answer)) {
      return unobservable(`the target did not create the probe's job: ${describeAnswer(answer)}`, answer);
    }
    const value = answer.json?.[field];
    const form = classifyDate(value);
    const shown = `${field} ${JSON.stringify(value)}`;
    return form === undefined
      ? unobservable(`${shown} is in no form the dialect document names`, answer)
      : observed(form, answer, shown);
  };
}

/** absentReferenceId: what referenceId reads on a job created without one. */
export async function observeAbsentReferenceId(probe: Probe): Promise<Observation<null | "">> {
  const answer = await probe.create({ referenceId: undefined });
  const value: unknown = answer.json?.referenceId;
  if (!succeeded(answer) || (value !== null && value !== "")) {
    return unobservable(
      `a job created without a referenceId reads as neither null nor "": ${describeAnswer(answer)}`,
      answer,
    );
  }
  return observed(value, answer);
}

/** absentReferenceIdInLists: what referenceId reads in the list's header of a job created without one. */
export async function observeAbsentReferenceIdInLists(probe: Probe): Promise<Observation<null | "">> {
  const created = await probe.create({ referenceId: undefined });
  if (!succeeded(created) || !Number.isInteger(created.json?.id)) {
    return unobservable(`the target did not create the probe's job: ${describeAnswer(created)}`, created);
  }
  const answer = await probe.list();
  const data: unknown = answer.json?.data;
  const header = Array.isArray(data) ? data.find((item) => item?.id === created.json?.id) : undefined;
  const value: unknown = header?.referenceId;
  if (value !== null && value !== "") {
    return unobservable(
      `the list's header of a job created without a referenceId reads as neither null nor "": ${describeAnswer(answer)}`,
      answer,
    );
  }
  return observed(value, answer);
}

/** statusMoves.intoDraft: an active job moved back to draft. */
export async function observeIntoDraft(probe: Probe): Promise<Observation<"allow" | "refuse">> {
  const created = await probe.create({ status: "active" });
  if (!succeeded(created) || !Number.isInteger(created.json?.id)) {
    return unobservable(`the target did not create the probe's active job: ${describeAnswer(created)}`, created);
  }
  const answer = await probe.send("PUT", `/api/v1.1/jobs/${created.json.id}`, { status: "draft" });
  if (succeeded(answer)) {
    return observed("allow", answer);
  }
  return answer.status >= 400 && answer.status < 500
    ? observed("refuse", answer)
    : unobservable(`moving an active job back to draft answered ${answer.status}`, answer);
}

/** A salary whose every member an update may leave out differs from its default. */
const FULL_SALARY = { amount: 50_000, maxAmount: 60_000, type: { id: 1 }, plusCommission: true };

/**
 * updates.salary: a job with FULL_SALARY updated with a salary of amount and type alone.
 * Replaced, the members left out take their defaults (maxAmount null, plusCommission
 * false); merged, they keep their stored values.
 */
export async function observeSalaryUpdate(probe: Probe): Promise<Observation<"replace" | "merge">> {
  const created = await probe.create({ salary: FULL_SALARY });
  if (!succeeded(created) || !Number.isInteger(created.json?.id)) {
    return unobservable(`the target did not create the probe's job with a salary: ${describeAnswer(created)}`, created);
  }
  const answer = await probe.send("PUT", `/api/v1.1/jobs/${created.json.id}`, {
    salary: { amount: 55_000, type: { id: 1 } },
  });
  const salary = answer.json?.salary;
  const shown = `salary ${JSON.stringify(salary)}`;
  if (succeeded(answer) && salary?.maxAmount === null && salary?.plusCommission === false) {
    return observed("replace", answer, shown);
  }
  if (succeeded(answer) && salary?.maxAmount === FULL_SALARY.maxAmount && salary?.plusCommission === true) {
    return observed("merge", answer, shown);
  }
  return unobservable(
    `an update sending a salary's amount and type alone kept neither none nor all of its other members: ${describeAnswer(answer)}`,
    answer,
  );
}

type AutoRefresh = NonNullable<Dialect["autoRefreshOnStandardPlan"]>;

/**
 * autoRefreshOnStandardPlan: a job sent with autoRefresh true under each key that may be
 * on the standard plan (every key, unless the target reveals the plans).
 */
export async function observeAutoRefresh(probe: Probe): Promise<Observation<AutoRefresh>> {
  const { options, target } = probe.session.context;
  const keys = options.apiKeys
    .map((_, index) => index)
    .filter((index) => target.plans[index] === undefined || target.plans[index] === "standard");
  if (keys.length === 0) {
    return unobservable("the target shows that none of the run's keys is on the standard plan");
  }
  let kept: Observation<AutoRefresh> | undefined;
  for (const key of keys) {
    // The same job without autoRefresh first: a refusal must be autoRefresh's, not the job's.
    const plain = await probe.create({ autoRefresh: false }, key);
    if (!succeeded(plain)) {
      return unobservable(`the target did not create the probe's job: ${describeAnswer(plain)}`, plain);
    }
    const answer = await probe.create({ autoRefresh: true }, key);
    if (answer.status >= 400 && answer.status < 500) {
      return observed("refused", answer);
    }
    if (!succeeded(answer)) {
      return unobservable(`a job with autoRefresh true answered ${answer.status}`, answer);
    }
    if (answer.json?.autoRefresh === false) {
      return observed("stored-false", answer);
    }
    kept ??= observed("kept", answer);
  }
  return kept ?? unobservable("no key created the probe's job");
}
