/**
 * qCase: whether the list's q matches whatever the case, read from a list whose q is the
 * probe's namespace (which its job's title carries) in capitals.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

/** qCase: one job, listed by its namespace in capitals. */
export async function observeQCase(probe: Probe): Promise<Observation<ResolvedDialect["qCase"]>> {
  const term = probe.namespace.toUpperCase();
  if (term === probe.namespace) {
    return unobservable(`the namespace ${probe.namespace} has no letter to write in capitals`);
  }
  const created = await probe.create({ referenceId: probe.referenceId() });
  if (!succeeded(created) || !Number.isInteger(created.json?.id)) {
    return unobservable(`the target did not create the probe's job: ${describeAnswer(created)}`, created);
  }
  const answer = await probe.get(`/api/v1.1/jobs?q=${encodeURIComponent(term)}`);
  const ids: unknown = answer.json?.data?.map?.((job: { id?: unknown }) => job.id);
  const shown = `q=${term} listed ${JSON.stringify(ids)} for job ${created.json.id}`;
  if (JSON.stringify(ids) === JSON.stringify([created.json.id])) {
    return observed("insensitive", answer, shown);
  }
  return Array.isArray(ids) && ids.length === 0
    ? observed("sensitive", answer, shown)
    : unobservable(`${shown}: neither that job alone nor nothing`, answer);
}
