/**
 * Variants of the reference server, each with one realistic bug injected by a wrapper
 * around `createJobsServer().fetch` that rewrites requests or responses (or makes extra
 * requests to the real server). The suite must catch every one.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";

type Fetch = (request: Request) => Promise<Response>;

/** A server with one bug. */
export interface Variant {
  name: string;
  /** What the bug is, as a backend team would describe it. */
  bug: string;
  create(): Fetch;
}

const JOBS = /^\/api\/v1\.1\/jobs$/;
const JOB = /^\/api\/v1\.1\/jobs\/(\d+)$/;

async function json(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const value = await request.clone().json();
    return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function withBody(request: Request, body: unknown): Request {
  return new Request(request.url, { method: request.method, headers: request.headers, body: JSON.stringify(body) });
}

function withUrl(request: Request, url: URL): Request {
  return new Request(url, request);
}

async function rewriteJson(response: Response, change: (body: Record<string, unknown>) => void): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) {
    return response;
  }
  const body = (await response.json()) as Record<string, unknown>;
  change(body);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** Rewrites requests before, and responses after, the real server. */
function wrap(rewrite: (request: Request, real: Fetch) => Promise<Response>): () => Fetch {
  return () => {
    const server = createJobsServer();
    const real: Fetch = (request) => server.fetch(request);
    return (request) => rewrite(request, real);
  };
}

const path = (request: Request) => new URL(request.url).pathname;

/** The injected bugs. */
export const VARIANTS: Variant[] = [
  {
    name: "paging-off-by-one",
    bug: "the list skips one page: offset computed as page * pageSize",
    create: wrap(async (request, real) => {
      const url = new URL(request.url);
      if (request.method !== "GET" || !JOBS.test(url.pathname)) {
        return real(request);
      }
      const page = Number(url.searchParams.get("page") ?? "1");
      url.searchParams.set("page", String(page + 1));
      return rewriteJson(await real(withUrl(request, url)), (body) => {
        const paging = body.paging as Record<string, unknown> | undefined;
        if (paging) {
          paging.page = page;
        }
      });
    }),
  },
  {
    name: "default-status-active",
    bug: "a job created without a status is active instead of draft",
    create: wrap(async (request, real) => {
      const body = request.method === "POST" && JOBS.test(path(request)) ? await json(request) : undefined;
      return real(body && !("status" in body) ? withBody(request, { ...body, status: "active" }) : request);
    }),
  },
  {
    name: "upsert-duplicates",
    bug: "an upsert of an existing referenceId creates a second job instead of updating",
    create: wrap(async (request, real) => {
      const body = request.method === "PUT" && JOBS.test(path(request)) ? await json(request) : undefined;
      if (!body || typeof body.referenceId !== "string") {
        return real(request);
      }
      const key = request.headers.get("api-key") ?? "";
      const origin = new URL(request.url).origin;
      const found = await real(
        new Request(`${origin}/api/v1.1/jobs?q=${encodeURIComponent(body.referenceId)}&pageSize=100`, {
          headers: { "API-Key": key },
        }),
      );
      const list = (await found.json()) as { data?: Array<{ id: number; referenceId: string }> };
      const existing = list.data?.find((job) => job.referenceId === body.referenceId);
      if (!existing) {
        return real(request);
      }
      const full = (await (
        await real(new Request(`${origin}/api/v1.1/jobs/${existing.id}`, { headers: { "API-Key": key } }))
      ).json()) as Record<string, unknown>;
      const { id: _id, referenceId: _reference, ...copy } = { ...full, ...body };
      return real(
        new Request(`${origin}/api/v1.1/jobs`, {
          method: "POST",
          headers: request.headers,
          body: JSON.stringify(copy),
        }),
      );
    }),
  },
  {
    name: "tenancy-leak",
    bug: "reading a job by id ignores the employer: another employer's job is returned",
    create: wrap(async (request, real) => {
      const response = await real(request);
      if (request.method !== "GET" || !JOB.test(path(request)) || response.status !== 404) {
        return response;
      }
      for (const key of ["demo-key-1", "demo-key-2"]) {
        const headers = new Headers(request.headers);
        headers.set("API-Key", key);
        const other = await real(new Request(request.url, { headers }));
        if (other.status === 200) {
          return other;
        }
      }
      return response;
    }),
  },
  {
    name: "location-missing",
    bug: "201 Created without a Location header",
    create: wrap(async (request, real) => {
      const response = await real(request);
      if (response.status !== 201) {
        return response;
      }
      const headers = new Headers(response.headers);
      headers.delete("location");
      return new Response(response.body, { status: 201, headers });
    }),
  },
  {
    name: "update-clobbers-salary",
    bug: "a partial update without salary removes the salary",
    create: wrap(async (request, real) => {
      const body = request.method === "PUT" && JOB.test(path(request)) ? await json(request) : undefined;
      return real(
        body && !("salary" in body) && !("status" in body) ? withBody(request, { ...body, salary: null }) : request,
      );
    }),
  },
  {
    name: "next-drops-filter",
    bug: "paging.next forgets the status filter",
    create: wrap(async (request, real) => {
      const response = await real(request);
      if (request.method !== "GET" || !JOBS.test(path(request))) {
        return response;
      }
      return rewriteJson(response, (body) => {
        const paging = body.paging as Record<string, string | null> | undefined;
        if (!paging?.next) {
          return;
        }
        const next = new URL(paging.next);
        next.searchParams.delete("status");
        paging.next = next.toString();
      });
    }),
  },
  {
    name: "close-date-default-30-days",
    bug: "closeDate defaults to 30 days after publishDate instead of 60",
    create: wrap(async (request, real) => {
      const body = request.method === "POST" && JOBS.test(path(request)) ? await json(request) : undefined;
      if (!body || "closeDate" in body) {
        return real(request);
      }
      const clock = (await (await real(new Request(new URL("/__admin/clock", request.url)))).json()) as { now: string };
      const closeDate = new Date(Date.parse(clock.now) + 30 * 86_400_000).toISOString().replace(/\.\d+Z$/, "Z");
      return real(withBody(request, { ...body, closeDate }));
    }),
  },
  {
    name: "decimals-lost",
    bug: "salary amounts are written as plain JSON numbers (52000 instead of 52000.0000)",
    create: wrap(async (request, real) => rewriteJson(await real(request), () => {})),
  },
  {
    name: "four-locations-accepted",
    bug: "the at-most-3-locations rule is not enforced: a fourth location is silently dropped",
    create: wrap(async (request, real) => {
      const body =
        (request.method === "POST" || request.method === "PUT") && /\/jobs/.test(path(request))
          ? await json(request)
          : undefined;
      if (!body || !Array.isArray(body.locations) || body.locations.length <= 3) {
        return real(request);
      }
      return real(withBody(request, { ...body, locations: body.locations.slice(0, 3) }));
    }),
  },
  {
    name: "status-filter-ignored",
    bug: "the list ignores the status parameter",
    create: wrap(async (request, real) => {
      const url = new URL(request.url);
      if (request.method !== "GET" || !JOBS.test(url.pathname) || !url.searchParams.has("status")) {
        return real(request);
      }
      url.searchParams.delete("status");
      return rewriteJson(await real(withUrl(request, url)), () => {});
    }),
  },
  {
    name: "first-violation-only",
    bug: "a 422 lists only the first broken rule",
    create: wrap(async (request, real) => {
      const response = await real(request);
      if (response.status !== 422) {
        return response;
      }
      return rewriteJson(response, (body) => {
        if (Array.isArray(body.errors)) {
          body.errors = body.errors.slice(0, 1);
        }
      });
    }),
  },
  {
    name: "missing-key-403",
    bug: "a request without an API key is answered 403 instead of 401",
    create: wrap(async (request, real) => {
      const response = await real(request);
      if (response.status !== 401 || request.headers.has("api-key")) {
        return response;
      }
      return new Response(JSON.stringify({ type: "about:blank", title: "Forbidden", status: 403, detail: "No key." }), {
        status: 403,
        headers: { "content-type": "application/problem+json" },
      });
    }),
  },
];

/** The variant with this name; throws when there is none. */
export function variantNamed(name: string): Variant {
  const found = VARIANTS.find((candidate) => candidate.name === name);
  if (!found) {
    throw new Error(`No variant is named ${name}`);
  }
  return found;
}
