/**
 * TARGET arguments: a numeric job id, or `ref:REFERENCE_ID`. The API reads and updates
 * by id, so a referenceId is looked up in the employer's list first.
 */
import { type JobsClient, type JobTarget, NotFoundError } from "@jobs-toolkit/sdk";
import { UsageError } from "./errors.js";

const MAX_ID = 2 ** 31 - 1;

/** Parses a TARGET: `42` is job 42, `ref:REQ-1` the job with referenceId REQ-1. */
export function parseTarget(text: string): JobTarget {
  if (text.startsWith("ref:")) {
    const referenceId = text.slice(4);
    if (referenceId === "") {
      throw new UsageError("ref: needs a reference id, e.g. ref:REQ-2026-001");
    }
    return { referenceId };
  }
  const id = Number(text);
  if (/^\d+$/.test(text) && id >= 1 && id <= MAX_ID) {
    return id;
  }
  throw new UsageError(`TARGET must be a job id (1 to ${MAX_ID}) or ref:REFERENCE_ID; got '${text}'`);
}

/** How a target reads in messages. */
export function targetText(target: JobTarget): string {
  return typeof target === "number" ? `job ${target}` : `job ref:${target.referenceId}`;
}

/**
 * The id of a target. A referenceId is found by listing with `q` (a substring match on
 * title or referenceId) and keeping the exact match, since no endpoint reads by referenceId.
 */
export async function resolveId(client: JobsClient, target: JobTarget): Promise<number> {
  if (typeof target === "number") {
    return target;
  }
  for await (const job of client.jobs.listAll({ q: target.referenceId, pageSize: 100 })) {
    if (job.referenceId === target.referenceId) {
      return job.id;
    }
  }
  throw new NotFoundError(`404 Not Found: no job with referenceId '${target.referenceId}'`, {
    status: 404,
    problem: {
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: `No job with referenceId '${target.referenceId}'.`,
    },
    method: "GET",
    url: "/api/v1.1/jobs",
  });
}
