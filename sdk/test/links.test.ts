// Deployments write paging links in their own form; the client follows each on its own base URL.
import { expect, it } from "vitest";
import { createJobsClient } from "../src/index.js";
import { API_KEY } from "./helpers.js";

it.each([
  ["absolute", (page: number) => `http://jobs.test/api/v1.1/jobs?page=${page}&pageSize=1`],
  ["path-relative", (page: number) => `/api/v1.1/jobs?page=${page}&pageSize=1`],
  ["query-only", (page: number) => `?page=${page}&pageSize=1`],
])("follows %s next links through every page", async (_, link) => {
  const client = createJobsClient({
    baseUrl: "http://jobs.test",
    apiKey: API_KEY,
    fetch: async (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
      const header = { id: page, referenceId: null, title: `Job ${page}`, status: "active" };
      const paging = { total: 3, page, pages: 3, pageSize: 1, next: page < 3 ? link(page + 1) : null, previous: null };
      return Response.json({ data: [header], paging });
    },
  });
  const ids = [];
  for await (const job of client.jobs.listAll({ pageSize: 1 })) {
    ids.push(job.id);
  }
  expect(ids).toEqual([1, 2, 3]);
});
