import { afterEach, expect, it } from "vitest";
import { toApiPath } from "../src/commands/api.js";
import { createHarness, sampleJob } from "./support/in-process.js";

const { server, client, run } = createHarness();
afterEach(() => server.reset());

it("puts relative paths under /api/v1.1 and splits off the query", () => {
  expect(toApiPath("jobs/1")).toEqual({ path: "/api/v1.1/jobs/1", search: "" });
  expect(toApiPath("/jobs?q=a&page=2")).toEqual({ path: "/api/v1.1/jobs", search: "q=a&page=2" });
  expect(toApiPath("/api/v1.1/positiontypes")).toEqual({ path: "/api/v1.1/positiontypes", search: "" });
  expect(toApiPath("/__admin/clock")).toEqual({ path: "/__admin/clock", search: "" });
});

it("prints the response body of a GET as indented JSON", async () => {
  const job = await client.jobs.create(sampleJob());
  const { code, stdout, stderr } = await run(["api", "GET", `jobs/${job.id}`]);
  expect([code, stderr]).toEqual([0, ""]);
  expect(stdout).toBe(`${JSON.stringify(job, null, 2)}\n`);
});

it("turns -F and -f into query parameters for GET", async () => {
  await client.jobs.create(sampleJob({ title: "Welder" }));
  await client.jobs.create(sampleJob({ title: "Nurse" }));
  const { stdout } = await run(["api", "GET", "jobs?status=draft", "-F", "pageSize=1", "-f", "q=weld"]);
  const page = JSON.parse(stdout);
  expect([page.data[0].title, page.paging.pageSize, page.paging.total]).toEqual(["Welder", 1, 1]);
});

it("sends a typed body built from fields, or from --input on stdin", async () => {
  await client.jobs.create(sampleJob({ referenceId: "REQ-7" }));
  const put = await run(["api", "PUT", "jobs", "-f", "referenceId=REQ-7", "-F", "status=archived"]);
  expect(JSON.parse(put.stdout).status).toBe("archived");
  const deleted = await run(["api", "delete", "jobs", "--input", "-"], { stdin: '{"referenceId": "REQ-7"}' });
  expect([deleted.code, deleted.stdout]).toEqual([0, ""]);
  expect((await client.jobs.list()).paging.total).toBe(0);
});

it("prints the problem on stdout and its title on stderr for a failure status, exit 1", async () => {
  const { code, stdout, stderr } = await run(["api", "GET", "jobs/999"]);
  expect(code).toBe(1);
  expect(JSON.parse(stdout)).toMatchObject({ status: 404, title: "Not Found" });
  expect(stderr).toBe("error: GET /api/v1.1/jobs/999: 404 Not Found: No job with id 999.\n");
  const unauthorized = await run(["api", "GET", "jobs"], { env: { JOBS_API_KEY: "nope" } });
  expect(unauthorized.code).toBe(4);
});

it("shows the status line and headers with --include", async () => {
  const { stdout } = await run(["api", "POST", "jobs", "--input", "-", "--include"], {
    stdin: JSON.stringify(sampleJob()),
  });
  expect(stdout).toMatch(/^HTTP 201\n(.+\n)*location: http:\/\/jobs\.test\/api\/v1\.1\/jobs\/\d+\n/m);
});

it("sends PUT as POST with X-HTTP-Method-Override under --method-override", async () => {
  const job = await client.jobs.create(sampleJob());
  await run(["--method-override", "api", "PUT", `jobs/${job.id}`, "-F", "status=active", "-H", "X-Trace: 1"]);
  const [request] = server.requests(1);
  expect([request?.method, request?.headers["x-http-method-override"], request?.headers["x-trace"]]).toEqual([
    "POST",
    "PUT",
    "1",
  ]);
});

it("rejects a bad method, a body on GET and a bad header as usage errors", async () => {
  expect((await run(["api", "FETCH", "jobs"])).stderr).toContain("METHOD must be one of GET, POST");
  expect((await run(["api", "GET", "jobs", "--input", "x.json"])).code).toBe(2);
  expect((await run(["api", "GET", "jobs", "-H", "nocolon"])).code).toBe(2);
});
