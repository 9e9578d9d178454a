/**
 * The times a deployment adds to its jobs beyond the document's dates (`createdAt`,
 * `modified`, ...), learnt by example: the probe's job is updated a while after it was
 * made (a day on where the run holds the deployment's clock, a second on where it does
 * not), and each such member that moved is the time of the last write, each that stood
 * still the time of creation. The job and page templates are then inferred writing them
 * from the fake's own `/updatedAt` and `/createdAt` instead of its publishDate.
 */
import { isDateText } from "@jobs-toolkit/spec";
import type { Answer } from "../../answer.js";
import { DAY, nowSeconds, pause } from "../../dates.js";
import { type Probe, succeeded } from "../probe.js";
import { atTargetTime } from "../target-clock.js";
import type { WriteTimes } from "./infer.js";

type Json = unknown;

/** The document's own dates: their rules are the dialect's dates knobs, not write times. */
const DOCUMENT_DATES = new Set(["publishDate", "closeDate"]);

/** An update that comes a second after the create is another instant to a clock that shows seconds. */
const WAIT_WITHOUT_CLOCK_MS = 1_100;

/** The job's top-level members other than the document's dates that hold an instant with a time. */
function addedTimes(job: Record<string, Json>): string[] {
  return Object.entries(job)
    .filter(([name, value]) => !DOCUMENT_DATES.has(name) && typeof value === "string" && isDateText(value))
    .filter(([, value]) => (value as string).includes("T"))
    .map(([name]) => name);
}

/** The job updated later than it was made: a day on the target's clock where the run holds it, a second on the wall's. */
function updatedLater(probe: Probe, job: Record<string, Json>): Promise<Answer> {
  const update = () => probe.send("PUT", `/api/v1.1/jobs/${job.id}`, { title: `${String(job.title)} 2` });
  return atTargetTime(probe, nowSeconds() + DAY, update, () => pause(WAIT_WITHOUT_CLOCK_MS).then(update));
}

/**
 * Which of the job's added times is the time of creation and which of the last write, by
 * the member's name; empty where the job shows none, or its update was refused.
 */
export async function observeWriteTimes(probe: Probe, created: Answer): Promise<WriteTimes> {
  const job = created.json as Record<string, Json> | undefined;
  const names = job && typeof job.id === "number" ? addedTimes(job) : [];
  if (!job || names.length === 0) {
    return new Map();
  }
  const updated = await updatedLater(probe, job);
  const after = updated.json as Record<string, Json> | undefined;
  if (!succeeded(updated) || !after) {
    return new Map();
  }
  const instant = (from: Record<string, Json>, name: string) => Date.parse(String(from[name]));
  return new Map(
    names.map((name) => [name, instant(after, name) > instant(job, name) ? "/updatedAt" : "/createdAt"] as const),
  );
}
