/**
 * Observers of the refusals a dialect names: each sends one request that breaks exactly
 * one rule (after whatever valid jobs it needs) and reads status, body shape and
 * Content-Type of the refusal.
 */
import type { ErrorAnswer } from "@jobs-toolkit/spec";
import type { Answer } from "../answer.js";
import { classifyBody } from "./classify.js";
import { describeAnswer, isObserved, type Observation, observed, unobservable } from "./observation.js";
import { observeAutoRefresh } from "./observe-jobs.js";
import { type Probe, succeeded } from "./probe.js";

/** A refusal as observed: the Content-Type as sent, absent with no body. */
export type ObservedRefusal = ErrorAnswer;

/** Reads a refusal in the dialect's words; `what` says what was sent, for the reason of an unobservable one. */
function readRefusal(answer: Answer, what: string): Observation<ObservedRefusal> {
  if (answer.status < 400 || answer.status > 599) {
    return unobservable(`${what} was not refused: ${describeAnswer(answer)}`, answer);
  }
  const contentType = answer.headers["content-type"];
  const body = classifyBody(answer.text, contentType);
  if (body === undefined) {
    return unobservable(`${what} was refused with a body of no shape the dialect document names`, answer);
  }
  return observed({ status: answer.status, body, ...(body !== "empty" && contentType ? { contentType } : {}) }, answer);
}

/** A job of the namespace, created with POST; undefined when the target did not take it. */
async function createdId(probe: Probe, overrides: Record<string, unknown> = {}): Promise<number | undefined> {
  const answer = await probe.create(overrides);
  return succeeded(answer) && Number.isInteger(answer.json?.id) ? (answer.json.id as number) : undefined;
}

const NO_JOB = "the target did not create the valid job the probe needs";

/** errors.validation: a title of 300 characters (the limit is 256). */
export async function observeValidation(probe: Probe): Promise<Observation<ObservedRefusal>> {
  const answer = await probe.create({ title: `${probe.namespace} ${"T".repeat(300)}` });
  return readRefusal(answer, "a job with a 300-character title");
}

/** errors.missingKey: a list without API-Key. */
export async function observeMissingKey(probe: Probe): Promise<Observation<ObservedRefusal>> {
  return readRefusal(await probe.get(`/api/v1.1/jobs?q=${probe.namespace}`, "none"), "a list without API-Key");
}

/** errors.badKey: a list with an unknown key. */
export async function observeBadKey(probe: Probe): Promise<Observation<ObservedRefusal>> {
  return readRefusal(await probe.get(`/api/v1.1/jobs?q=${probe.namespace}`, "wrong"), "a list with an unknown key");
}

/** errors.notFound: a GET of a job of the run just deleted. */
export async function observeNotFound(probe: Probe): Promise<Observation<ObservedRefusal>> {
  const id = await createdId(probe);
  if (id === undefined) {
    return unobservable(NO_JOB);
  }
  const deleted = await probe.session.raw({ method: "DELETE", path: `/api/v1.1/jobs/${id}` });
  if (!succeeded(deleted)) {
    return unobservable(`the probe's job could not be deleted: ${describeAnswer(deleted)}`, deleted);
  }
  return readRefusal(await probe.get(`/api/v1.1/jobs/${id}`), "a GET of a job just deleted");
}

/** errors.referenceIdTaken: a second create with one referenceId. */
export async function observeReferenceIdTaken(probe: Probe): Promise<Observation<ObservedRefusal>> {
  const referenceId = probe.referenceId();
  if ((await createdId(probe, { referenceId })) === undefined) {
    return unobservable(NO_JOB);
  }
  return readRefusal(await probe.create({ referenceId }), "a second create with the same referenceId");
}

/** errors.statusMove: an active job moved back to draft, when the target refuses that move. */
export async function observeStatusMove(probe: Probe): Promise<Observation<ObservedRefusal>> {
  const id = await createdId(probe, { status: "active" });
  if (id === undefined) {
    return unobservable(NO_JOB);
  }
  const answer = await probe.send("PUT", `/api/v1.1/jobs/${id}`, { status: "draft" });
  if (succeeded(answer)) {
    return unobservable(
      "the target moved an active job back to draft, the one move the suite tries to have refused",
      answer,
    );
  }
  return readRefusal(answer, "an active job moved back to draft");
}

/** errors.badQuery: a list asking for page 0. */
export async function observeBadQuery(probe: Probe): Promise<Observation<ObservedRefusal>> {
  // A deployment that serves page=0 as page 1 (paging.pageZero) still refuses a page that is no number.
  const zero = await probe.list("page=0");
  return zero.status >= 400
    ? readRefusal(zero, "a list with page=0")
    : readRefusal(await probe.list("page=x"), "a list with page=x");
}

/** errors.plan: autoRefresh true under a key on the standard plan, when the target refuses it. */
export async function observePlan(probe: Probe): Promise<Observation<ObservedRefusal>> {
  const autoRefresh = await observeAutoRefresh(probe);
  if (!isObserved(autoRefresh)) {
    return autoRefresh;
  }
  if (autoRefresh.value !== "refused") {
    return unobservable(
      `the target took autoRefresh true under every key of the run (${autoRefresh.value}): no app meets this refusal`,
      autoRefresh.evidence,
    );
  }
  return readRefusal(autoRefresh.evidence, "a job with autoRefresh true on the standard plan");
}
