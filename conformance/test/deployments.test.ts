/**
 * The SDK and the CLI against deployments that are not ours: each independent
 * implementation answers with its own statuses, error bodies, paging links and date
 * notation. Every documented job operation works, and every refusal shows the server's
 * own words.
 */
import { fileURLToPath } from "node:url";
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  createJobsClient,
  type Dialect,
  type JobCreate,
  type JobsApiError,
  NotFoundError,
  PermissionError,
  ValidationError,
} from "@jobs-toolkit/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALPHA_KEYS, createAlpha } from "./support/independent/alpha.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";
import { runSource } from "./support/run-source.js";
import { serveFetch } from "./support/serve-fetch.js";

const CLI = fileURLToPath(new URL("../../cli/src/main.ts", import.meta.url));

interface Deployment {
  name: string;
  create: () => { fetch: (request: Request) => Promise<Response> };
  key: string;
  category: number;
  positionType: number;
  city: string;
  /** Its dialect, where the client needs one. */
  dialect?: Dialect;
  /** What a creating and an updating PUT tell: alpha answers both with 200, so with its dialect neither can say. */
  upsertCreated: { create: boolean | undefined; update: boolean | undefined };
  refusals: {
    invalid: { type: typeof JobsApiError; message: RegExp };
    badKey: { type: typeof JobsApiError; message: RegExp };
    missing: { type: typeof JobsApiError; message: RegExp };
    duplicate: { type: typeof JobsApiError; message: RegExp };
  };
}

const DEPLOYMENTS: Deployment[] = [
  {
    name: "alpha",
    create: () => createAlpha(),
    key: ALPHA_KEYS[0],
    category: 100,
    positionType: 10,
    city: "Toronto, ON",
    dialect: { name: "alpha", upsert: { createStatus: 200, createLocation: false } },
    upsertCreated: { create: undefined, update: undefined },
    refusals: {
      invalid: { type: BadRequestError, message: /^400 Bad Request: .+/ },
      badKey: { type: PermissionError, message: /^403 Forbidden: .+/ },
      missing: { type: NotFoundError, message: /^404 Not Found$/ },
      duplicate: { type: ConflictError, message: /^409 Conflict: .+/ },
    },
  },
  {
    name: "beta",
    create: () => createBeta(),
    key: BETA_KEYS[0],
    category: 1,
    positionType: 1,
    city: "Moncton, NB",
    upsertCreated: { create: true, update: false },
    refusals: {
      invalid: { type: ValidationError, message: /^422 Unprocessable Content: .+/ },
      badKey: { type: AuthenticationError, message: /^401 Unauthorized: .+/ },
      missing: { type: NotFoundError, message: /^404 Not Found: .+/ },
      duplicate: { type: ValidationError, message: /^422 Unprocessable Content: .+/ },
    },
  },
];

async function runCli(url: string, key: string, args: string[], stdin = "") {
  const env = { JOBS_BASE_URL: url, JOBS_API_KEY: key, XDG_CONFIG_HOME: "/nonexistent" };
  const { code, stdout, stderr } = await runSource(CLI, args, { env, stdin });
  return { code, out: stdout, err: stderr };
}

/** The CLI's first line of an error: `error: ` and the SDK error's message. */
function cliLine(message: RegExp): RegExp {
  return new RegExp(`^error: ${message.source.replace(/^\^/, "").replace(/\$$/, "")}$`, "m");
}

describe.each(DEPLOYMENTS)("against $name", (deployment) => {
  let served: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    const implementation = deployment.create();
    served = await serveFetch((request) => implementation.fetch(request));
  });
  afterAll(() => served.close());

  // Tests break rules through the overrides on purpose, hence the cast.
  const job = (overrides: Partial<JobCreate> = {}): JobCreate =>
    ({
      title: "Line Cook",
      description: "<p>Evening shifts.</p>",
      locations: [{ description: deployment.city }],
      categories: [{ id: deployment.category }],
      positionType: { id: deployment.positionType },
      applicantRoutingType: { id: 2 },
      applicationUrl: "https://careers.example/apply",
      ...overrides,
    }) as JobCreate;
  const client = (key = deployment.key) =>
    createJobsClient({
      baseUrl: served.url,
      apiKey: key,
      maxRetries: 0,
      ...(deployment.dialect ? { dialect: deployment.dialect } : {}),
    });

  async function refusal(call: Promise<unknown>): Promise<JobsApiError> {
    return call.then(
      () => expect.unreachable("the call should have been refused"),
      (error: JobsApiError) => error,
    );
  }

  it("creates, reads, updates, archives, re-publishes and deletes a job with the SDK", async () => {
    const jobs = client().jobs;
    const created = await jobs.create(job());
    expect(await jobs.get(created.id)).toMatchObject({ id: created.id, title: "Line Cook" });
    expect((await jobs.update(created.id, { title: "Head Cook" })).title).toBe("Head Cook");
    expect((await jobs.archive(created.id)).status).toBe("archived");
    expect((await jobs.publish(created.id)).status).toBe("active");
    await jobs.delete(created.id);
    expect(await refusal(jobs.get(created.id))).toBeInstanceOf(NotFoundError);
  });

  it("upserts by referenceId, telling creation only when the status does, and deletes by referenceId", async () => {
    const jobs = client().jobs;
    const first = await jobs.upsert("DEPLOY-1", job());
    expect(first.created).toBe(deployment.upsertCreated.create);
    const second = await jobs.upsert("DEPLOY-1", { title: "Sous-chef" });
    expect(second.job).toMatchObject({ id: first.job.id, title: "Sous-chef" });
    expect(second.created).toBe(deployment.upsertCreated.update);
    await jobs.delete({ referenceId: "DEPLOY-1" });
    expect(await refusal(jobs.get(first.job.id))).toBeInstanceOf(NotFoundError);
  });

  it("pages through every page, whatever form its links take", async () => {
    const jobs = client().jobs;
    const ids = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push((await jobs.create(job({ title: `Pager ${index}`, referenceId: `PAGE-${index}` }))).id);
    }
    const seen = [];
    for await (const header of jobs.listAll({ pageSize: 2, q: "Pager" })) {
      seen.push(header.id);
    }
    expect(seen.sort((left, right) => left - right)).toEqual(ids.sort((left, right) => left - right));
  });

  it("shows the server's own words for every refusal, in its error class", async () => {
    const cases = [
      [await refusal(client().jobs.create(job({ categories: [] }))), deployment.refusals.invalid],
      [await refusal(client("not-a-key").jobs.list()), deployment.refusals.badKey],
      [await refusal(client().jobs.get(987_654)), deployment.refusals.missing],
    ] as const;
    await client().jobs.create(job({ referenceId: "TAKEN" }));
    const duplicate = await refusal(client().jobs.create(job({ referenceId: "TAKEN" })));
    for (const [error, expected] of [...cases, [duplicate, deployment.refusals.duplicate] as const]) {
      expect(error).toBeInstanceOf(expected.type);
      expect(error.message).toMatch(expected.message);
    }
  });

  it("runs the CLI's job commands and prints the server's words when it refuses", { timeout: 60_000 }, async () => {
    const created = await runCli(
      served.url,
      deployment.key,
      ["jobs", "put", "CLI-1", "--input", "-", "--json"],
      JSON.stringify(job()),
    );
    expect(created.err).not.toMatch(/^error/m);
    expect(created.code).toBe(0);
    const id = (JSON.parse(created.out) as { id: number }).id;
    expect((await runCli(served.url, deployment.key, ["jobs", "get", String(id), "--json"])).out).toContain('"CLI-1"');
    expect((await runCli(served.url, deployment.key, ["jobs", "list", "--all", "--output", "tsv"])).out).toContain(
      String(id),
    );
    expect((await runCli(served.url, deployment.key, ["jobs", "delete", "ref:CLI-1", "--yes"])).code).toBe(0);
    const refused = await runCli(
      served.url,
      deployment.key,
      ["jobs", "create", "--input", "-"],
      JSON.stringify(job({ categories: [] })),
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(cliLine(deployment.refusals.invalid.message));
    const badKey = await runCli(served.url, "not-a-key", ["jobs", "list"]);
    expect(badKey.code).toBe(4);
    expect(badKey.err).toMatch(cliLine(deployment.refusals.badKey.message));
  });
});
