/**
 * The API reference at `/docs`, in real headless Chromium: both documents (the job API and
 * the controls) rendered by the shipped Swagger UI bundle with every operation, "try it"
 * sending its requests to this server (with the demo key for the job API), and not one
 * request leaving for another origin (no CDN, no web fonts, no validator badge).
 */
import { loadDocuments, type OpenApiDocument } from "@jobs-toolkit/spec/document";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningServer } from "../../src/node/index.js";
import { launchChromium } from "../../src/testing/playwright.js";
import { screenshot, startWithPages, watch } from "./support.js";

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startWithPages()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

/** Every operation, as the reference lists it: its summary, and its method and path. */
function operations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, { summary: string }>)
      .filter(([method]) => METHODS.has(method))
      .flatMap(([method, operation]) => [operation.summary, `${method.toUpperCase()} ${path}`]),
  );
}

/** The page's text with its whitespace folded and Swagger UI's line-break hints (zero-width spaces in paths) removed. */
const pageText = async (page: Page) =>
  (await page.locator("body").innerText()).replace(/\u200b/g, "").replace(/\s+/g, " ");

async function openReference(page: Page, query = ""): Promise<string> {
  await page.goto(`${server.url}/docs${query}`);
  // Swagger UI renders the operations once it has read the document.
  await page.locator(".opblock").first().waitFor();
  return pageText(page);
}

/** Opens an operation, sends it with "Execute", and resolves the request the page sent. */
async function execute(page: Page, summary: string): Promise<Request> {
  const operation = page.locator(".opblock").filter({ hasText: summary }).first();
  await operation.locator(".opblock-summary").click();
  const [request] = await Promise.all([
    page.waitForRequest((request) => !request.url().includes("/__inspector/")),
    operation.getByRole("button", { name: "Execute" }).click(),
  ]);
  await operation.locator(".live-responses-table .response-col_status").first().waitFor();
  return request;
}

it("renders every operation of the job API, and its try it reaches this server with the demo key", {
  timeout: 60_000,
}, async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const watched = watch(page, server.url);
  const text = await openReference(page);
  const expected = operations(loadDocuments().api);
  expect(expected).toHaveLength(2 * 11);
  for (const operation of expected) {
    expect(text).toContain(operation);
  }
  expect(await page.locator(".servers select").inputValue()).toBe(server.url);
  const request = await execute(page, "List position types");
  expect(request.url()).toBe(`${server.url}/api/v1.1/positiontypes`);
  expect(request.headers()["api-key"]).toBe("demo-key-1");
  expect(await (await request.response())?.status()).toBe(200);
  await screenshot(page, "docs");
  expect(watched.elsewhere).toEqual([]);
  expect(watched.errors).toEqual([]);
  await page.close();
});

it("pre-fills try it on the job list with values whose first Execute answers demo jobs, not an empty page", {
  timeout: 60_000,
}, async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await openReference(page);
  const request = await execute(page, "List job headers");
  const response = await request.response();
  expect(response?.status()).toBe(200);
  const answer = (await response?.json()) as { data: { title: string }[]; paging: { page: number } };
  expect(answer.data.length, request.url()).toBeGreaterThan(0);
  const shown = page
    .locator(".opblock")
    .filter({ hasText: "List job headers" })
    .first()
    .locator(".live-responses-table");
  expect(await shown.innerText()).toContain(answer.data[0]?.title);
  await page.close();
});

it("shows each operation's TypeScript SDK sample first, the one the spec's x-codeSamples holds", {
  timeout: 60_000,
}, async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await openReference(page);
  const operation = page.locator(".opblock").filter({ hasText: "Get a job" }).first();
  await operation.locator(".opblock-summary").click();
  const example = operation.locator("pre").filter({ hasText: "client.jobs.get(1)" }).first();
  await example.waitFor();
  expect(await example.innerText()).toContain('import { createJobsClient } from "@jobs-toolkit/sdk"');
  expect(await operation.getByText("@jobs-toolkit/sdk", { exact: true }).first().isVisible()).toBe(true);
  // Above the parameters, so it is the first thing the opened operation shows.
  const above = await operation.evaluate((element) => {
    const sample = element.querySelector(".code-sample");
    const parameters = element.querySelector(".parameters-container");
    return Boolean(
      sample && parameters && sample.compareDocumentPosition(parameters) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
  expect(above).toBe(true);
  await page.close();
});

it("renders every control of admin.yaml the same way, and sends its try it with no API key", {
  timeout: 60_000,
}, async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const watched = watch(page, server.url);
  const text = await openReference(page, "?api=admin");
  const expected = operations(loadDocuments().admin);
  expect(expected.length).toBeGreaterThanOrEqual(2 * 17);
  for (const operation of expected) {
    expect(text).toContain(operation);
  }
  expect(await page.locator(".servers select").inputValue()).toBe(server.url);
  expect(await page.locator("nav a[aria-current=page]").innerText()).toBe("Reference server controls");
  const request = await execute(page, "Read the server's clock");
  expect(request.url()).toBe(`${server.url}/__admin/clock`);
  expect(request.headers()["api-key"]).toBeUndefined();
  expect(await (await request.response())?.status()).toBe(200);
  await screenshot(page, "docs-admin");
  expect(watched.elsewhere).toEqual([]);
  expect(watched.errors).toEqual([]);
  await page.close();
});

it("would see a request to another origin, so the checks above can fail", { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  const watched = watch(page, server.url);
  await page.route("http://elsewhere.invalid/**", (route) => route.abort());
  await page.setContent('<img src="http://elsewhere.invalid/pixel.png" alt="">');
  expect(watched.elsewhere).toEqual(["http://elsewhere.invalid/pixel.png"]);
  await page.close();
});
