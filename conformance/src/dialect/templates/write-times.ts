/**
 * The times a deployment adds to its jobs beyond the document's dates (`createdAt`,
 * `modified`, ...), learnt by example: the probe's job is updated a while after it was
 * made (a day on where the run holds the deployment's clock, a second on where it does
 * not), and each such member that moved is the time of the last write, each that stood
 * still the time of creation. The job and page templates then write them from the fake's
 * own `/updatedAt` and `/createdAt` instead of its publishDate.
 */
import { type AnswerTemplate, isDateText } from "@jobs-toolkit/spec";
import type { Answer } from "../../answer.js";
import { DAY, formatInstant, nowSeconds, pause } from "../../dates.js";
import { type Probe, succeeded } from "../probe.js";

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
async function updatedLater(probe: Probe, job: Record<string, Json>): Promise<Answer> {
  const update = () => probe.send("PUT", `/api/v1.1/jobs/${job.id}`, { title: `${String(job.title)} 2` });
  const { session } = probe;
  if (session.context.target.clock) {
    const moved = await session.admin("PUT", "/__admin/clock", { now: formatInstant(nowSeconds() + DAY) });
    if (moved.status === 200) {
      try {
        return await update();
      } finally {
        await session.admin("PUT", "/__admin/clock", { now: null });
      }
    }
  }
  await pause(WAIT_WITHOUT_CLOCK_MS);
  return update();
}

/**
 * Which of the job's added times is the time of creation and which of the last write, by
 * the member's name; empty where the job shows none, or its update was refused.
 */
export async function observeWriteTimes(
  probe: Probe,
  created: Answer,
): Promise<Map<string, "/createdAt" | "/updatedAt">> {
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

/** A job body with each added time written from the fake's own time of creation or of the last write. */
function jobWithTimes(body: Json, times: ReadonlyMap<string, string>): Json {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return body;
  }
  const members = Object.entries(body as Record<string, Json>).map(([name, marker]) => {
    const at = times.get(name);
    if (at === undefined) {
      return [name, marker];
    }
    const form = (marker as { form?: unknown } | null)?.form;
    return [name, { $: "own", at, ...(typeof form === "string" ? { form } : {}) }];
  });
  return Object.fromEntries(members);
}

/** A page body whose jobs (an `items` marker, at the top or as a member) are written with their times. */
function pageWithTimes(body: Json, times: ReadonlyMap<string, string>): Json {
  const items = (marker: Json) => {
    const { $: kind, item } = (marker ?? {}) as { $?: unknown; item?: Json };
    return kind === "items" ? { ...(marker as object), item: jobWithTimes(item, times) } : marker;
  };
  if (typeof body !== "object" || body === null || Array.isArray(body) || "$" in body) {
    return items(body);
  }
  return Object.fromEntries(
    Object.entries(body as Record<string, Json>).map(([name, member]) => [name, items(member)]),
  );
}

/** The job template, or the page template (`page`), with each added time written from the fake's own times. */
export function withWriteTimes(
  template: AnswerTemplate,
  times: ReadonlyMap<string, string>,
  page = false,
): AnswerTemplate {
  if (times.size === 0) {
    return template;
  }
  return { ...template, body: (page ? pageWithTimes : jobWithTimes)(template.body, times) as AnswerTemplate["body"] };
}
