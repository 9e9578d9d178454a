/**
 * A list answer names what decided it: a page past the last is empty because of the
 * requirement that says so, named first, not only the paging rules every page shares.
 */
import { expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";
import { buildJob } from "../../src/testing/index.js";

const KEY = "reasons-key";

function serverOf() {
  const server = createJobsServer({ employers: [{ id: 1, name: "Reasons Ltd", plan: "unlimited", apiKeys: [KEY] }] });
  const send = async (method: string, path: string, body?: unknown) => {
    const answer = await server.fetch(
      new Request(`http://jobs.test/api/v1.1${path}`, {
        method,
        headers: { "api-key": KEY, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    return { status: answer.status, body: await answer.json(), reasons: server.requests(1)[0]?.reasons ?? [] };
  };
  return { send };
}

it("answers a page past the last because a page past the last is empty, that reason first", async () => {
  const { send } = serverOf();
  for (let seed = 1; seed <= 3; seed++) {
    expect((await send("POST", "/jobs", buildJob({}, { seed }))).status).toBe(201);
  }
  const past = await send("GET", "/jobs?page=9");
  expect([past.status, past.body.data, past.body.paging.pages]).toEqual([200, [], 1]);
  expect(past.reasons[0]).toBe("ref.list.page-past-last");
  expect(past.reasons).toContain("list.page.select");
});

it("does not give that reason for a page that holds jobs, nor for the first page of an empty list", async () => {
  const { send } = serverOf();
  const empty = await send("GET", "/jobs?page=1");
  expect(empty.reasons).not.toContain("ref.list.page-past-last");
  expect((await send("GET", "/jobs?page=2")).reasons[0]).toBe("ref.list.page-past-last");
  await send("POST", "/jobs", buildJob({}, { seed: 1 }));
  expect((await send("GET", "/jobs?page=1&pageSize=1")).reasons).not.toContain("ref.list.page-past-last");
  expect((await send("GET", "/jobs?page=2&pageSize=1")).reasons[0]).toBe("ref.list.page-past-last");
});

it("gives it for a page of locations past the last too", async () => {
  const { send } = serverOf();
  const past = await send("GET", "/locations?q=moncton&page=9");
  expect([past.status, past.body.data]).toEqual([200, []]);
  expect(past.reasons[0]).toBe("ref.list.page-past-last");
  expect((await send("GET", "/locations?q=moncton")).reasons).not.toContain("ref.list.page-past-last");
});
