/**
 * Requests to a reference server in-process, as a key of its own sends them, and the
 * target the suite reads from its answers: for tests that hold the suite's tables (the
 * reasons of a refusal, how the reference server names a rule) to the server itself.
 */
import type { createJobsServer } from "@jobs-toolkit/mock-server";
import type { KnownLocation, NamedItem, TargetInfo } from "../../src/context.js";

/** An answer as these tests read it: status, JSON body (null for none) and the reasons header. */
export interface ReferenceAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are read field by field.
  json: any;
  reasons: string[];
}

export type ReferenceCall = (method: string, path: string, body?: unknown) => Promise<ReferenceAnswer>;

/** Sends requests to `server` under `key`. */
export function referenceCalls(server: ReturnType<typeof createJobsServer>, key: string): ReferenceCall {
  return async (method, path, body) => {
    const response = await server.fetch(
      new Request(`http://jobs.test${path}`, {
        method,
        headers: { "api-key": key, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const text = await response.text();
    const reasons = response.headers.get("jobs-reasons") ?? "";
    return {
      status: response.status,
      json: text ? JSON.parse(text) : null,
      reasons: reasons ? reasons.split(" ") : [],
    };
  };
}

/** The target the suite reads from a reference server: its collections and every location. */
export async function readReferenceTarget(call: ReferenceCall): Promise<TargetInfo> {
  const data = async <T>(path: string) => ((await call("GET", path)).json as { data: T[] }).data;
  const locations: KnownLocation[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await data<KnownLocation>(`/api/v1.1/locations?pageSize=100&page=${page}`);
    locations.push(...batch);
    if (batch.length < 100) {
      break;
    }
  }
  return {
    categories: await data<NamedItem>("/api/v1.1/jobcategories"),
    positionTypes: await data<NamedItem>("/api/v1.1/positiontypes"),
    locations,
    bareCities: [],
    taught: [],
    clock: false,
    plans: ["unlimited"],
    notes: [],
    setup: [],
  };
}
