// The API reference's TypeScript samples (x-codeSamples of the job API document) are files
// in examples/operations/ that tsc -b type-checks; here each one must match its document
// entry and run as written against a reference server holding the demo jobs.
import { readdir, readFile } from "node:fs/promises";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { loadDocuments } from "@jobs-toolkit/spec/document";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { operationSamples, SAMPLES_DIR } from "../scripts/code-samples.js";

// The address every sample names, as a reader would start the server.
const DOCUMENTED_ORIGIN = "http://127.0.0.1:4010";
const samples = operationSamples(loadDocuments().api);

let running: Awaited<ReturnType<typeof startServer>>;
let demoState: ReturnType<typeof running.server.exportState>;

beforeAll(async () => {
  running = await startServer({ port: 0, demoJobs: true });
  demoState = running.server.exportState();
});
beforeEach(() => {
  running.server.importState(demoState);
  // The samples name the documented address; their requests go to this test's server instead.
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (request: Request) =>
    realFetch(new Request(request.url.replace(DOCUMENTED_ORIGIN, running.url), request)),
  );
  vi.spyOn(console, "log").mockImplementation(() => {});
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
});
afterAll(() => running.close());

it("gives every operation of the job API an SDK sample, and keeps its file equal (npm run code-samples -w sdk)", async () => {
  expect(samples.filter((sample) => sample.source === undefined).map((sample) => sample.operationId)).toEqual([]);
  const files = (await readdir(SAMPLES_DIR)).sort();
  expect(files).toEqual(samples.map((sample) => `${sample.operationId}.ts`).sort());
  for (const { operationId, source } of samples) {
    expect(await readFile(new URL(`${operationId}.ts`, SAMPLES_DIR), "utf8"), operationId).toBe(source);
  }
});

describe.each(samples)("the $operationId sample", ({ operationId, method, path }) => {
  it(`runs against the demo jobs and sends ${method} ${path}`, async () => {
    const before = running.server.requests(1)[0]?.id ?? 0;
    await import(new URL(`${operationId}.ts`, SAMPLES_DIR).href);
    const template = new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    const sent = running.server.requests().filter((request) => request.id > before);
    expect(sent.some((request) => request.method === method && template.test(request.path))).toBe(true);
    expect(sent.filter((request) => request.status >= 400)).toEqual([]);
  });
});
