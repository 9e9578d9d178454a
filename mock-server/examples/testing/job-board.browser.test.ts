// The job board in real headless Chromium (Debian's chromium, driven by playwright-core):
// the page's requests to the job API are answered by a reference server in this process,
// or by an employer of its own on a running server. No service worker, no app server.
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { buildJob, createTenant, seedJobs } from "@jobs-toolkit/mock-server/testing";
import { launchChromium, routeJobsApi } from "@jobs-toolkit/mock-server/testing/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { jobBoardPage } from "./job-board.js";

const APP = "http://app.test/";
const API = "https://jobs.example.org";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(() => browser?.close());

/** Opens the job board for an employer's key and waits until it has loaded its jobs. */
async function openBoard(page: Page, apiKey: string): Promise<string[]> {
  await page.route(APP, (route) =>
    route.fulfill({ contentType: "text/html", body: jobBoardPage({ baseUrl: API, apiKey }) }),
  );
  await page.goto(APP);
  await page.waitForSelector("body[data-loaded]");
  return page.locator("#jobs li").allTextContents();
}

it("shows the active jobs of a server in this process", { timeout: 60_000 }, async () => {
  const server = createJobsServer();
  const tenant = await createTenant(server);
  await seedJobs(server, tenant, [
    {
      job: buildJob({ title: "Night Nurse", locations: [{ description: "Moncton, NB" }] }, { seed: 1 }),
      status: "active",
    },
    { job: buildJob({ title: "Hidden draft" }, { seed: 2 }) },
  ]);
  const page = await browser.newPage();
  await routeJobsApi(page, API, server);

  expect(await openBoard(page, tenant.apiKey)).toEqual(["Night Nurse (Moncton)"]);

  const screenshot = join(mkdtempSync(join(tmpdir(), "job-board-")), "board.png");
  await page.screenshot({ path: screenshot });
  expect(statSync(screenshot).size).toBeGreaterThan(0);
  await page.close();
});

it("shows the jobs of its own employer on a running server", { timeout: 60_000 }, async () => {
  const running = await startServer({ port: 0 });
  try {
    const target = { url: running.url };
    const tenant = await createTenant(target);
    await seedJobs(target, tenant, [{ job: buildJob({ title: "Welder" }, { seed: 3 }), status: "active" }]);
    const page = await browser.newPage();
    await routeJobsApi(page, API, target);

    expect(await openBoard(page, tenant.apiKey)).toEqual([expect.stringMatching(/^Welder \(.+\)$/)]);
    await page.close();
  } finally {
    await running.close();
  }
});
