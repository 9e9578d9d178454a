/**
 * The HTML report: one self-contained page that a real browser opens with no network,
 * showing the requirement matrix and each failure linked to its reproduction.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { launchChromium } from "@jobs-toolkit/mock-server/testing/playwright";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CATALOGUE } from "../src/catalogue/index.js";
import { type ConformanceReport, checkConformance, formatHtml } from "../src/index.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";

/** Markup a hostile or broken target may send back. */
const INJECTED = "<script>alert(1)</script><img src=https://example.org/x.png>";

let report: ConformanceReport;
let directory: string;

beforeAll(async () => {
  // A backend whose jobs default to active, and whose error bodies try to inject markup.
  const server = createBeta({ behaviour: { defaultStatus: "active" } });
  report = await checkConformance({
    fetch: async (request) => {
      const response = await server.fetch(request);
      if (response.status === 204) {
        return response;
      }
      const text = await response.text();
      const body = text.replace('"status":"active"', `"status":"active","note":"${INJECTED}"`);
      return new Response(body, { status: response.status, headers: response.headers });
    },
    apiKeys: [...BETA_KEYS],
    seed: 8,
    numRuns: 5,
    only: ["defaults"],
  });
  directory = mkdtempSync(join(tmpdir(), "conformance-html-"));
}, 60_000);

afterAll(() => rmSync(directory, { recursive: true, force: true }));

it("escapes everything the target sent and loads nothing from elsewhere", () => {
  const html = formatHtml(report);
  expect(report.ok).toBe(false);
  expect(html).not.toContain("<script");
  expect(html).not.toMatch(/<(img|link|iframe|object|embed|video|audio|source)\b|@import|url\(/i);
  expect(html).not.toMatch(/<[a-z][^>]*\s(src|href)="?(https?:|\/\/)/i);
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
});

it("opens in Chromium with no network, with the matrix and each failure linked to its reproduction", async () => {
  const file = join(directory, "report.html");
  writeFileSync(file, formatHtml(report));
  const url = pathToFileURL(file).href;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ offline: true });
    const attempted: string[] = [];
    await context.route("**/*", (route) => {
      const requested = route.request().url();
      if (requested === url) {
        return route.continue();
      }
      attempted.push(requested);
      return route.abort();
    });
    const page = await context.newPage();
    page.on("request", (request) => {
      if (request.url() !== url && !attempted.includes(request.url())) {
        attempted.push(request.url());
      }
    });
    await page.goto(url, { waitUntil: "load" });
    expect(await page.title()).toMatch(/FAILED/);
    expect(await page.locator("#requirements tbody tr").count()).toBe(CATALOGUE.length);
    expect(await page.locator("script").count()).toBe(0);
    // Groups and failures start closed: the page is a list of causes.
    expect(await page.locator("details").count()).toBeGreaterThan(1);
    expect(await page.locator("details[open]").count()).toBe(0);
    // Each requirement links to its section of the behaviour document.
    expect(await page.locator('#req-create\\.status\\.default-draft a[href="docs/behaviour.md#updates"]').count()).toBe(
      1,
    );
    // The failed requirement links to a failure that carries the shrunk requests, curl and vitest: following it opens it.
    const link = page.locator('#req-create\\.status\\.default-draft a[href^="#failure-"]').first();
    const target = await link.getAttribute("href");
    if (target === null) {
      throw new Error("The failed requirement's link has no href");
    }
    const failure = page.locator(target);
    await expect.poll(() => failure.count()).toBe(1);
    expect(await failure.isVisible()).toBe(false);
    await link.click();
    await expect.poll(() => failure.isVisible()).toBe(true);
    const text = await failure.innerText();
    expect(text).toContain("create.status.default-draft");
    expect(text).toContain("curl -sS");
    expect(text).toContain("createJobsClient");
    expect(text).toContain("--seed 8");
    expect(attempted).toEqual([]);
  } finally {
    await browser.close();
  }
}, 60_000);
