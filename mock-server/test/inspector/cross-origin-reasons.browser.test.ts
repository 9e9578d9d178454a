/**
 * A web app on another origin can read why an `explain` server answered so, as it reads
 * `Location`: in real headless Chromium, a page of another origin fetches the job API
 * and reads `Jobs-Reasons` through CORS. Without `explain` there is nothing to read, and a
 * server answering no CORS lets that page read nothing at all.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningServer, type StartServerOptions, startServer } from "../../src/node/index.js";
import { launchChromium } from "../../src/testing/playwright.js";

let browser: Browser;
/** A page of another origin: another port of this machine, so nothing leaves it. */
let app: Server;
let appUrl: string;
beforeAll(async () => {
  browser = await launchChromium();
  app = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>app</title>");
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => app?.close(resolve));
});

async function appPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${appUrl}/`);
  return page;
}

/** What the app page reads of a list answer: its status and Jobs-Reasons, or the error fetch gave. */
async function readFrom(server: RunningServer): Promise<{ status?: number; reasons?: string | null; error?: string }> {
  const page = await appPage();
  try {
    return await page.evaluate(async (url) => {
      try {
        const answer = await fetch(`${url}/api/v1.1/jobs?page=9`, { headers: { "API-Key": "demo-key-1" } });
        return { status: answer.status, reasons: answer.headers.get("jobs-reasons") };
      } catch (error) {
        return { error: String(error) };
      }
    }, server.url);
  } finally {
    await page.close();
  }
}

async function withServer<T>(options: StartServerOptions, use: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer({ port: 0, demoJobs: true, ...options });
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

it("lets a page of another origin read Jobs-Reasons of a server that explains", { timeout: 60_000 }, async () => {
  const read = await withServer({ explain: true }, readFrom);
  expect(read.status).toBe(200);
  expect(read.reasons?.split(" ")).toContain("ref.list.page-past-last");
});

it("gives that page no Jobs-Reasons without explain, and nothing at all without CORS", {
  timeout: 60_000,
}, async () => {
  expect(await withServer({}, readFrom)).toEqual({ status: 200, reasons: null });
  const closed = await withServer({ explain: true, cors: false }, readFrom);
  expect(closed.error).toMatch(/Failed to fetch/);
});
