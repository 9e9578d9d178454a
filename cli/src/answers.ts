/**
 * What the CLI reads from the server, checked before it is shown: a 200 that is not a job
 * (a gateway's page, another API's answer) is an API error naming the request, never
 * `created job undefined` and a TypeError. The SDK judges; this names the fields the
 * CLI's messages and formats read.
 */
import { type Job, type JobFields, type JobHeader, jobFlaw, jobPageFlaw } from "@jobs-toolkit/sdk";
import { CliError, EXIT } from "./errors.js";

const HEADER_FIELDS: JobFields = {
  title: "string",
  status: "string",
  publishDate: "string",
  locations: "array",
};
const JOB_FIELDS: JobFields = {
  ...HEADER_FIELDS,
  employer: "object",
  categories: "array",
  positionType: "object",
  applicantRoutingType: "object",
};

function refuse(request: string | undefined, what: string, problem: string): never {
  throw new CliError(`${request ?? "the server"} answered with something that is not ${what} (${problem})`, EXIT.API);
}

/** The job an answer holds, or an API error naming `request` (`POST http://…/jobs`). */
export function expectJob(value: unknown, request: string | undefined): Job {
  const problem = jobFlaw(value, JOB_FIELDS);
  return problem === undefined ? (value as Job) : refuse(request, "a job", problem);
}

/** The job headers of a list page (its paging read too), or an API error naming `request`. */
export function expectJobHeaders(page: unknown, request: string | undefined): JobHeader[] {
  const problem = jobPageFlaw(page, HEADER_FIELDS);
  return problem === undefined ? (page as { data: JobHeader[] }).data : refuse(request, "a page of jobs", problem);
}
