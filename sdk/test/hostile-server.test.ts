// The SDK against a server that answers badly on purpose (scripts/hostile-server.mjs):
// the API key never reaches another origin, a body never costs more than the cap, every
// call ends within its timeout and leaves nothing that keeps a process alive, a page walk
// never goes in circles, and every failure is a JobsApiError naming the request.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type HostileServer, startHostileServer } from "../../scripts/hostile-server.mjs";
import {
  createAdminClient,
  createJobsClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  JobsApiError,
  MAX_REDIRECTS,
  RedirectError,
  ResponseTooLargeError,
  TimeoutError,
  UnexpectedResponseError,
} from "../src/index.js";
import { API_KEY, sampleJob } from "./helpers.js";

const JOBS = "/api/v1.1/jobs";
// What a process of its own may take, SDK and Node included.
const MEMORY_LIMIT_BYTES = 256 * 1024 ** 2;
// A child's start, and a loaded machine, on top of a call's own timeout.
const SLACK_MS = 8_000;
// Long enough that only the size cap, not the timeout, can end a call on a loaded machine.
const SIZE_TIMEOUT_MS = 15_000;

let hostile: HostileServer;

beforeAll(async () => {
  hostile = await startHostileServer();
});
afterEach(() => {
  hostile.behave();
  hostile.reference.reset();
  hostile.requests.length = 0;
  hostile.elsewhere.requests.length = 0;
});
afterAll(() => hostile.close());

function client(options: { timeoutMs?: number; maxResponseBytes?: number; followRedirects?: boolean } = {}) {
  return createJobsClient({ baseUrl: hostile.url, apiKey: API_KEY, maxRetries: 0, ...options });
}

/** Selects the first request only, so a redirect to the same origin reaches the reference server. */
function firstOnly() {
  let first = true;
  return () => {
    const selected = first;
    first = false;
    return selected;
  };
}

const OPERATIONS = {
  list: () => client().jobs.list(),
  get: () => client().jobs.get(1),
  create: () => client().jobs.create(sampleJob()),
};

describe("redirects", () => {
  for (const status of [302, 307] as const) {
    for (const [operation, call] of Object.entries(OPERATIONS)) {
      it(`refuses a ${status} to another origin for ${operation}, and sends the key nowhere but its own origin`, async () => {
        hostile.misbehave({ kind: "redirect", status });
        const error = await call().catch((reason: unknown) => reason);
        expect(error).toBeInstanceOf(RedirectError);
        expect(error).toBeInstanceOf(JobsApiError);
        expect(error).toMatchObject({ name: "RedirectError", status });
        expect((error as RedirectError).message).toContain(hostile.url);
        expect((error as RedirectError).message).toContain(hostile.elsewhere.url);
        expect((error as RedirectError).location).toMatch(new RegExp(`^${hostile.elsewhere.url}/`));
        expect(hostile.elsewhere.requests).toEqual([]);
        expect(hostile.requests.map((request) => request.headers["api-key"])).toEqual([API_KEY]);
      });
    }
  }

  it("follows a redirect on its own origin, keeping a 307's method and body", async () => {
    hostile.misbehave({ kind: "redirect", status: 307, to: "same-origin" }, firstOnly());
    const job = await client().jobs.create(sampleJob({ title: "Welder" }));
    expect(job.title).toBe("Welder");
    expect(hostile.requests.map((request) => [request.method, request.headers["api-key"]])).toEqual([
      ["POST", API_KEY],
      ["POST", API_KEY],
    ]);
    expect(hostile.elsewhere.requests).toEqual([]);
  });

  it("follows a 302 on its own origin for a list", async () => {
    hostile.misbehave({ kind: "redirect", status: 302, to: "same-origin" }, firstOnly());
    expect((await client().jobs.list()).paging.total).toBe(0);
    expect(hostile.requests).toHaveLength(2);
  });

  it("with followRedirects false, answers with the 3xx itself and follows nothing, on any origin", async () => {
    for (const to of ["same-origin", "elsewhere"] as const) {
      hostile.misbehave({ kind: "redirect", status: 302, to });
      const { response } = await client({ followRedirects: false }).raw.GET("/api/v1.1/jobs");
      expect(response.status).toBe(302);
    }
    expect(hostile.requests).toHaveLength(2);
    expect(hostile.elsewhere.requests).toEqual([]);
  });

  it(`stops a redirect loop on its own origin after ${MAX_REDIRECTS} hops`, async () => {
    hostile.misbehave({ kind: "redirect", status: 302, to: "same-origin" });
    const error = await client()
      .jobs.list()
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as Error).message).toContain(`more than ${MAX_REDIRECTS} times`);
    expect(hostile.requests).toHaveLength(MAX_REDIRECTS + 1);
  });

  it("sends with redirect manual, and refuses a redirect the runtime hides (a browser's opaque redirect)", async () => {
    const modes: string[] = [];
    const opaque = Object.defineProperties(new Response(null), {
      type: { value: "opaqueredirect" },
      status: { value: 0 },
    });
    const fetch = async (request: Request) => {
      modes.push(request.redirect);
      return opaque;
    };
    const browserLike = createJobsClient({ baseUrl: "https://jobs.test", apiKey: API_KEY, fetch });
    const error = await browserLike.jobs.get(1).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ status: undefined, method: "GET", url: "https://jobs.test/api/v1.1/jobs/1" });
    expect((error as Error).message).toContain("an opaque redirect");
    expect(modes).toEqual(["manual"]);
  });

  it("refuses a redirect to another origin for the admin client too, with its token", async () => {
    hostile.misbehave({ kind: "redirect", status: 307 });
    const admin = createAdminClient({ baseUrl: hostile.url, adminToken: "secret" });
    const error = await admin.GET("/__admin/employers").catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RedirectError);
    expect(hostile.elsewhere.requests).toEqual([]);
  });
});

describe("answers that are not what the operation promises", () => {
  for (const [operation, call] of Object.entries(OPERATIONS)) {
    it(`throws an UnexpectedResponseError for a 200 that is not JSON, for ${operation}`, async () => {
      hostile.misbehave({ kind: "not-json" });
      const error = await call().catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(UnexpectedResponseError);
      expect(error).toMatchObject({
        name: "UnexpectedResponseError",
        status: 200,
        body: "<html><body>Gateway says hello</body></html>",
        method: operation === "create" ? "POST" : "GET",
      });
      expect((error as Error).message).toContain("not JSON");
      expect((error as Error).message).toContain("Gateway says hello");
      expect((error as JobsApiError).url).toMatch(new RegExp(`^${hostile.url}${JOBS}`));
    });

    it(`throws an UnexpectedResponseError for JSON that is not what ${operation} promises`, async () => {
      hostile.misbehave({ kind: "not-a-job" });
      const error = await call().catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(UnexpectedResponseError);
      expect(error).toMatchObject({ status: 200, body: { hello: "world" } });
      expect((error as Error).message).toMatch(/with JSON that is not a (job|page of jobs) \(/);
    });
  }

  it("keeps members the API does not name", async () => {
    const created = await client().jobs.create(sampleJob());
    expect(created).toMatchObject({ id: expect.any(Number), title: "Registered Nurse" });
  });
});

describe("page walks", () => {
  it("ends a walk whose next leads back to the same page, after a few requests", async () => {
    const jobs = client();
    for (const title of ["One", "Two", "Three"]) {
      await jobs.jobs.create(sampleJob({ title }));
    }
    hostile.misbehave({ kind: "self-next" });
    hostile.requests.length = 0;
    const pages: number[] = [];
    const error = await (async () => {
      for await (const page of jobs.jobs.pages({ pageSize: 1 })) {
        pages.push(page.paging.page);
      }
    })().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toContain("leads back to a page already requested");
    expect(pages).toEqual([1, 1]);
    expect(hostile.requests.length).toBeLessThanOrEqual(3);
  });

  it("ends a walk whose last page still names a next", async () => {
    hostile.misbehave({ kind: "self-next" });
    const error = await (async () => {
      for await (const _ of client().jobs.listAll()) {
        // nothing to see: the list is empty
      }
    })().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toContain("is set on page 1 of 0");
    expect(hostile.requests).toHaveLength(1);
  });
});

describe("in a process of its own", () => {
  let dir: string;
  let script: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sdk-one-call-"));
    script = join(dir, "one-call.mjs");
    await build({
      entryPoints: [new URL("fixtures/one-call.ts", import.meta.url).pathname],
      outfile: script,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      conditions: ["@jobs-toolkit/source"],
      logLevel: "error",
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs one call in a child; `exited` is false when it was still running at the deadline and had to be killed. */
  function runCall(operation: string, timeoutMs: number) {
    return new Promise<{ outcome: Record<string, unknown>; exited: boolean; code: number | null }>(
      (resolve, reject) => {
        const child = spawn(process.execPath, [script, hostile.url, operation, String(timeoutMs)], {
          stdio: ["ignore", "pipe", "inherit"],
        });
        let stdout = "";
        let exited = true;
        const deadline = setTimeout(() => {
          exited = false;
          child.kill("SIGKILL");
        }, timeoutMs + SLACK_MS);
        child.stdout.on("data", (chunk) => (stdout += chunk));
        child.on("error", reject);
        child.on("close", (code) => {
          clearTimeout(deadline);
          resolve({ outcome: stdout ? JSON.parse(stdout) : {}, exited, code });
        });
      },
    );
  }

  it("refuses an endless body at the cap, within the timeout and in little memory", async () => {
    hostile.misbehave({ kind: "endless-body" });
    const { outcome, exited, code } = await runCall("list", SIZE_TIMEOUT_MS);
    expect(outcome).toMatchObject({ name: "ResponseTooLargeError" });
    expect(outcome.message).toContain(`maxResponseBytes (${DEFAULT_MAX_RESPONSE_BYTES})`);
    expect(outcome.maxRssBytes).toBeLessThan(MEMORY_LIMIT_BYTES);
    expect({ exited, code }).toEqual({ exited: true, code: 0 });
  }, 60_000);

  it("refuses a 1 GiB body announced by Content-Length before reading it", async () => {
    hostile.misbehave({ kind: "huge-body" });
    const { outcome, exited, code } = await runCall("get", SIZE_TIMEOUT_MS);
    expect(outcome).toMatchObject({ name: "ResponseTooLargeError" });
    expect(outcome.message).toContain(`announced ${1024 ** 3} bytes, more than maxResponseBytes`);
    expect(outcome.maxRssBytes).toBeLessThan(MEMORY_LIMIT_BYTES);
    expect({ exited, code }).toEqual({ exited: true, code: 0 });
  }, 60_000);

  it("times out on headers then silence, and the process exits as soon as the call is over", async () => {
    hostile.misbehave({ kind: "silence-after-headers" });
    const { outcome, exited, code } = await runCall("list", 1_000);
    expect(outcome).toMatchObject({ name: "TimeoutError" });
    expect({ exited, code }).toEqual({ exited: true, code: 0 });
  }, 30_000);
});

it("cuts a body at maxResponseBytes in this process too", async () => {
  await client().jobs.create(sampleJob());
  const error = await client({ maxResponseBytes: 100 })
    .jobs.list()
    .catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ResponseTooLargeError);
  expect(error).toMatchObject({ maxResponseBytes: 100, method: "GET", status: 200 });
  expect(error).not.toBeInstanceOf(TimeoutError);
});
