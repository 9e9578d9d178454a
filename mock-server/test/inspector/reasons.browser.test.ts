/**
 * The inspector says why each answer was given: in real headless Chromium, a refused
 * create (422) and a list expand to their reasons, each a link into the behaviour
 * document that the server itself serves, and following one lands on the section it
 * names, with nothing fetched from another origin.
 */
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium } from "../../src/testing/playwright.js";
import { startWithPages, watch } from "./support.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(() => browser?.close());

/**
 * Opens a log entry. Setting `open`, not clicking its summary: a click lands where the entry
 * was a moment before, and entries the inspector adds on top move it (a CI run once opened
 * another entry and waited 30 s for a link the closed one hides).
 */
async function expand(entry: Locator): Promise<void> {
  await entry.locator("details").evaluate((details: HTMLDetailsElement) => {
    details.open = true;
  });
}

it("shows the reasons of a 422 and of a list, linked to the behaviour document it serves", {
  timeout: 60_000,
}, async () => {
  const server = await startWithPages();
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  try {
    const send = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
      });
    const probe = `why-${Date.now()}`;
    expect(
      (await send("/api/v1.1/jobs", { method: "POST", body: JSON.stringify({ title: "t".repeat(257) }) })).status,
    ).toBe(422);
    expect((await send(`/api/v1.1/jobs?q=${probe}&status=active`)).status).toBe(200);

    const page = await context.newPage();
    const watched = watch(page, server.url);
    await page.goto(`${server.url}/`);
    const refused = page.locator("ol.log li").filter({ hasText: "422" }).first();
    await expand(refused);
    const title = refused.getByRole("link", { name: "limits.title.max-256", includeHidden: true });
    expect(await title.getAttribute("href")).toBe("behaviour#fields-and-defaults");
    expect(await refused.locator("ul.reasons").textContent()).toContain("title holds at most 256 characters");
    expect(
      await refused.getByRole("link", { name: "ref.rules.required", includeHidden: true }).getAttribute("href"),
    ).toBe("behaviour#job-rules");

    const listed = page.locator("ol.log li").filter({ hasText: probe });
    await expand(listed);
    const filter = listed.getByRole("link", { name: "list.status.filter", includeHidden: true });
    expect(await filter.getAttribute("href")).toBe("behaviour#paging");
    await listed
      .getByRole("link", { name: "list.q.matches-title", includeHidden: true })
      .waitFor({ state: "attached" });

    // The link leads to the section, served by the server itself.
    const documentPage = await context.newPage();
    const documentWatched = watch(documentPage, server.url);
    const response = await documentPage.goto(new URL((await filter.getAttribute("href")) ?? "", `${server.url}/`).href);
    expect(response?.status()).toBe(200);
    const section = documentPage.locator("#paging");
    expect(await section.count()).toBe(1);
    expect(await documentPage.locator("h2#paging").textContent()).toBe("Paging");
    expect(await documentPage.evaluate(() => location.hash)).toBe("#paging");
    expect([...watched.elsewhere, ...documentWatched.elsewhere]).toEqual([]);
    expect([...watched.errors, ...documentWatched.errors]).toEqual([]);
  } finally {
    await context.close();
    await server.close();
  }
});
