// client.jobs against the reference server through its MSW handlers: no socket, the real fetch path.
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { createHandlers } from "@jobs-toolkit/mock-server/msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { createJobsClient, NotFoundError, ValidationError } from "../src/index.js";
import { API_KEY, sampleJob } from "./helpers.js";

const BASE_URL = "http://jobs.test";
const jobsServer = createJobsServer();
const elsewhere = createJobsServer({ publicUrl: "http://elsewhere.test" });
const msw = setupServer(
  ...createHandlers(jobsServer, { baseUrl: BASE_URL }),
  ...createHandlers(elsewhere, { baseUrl: "http://proxied.test" }),
);
const client = createJobsClient({ baseUrl: BASE_URL, apiKey: API_KEY });

beforeAll(() => msw.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  jobsServer.reset();
  elsewhere.reset();
});
afterAll(() => msw.close());

async function createJobs(count: number, prefix = "Job") {
  for (let index = 1; index <= count; index++) {
    await client.jobs.create(sampleJob({ title: `${prefix} ${index}` }));
  }
}

it("creates a job and reads the same job back by id", async () => {
  const created = await client.jobs.create(sampleJob({ status: "active" }));
  expect(created).toMatchObject({ title: "Registered Nurse", status: "active", employer: { id: 1 } });
  expect(await client.jobs.get(created.id)).toEqual(created);
});

it("upsert creates on the first call (201: created) and updates on the second (200: not created)", async () => {
  const first = await client.jobs.upsert("REQ-1", sampleJob());
  expect(first.created).toBe(true);
  expect(first.job).toMatchObject({ referenceId: "REQ-1", title: "Registered Nurse" });
  const second = await client.jobs.upsert("REQ-1", { title: "Charge Nurse" });
  expect(second).toEqual({ created: false, job: { ...first.job, title: "Charge Nurse" } });
});

it("upsert names the job by its referenceId argument, not one inside the input", async () => {
  const { job } = await client.jobs.upsert("REQ-ARG", { ...sampleJob(), referenceId: "REQ-INPUT" } as never);
  expect(job.referenceId).toBe("REQ-ARG");
});

it("update changes only the patched fields, by id and by referenceId", async () => {
  const { job } = await client.jobs.upsert("REQ-2", sampleJob());
  const byId = await client.jobs.update(job.id, { title: "Night Nurse" });
  expect(byId).toEqual({ ...job, title: "Night Nurse" });
  const byReference = await client.jobs.update({ referenceId: "REQ-2" }, { confidential: true });
  expect(byReference).toEqual({ ...byId, confidential: true });
});

it("update by an unknown referenceId says that its PUT would create the job, keeping the ValidationError", async () => {
  const error = await client.jobs.update({ referenceId: "NOPE" }, { title: "Night Nurse" }).catch((thrown) => thrown);
  expect(error).toBeInstanceOf(ValidationError);
  expect(error).toMatchObject({ status: 422, method: "PUT", url: `${BASE_URL}/api/v1.1/jobs` });
  expect(error.errors).toContainEqual(expect.objectContaining({ pointer: "/description", code: "required" }));
  expect(error.message).toMatch(/^422 Unprocessable Content: \/description: description is required; /);
  expect(error.message).toMatch(
    /\. An update by \{ referenceId: "NOPE" \} is PUT \/api\/v1\.1\/jobs, which creates the job when none has that referenceId, and a new job needs every required field: check the referenceId, or send the whole job \(jobs\.upsert\) to create it$/,
  );
});

it("update says nothing of creating when the job exists or is named by id", async () => {
  await client.jobs.upsert("REQ-8", sampleJob());
  const byReference = await client.jobs.update({ referenceId: "REQ-8" }, { title: " " }).catch((thrown) => thrown);
  expect(byReference).toBeInstanceOf(ValidationError);
  expect(byReference.message).toBe("422 Unprocessable Content: /title: must not be empty or only spaces");
  const byId = await client.jobs.update(99_999, { title: "x" }).catch((thrown) => thrown);
  expect([byId instanceof NotFoundError, byId.message]).toEqual([true, "404 Not Found: No job with id 99999."]);
});

it("archive and publish move the status, by id and by referenceId", async () => {
  const { job } = await client.jobs.upsert("REQ-3", sampleJob());
  expect((await client.jobs.publish(job.id)).status).toBe("active");
  expect((await client.jobs.archive({ referenceId: "REQ-3" })).status).toBe("archived");
  expect((await client.jobs.publish({ referenceId: "REQ-3" })).status).toBe("active");
  expect((await client.jobs.archive(job.id)).status).toBe("archived");
});

it("delete removes a job by id and by referenceId", async () => {
  const byId = await client.jobs.create(sampleJob());
  const { job: byReference } = await client.jobs.upsert("REQ-4", sampleJob());
  await expect(client.jobs.delete(byId.id)).resolves.toBeUndefined();
  await expect(client.jobs.delete({ referenceId: "REQ-4" })).resolves.toBeUndefined();
  await expect(client.jobs.get(byId.id)).rejects.toBeInstanceOf(NotFoundError);
  await expect(client.jobs.get(byReference.id)).rejects.toBeInstanceOf(NotFoundError);
});

it("list returns one page with the query's filters and page size", async () => {
  await createJobs(3, "Nurse");
  await client.jobs.create(sampleJob({ title: "Welder", status: "active" }));
  const page = await client.jobs.list({ q: "nurse", pageSize: 2 });
  expect(page.data.map((job) => job.title)).toEqual(["Nurse 3", "Nurse 2"]);
  expect(page.paging).toMatchObject({ total: 3, page: 1, pages: 2, pageSize: 2 });
  expect((await client.jobs.list({ status: "active" })).data.map((job) => job.title)).toEqual(["Welder"]);
});

it("pages follows paging.next to the last page", async () => {
  await createJobs(5);
  const pages = [];
  for await (const page of client.jobs.pages({ pageSize: 2 })) {
    pages.push(page);
  }
  expect(pages.map((page) => page.paging.page)).toEqual([1, 2, 3]);
  expect(pages.map((page) => page.data.length)).toEqual([2, 2, 1]);
  expect(pages.at(-1)?.paging.next).toBeNull();
});

it("listAll yields every job header of every page, keeping the filters", async () => {
  await createJobs(5, "Nurse");
  await createJobs(2, "Welder");
  const titles = [];
  for await (const header of client.jobs.listAll({ q: "nurse", pageSize: 2 })) {
    titles.push(header.title);
  }
  expect(titles).toEqual(["Nurse 5", "Nurse 4", "Nurse 3", "Nurse 2", "Nurse 1"]);
});

it("pages yields one empty page when nothing matches, and listAll yields nothing", async () => {
  const pages = [];
  for await (const page of client.jobs.pages({ q: "nothing" })) {
    pages.push(page);
  }
  expect(pages).toEqual([
    { data: [], paging: { total: 0, page: 1, pages: 0, pageSize: 10, previous: null, next: null } },
  ]);
  for await (const header of client.jobs.listAll()) {
    expect.unreachable(`unexpected ${header.title}`);
  }
});

it("pages starts from the page the query names", async () => {
  await createJobs(5);
  const numbers = [];
  for await (const page of client.jobs.pages({ pageSize: 2, page: 2 })) {
    numbers.push(page.paging.page);
  }
  expect(numbers).toEqual([2, 3]);
});

it("stops requesting pages when the caller stops iterating", async () => {
  await createJobs(5);
  const before = jobsServer.requests(200).length;
  for await (const header of client.jobs.listAll({ pageSize: 2 })) {
    if (header.title === "Job 4") {
      break;
    }
  }
  expect(jobsServer.requests(200).length - before).toBe(1);
});

it("requests the next page on its own base URL when paging.next names another origin", async () => {
  // The server sits behind a proxy: it writes http://elsewhere.test into next, which the
  // client must not send its API key to (MSW fails any request to an unhandled origin).
  const proxied = createJobsClient({ baseUrl: "http://proxied.test", apiKey: API_KEY });
  for (let index = 1; index <= 3; index++) {
    await proxied.jobs.create(sampleJob({ title: `Job ${index}` }));
  }
  const first = await proxied.jobs.list({ pageSize: 2 });
  expect(first.paging.next).toBe("http://elsewhere.test/api/v1.1/jobs?pageSize=2&page=2");
  const titles = [];
  for await (const header of proxied.jobs.listAll({ pageSize: 2 })) {
    titles.push(header.title);
  }
  expect(titles).toEqual(["Job 3", "Job 2", "Job 1"]);
});

it("sends the API key on every request", async () => {
  await client.jobs.create(sampleJob());
  await client.jobs.list();
  const keys = jobsServer.requests(2).map((request) => request.headers["api-key"]);
  // The server's request log masks all but the last four characters.
  expect(keys).toEqual(["******ey-1", "******ey-1"]);
});
