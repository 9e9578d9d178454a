/**
 * The end of every run, also after a failure or an interruption: the clock back to real
 * time, every job the run created deleted, then a sweep of anything still carrying the
 * run's prefix.
 */
import type { RunContext } from "./context.js";
import type { Session } from "./session.js";

const SWEEP_ROUNDS = 20;

/** What the cleanup did. */
export interface CleanupResult {
  deleted: number;
  left: number[];
  errors: string[];
}

async function remove(session: Session, actor: number, id: number, result: CleanupResult): Promise<void> {
  try {
    const { response } = await session.api(actor).DELETE("/api/v1.1/jobs/{id}", { params: { path: { id } } });
    if (response.status === 204) {
      result.deleted++;
    }
    if (response.status === 204 || response.status === 404) {
      session.context.created[actor]?.delete(id);
    }
  } catch (error) {
    result.errors.push(`DELETE /api/v1.1/jobs/${id}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Deletes whatever the run created and restores the clock; never throws. */
export async function cleanupRun(context: RunContext, session: Session): Promise<CleanupResult> {
  const result: CleanupResult = { deleted: 0, left: [], errors: [] };
  await session.recorder.inPhase("cleanup", async () => {
    if (context.target.clock) {
      await session.admin("PUT", "/__admin/clock", { now: null }).catch(() => undefined);
    }
    for (let actor = 0; actor < context.created.length; actor++) {
      await Promise.all([...(context.created[actor] ?? [])].map((id) => remove(session, actor, id, result)));
      // Jobs a faulty target created without saying so still carry the prefix.
      for (let round = 0; round < SWEEP_ROUNDS; round++) {
        let ids: number[] = [];
        try {
          const { data } = await session.api(actor).GET("/api/v1.1/jobs", {
            params: { query: { q: context.options.prefix, pageSize: 100 } },
          });
          ids = (data?.data ?? []).map((job) => job.id).filter((id) => Number.isInteger(id));
        } catch (error) {
          result.errors.push(`sweep: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (ids.length === 0) {
          break;
        }
        const before = result.deleted;
        await Promise.all(ids.map((id) => remove(session, actor, id, result)));
        if (result.deleted === before) {
          result.left.push(...ids);
          break;
        }
      }
      result.left.push(...(context.created[actor] ?? []));
    }
  });
  return result;
}
