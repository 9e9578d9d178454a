/**
 * The inspector in a browser-only app (the README's example, bundled as an app's bundler
 * would, from the sources): Alt+I opens it over the page, reading the reference server
 * in the page; nothing leaves the page, and with no content policy to help, the job text
 * still runs no script. Escape closes it.
 */
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { createJobsServer, JobsServer } from "../../src/index.js";
import type { openInspector } from "../../src/inspector/index.js";
import { launchChromium } from "../../src/testing/playwright.js";
import { screenshot } from "./support.js";

const APP = "http://app.test/";

declare global {
  var inPage:
    | { jobs: JobsServer; createJobsServer: typeof createJobsServer; openInspector: typeof openInspector }
    | undefined;
  var __xss: string | undefined;
}

let browser: Browser;
let bundle: string;
beforeAll(async () => {
  const [launched, built] = await Promise.all([
    launchChromium(),
    build({
      entryPoints: [fileURLToPath(new URL("in-page-app.ts", import.meta.url))],
      bundle: true,
      format: "esm",
      platform: "browser",
      conditions: ["@jobs-toolkit/source"],
      write: false,
    }),
  ]);
  browser = launched;
  bundle = built.outputFiles[0]?.text ?? "";
}, 60_000);
afterAll(() => browser?.close());

/** Opens the app, recording every request that is not for the app itself. */
async function openApp(): Promise<{ page: Page; elsewhere: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const elsewhere: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url === APP) {
      return route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><title>app</title><link rel="icon" href="data:,"><script type="module" src="app.js"></script><main><h1>My job board</h1></main></html>',
      });
    }
    if (url === `${APP}app.js`) {
      return route.fulfill({ contentType: "text/javascript", body: bundle });
    }
    elsewhere.push(url);
    return route.abort();
  });
  await page.goto(APP);
  await page.waitForFunction(() => globalThis.inPage !== undefined);
  return { page, elsewhere };
}

it("opens over the app with Alt+I, shows the in-page server's jobs, and runs no script from them", {
  timeout: 60_000,
}, async () => {
  const { page, elsewhere } = await openApp();
  await page.evaluate(() => {
    const jobs = globalThis.inPage?.jobs;
    const job = (title: string, referenceId: string) => ({
      publishDate: "2026-11-01T09:00:00Z",
      job: {
        referenceId,
        title,
        status: "active" as const,
        description: "<p>Days.</p>",
        locations: [{ description: "Moncton, NB" }],
        categories: [{ id: 12 }],
        positionType: { id: 1 },
        applicantRoutingType: { id: 1 as const },
        applicationEmail: "jobs@example.org",
      },
    });
    jobs?.seedJob(1, job("Night Nurse", "IN-PAGE-1"));
    jobs?.seedJob(1, job(`<img src=x onerror="globalThis.__xss = 'title'">`, "IN-PAGE-2"));
    const state = jobs?.exportState();
    if (jobs && state?.jobs[0]) {
      state.jobs[0].description = `<img src=x onerror="globalThis.__xss = 'img'"><script>globalThis.__xss = 'script'</script><p>Safe</p>`;
      jobs.importState(state);
    }
  });
  await page.keyboard.press("Alt+KeyI");
  const overlay = page.getByRole("dialog", { name: "Jobs reference server inspector" });
  const table = overlay.getByRole("table", { name: "Jobs of Northshore Health" });
  await table.waitFor();
  expect(await table.locator("tbody tr td:nth-child(3)").allTextContents()).toEqual([
    `<img src=x onerror="globalThis.__xss = 'title'">`,
    "Night Nurse",
  ]);
  await table.getByRole("row").filter({ hasText: "Night Nurse" }).getByRole("button", { name: "Open" }).click();
  await expect.poll(() => overlay.locator(".description").innerHTML()).toBe("<p>Safe</p>");
  await screenshot(page, "in-page-overlay");
  expect(await page.evaluate(() => globalThis.__xss)).toBeUndefined();

  await page.keyboard.press("Escape"); // the job
  await page.keyboard.press("Escape"); // the inspector
  await overlay.waitFor({ state: "detached" });
  expect(await page.getByRole("heading", { name: "My job board" }).isVisible()).toBe(true);
  expect(elsewhere).toEqual([]);
  // The flag works: the same text inserted as markup in this page (no content policy) does run.
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.innerHTML = `<img src=x onerror="globalThis.__xss = 'img'">`;
    document.body.append(probe);
  });
  await expect.poll(() => page.evaluate(() => globalThis.__xss)).toBe("img");
  await page.close();
});

it("takes the admin token of an in-page server created with one", { timeout: 60_000 }, async () => {
  const { page } = await openApp();
  const shown = await page.evaluate(async () => {
    const toolkit = globalThis.inPage;
    if (!toolkit) {
      throw new Error("The app did not load");
    }
    const guarded = toolkit.createJobsServer({ admin: { token: "t" } });
    const inspector = toolkit.openInspector(guarded, { adminToken: "t" });
    await inspector.refresh();
    return document.querySelector("dialog div")?.shadowRoot?.textContent ?? "";
  });
  expect(shown).toContain("Northshore Health");
  expect(shown).not.toContain("Admin token");
  await page.close();
});
