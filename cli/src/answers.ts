/**
 * What the CLI reads from the server, checked before it is shown: a 200 that is not a job
 * (a gateway's page, another API's answer) is an API error naming the request, never
 * `created job undefined` and a TypeError.
 */
import type { Job, JobHeader } from "@jobs-toolkit/sdk";
import { CliError, EXIT } from "./errors.js";

type Kind = "number" | "string" | "object" | "array";

// The fields the CLI's messages and formats read, and what each must be.
const HEADER_FIELDS: Readonly<Record<string, Kind>> = {
  id: "number",
  title: "string",
  status: "string",
  publishDate: "string",
  locations: "array",
};
const JOB_FIELDS: Readonly<Record<string, Kind>> = {
  ...HEADER_FIELDS,
  employer: "object",
  categories: "array",
  positionType: "object",
  applicantRoutingType: "object",
};

function kindOf(value: unknown): Kind | "other" {
  if (Array.isArray(value)) {
    return "array";
  }
  if (typeof value === "number") {
    return "number";
  }
  if (typeof value === "string") {
    return "string";
  }
  return typeof value === "object" && value !== null ? "object" : "other";
}

/** What is wrong with `value` as a record with `fields`, or undefined when nothing is. */
function flaw(value: unknown, fields: Readonly<Record<string, Kind>>): string | undefined {
  if (kindOf(value) !== "object") {
    return "not an object";
  }
  for (const [name, kind] of Object.entries(fields)) {
    const field = (value as Record<string, unknown>)[name];
    if (kindOf(field) !== kind) {
      return `${name} is not ${kind === "array" ? "an" : "a"} ${kind}`;
    }
    if (kind === "array" && (field as unknown[]).some((item) => kindOf(item) !== "object")) {
      return `${name} holds something that is not an object`;
    }
  }
  return undefined;
}

function refuse(request: string | undefined, what: string, problem: string): never {
  throw new CliError(`${request ?? "the server"} answered with something that is not ${what} (${problem})`, EXIT.API);
}

/** The job an answer holds, or an API error naming `request` (`POST http://…/jobs`). */
export function expectJob(value: unknown, request: string | undefined): Job {
  const problem = flaw(value, JOB_FIELDS);
  return problem === undefined ? (value as Job) : refuse(request, "a job", problem);
}

/** The job headers of a list page (its paging read too), or an API error naming `request`. */
export function expectJobHeaders(page: unknown, request: string | undefined): JobHeader[] {
  const { data, paging } = kindOf(page) === "object" ? (page as { data?: unknown; paging?: unknown }) : {};
  if (!Array.isArray(data)) {
    return refuse(request, "a page of jobs", "no data list");
  }
  if (kindOf(paging) !== "object") {
    return refuse(request, "a page of jobs", "no paging");
  }
  for (const [index, header] of data.entries()) {
    const problem = flaw(header, HEADER_FIELDS);
    if (problem !== undefined) {
      refuse(request, "a page of jobs", `data[${index}]: ${problem}`);
    }
  }
  return data as JobHeader[];
}
