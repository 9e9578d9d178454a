/**
 * The inspector at `/`, in real headless Chromium (Debian's, driven by playwright-core),
 * against a server started with the pages built from the sources: what it shows, that it
 * keeps up with the server, that it changes the server only through the controls, that no
 * text from job data runs as script, that with an admin token it shows nothing until the
 * token is given, and that it can be used by keyboard with no critical axe-core finding.
 * Each test has its own server and browser context; screenshots go to test-results/.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { RunningServer, StartServerOptions } from "../../src/node/index.js";
import { launchChromium } from "../../src/testing/playwright.js";
import { axeViolations, screenshot, startWithPages, type Watched, watch } from "./support.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(() => browser?.close());

const open: Array<{ context: BrowserContext; server: RunningServer }> = [];
afterEach(async () => {
  for (const { context, server } of open.splice(0)) {
    await context.close();
    await server.close();
  }
});

interface Opened {
  server: RunningServer;
  page: Page;
  watched: Watched;
}

/** A server of its own, and its inspector open in a fresh context once it shows the jobs. */
async function openInspector(
  options: StartServerOptions = {},
  contextOptions: Parameters<Browser["newContext"]>[0] = {},
  setUp: (page: Page) => Promise<void> = async () => {},
): Promise<Opened> {
  const server = await startWithPages(options);
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, ...contextOptions });
  open.push({ context, server });
  const page = await context.newPage();
  const watched = watch(page, server.url);
  await setUp(page);
  await page.goto(`${server.url}/`);
  return { server, page, watched };
}

const api = (server: RunningServer, path: string, init: RequestInit = {}, key = "demo-key-1") =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { "API-Key": key, "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
  });

const admin = (server: RunningServer, method: string, path: string, body?: unknown) =>
  fetch(`${server.url}/__admin${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const jobsTable = (page: Page) => page.getByRole("table", { name: /^Jobs of / });
const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

it("shows the employers with their job counts and the demo jobs of the first", { timeout: 60_000 }, async () => {
  const { page, watched } = await openInspector();
  await jobsTable(page).waitFor();
  const titles = await jobsTable(page).locator("tbody tr td:nth-child(3)").allTextContents();
  expect(titles).toEqual(["Unit Clerk, Night Shift", "Medical Laboratory Technologist", "Registered Nurse, Emergency"]);
  await expect.poll(() => rowOf(page, "Northshore Health").first().textContent()).toMatch(/unlimited3never\*+ey-1/);
  await expect.poll(() => rowOf(page, "Prairie Freight Co.").first().textContent()).toMatch(/standard2never/);
  // The second employer's jobs, then a job opened to its JSON.
  await rowOf(page, "Prairie Freight Co.").getByRole("button", { name: "Show jobs" }).click();
  await page.getByRole("heading", { name: "Jobs of Prairie Freight Co. (employer 2)" }).waitFor();
  await rowOf(page, "Long-Haul Truck Driver").getByRole("button", { name: "Open" }).click();
  const dialog = page.getByRole("dialog");
  await expect
    .poll(() => dialog.locator("pre").textContent())
    .toContain('"title": "Long-Haul Truck Driver (Class 1A)"');
  await screenshot(page, "inspector-job");
  await dialog.getByRole("button", { name: "Close" }).click();
  expect(watched).toEqual({ elsewhere: [], errors: [] });
});

it("shows a request the test makes in the log within a second, expandable to its masked headers", {
  timeout: 60_000,
}, async () => {
  const { server, page, watched } = await openInspector({}, {}, (page) => page.clock.install());
  await jobsTable(page).waitFor();
  // Letters only: the filter below asks for "404", which a probe of digits may hold
  // (about 1 run in 340 at this year's clock).
  const letters = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij".charAt(Number(digit)));
  const probe = `probe-${letters}`;
  await api(server, `/api/v1.1/jobs?q=${probe}`, { headers: { Authorization: "Bearer very-secret-value" } });
  const entry = page.locator("ol.log li").filter({ hasText: probe });
  expect(await entry.count()).toBe(0);
  // A second of the page's time: its polls (and nothing else) bring the request in.
  await page.clock.runFor(1_000);
  await entry.waitFor();
  expect(await entry.locator("summary").textContent()).toMatch(
    new RegExp(`GET/api/v1\\.1/jobs\\?q=${probe}200employer 1`),
  );
  await entry.locator("summary").click();
  const headers = await entry.locator("dl.headers").textContent();
  expect(headers).toContain("api-key******ey-1");
  expect(headers).toMatch(/authorization\*+alue/);
  expect(headers).not.toContain("very-secret");
  expect(headers).not.toContain("demo-key-1");
  // Filtering keeps only the entries whose every word matches.
  await page.getByLabel("Filter (every word must match)").fill(`${probe} 404`);
  expect(await entry.isHidden()).toBe(true);
  await page.getByLabel("Filter (every word must match)").fill(`${probe} 200`);
  expect(await entry.isVisible()).toBe(true);
  expect(watched).toEqual({ elsewhere: [], errors: [] });
});

it("creates, resets and removes an employer, and shows one created elsewhere", { timeout: 60_000 }, async () => {
  const { server, page } = await openInspector();
  page.on("dialog", (dialog) => dialog.accept());
  await jobsTable(page).waitFor();
  await page.getByLabel("Name", { exact: true }).fill("Inspector tenant");
  await page.getByLabel("Plan").selectOption("unlimited");
  await page.getByRole("button", { name: "Create employer" }).click();
  await rowOf(page, "Inspector tenant").waitFor();
  expect(await page.getByRole("status").first().textContent()).toBe("Employer Inspector tenant created.");
  const created = (await (await admin(server, "GET", "/employers")).json()).data.at(-1);
  expect(created).toMatchObject({ name: "Inspector tenant", plan: "unlimited", jobCount: 0 });

  const response = await admin(server, "POST", "/employers", { name: "Made by a test", plan: "standard" });
  expect(response.status).toBe(201);
  await rowOf(page, "Made by a test").waitFor();

  await rowOf(page, "Northshore Health").getByRole("button", { name: "Reset" }).click();
  await expect.poll(() => rowOf(page, "Northshore Health").first().textContent()).toMatch(/unlimited0never/);
  await rowOf(page, "Inspector tenant").getByRole("button", { name: "Remove" }).click();
  await rowOf(page, "Inspector tenant").waitFor({ state: "detached" });
  const names = (await (await admin(server, "GET", "/employers")).json()).data.map((e: { name: string }) => e.name);
  expect(names).toEqual(["Northshore Health", "Prairie Freight Co.", "Made by a test"]);
});

it("sets and advances the clock, and the auto-refreshing job's publishDate moves with it", {
  timeout: 60_000,
}, async () => {
  const { page } = await openInspector();
  await jobsTable(page).waitFor();
  await page.locator("output.now").filter({ hasText: /Z$/ }).waitFor();
  const published = (title: string) => rowOf(page, title).locator("td:nth-child(5)").textContent();
  // A day ahead, then a week more: the demo jobs (published at the start) are still open.
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, "Z");
  const tomorrow = Date.parse((await page.locator("output.now").textContent()) ?? "") + 86_400_000;
  await page.getByLabel("Set to (RFC 3339)").fill(iso(tomorrow));
  await page.getByRole("button", { name: "Set", exact: true }).click();
  await expect.poll(() => page.locator("output.now").textContent()).toBe(iso(tomorrow));
  const before = await published("Medical Laboratory Technologist");
  const steady = await published("Registered Nurse, Emergency");
  await page.getByRole("button", { name: "Advance +7 days" }).click();
  await expect.poll(() => page.locator("output.now").textContent()).toBe(iso(tomorrow + 7 * 86_400_000));
  const after = await published("Medical Laboratory Technologist");
  expect(Date.parse(`${after}Z`) - Date.parse(`${before}Z`)).toBe(7 * 86_400_000);
  expect(await published("Registered Nurse, Emergency")).toBe(steady);
  await screenshot(page, "inspector-clock");
});

it("keeps the clock's Set to field on the server time until someone types in it", { timeout: 60_000 }, async () => {
  const { server, page } = await openInspector();
  const field = page.getByLabel("Set to (RFC 3339)");
  await page.locator("output.now").filter({ hasText: /Z$/ }).waitFor();
  await admin(server, "PUT", "/clock", { now: "2030-01-02T03:04:05Z" });
  await expect.poll(() => field.inputValue()).toBe("2030-01-02T03:04:05Z");
  await admin(server, "POST", "/clock/advance", { seconds: 3_600 });
  await expect.poll(() => field.inputValue()).toBe("2030-01-02T04:04:05Z");
  // Typed, then the server moves on: what was typed stays until it is sent.
  await field.fill("2031-06-01T00:00:00Z");
  await admin(server, "POST", "/clock/advance", { seconds: 3_600 });
  await expect.poll(() => page.locator("output.now").textContent()).toBe("2030-01-02T05:04:05Z");
  expect(await field.inputValue()).toBe("2031-06-01T00:00:00Z");
  await page.getByRole("button", { name: "Set", exact: true }).click();
  await expect.poll(() => page.locator("output.now").textContent()).toBe("2031-06-01T00:00:00Z");
  await admin(server, "POST", "/clock/advance", { seconds: 60 });
  await expect.poll(() => field.inputValue()).toBe("2031-06-01T00:01:00Z");
});

it("fits a 420 px screen: tables become cards, nothing scrolls sideways, every action in view", {
  timeout: 60_000,
}, async () => {
  const { page } = await openInspector({}, { viewport: { width: 420, height: 900 } });
  await jobsTable(page).waitFor();
  await rowOf(page, "Prairie Freight Co.").first().waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBe(0);
  for (const button of await page.getByRole("button").all()) {
    const box = await button.boundingBox();
    if (box) {
      expect(box.x + box.width, (await button.textContent()) ?? "").toBeLessThanOrEqual(420);
    }
  }
  // A card still says which value is which.
  const labels = await rowOf(page, "Northshore Health")
    .first()
    .locator("td")
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, "::before").content));
  expect(labels).toEqual(["Id", "Name", "Plan", "Jobs", "Expires", "API keys", "Actions"].map((label) => `"${label}"`));
  await screenshot(page, "inspector-420");
});

it("renders an application e-mailed to the outbox", { timeout: 60_000 }, async () => {
  const { server, page } = await openInspector();
  await jobsTable(page).waitFor();
  const applied = await admin(server, "POST", "/jobs/1/applications", {
    name: "Ada Tremblay",
    email: "ada@example.org",
  });
  expect(applied.status).toBe(202);
  const mail = page.getByRole("article", { name: "Application for Registered Nurse, Emergency (job 1)" });
  await mail.waitFor();
  const text = await mail.textContent();
  expect(text).toContain("FromAda Tremblay <ada@example.org>");
  expect(text).toContain("Tocareers@northshore-health.ca");
  expect(text).toContain("Ada Tremblay (ada@example.org) applied for job 1 of employer 1.");
});

it("shows the fault settings in force, and changes them", { timeout: 60_000 }, async () => {
  const { server, page } = await openInspector({ chaos: { latencyMs: [5, 20] } });
  await expect
    .poll(() => page.locator("output.current").textContent())
    .toBe("5-20 ms latency, 0% of job API requests fail with 503");
  await page.getByLabel("Fail rate (0 to 1)").fill("1");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect.poll(() => page.locator("output.current").textContent()).toContain("100% of job API requests fail");
  expect((await api(server, "/api/v1.1/jobs")).status).toBe(503);
  expect(await (await admin(server, "GET", "/chaos")).json()).toEqual({ latencyMs: { min: 5, max: 20 }, failRate: 1 });
});

/** Text from job data that would run as script if it were ever inserted as markup. */
const PAYLOAD = `<img src=x onerror="window.__xss = 'img'"><script>window.__xss = 'script'</script><p>Safe <strong>text</strong></p>`;

it("runs no script from job data, even with the page's content policy bypassed", { timeout: 60_000 }, async () => {
  const { server, page, watched } = await openInspector({}, { bypassCSP: true });
  await jobsTable(page).waitFor();
  // A state file may hold any description; titles and logged bodies are free text anyway.
  const state = await (await admin(server, "GET", "/state")).json();
  state.jobs[0] = { ...state.jobs[0], title: `<img src=x onerror="window.__xss = 'title'">`, description: PAYLOAD };
  expect((await admin(server, "PUT", "/state", state)).status).toBe(204);
  await api(server, "/api/v1.1/jobs", { method: "POST", body: JSON.stringify({ title: "x", description: PAYLOAD }) });
  const row = rowOf(page, `<img src=x onerror="window.__xss = 'title'">`);
  await row.getByRole("button", { name: "Open" }).click();
  const description = page.getByRole("dialog").locator(".description");
  await expect.poll(() => description.innerHTML()).toBe("<p>Safe <strong>text</strong></p>");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  const logged = page.locator("ol.log li").filter({ hasText: "POST" }).first();
  await logged.locator("summary").click();
  expect(await logged.getByLabel("Request body").textContent()).toContain("<script>window.__xss = 'script'</script>");
  await screenshot(page, "inspector-xss");
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  // The flag works: the same text inserted as markup in this page does run.
  await page.evaluate((html) => {
    const probe = document.createElement("div");
    probe.innerHTML = html;
    document.body.append(probe);
  }, PAYLOAD);
  await expect.poll(() => page.evaluate(() => (window as { __xss?: string }).__xss)).toBe("img");
  expect(watched.elsewhere).toEqual([]);
});

it("with --admin-token, shows nothing until the token is given, and keeps it for the tab only", {
  timeout: 60_000,
}, async () => {
  const { page, watched } = await openInspector({ admin: { token: "t0ken-for-tests" } });
  const token = page.getByLabel("Admin token");
  await token.waitFor();
  await screenshot(page, "inspector-token");
  const shown = await page.locator("main").evaluate((main) => main.shadowRoot?.textContent ?? "");
  expect(shown).not.toMatch(/Northshore|demo-key|Registered Nurse|Clock|Requests/);
  await token.fill("wrong");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect.poll(() => page.getByRole("alert").textContent()).toBe("That is not this server's admin token.");
  expect(await page.getByText("Northshore Health").count()).toBe(0);
  await token.fill("t0ken-for-tests");
  await page.getByRole("button", { name: "Unlock" }).click();
  await jobsTable(page).waitFor();
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(["jobs-inspector-admin-token"]);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  await page.reload();
  await jobsTable(page).waitFor();
  // The browser logs each 401 it loads; nothing else went wrong.
  expect(watched.errors.filter((error) => !error.includes("401 (Unauthorized)"))).toEqual([]);
  expect(watched.elsewhere).toEqual([]);
});

it("is usable by keyboard and has no critical axe-core violation", { timeout: 60_000 }, async () => {
  const { server, page } = await openInspector({}, { bypassCSP: true, viewport: { width: 1280, height: 1180 } });
  await jobsTable(page).waitFor();
  await admin(server, "POST", "/jobs/1/applications", { name: "Ada Tremblay", email: "ada@example.org" });
  await api(server, "/api/v1.1/jobs/1");
  await page.locator("ol.log li").first().waitFor();
  await page.locator("article.mail").first().waitFor();

  // Tab from the top to the first job's Open button, open it with Enter, close it with Escape.
  const focused = () =>
    page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) {
        element = element.shadowRoot.activeElement;
      }
      return element?.getAttribute("data-key") ?? element?.textContent ?? "";
    });
  let steps = 0;
  while ((await focused()) !== "open-3" && steps < 80) {
    await page.keyboard.press("Tab");
    steps += 1;
  }
  expect(await focused()).toBe("open-3");
  await page.keyboard.press("Enter");
  await page.getByRole("dialog").waitFor();
  expect(await focused()).toBe("Close");
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "hidden" });
  expect(await focused()).toBe("open-3");

  const violations = await axeViolations(page);
  expect(violations.filter((violation) => violation.impact === "critical")).toEqual([]);
  expect(violations.map((violation) => `${violation.impact} ${violation.id}`)).toEqual([]);
  await page.getByRole("dialog").waitFor({ state: "hidden" });
  await screenshot(page, "inspector", false);
});
