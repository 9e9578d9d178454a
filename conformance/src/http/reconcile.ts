/**
 * Settles a create whose outcome a transient answer hid, from the target itself: every job
 * the suite creates carries a referenceId or title of its own (with the run's prefix), so
 * the employer's jobs bearing it, less those the run already knows, are what the create
 * made. None: it did not happen and is sent again. Some: it may have, so those jobs are
 * kept for the cleanup and the execution is set aside unjudged.
 */
import { isRecord } from "../json.js";
import type { ResolvedOptions } from "../options.js";
import { parseJson } from "./raw.js";
import type { Transport } from "./recorder.js";

/** The ids of the caller's jobs whose referenceId (or, without one, title) is the one the create sent. */
async function jobsBearing(
  transport: Transport,
  options: ResolvedOptions,
  key: string,
  field: "referenceId" | "title",
  value: string,
): Promise<number[]> {
  const url = `${options.baseUrl}/api/v1.1/jobs?q=${encodeURIComponent(value)}&pageSize=100`;
  const { exchange } = await transport.send(new Request(url, { headers: { "API-Key": key } }), "cleanup");
  const page = parseJson(exchange.responseBody);
  const headers = isRecord(page) && Array.isArray(page.data) ? page.data : [];
  return headers
    .filter((header): header is Record<string, unknown> => isRecord(header) && header[field] === value)
    .map((header) => header.id)
    .filter((id): id is number => Number.isInteger(id));
}

/** "absent" when the create did not happen; "present" when it may have (its jobs are then kept for cleanup). */
export async function reconcileCreate(
  transport: Transport,
  options: ResolvedOptions,
  created: ReadonlyArray<Set<number>>,
  request: Request,
  body: string | undefined,
): Promise<"absent" | "present"> {
  if (
    request.method !== "POST" ||
    new URL(request.url).pathname !== new URL(`${options.baseUrl}/api/v1.1/jobs`).pathname
  ) {
    return "present";
  }
  const key = request.headers.get("api-key") ?? "";
  const actor = options.apiKeys.indexOf(key);
  const known = created[actor];
  // A create under no key of the run's was refused, or made nothing the run could see.
  if (known === undefined) {
    return "absent";
  }
  const job = parseJson(body ?? "");
  const referenceId =
    isRecord(job) && typeof job.referenceId === "string" && job.referenceId !== "" ? job.referenceId : undefined;
  const title = isRecord(job) && typeof job.title === "string" && job.title !== "" ? job.title : undefined;
  const [field, value] =
    referenceId !== undefined ? (["referenceId", referenceId] as const) : (["title", title] as const);
  if (value === undefined) {
    return "present";
  }
  let found: number[];
  try {
    found = await jobsBearing(transport, options, key, field, value);
  } catch {
    return "present";
  }
  const made = found.filter((id) => !known.has(id));
  for (const id of made) {
    known.add(id);
  }
  return made.length === 0 ? "absent" : "present";
}
