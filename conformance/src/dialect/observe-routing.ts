/** Observers of routing: whether HEAD and a path with a trailing slash are answered or refused. */
import type { Observation } from "./observation.js";
import { observed } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

/** routing.head: HEAD on the job list. */
export async function observeHead(probe: Probe): Promise<Observation<"refuse" | "as-get">> {
  const answer = await probe.session.raw({ method: "HEAD", path: `/api/v1.1/jobs?q=${probe.namespace}` });
  return observed(succeeded(answer) ? "as-get" : "refuse", answer);
}

/** routing.trailingSlash: the job list with a trailing slash. */
export async function observeTrailingSlash(probe: Probe): Promise<Observation<"refuse" | "same">> {
  const answer = await probe.session.raw({ method: "GET", path: `/api/v1.1/jobs/?q=${probe.namespace}` });
  return observed(succeeded(answer) ? "same" : "refuse", answer);
}
