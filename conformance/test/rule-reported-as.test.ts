/**
 * The name each rule of the catalogue gives the reference server's violation (`reportedAs`)
 * is the one the reference server reports: a dialect keeps a deployment's words for a rule
 * under that name (`templates.words`), and the fake finds them by its own violation.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import type { Acceptance } from "@jobs-toolkit/spec";
import { expect, it } from "vitest";
import { jobSpecimenArb, specimenBody } from "../src/arbitraries/job-specimen-arb.js";
import { createLocationPool } from "../src/arbitraries/location-pool.js";
import { sampleOne } from "../src/arbitraries/sample-one.js";
import { nowSeconds } from "../src/dates.js";
import { type BodyKind, DEPARTURES, departed, reportedByReference } from "../src/dialect/borderline-inputs.js";
import { QUERY_RULES } from "../src/dialect/templates/word-probes.js";
import { REFERENCE_RULES } from "../src/properties/reference-rules.js";
import { SEED_RULES } from "../src/properties/seed-rules.js";
import { readReferenceTarget, referenceCalls } from "./support/reference-calls.js";

const KEY = "reported-key";
const EMPLOYERS = [{ id: 1, name: "Reported Ltd", plan: "unlimited" as const, apiKeys: [KEY] }];
/** A dialect under which the reference server reads the borderline inputs otherwise. */
const OTHER_READING: Acceptance = {
  nullSalaryType: "without-id",
  locationWithoutSpace: "refused",
  locationWithoutComma: "refused",
  lowerCaseProvince: "refused",
  unknownMember: "refused",
  idMember: "refused",
};
let server = createJobsServer({ employers: EMPLOYERS });

/** A request to `to`, the server of the test at hand by default. */
const call = (method: string, path: string, body?: unknown, to = server) => referenceCalls(to, KEY)(method, path, body);
const readTarget = () => readReferenceTarget(call);

it("names each rule as the reference server reports it, broken the way learning breaks it", async () => {
  const target = await readTarget();
  const env = { target, pool: createLocationPool(target, "seed"), profile: "seed" as const };
  const specimen = sampleOne(jobSpecimenArb(env, false), 7);
  const rules = [...SEED_RULES, ...REFERENCE_RULES].filter(
    (rule) => rule.reportedAs !== undefined && rule.unavailable?.(env) === undefined,
  );
  expect(rules.length).toBeGreaterThan(40);
  for (const rule of rules) {
    const body = specimenBody(specimen, "rpt", nowSeconds());
    rule.apply(body, 0, env, "rpt");
    const answer = await call("POST", "/api/v1.1/jobs", body);
    expect(answer.status, rule.name).toBe(422);
    expect(answer.json?.errors?.[0], rule.name).toMatchObject(rule.reportedAs ?? {});
  }
});

it("names each borderline input it refuses as the reference server reports it, with and without a dialect's reading", async () => {
  const target = await readTarget();
  const env = { target, pool: createLocationPool(target, "seed"), profile: "seed" as const };
  const specimen = sampleOne(jobSpecimenArb(env, false), 7);
  for (const acceptance of [{}, OTHER_READING]) {
    server = createJobsServer({ employers: EMPLOYERS, dialect: { acceptance } });
    const kinds = (Object.keys(DEPARTURES) as BodyKind[]).filter((kind) => reportedByReference(kind, acceptance));
    expect(kinds.length).toBeGreaterThan(8);
    for (const kind of kinds) {
      const base = specimenBody(specimen, "rpt", nowSeconds());
      const answer = await call("POST", "/api/v1.1/jobs", departed(base, DEPARTURES[kind](base) ?? {}));
      expect(answer.json?.errors?.[0], `${kind} with ${JSON.stringify(acceptance)}`).toMatchObject(
        reportedByReference(kind, acceptance) ?? {},
      );
    }
  }
  server = createJobsServer({ employers: EMPLOYERS });
});

it("names the list query's rules, a referenceId taken and a move refused as the reference server reports them", async () => {
  // A page too large is refused only under a dialect that refuses it rather than cutting it to 100.
  const refusingLarge = createJobsServer({
    employers: EMPLOYERS,
    dialect: { paging: { oversizedPageSize: "refuse" } },
  });
  for (const { parameter, sent, code } of QUERY_RULES) {
    const answer = await call("GET", `/api/v1.1/jobs?${parameter}=${sent}`, undefined, refusingLarge);
    expect(answer.json?.errors?.[0], parameter).toMatchObject({ parameter, code });
  }
  const target = await readTarget();
  const env = { target, pool: createLocationPool(target, "seed"), profile: "seed" as const };
  const job = { ...specimenBody(sampleOne(jobSpecimenArb(env, false), 7), "rpt", nowSeconds()), status: "active" };
  const referenceId = "rpt-taken";
  expect((await call("POST", "/api/v1.1/jobs", { ...job, referenceId })).status).toBe(201);
  const taken = await call("POST", "/api/v1.1/jobs", { ...job, referenceId });
  expect(taken.json?.errors?.[0]).toMatchObject({ pointer: "/referenceId", code: "duplicate" });
  const created = await call("POST", "/api/v1.1/jobs", job);
  const moved = await call("PUT", `/api/v1.1/jobs/${(created.json as { id: number }).id}`, { status: "draft" });
  expect(moved.json?.errors?.[0]).toMatchObject({ pointer: "/status", code: "invalid_transition" });
});
