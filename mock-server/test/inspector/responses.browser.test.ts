/**
 * The inspector shows what the server answered beside what it was sent: in real headless
 * Chromium, a refused create expands to the problem document in its own words, and an
 * answer holding markup (a job titled with an `<img onerror>`) shows it as text, never
 * as an element or a script that runs.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium } from "../../src/testing/playwright.js";
import { startWithPages, watch } from "./support.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(() => browser?.close());

const MARKUP = '<img src="x" onerror="window.pwned = true">';

it("shows a 422's own words and an answer's markup as text", { timeout: 60_000 }, async () => {
  const server = await startWithPages();
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  try {
    const send = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
      });
    const job = {
      title: MARKUP,
      description: "<p>Nights.</p>",
      locations: [{ description: "Toronto, ON" }],
      categories: [{ id: 12 }],
      positionType: { id: 1 },
      applicantRoutingType: { id: 2 },
      applicationUrl: "https://careers.example/apply",
    };
    const refused = await send("/api/v1.1/jobs", {
      method: "POST",
      body: JSON.stringify({ ...job, title: "t".repeat(300) }),
    });
    expect(refused.status).toBe(422);
    expect((await send("/api/v1.1/jobs", { method: "POST", body: JSON.stringify(job) })).status).toBe(201);

    const page = await context.newPage();
    const watched = watch(page, server.url);
    await page.goto(`${server.url}/`);
    const refusal = page.locator("ol.log li").filter({ hasText: "422" }).first();
    await refusal.locator("summary").click();
    const words = refusal.getByLabel("Response body");
    expect(await words.textContent()).toContain("got 300");
    expect(JSON.parse((await words.textContent()) ?? "")).toMatchObject({
      status: 422,
      errors: [{ pointer: "/title" }],
    });

    const created = page.locator("ol.log li").filter({ hasText: "201" }).first();
    await created.locator("summary").click();
    const answer = created.getByLabel("Response body");
    expect(JSON.parse((await answer.textContent()) ?? "").title).toBe(MARKUP);
    expect(await answer.locator("img").count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    expect(watched.elsewhere).toEqual([]);
    expect(watched.errors).toEqual([]);
  } finally {
    await context.close();
    await server.close();
  }
});
