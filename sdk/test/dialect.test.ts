// Deployments make their own choices where the API's document is silent. Without a dialect
// the client reads answers as the document has them and finds collections in any envelope;
// with one it reads them where, and as, the deployment's dialect says.
import { describe, expect, it } from "vitest";
import { createJobsClient, type Dialect, UnexpectedResponseError } from "../src/index.js";
import { API_KEY, json, sampleJob, scriptedFetch } from "./helpers.js";

const JOB = { ...sampleJob(), id: 41, referenceId: "REQ-7", employer: { id: 1, name: "E" } };
const ITEMS = [
  { id: 10, name: "Permanent" },
  { id: 11, name: "Contract" },
];

function clientAnswering(answer: Response | ((request: Request) => Response), dialect?: Dialect) {
  const script = scriptedFetch([answer]);
  const client = createJobsClient({
    baseUrl: "http://jobs.test",
    apiKey: API_KEY,
    maxRetries: 0,
    fetch: script.fetch,
    ...(dialect ? { dialect } : {}),
  });
  return { client, sent: script.sent };
}

describe("upsert's created", () => {
  it("is false for a 200 without a dialect: an update, as the API documents it", async () => {
    const { client } = clientAnswering(json(JOB, 200));
    expect((await client.jobs.upsert("REQ-7", sampleJob())).created).toBe(false);
  });

  it("is true for a 201, with a dialect or without", async () => {
    expect((await clientAnswering(json(JOB, 201)).client.jobs.upsert("REQ-7", sampleJob())).created).toBe(true);
    const creatingWith200 = clientAnswering(json(JOB, 201), { upsert: { createStatus: 200 } }).client;
    expect((await creatingWith200.jobs.upsert("REQ-7", sampleJob())).created).toBe(true);
  });

  it("is undefined for a 200 where the dialect says a creating PUT answers 200 too", async () => {
    const { client } = clientAnswering(json(JOB, 200), { upsert: { createStatus: 200 } });
    expect((await client.jobs.upsert("REQ-7", sampleJob())).created).toBeUndefined();
  });

  it("is false for a 200 where the dialect says a creating PUT answers 201", async () => {
    const { client } = clientAnswering(json(JOB, 200), { name: "documented", upsert: { createStatus: 201 } });
    expect((await client.jobs.upsert("REQ-7", sampleJob())).created).toBe(false);
  });
});

describe("reference collections without a dialect", () => {
  const ENVELOPES: ReadonlyArray<[string, unknown]> = [
    ["the documented data member", { data: ITEMS }],
    ["an items member", { items: ITEMS }],
    ["a data object naming the collection", { data: { positionTypes: ITEMS } }],
    ["a bare array", ITEMS],
    ["HAL's _embedded", { _embedded: { positiontypes: ITEMS }, _links: { self: { href: "/api/v1.1/positiontypes" } } }],
  ];
  for (const [name, body] of ENVELOPES) {
    it(`reads position types and job categories from ${name} as { data }`, async () => {
      const { client } = clientAnswering(() => json(body));
      expect(await client.positionTypes.list()).toEqual({ data: ITEMS });
      expect(await client.jobCategories.list()).toEqual({ data: ITEMS });
    });
  }

  it("reads an empty collection in any envelope as empty", async () => {
    for (const body of [[], { data: [] }, { items: [] }, { _embedded: { positiontypes: [] } }]) {
      expect(await clientAnswering(json(body)).client.positionTypes.list()).toEqual({ data: [] });
    }
  });

  it("reads a location collection served without paging as its one page", async () => {
    const places = [{ id: 3, name: "Halifax", description: "Halifax, NS", type: "City" }];
    const { client } = clientAnswering(json({ items: places }));
    expect(await client.locations.list({ q: "hal" })).toEqual({
      data: places,
      paging: { total: 1, page: 1, pages: 1, pageSize: 1, previous: null, next: null },
    });
    expect((await clientAnswering(json({ items: [] })).client.locations.list()).data).toEqual([]);
  });

  it("reads a documented list without paging as its one page", async () => {
    const places = [{ id: 3, name: "Halifax", description: "Halifax, NS", type: "City" }];
    const { client } = clientAnswering(json({ data: places, meta: { count: 1 } }));
    expect((await client.locations.list()).paging).toEqual({
      total: 1,
      page: 1,
      pages: 1,
      pageSize: 1,
      previous: null,
      next: null,
    });
  });

  it("keeps the paging of a page in another envelope", async () => {
    const paging = { total: 30, page: 2, pages: 3, pageSize: 10, previous: "/p1", next: "/p3" };
    const places = [{ id: 3, name: "Halifax", description: "Halifax, NS", type: "City" }];
    const { client } = clientAnswering(json({ results: places, paging }));
    expect(await client.locations.list()).toEqual({ data: places, paging });
  });

  it("finds the job categories where a deployment serves them, as the suite's discovery does, and asks there after", async () => {
    const { client, sent } = clientAnswering((request) =>
      new URL(request.url).pathname === "/api/v1.1/categories"
        ? json(ITEMS)
        : json({ type: "about:blank", title: "Not Found", status: 404, detail: "No resource." }, 404),
    );
    expect(await client.jobCategories.list()).toEqual({ data: ITEMS });
    expect(await client.jobCategories.list()).toEqual({ data: ITEMS });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      "/api/v1.1/jobcategories",
      "/api/v1.1/categories",
      "/api/v1.1/categories",
    ]);
  });

  it("answers the 404 of the documented path when no usual path serves the job categories", async () => {
    const missing = () => json({ type: "about:blank", title: "Not Found", status: 404, detail: "No resource." }, 404);
    const { client, sent } = clientAnswering(missing);
    await expect(client.jobCategories.list()).rejects.toMatchObject({
      status: 404,
      url: "http://jobs.test/api/v1.1/jobcategories",
    });
    expect(sent).toHaveLength(2);
  });

  it("still refuses an answer holding no collection", async () => {
    const { client } = clientAnswering(json({ message: "hello" }));
    await expect(client.positionTypes.list()).rejects.toThrow(UnexpectedResponseError);
  });
});

describe("reference collections with a dialect", () => {
  it("asks the path the dialect names and reads the envelope it names", async () => {
    const dialect: Dialect = {
      referenceData: { categories: { path: "/api/v1.1/categories", envelope: "array", items: ITEMS } },
    };
    const { client, sent } = clientAnswering(json(ITEMS), dialect);
    expect(await client.jobCategories.list()).toEqual({ data: ITEMS });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(["/api/v1.1/categories"]);
  });

  it("refuses an answer outside the dialect's envelope: the deployment is not answering as its dialect says", async () => {
    const dialect: Dialect = { referenceData: { positionTypes: { envelope: "data", items: ITEMS } } };
    const { client } = clientAnswering(json(ITEMS), dialect);
    await expect(client.positionTypes.list()).rejects.toThrow(
      /GET http:\/\/jobs\.test\/api\/v1\.1\/positiontypes answered 200 with JSON that is not a list of position types \(no data list\)/,
    );
  });
});
