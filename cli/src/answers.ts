/**
 * What the CLI reads from the server, checked before it is shown or acted on: a 200 that
 * is not a job (a gateway's page, another API's answer) is an API error naming the
 * request, never `created job undefined` and a TypeError. The SDK judges; this names the
 * fields the CLI's messages, formats and sync read.
 */
import { type FieldKinds, type Job, type JobHeader, jobFlaw, jobPageFlaw, recordFlaw } from "@jobs-toolkit/sdk";
import { CliError, EXIT } from "./errors.js";

const HEADER_FIELDS: FieldKinds = {
  title: "string",
  status: "string",
  publishDate: "string",
  locations: "array",
};
const JOB_FIELDS: FieldKinds = {
  ...HEADER_FIELDS,
  employer: "object",
  categories: "array",
  positionType: "object",
  applicantRoutingType: "object",
};

/** What sync reads of a listed job to match it with a file and decide a prune. */
export const SYNC_HEADER_FIELDS: FieldKinds = { referenceId: "optional-string", status: "string" };

/** What sync reads of a stored job to compare it with a file. */
export const SYNC_JOB_FIELDS: FieldKinds = {
  ...JOB_FIELDS,
  closeDate: "string",
  salary: "optional-object",
  applicationEmail: "optional-string",
  applicationUrl: "optional-string",
};

/** The fields of an `{ id, name }` collection item (a category, a position type). */
export const ID_NAME_FIELDS: FieldKinds = { id: "integer", name: "string" };

/** The fields of a location. */
export const LOCATION_FIELDS: FieldKinds = { ...ID_NAME_FIELDS, description: "string" };

/** The API error for an answer that is not `what`. */
export function notAnswer(request: string | undefined, what: string, problem: string): CliError {
  return new CliError(`${request ?? "the server"} answered with something that is not ${what} (${problem})`, EXIT.API);
}

function refuse(request: string | undefined, what: string, problem: string): never {
  throw notAnswer(request, what, problem);
}

/** The job an answer holds (with `fields` besides what the CLI prints), or an API error naming `request` (`POST http://…/jobs`). */
export function expectJob(value: unknown, request: string | undefined, fields: FieldKinds = JOB_FIELDS): Job {
  const problem = jobFlaw(value, fields);
  return problem === undefined ? (value as Job) : refuse(request, "a job", problem);
}

/** The job headers of a list page (its paging read too), or an API error naming `request`. */
export function expectJobHeaders(page: unknown, request: string | undefined): JobHeader[] {
  const problem = jobPageFlaw(page, HEADER_FIELDS);
  return problem === undefined ? (page as { data: JobHeader[] }).data : refuse(request, "a page of jobs", problem);
}

/** The items of a collection whose `fields` the CLI prints, or an API error naming `request` and the item at fault. */
export function expectItems<T>(
  items: readonly T[],
  request: string | undefined,
  what: string,
  fields: FieldKinds,
): T[] {
  for (const [index, item] of items.entries()) {
    const problem = recordFlaw(item, fields);
    if (problem !== undefined) {
      refuse(request, what, `data[${index}]: ${problem}`);
    }
  }
  return [...items];
}
