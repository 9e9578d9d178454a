/**
 * A fake's jobs show the reference data and amounts as the dialect's deployment writes
 * them inside jobs: its salary and routing type names per id, its employers' ids and names,
 * and salary amounts in its notation (four decimals after a create or an update always).
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { describe, expect, it } from "vitest";
import { createJobsServer, type JobsServer } from "../../src/index.js";
import { validJob } from "../support/jobs.js";

const INSIDE: NonNullable<Dialect["insideJobs"]> = {
  salaryTypes: [
    { id: 1, name: "YEAR", unit: "CAD/YEAR" },
    { id: 5, name: "HOUR", unit: "CAD/HOUR" },
  ],
  routingTypes: [
    { id: 1, name: "applyByEmail" },
    { id: 2, name: "applyByUrl" },
  ],
  employers: [
    { id: 2_000_000_001, name: "Northern Lights Logistics Inc." },
    { id: 2_000_000_002, name: "Bay of Fundy Fisheries Co-operative" },
  ],
  amountOnRead: "number",
  maxAmount: "number",
};

async function send(server: JobsServer, method: string, path: string, body?: unknown, key = "demo-key-1") {
  const response = await server.fetch(
    new Request(`http://jobs.test/api/v1.1${path}`, {
      method,
      headers: { "API-Key": key, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? null : JSON.stringify(body),
    }),
  );
  return { status: response.status, text: await response.text() };
}

const salaried = validJob({ salary: { amount: 52_000, maxAmount: 61_000, type: { id: 5 } } });

describe("a dialect's reference data inside jobs", () => {
  it("shows the deployment's salary and routing type names and its employer", async () => {
    const server = createJobsServer({ dialect: { insideJobs: INSIDE } });
    const created = JSON.parse((await send(server, "POST", "/jobs", salaried)).text);
    expect(created.salary.type).toEqual({ id: 5, name: "HOUR", unit: "CAD/HOUR" });
    expect(created.applicantRoutingType).toEqual({ id: 1, name: "applyByEmail" });
    expect(created.employer).toEqual({ id: 2_000_000_001, name: "Northern Lights Logistics Inc." });
    const other = JSON.parse((await send(server, "POST", "/jobs", validJob(), "demo-key-2")).text);
    expect(other.employer).toEqual({ id: 2_000_000_002, name: "Bay of Fundy Fisheries Co-operative" });
  });

  it("refuses a salary type the deployment's jobs never showed", async () => {
    const server = createJobsServer({ dialect: { insideJobs: INSIDE } });
    const refused = await send(server, "POST", "/jobs", validJob({ salary: { amount: 1, type: { id: 2 } } }));
    expect(refused.status).toBe(422);
  });

  it("writes amounts with four decimals after a write and in the deployment's notation on a read", async () => {
    const server = createJobsServer({ dialect: { insideJobs: INSIDE } });
    const created = await send(server, "POST", "/jobs", salaried);
    expect(created.text).toContain('"amount":52000.0000,"maxAmount":61000,');
    const id = JSON.parse(created.text).id;
    expect((await send(server, "GET", `/jobs/${id}`)).text).toContain('"amount":52000,"maxAmount":61000,');
    const updated = await send(server, "PUT", `/jobs/${id}`, { salary: { amount: 53_000.5, type: { id: 1 } } });
    expect(updated.text).toContain('"amount":53000.5000,"maxAmount":null,');
  });

  it("writes four decimals everywhere by default, templates or not", async () => {
    const server = createJobsServer({
      dialect: { templates: { job: { body: { id: { $: "own" }, salary: { $: "own" } } } } },
    });
    const id = JSON.parse((await send(server, "POST", "/jobs", salaried)).text).id;
    expect((await send(server, "GET", `/jobs/${id}`)).text).toBe(
      `{"id":${id},"salary":{"amount":52000.0000,"maxAmount":61000.0000,"type":{"id":5,"name":"Hourly","unit":"hour"},"plusCommission":false}}`,
    );
  });
});

describe("the routing field a job's type does not use", () => {
  const both = validJob({ applicationEmail: "jobs@example.org", applicationUrl: "https://example.org/apply" });

  it("is kept out of view where the dialect's deployment keeps it, so a move to URL routing needs no URL again", async () => {
    const server = createJobsServer({ dialect: { insideJobs: { otherRoutingField: "kept" } } });
    const created = await send(server, "POST", "/jobs", both);
    expect(JSON.parse(created.text)).toMatchObject({ applicationEmail: "jobs@example.org", applicationUrl: null });
    const { id } = JSON.parse(created.text);
    const moved = await send(server, "PUT", `/jobs/${id}`, { applicantRoutingType: { id: 2 } });
    expect(moved.status).toBe(200);
    expect(JSON.parse(moved.text)).toMatchObject({ applicationUrl: "https://example.org/apply" });
  });

  it("stays kept out of view through a state export and import", async () => {
    const dialect = { insideJobs: { otherRoutingField: "kept" as const } };
    const server = createJobsServer({ dialect });
    const { id } = JSON.parse((await send(server, "POST", "/jobs", both)).text);
    const restored = createJobsServer({ dialect });
    restored.importState(server.exportState());
    expect(JSON.parse((await send(restored, "GET", `/jobs/${id}`)).text)).toMatchObject({ applicationUrl: null });
    const moved = await send(restored, "PUT", `/jobs/${id}`, { applicantRoutingType: { id: 2 } });
    expect(JSON.parse(moved.text)).toMatchObject({ applicationUrl: "https://example.org/apply" });
  });

  it("is forgotten by default, so a move to URL routing asks for a URL", async () => {
    const server = createJobsServer();
    const created = await send(server, "POST", "/jobs", both);
    expect(JSON.parse(created.text)).toMatchObject({ applicationUrl: null });
    const moved = await send(server, "PUT", `/jobs/${JSON.parse(created.text).id}`, {
      applicantRoutingType: { id: 2 },
    });
    expect(moved.status).toBe(422);
  });
});
