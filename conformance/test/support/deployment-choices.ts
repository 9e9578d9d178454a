/**
 * The reference server made to take choices the interface document leaves open, each by
 * a wrapper around `createJobsServer().fetch`: reference collections in another envelope,
 * members the document does not name, a salary merged on update. A correct suite passes
 * every one under the seed profile.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";

type Fetch = (request: Request) => Promise<Response>;

const COLLECTION = /^\/api\/v1\.1\/(jobcategories|positiontypes)$/;
const JOB = /^\/api\/v1\.1\/jobs\/(\d+)$/;
const JOBS = /^\/api\/v1\.1\/jobs(\/\d+)?$/;

/** Marks a decimal carried as a string through a rewrite. */
const DECIMAL = "~decimal~";

const pathOf = (request: Request) => new URL(request.url).pathname;

async function rewriteJson(response: Response, change: (body: unknown) => unknown): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("json")) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  // Salary amounts keep their written form (four decimals on a salary) through the rewrite.
  const text = (await response.text()).replace(/((?<!\\)"(?:amount|maxAmount)":\s*)(-?\d+\.\d+)/g, `$1"${DECIMAL}$2"`);
  const rewritten = JSON.stringify(change(JSON.parse(text))).replace(new RegExp(`"${DECIMAL}([^"]+)"`, "g"), "$1");
  return new Response(rewritten, { status: response.status, headers });
}

/** The reference server with `rewrite` between it and the suite. */
function wrapReference(rewrite: (request: Request, real: Fetch) => Promise<Response>): Fetch {
  const server = createJobsServer();
  const real: Fetch = (request) => server.fetch(request);
  return (request) => rewrite(request, real);
}

/** Where a deployment may put a collection's items. */
export const ENVELOPES: Record<string, (items: unknown[], name: string) => unknown> = {
  array: (items) => items,
  data: (items) => ({ data: items }),
  items: (items) => ({ items, total: items.length }),
  results: (items) => ({ count: items.length, results: items }),
  content: (items) => ({ content: items, totalElements: items.length, first: true, last: true }),
  hal: (items, name) => ({ _links: { self: { href: `/api/v1.1/${name}` } }, _embedded: { [name]: items } }),
};

/** Ids this deployment gives its categories and position types: the reference server's, plus this. */
const ID_SHIFT = 100;

type Json = Record<string, unknown>;

/** `job`'s category and position type ids moved by `by` (the body of a job, or a job). */
function shiftIds(job: Json, by: number): Json {
  const shift = (item: unknown) =>
    item && typeof item === "object" && Number.isInteger((item as Json).id)
      ? { ...(item as Json), id: ((item as Json).id as number) + by }
      : item;
  return {
    ...job,
    ...(Array.isArray(job.categories) ? { categories: job.categories.map(shift) } : {}),
    ...(job.positionType ? { positionType: shift(job.positionType) } : {}),
  };
}

function shiftedResponse(response: Response): Promise<Response> {
  return rewriteJson(response, (body) => {
    const value = body as Json;
    if (Array.isArray(value?.data)) {
      return { ...value, data: value.data.map((job) => shiftIds(job as Json, ID_SHIFT)) };
    }
    return Number.isInteger(value?.id) ? shiftIds(value, ID_SHIFT) : value;
  });
}

/**
 * Serves the reference collections as `wrapIn` puts them, with ids of its own (above
 * 100): a job naming any other category or position type is refused, as a deployment
 * whose ids nobody guessed would.
 */
export function collectionsIn(wrapIn: (items: unknown[], name: string) => unknown): Fetch {
  return wrapReference(async (request, real) => {
    const path = pathOf(request);
    const match = COLLECTION.exec(path);
    if (match) {
      const response = await real(request);
      return rewriteJson(response, (body) =>
        wrapIn(
          (body as { data: Json[] }).data.map((item) => ({ ...item, id: (item.id as number) + ID_SHIFT })),
          match[1] ?? "",
        ),
      );
    }
    if (!JOBS.test(path)) {
      return real(request);
    }
    if (request.method === "GET" || request.method === "DELETE") {
      return shiftedResponse(await real(request));
    }
    let body: Json;
    try {
      body = (await request.clone().json()) as Json;
    } catch {
      return real(request);
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      return real(request);
    }
    const ids = [
      ...(Array.isArray(body.categories) ? body.categories : []),
      ...(body.positionType ? [body.positionType] : []),
    ].map((item) => (item as Json)?.id);
    if (ids.some((id) => typeof id === "number" && id <= ID_SHIFT)) {
      return Response.json({ message: "unknown category or position type" }, { status: 400 });
    }
    const sent = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: JSON.stringify(shiftIds(body, -ID_SHIFT)),
    });
    return shiftedResponse(await real(sent));
  });
}

/** Adds to every job it writes members the interface document does not name. */
export function withExtraMembers(): Fetch {
  let tick = 0;
  const decorate = (job: Record<string, unknown>, origin: string) => {
    tick++;
    return {
      ...job,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, tick)).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, tick)).toISOString(),
      _links: { self: { href: `${origin}/api/v1.1/jobs/${job.id}` } },
      revision: tick,
    };
  };
  return wrapReference(async (request, real) => {
    const response = await real(request);
    if (!JOBS.test(pathOf(request))) {
      return response;
    }
    const origin = new URL(request.url).origin;
    return rewriteJson(response, (body) => {
      const value = body as Record<string, unknown>;
      if (Array.isArray(value?.data)) {
        return { ...value, data: value.data.map((job) => decorate(job, origin)) };
      }
      return Number.isInteger(value?.id) ? decorate(value, origin) : value;
    });
  });
}

/**
 * Merges the salary an update sends into the stored one (a member left out keeps its
 * value) on every update, or, with `sometimes`, on every other one of those where merging
 * and replacing differ.
 */
export function mergingSalary(options: { sometimes?: boolean } = {}): Fetch {
  let telling = 0;
  return wrapReference(async (request, real) => {
    const match = JOB.exec(pathOf(request));
    const override = request.headers.get("x-http-method-override")?.toUpperCase();
    const isUpdate = match && (request.method === "PUT" || (request.method === "POST" && override === "PUT"));
    if (!isUpdate || !match) {
      return real(request);
    }
    let body: Record<string, unknown>;
    try {
      body = (await request.clone().json()) as Record<string, unknown>;
    } catch {
      return real(request);
    }
    const salary = body?.salary as Record<string, unknown> | null | undefined;
    if (!salary || typeof salary !== "object") {
      return real(request);
    }
    const read = await real(
      new Request(new URL(`/api/v1.1/jobs/${match[1]}`, request.url), {
        headers: { "API-Key": request.headers.get("api-key") ?? "" },
      }),
    );
    const stored = read.status === 200 ? ((await read.json()) as { salary?: Record<string, unknown> | null }) : {};
    const before = stored.salary;
    if (!before) {
      return real(request);
    }
    const mergeTells =
      (!("maxAmount" in salary) && before.maxAmount !== null) ||
      (!("plusCommission" in salary) && before.plusCommission === true);
    // Inconsistent: of the updates where the readings differ, every other one is replaced.
    if (mergeTells && options.sometimes && ++telling % 2 === 0) {
      return real(request);
    }
    const merged = {
      amount: before.amount,
      ...(before.maxAmount === null || before.maxAmount === undefined ? {} : { maxAmount: before.maxAmount }),
      type: { id: (before.type as { id: number }).id },
      plusCommission: before.plusCommission,
      ...salary,
    };
    return real(
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: JSON.stringify({ ...body, salary: merged }),
      }),
    );
  });
}
