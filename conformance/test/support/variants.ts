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
  {
    name: "status-filter-open",
    bug: "a status filter outside active, archived and draft is ignored instead of refused (a reading of the document, a bug against the toolkit's decision)",
    create: wrap(async (request, real) => {
      const url = new URL(request.url);
      const status = url.searchParams.get("status");
      if (request.method !== "GET" || !JOBS.test(url.pathname) || status === null) {
        return real(request);
      }
      if (!["active", "archived", "draft"].includes(status.toLowerCase())) {
        url.searchParams.delete("status");
      }
      return real(withUrl(request, url));
    }),
  },
];

/** The employer's whole list for `request`'s status (and q, unless `withoutQ`): one page of up to 100. */
async function wholeList(request: Request, real: Fetch, withoutQ: boolean): Promise<Array<Record<string, unknown>>> {
  const url = new URL(request.url);
  url.searchParams.set("page", "1");
  url.searchParams.set("pageSize", "100");
  if (withoutQ) {
    url.searchParams.delete("q");
  }
  const body = (await (await real(withUrl(request, url))).json()) as { data?: Array<Record<string, unknown>> };
  return body.data ?? [];
}

/** The page `request` asks for, cut from `jobs` (all of them, in order), with absolute links. */
function pageOf(request: Request, jobs: Array<Record<string, unknown>>): Response {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page") ?? "1");
  const pageSize = Math.min(Number(url.searchParams.get("pageSize") ?? "10"), 100);
  const pages = Math.ceil(jobs.length / pageSize);
  const link = (to: number) => {
    const linked = new URL(url);
    linked.searchParams.set("page", String(to));
    linked.searchParams.set("pageSize", String(pageSize));
    return linked.toString();
  };
  const body = {
    data: jobs.slice((page - 1) * pageSize, page * pageSize),
    paging: {
      total: jobs.length,
      page,
      pages,
      pageSize,
      previous: page > 1 ? link(page - 1) : null,
      next: page < pages ? link(page + 1) : null,
    },
  };
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

/** A list request the real server answers 200 to (the variants below only change those). */
async function isGoodList(request: Request, real: Fetch): Promise<boolean> {
  if (request.method !== "GET" || !JOBS.test(path(request))) {
    return false;
  }
  return (await real(request.clone())).status === 200;
}

/** The job a create or update answered with; undefined for any other answer. */
async function jobOf(request: Request, response: Response): Promise<Record<string, unknown> | undefined> {
  if ((request.method !== "POST" && request.method !== "PUT") || !response.ok || response.status === 204) {
    return undefined;
  }
  const body: unknown = await response.clone().json();
  return body && typeof body === "object" && "id" in body ? (body as Record<string, unknown>) : undefined;
}

/** Answers 404 on the reference server's /__admin controls, as a foreign deployment does. */
function foreign(fetch: Fetch): Fetch {
  return (request) =>
    path(request).startsWith("/__admin") ? Promise.resolve(new Response(null, { status: 404 })) : fetch(request);
}

/** Attributes a denylist refuses; every other attribute slips through it. */
const DENIED_ATTRIBUTE = /^(style|class|id|on\w+)$/i;

/** The description with every attribute a denylist lets through (and the allowlist does not) removed. */
function withoutLetThrough(description: string): string {
  return description.replace(
    /<([a-z]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/gi,
    (tag, name: string, attributes: string, slash) => {
      const kept = [...attributes.matchAll(/\s+([^\s=>]+)(?:="[^"]*")?/g)].filter(
        ([, attribute = ""]) =>
          DENIED_ATTRIBUTE.test(attribute) || (name.toLowerCase() === "a" && /^(href|target)$/i.test(attribute)),
      );
      return kept.length === [...attributes.matchAll(/\s+[^\s=>]+/g)].length
        ? tag
        : `<${name}${kept.map(([text]) => text).join("")}${slash}>`;
    },
  );
}

/**
 * Faults the seed profile missed before it drew distinct publish instants, put search
 * terms where they must not match, tried non-ASCII limits, values just outside closed
 * lists, attributes outside the allowlist, and compared returned URLs in full.
 */
export const SEED_VARIANTS: Variant[] = [
  {
    name: "sort-by-last-update",
    bug: "the list is sorted by last update instead of publishDate",
    create: () => {
      const server = createJobsServer();
      const real: Fetch = (request) => server.fetch(request);
      const touched = new Map<unknown, number>();
      let clock = 0;
      // Without the clock controls: the suite must tell publish instants apart on its own.
      return foreign(async (request) => {
        if (await isGoodList(request, real)) {
          const jobs = await wholeList(request, real, false);
          const order = (job: Record<string, unknown>) => touched.get(job.id) ?? 0;
          return pageOf(
            request,
            [...jobs].sort((a, b) => order(b) - order(a)),
          );
        }
        const response = await real(request);
        const job = await jobOf(request, response);
        if (job) {
          touched.set(job.id, ++clock);
        }
        return response;
      });
    },
  },
  {
    name: "q-matches-description",
    bug: "q also matches the description",
    create: () => {
      const server = createJobsServer();
      const real: Fetch = (request) => server.fetch(request);
      const descriptions = new Map<unknown, string>();
      return async (request) => {
        const q = new URL(request.url).searchParams.get("q");
        if (q && (await isGoodList(request, real))) {
          const matched = new Set((await wholeList(request, real, false)).map((job) => job.id));
          const all = await wholeList(request, real, true);
          const term = q.toLowerCase();
          return pageOf(
            request,
            all.filter((job) => matched.has(job.id) || descriptions.get(job.id)?.toLowerCase().includes(term)),
          );
        }
        const response = await real(request);
        const job = await jobOf(request, response);
        if (job) {
          descriptions.set(job.id, String(job.description ?? ""));
        }
        return response;
      };
    },
  },
  {
    name: "title-limit-in-utf8-bytes",
    bug: "the title limit counts UTF-8 bytes, not characters",
    create: wrap(async (request, real) => {
      const body = request.method === "POST" || request.method === "PUT" ? await json(request) : undefined;
      if (typeof body?.title === "string" && new TextEncoder().encode(body.title).length > 256) {
        return real(withBody(request, { ...body, title: "x".repeat(257) }));
      }
      return real(request);
    }),
  },
  {
    name: "attributes-denylist",
    bug: "description attributes are checked against a denylist (style, class, id, on*), not the allowlist",
    create: () => {
      const server = createJobsServer();
      const real: Fetch = (request) => server.fetch(request);
      const stored = new Map<unknown, string>();
      return async (request) => {
        const body = request.method === "POST" || request.method === "PUT" ? await json(request) : undefined;
        const sent = typeof body?.description === "string" ? body.description : undefined;
        const cleaned = sent === undefined ? undefined : withoutLetThrough(sent);
        const response = await real(
          cleaned === undefined ? request : withBody(request, { ...body, description: cleaned }),
        );
        const read = request.method === "GET" && JOB.test(path(request)) && response.status === 200;
        const job = read
          ? ((await response.clone().json()) as Record<string, unknown>)
          : await jobOf(request, response);
        if (job && sent !== undefined) {
          stored.set(job.id, sent);
        }
        const original = job ? stored.get(job.id) : undefined;
        if (!job || original === undefined) {
          return response;
        }
        // Text, not JSON: the amounts keep their four decimals.
        const text = (await response.text()).replace(
          `"description":${JSON.stringify(job.description)}`,
          `"description":${JSON.stringify(original)}`,
        );
        const headers = new Headers(response.headers);
        headers.delete("content-length");
        return new Response(text, { status: response.status, headers });
      };
    },
  },
  {
    name: "location-drops-port",
    bug: "the Location header drops the port of the base URL",
    create: wrap(async (request, real) => {
      const response = await real(request);
      const location = response.headers.get("location");
      if (!location) {
        return response;
      }
      const url = new URL(location);
      url.port = "";
      const headers = new Headers(response.headers);
      headers.set("location", url.toString());
      return new Response(response.body, { status: response.status, headers });
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
