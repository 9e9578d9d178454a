/**
 * Methods the interface document does not name: PATCH on a job (refused, or taken as the
 * PUT that updates it), OPTIONS on the jobs (a preflight's 204, naming OPTIONS itself in
 * Allow or not, or refused), and POST with
 * X-HTTP-Method-Override naming another method than PUT or DELETE (refused as a bad
 * request, refused as a method, or taken as the POST it is).
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

type Routing = ResolvedDialect["routing"];
const JOBS = "/api/v1.1/jobs";
const refused = (status: number) => status >= 400 && status < 500;

/** routing.patch: a PATCH renaming a job the probe made. */
export async function observePatch(probe: Probe): Promise<Observation<Routing["patch"]>> {
  const created = await probe.create({ referenceId: probe.referenceId() });
  if (!succeeded(created) || !Number.isInteger(created.json?.id)) {
    return unobservable(`the target did not create the probe's job: ${describeAnswer(created)}`, created);
  }
  const title = `${probe.namespace} patched`;
  const answer = await probe.send("PATCH", `${JOBS}/${created.json.id}`, { title });
  if (succeeded(answer) && answer.json?.title === title) {
    return observed("as-put", answer);
  }
  return refused(answer.status)
    ? observed("refuse", answer)
    : unobservable(`a PATCH of a job's title answered: ${describeAnswer(answer)}`, answer);
}

/** routing.options: OPTIONS on the jobs, with the caller's key. */
export async function observeOptions(probe: Probe): Promise<Observation<Routing["options"]>> {
  const answer = await probe.session.raw({ method: "OPTIONS", path: JOBS }, 0);
  if (succeeded(answer)) {
    const allow = (answer.headers.allow ?? "").split(",").map((method) => method.trim().toUpperCase());
    return observed(allow.includes("OPTIONS") ? "with-options" : "preflight", answer, `Allow: ${answer.headers.allow}`);
  }
  return refused(answer.status)
    ? observed("refuse", answer)
    : unobservable(`OPTIONS on the jobs answered: ${describeAnswer(answer)}`, answer);
}

/**
 * routing.overrideOther: a job POSTed with X-HTTP-Method-Override: PATCH, after the same
 * body without it was taken: a refusal is then the override's, never the body's.
 */
export async function observeOverrideOther(probe: Probe): Promise<Observation<Routing["overrideOther"]>> {
  const control = await probe.create({ referenceId: probe.referenceId() });
  if (!succeeded(control)) {
    return unobservable(`the target did not create the probe's job: ${describeAnswer(control)}`, control);
  }
  const answer = await probe.session.raw(
    {
      method: "POST",
      path: JOBS,
      headers: { "Content-Type": "application/json", "X-HTTP-Method-Override": "PATCH" },
      body: JSON.stringify(probe.job({ referenceId: probe.referenceId() })),
    },
    0,
  );
  if (succeeded(answer)) {
    return observed("ignore", answer);
  }
  if (answer.status === 400) {
    return observed("bad-request", answer);
  }
  return refused(answer.status)
    ? observed("method-not-allowed", answer)
    : unobservable(`a POST overridden as PATCH answered: ${describeAnswer(answer)}`, answer);
}
