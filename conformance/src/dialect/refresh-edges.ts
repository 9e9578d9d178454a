/**
 * Auto-refresh's edges: what an app meets seven days on, where the run holds the
 * deployment's clock (`/__admin/clock`, which a differential run moves on both sides). Two
 * auto-refreshing jobs are made from a job both deployments took, one closing before its
 * first refresh and one after; the clock moves 15 days on, both are read and listed, and
 * the clock runs again. Without the clock nothing is sent.
 */
import { formatInstant, nowSeconds } from "../dates.js";
import type { ScriptedRequest } from "./edge-script.js";
import { REFRESH_PROBE } from "./observe-refresh.js";

const JOBS = "/api/v1.1/jobs";
const CLOCK = "/__admin/clock";

const clockAt = (seconds: number | null): ScriptedRequest => ({
  method: "PUT",
  path: CLOCK,
  key: "none",
  contentType: "application/json",
  body: JSON.stringify({ now: seconds === null ? null : formatInstant(seconds) }),
});

/** Sends the edges with `send`, as the caller sends the protocol's edges, to both sides. */
export async function sendRefreshEdges(
  send: (edge: ScriptedRequest) => Promise<Response>,
  job: Readonly<Record<string, unknown>> | undefined,
  term: string,
): Promise<void> {
  if (job === undefined) {
    return;
  }
  const start = nowSeconds();
  if (!(await send(clockAt(start))).ok) {
    return;
  }
  try {
    const ids: unknown[] = [];
    for (const [index, closes] of REFRESH_PROBE.closesAfter.entries()) {
      const body = {
        ...job,
        title: `${term} ${index + 1}`,
        referenceId: `${term}-${index + 1}`,
        status: "active",
        autoRefresh: true,
        closeDate: formatInstant(start + closes),
      };
      const made = await send({
        method: "POST",
        path: JOBS,
        key: "own",
        contentType: "application/json",
        body: JSON.stringify(body),
      });
      ids.push(
        await made.json().then(
          (shown: { id?: unknown }) => shown?.id,
          () => undefined,
        ),
      );
    }
    await send(clockAt(start + REFRESH_PROBE.readAfter));
    const made = ids.filter((id): id is number => typeof id === "number");
    for (const id of made) {
      await send({ method: "GET", path: `${JOBS}/${id}`, key: "own" });
    }
    await send({ method: "GET", path: `${JOBS}?q=${term}`, key: "own" });
    for (const id of made) {
      await send({ method: "DELETE", path: `${JOBS}/${id}`, key: "own" });
    }
  } finally {
    await send(clockAt(null));
  }
}
