/**
 * The behaviour and dialect documents the inspector's reasons link to, as the server
 * serves them, in real headless Chromium: rendered as pages (headings, lists, tables,
 * code), every anchor a reason links to present, links between the two documents
 * leading to the pages, under the documents' policy (no script, no style, nothing from
 * another origin) with not one violation of it.
 */
import { SECTION_ANCHORS } from "@jobs-toolkit/spec/requirements";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningServer } from "../../src/node/index.js";
import { launchChromium } from "../../src/testing/playwright.js";
import { startWithPages, watch } from "./support.js";

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startWithPages()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it("renders /behaviour as a page holding every anchor a reason links to, under its policy", {
  timeout: 60_000,
}, async () => {
  const page = await browser.newPage();
  const watched = watch(page, server.url);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const response = await page.goto(`${server.url}/behaviour`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toMatch(/^default-src 'none';.*img-src data:$/);
  expect(await page.locator("h1").textContent()).toBe("How the Job Posting API behaves");
  expect(await page.locator("pre").count()).toBeLessThan(20);
  expect(await page.locator("table").count()).toBeGreaterThan(0);
  expect(await page.locator("li").count()).toBeGreaterThan(50);
  expect(await page.locator("code").count()).toBeGreaterThan(50);
  for (const anchor of new Set(Object.values(SECTION_ANCHORS))) {
    expect(await page.locator(`[id="${anchor}"]`).count(), anchor).toBe(1);
  }
  // The table of contents leads to its sections on the page itself.
  await page.getByRole("link", { name: "Paging", exact: true }).first().click();
  expect(await page.evaluate(() => location.hash)).toBe("#paging");
  expect(await page.locator("h2#paging").textContent()).toBe("Paging");
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  expect(violations).toEqual([]);
  expect(watched.elsewhere).toEqual([]);
  expect(watched.errors).toEqual([]);
  await page.close();
});

it("renders /dialect the same way, its links to the behaviour document leading to its page", {
  timeout: 60_000,
}, async () => {
  const page = await browser.newPage();
  const watched = watch(page, server.url);
  const response = await page.goto(`${server.url}/dialect`);
  expect(response?.status()).toBe(200);
  expect(await page.locator("h1").count()).toBe(1);
  expect(await page.locator("table").count()).toBeGreaterThan(0);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.filter((href) => href?.includes(".md#") || href?.startsWith("behaviour.md"))).toEqual([]);
  expect(watched.elsewhere).toEqual([]);
  expect(watched.errors).toEqual([]);
  await page.close();
});
