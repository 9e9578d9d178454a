/**
 * The API reference at `/docs`, in real headless Chromium: both documents (the job API and
 * the controls) rendered by the shipped Scalar bundle with every operation, "try it"
 * pointed at this server with the demo key filled in, and not one request leaving for
 * another origin (no CDN, no web fonts, no telemetry).
 */
import { loadDocuments, type OpenApiDocument } from "@jobs-toolkit/spec/document";
import type { Browser, Page } from "playwright-core";
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

/** The values of the page's text inputs: where Scalar keeps the credentials "try it" sends. */
const inputValues = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("input")].filter((input) => input.type !== "checkbox").map((input) => input.value),
  );

async function openReference(page: Page, query = ""): Promise<string> {
  await page.goto(`${server.url}/docs${query}`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  // Scalar renders the operations after the document is read.
  await page.getByText("Powered by Scalar").first().waitFor();
  return (await page.locator("body").innerText()).replace(/\s+/g, " ");
}

it("renders every operation of the job API, with the demo key and this server filled in for try it", {
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
  expect(text).toContain(`Server: ${server.url} This reference server`);
  expect(text).toContain("Authentication Required Selected Auth Type: ApiKey");
  expect(await inputValues(page)).toContain("demo-key-1");
  await screenshot(page, "docs");
  expect(watched.elsewhere).toEqual([]);
  expect(watched.errors).toEqual([]);
  await page.close();
});

it("shows each operation's TypeScript SDK sample first, the one the spec's x-codeSamples holds", {
  timeout: 60_000,
}, async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await openReference(page);
  await page.getByText("Get a job", { exact: true }).first().click();
  const example = page.locator("pre").filter({ hasText: "client.jobs.get(1)" }).first();
  await example.waitFor();
  expect(await example.innerText()).toContain('import { createJobsClient } from "@jobs-toolkit/sdk"');
  expect(await page.getByText("@jobs-toolkit/sdk", { exact: true }).first().isVisible()).toBe(true);
  await page.close();
});

it("renders every control of admin.yaml the same way", { timeout: 60_000 }, async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const watched = watch(page, server.url);
  const text = await openReference(page, "?api=admin");
  const expected = operations(loadDocuments().admin);
  expect(expected.length).toBeGreaterThanOrEqual(2 * 17);
  for (const operation of expected) {
    expect(text).toContain(operation);
  }
  expect(text).toContain(`Server: ${server.url} This reference server`);
  expect(await inputValues(page)).not.toContain("demo-key-1");
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
