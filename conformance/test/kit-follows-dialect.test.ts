/**
 * The kit follows the dialect: jobs `buildJob` draws with a learnt dialect carry the
 * deployment's own category and position type ids, and both the deployment and the fake
 * learnt from it take every one of them. Without the dialect the fake refuses them (the
 * reference server's ids are not the deployment's).
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { buildJob, JOB_VARIANTS } from "@jobs-toolkit/mock-server/testing";
import type { Dialect, JobCreate } from "@jobs-toolkit/spec";
import { beforeAll, describe, expect, it } from "vitest";
import { learntDialect } from "./support/fake-comparison.js";
import { TARGETS } from "./support/independents.js";

const BASE = "http://jobs.deployment.test:8443";

async function create(fetch: (request: Request) => Promise<Response>, key: string, job: JobCreate): Promise<string> {
  const response = await fetch(
    new Request(`${BASE}/api/v1.1/jobs`, {
      method: "POST",
      headers: { "API-Key": key, "Content-Type": "application/json" },
      body: JSON.stringify(job),
    }),
  );
  return `${response.status} ${response.status < 300 ? "" : await response.text()}`.trim();
}

/** The typical variants: the limits of another deployment are its own, not the reference server's. */
const TYPICAL = JOB_VARIANTS.filter(({ limits }) => limits === "typical");

describe.each([TARGETS.gamma, TARGETS.delta, TARGETS.epsilon, TARGETS.zeta])("jobs for $name", (target) => {
  let dialect: Dialect;
  beforeAll(async () => {
    dialect = await learntDialect(target);
  }, 60_000);

  it("are taken by the deployment and by its fake when built with its learnt dialect", async () => {
    const deployment = target.create({ admin: false });
    const fake = createJobsServer({ dialect });
    const answers = { deployment: [] as string[], fake: [] as string[] };
    for (let seed = 1; seed <= 12; seed++) {
      const job = buildJob({}, { seed, dialect, ...TYPICAL[seed % TYPICAL.length] });
      answers.deployment.push(await create((request) => deployment.fetch(request), target.keys[0] as string, job));
      answers.fake.push(await create(fake.fetch, "demo-key-1", job));
    }
    expect(answers.deployment.filter((answer) => !/^20[01]$/.test(answer))).toEqual([]);
    expect(answers.fake.filter((answer) => !/^20[01]$/.test(answer))).toEqual([]);
  });

  it("are refused by its fake when built without the dialect", async () => {
    const fake = createJobsServer({ dialect });
    expect(await create(fake.fetch, "demo-key-1", buildJob({}, { seed: 1 }))).toMatch(/^4\d\d /);
  });
});
