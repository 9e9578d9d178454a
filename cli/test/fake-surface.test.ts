// The CLI's and the SDK's documented surface against a deployment and against the fake
// learnt from it: learn the deployment's dialect as the README says, start the reference
// server from it, and run the same commands and calls on both. An integrator testing
// against the fake must meet the outcome production gives, check by check.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { createJobsClient, type Dialect, JobsApiError } from "@jobs-toolkit/sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { learnDialect } from "../../conformance/src/index.js";
import { TARGETS } from "../../conformance/test/support/independents.js";
import { CLOSE_DAY } from "./support/close-date.js";
import { DEPLOYMENTS, type Deployment, jobFolder, type StandIn, startDeployment } from "./support/deployments.js";

type Surface = ReturnType<typeof startDeployment> & { apiKey: string };

/** One documented use, and its outcome with ids, times and hosts left out. */
interface Check {
  name: string;
  run(surface: Surface, deployment: Deployment, dialect: Dialect): Promise<unknown>;
  /** What the deployment's own outcome must show, so agreeing is never agreeing on nothing. */
  shows?: unknown;
}

const BASE_URL = "http://deployment.test";

function client(surface: Surface, apiKey: string, dialect: Dialect) {
  return createJobsClient({ baseUrl: BASE_URL, apiKey, fetch: surface.fetch, dialect, maxRetries: 0 });
}

/** A job the deployment takes, from the job file its integrator would write. */
function jobInput(deployment: Deployment, n: number) {
  const { categories, positionType, location } = deployment.job;
  return {
    referenceId: `SURFACE-${n}`,
    title: `Surface ${n}`,
    description: `<p>Job ${n}.</p>`,
    locations: [{ description: location }],
    categories: categories.map((id) => ({ id })),
    positionType: { id: positionType },
    closeDate: `${CLOSE_DAY}T17:00:00Z`,
    applicantRoutingType: { id: 2 as const },
    applicationUrl: `https://careers.example/${n}`,
    status: "active" as const,
  };
}

/** An SDK failure as an app reads it: the status and the fields named. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
    return "no failure";
  } catch (error) {
    if (!(error instanceof JobsApiError)) {
      throw error;
    }
    return { status: error.status, fields: error.errors.map((entry) => entry.pointer).sort() };
  }
}

const CLI_CHECKS: Check[] = [
  {
    name: "position-types lists the deployment's own",
    async run({ run, dialectFile }, deployment) {
      const { code, stdout, stderr } = await run(["position-types", "--output", "tsv", "--dialect", dialectFile()]);
      return { code, stderr, listed: stdout.includes(`${deployment.job.positionType}\t`) };
    },
    shows: { code: 0, listed: true },
  },
  {
    name: "categories lists the deployment's own",
    async run({ run, dialectFile }, deployment) {
      const { code, stdout, stderr } = await run(["categories", "--output", "tsv", "--dialect", dialectFile()]);
      return { code, stderr, listed: stdout.includes(`${deployment.job.categories[0]}\t`) };
    },
    shows: { code: 0, listed: true },
  },
  {
    name: "locations finds the deployment's places",
    async run({ run, dialectFile }, deployment) {
      const city = deployment.job.location.split(",")[0] ?? "";
      const { code, stdout, stderr } = await run([
        "locations",
        "--q",
        city.slice(0, 4),
        "--all",
        "--output",
        "ndjson",
        "--dialect",
        dialectFile(),
      ]);
      const names = stdout
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line).name.toLowerCase());
      return { code, stderr, found: names.some((name: string) => name.includes(city.toLowerCase())) };
    },
    shows: { code: 0, found: true },
  },
  {
    name: "a refused create shows the status and names the field",
    async run({ run, dialectFile }, deployment) {
      const dir = jobFolder(deployment, 1);
      try {
        const file = readFileSync(join(dir, "job-1.yaml"), "utf8").replace(
          /categories: \[.*\]/,
          "categories: [{ id: 999999 }]",
        );
        const { code, stderr } = await run(["jobs", "create", "--input", "-", "--dialect", dialectFile()], {
          stdin: file,
        });
        return { code, status: /^error: (\d{3})/.exec(stderr)?.[1], pointer: stderr.includes("/categories/0/id") };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    shows: { code: 1, pointer: true },
  },
  {
    name: "sync creates, then finds every job unchanged; list, get, archive, delete follow",
    async run({ run, dialectFile }, deployment) {
      const dir = jobFolder(deployment, 3);
      const dialect = ["--dialect", dialectFile()];
      try {
        const first = await run(["jobs", "sync", dir, ...dialect]);
        const second = JSON.parse((await run(["jobs", "sync", dir, "--json", ...dialect])).stdout);
        const listed = (await run(["jobs", "list", "--all", "--output", "ndjson", ...dialect])).stdout
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line).referenceId)
          .sort();
        const reference = `ref:${deployment.name.toUpperCase()}-2`;
        const got = await run(["jobs", "get", reference, "--json", ...dialect]);
        const archived = await run(["jobs", "archive", reference, ...dialect]);
        const deleted = await run(["jobs", "delete", reference, "--yes", ...dialect]);
        const gone = await run(["jobs", "get", reference, ...dialect]);
        return {
          first: first.stdout.split("\n").at(-2),
          second: second.summary,
          listed,
          got: [got.code, JSON.parse(got.stdout).title],
          archived: archived.code,
          deleted: [deleted.code, deleted.stdout],
          gone: gone.code,
        };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    name: "put says whether it created or updated",
    async run({ run, dialectFile }, deployment) {
      const body = JSON.stringify(jobInput(deployment, 9));
      const first = await run(["jobs", "put", "SURFACE-9", "--input", "-", "--dialect", dialectFile()], {
        stdin: body,
      });
      const again = await run(["jobs", "put", "SURFACE-9", "--input", "-", "--dialect", dialectFile()], {
        stdin: body,
      });
      const said = (stderr: string) => stderr.replace(/job \d+/, "job N");
      return [first.code, said(first.stderr), again.code, said(again.stderr)];
    },
  },
];

const SDK_CHECKS: Check[] = [
  {
    name: "create, get, update, list and delete",
    async run(surface, deployment, dialect) {
      const jobs = client(surface, surface.apiKey, dialect).jobs;
      const created = await jobs.create(jobInput(deployment, 1));
      const got = await jobs.get(created.id);
      const updated = await jobs.update(created.id, { title: "Surface 1, renamed" });
      const page = await jobs.list({ q: "Surface" });
      await jobs.delete(created.id);
      return {
        created: [created.title, created.status, created.referenceId],
        got: got.title,
        updated: updated.title,
        listed: page.data.map((job) => job.title),
        afterDelete: await failure(jobs.get(created.id)),
      };
    },
    shows: { got: "Surface 1", updated: "Surface 1, renamed", afterDelete: { status: 404 } },
  },
  {
    name: "upsert tells a create from an update as the dialect says",
    async run(surface, deployment, dialect) {
      const jobs = client(surface, surface.apiKey, dialect).jobs;
      const first = await jobs.upsert("SURFACE-2", jobInput(deployment, 2));
      const second = await jobs.upsert("SURFACE-2", { ...jobInput(deployment, 2), title: "Surface 2, again" });
      return { created: [first.created, second.created], titles: [first.job.title, second.job.title] };
    },
    shows: { titles: ["Surface 2", "Surface 2, again"] },
  },
  {
    name: "refusals carry their status and the fields at fault",
    async run(surface, deployment, dialect) {
      const jobs = client(surface, surface.apiKey, dialect).jobs;
      return {
        invalid: await failure(jobs.create({ ...jobInput(deployment, 3), title: "", categories: [{ id: 999999 }] })),
        missing: await failure(jobs.get(2147483647)),
        badKey: await failure(client(surface, "no-such-key", dialect).jobs.list({})),
      };
    },
    shows: {
      invalid: { status: expect.any(Number) },
      missing: { status: 404 },
      badKey: { status: expect.any(Number) },
    },
  },
  {
    name: "the reference collections, in the deployment's envelope",
    async run(surface, deployment, dialect) {
      const sdk = client(surface, surface.apiKey, dialect);
      const categories = await sdk.jobCategories.list();
      const positionTypes = await sdk.positionTypes.list();
      return [
        categories.data.some((category) => category.id === deployment.job.categories[0]),
        positionTypes.data.some((type) => type.id === deployment.job.positionType),
      ];
    },
    shows: [true, true],
  },
];

describe.each(DEPLOYMENTS.filter(({ name }) => name === "epsilon" || name === "zeta"))(
  "the CLI and the SDK against $name and its learnt fake",
  (deployment) => {
    const target = TARGETS[deployment.name as "epsilon" | "zeta"];
    let dialect: Dialect;
    beforeAll(async () => {
      const server = deployment.start();
      const learnt = await learnDialect({
        fetch: (request) => server.fetch(request),
        baseUrl: BASE_URL,
        apiKeys: [...target.keys],
        profile: "seed",
        only: [],
      });
      dialect = learnt.dialect.document;
    }, 60_000);

    const sides = (): Record<"deployment" | "fake", Surface & { apiKey: string }> => {
      const fake: StandIn = { server: createJobsServer({ dialect }), apiKey: "demo-key-1", dialect };
      return {
        deployment: {
          ...startDeployment(deployment, { server: deployment.start(), apiKey: deployment.apiKey, dialect }),
          apiKey: deployment.apiKey,
        },
        fake: { ...startDeployment(deployment, fake), apiKey: fake.apiKey },
      };
    };

    it.each([...CLI_CHECKS, ...SDK_CHECKS])("$name: the same outcome on both", async (check) => {
      const { deployment: live, fake } = sides();
      const expected = await check.run(live, deployment, dialect);
      if (check.shows !== undefined) {
        expect(expected).toMatchObject(check.shows as object);
      }
      expect(await check.run(fake, deployment, dialect)).toEqual(expected);
    });
  },
);
