/**
 * The SDK and the reference server's core in a real browser (Debian's Chromium), bundled
 * the way an app's bundler would: esbuild for the browser platform with no Node
 * polyfills, once from the TypeScript sources and once from the built `dist/` a user
 * installs. In the page, the SDK drives a job's whole life against a server created in
 * the page, and across origins against a running server, where Chromium's own CORS
 * preflights for PUT and DELETE must pass.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { type RunningServer, startServer } from "@jobs-toolkit/mock-server/node";
import { launchChromium } from "@jobs-toolkit/mock-server/testing/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoundTrip } from "./browser/in-page.js";
import { type BrowserBundle, bundleForBrowser } from "./support/bundle.js";
import { watchForErrors } from "./support/page-errors.js";

const ENTRY = fileURLToPath(new URL("browser/in-page.ts", import.meta.url));
const VARIANTS = ["source", "dist"] as const;
type Variant = (typeof VARIANTS)[number];

let bundles: Record<Variant, BrowserBundle>;
let app: Server;
let appOrigin: string;
let browser: Browser;

/** Serves `/VARIANT/`: a page that loads that variant's bundle as a module. */
function serveApp(): Promise<Server> {
  const server = createServer((request, response) => {
    const [, variant, file] = /^\/(source|dist)\/(in-page\.js)?$/.exec(request.url ?? "") ?? [];
    if (variant === undefined) {
      response.writeHead(404).end();
    } else if (file === undefined) {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(
        '<!doctype html><title>app</title><link rel="icon" href="data:,"><script type="module" src="in-page.js"></script>',
      );
    } else {
      response.writeHead(200, { "content-type": "text/javascript" });
      response.end(bundles[variant as Variant].code);
    }
  });
  return new Promise((listening) => server.listen(0, "127.0.0.1", () => listening(server)));
}

beforeAll(async () => {
  const [source, dist] = await Promise.all([
    bundleForBrowser(ENTRY, { conditions: ["@jobs-toolkit/source"] }),
    bundleForBrowser(ENTRY),
  ]);
  bundles = { source, dist };
  app = await serveApp();
  appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((closed) => app?.close(closed));
});

/** Opens the app with one variant of the bundle and runs `scenario` in it; `problems` are the page's errors. */
async function inApp<T>(
  variant: Variant,
  scenario: (page: Page) => Promise<T>,
): Promise<{ result: T; problems: string[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${appOrigin}/${variant}/`);
    await page.waitForFunction(() => globalThis.jobsToolkit !== undefined);
    return { result: await scenario(page), problems };
  } finally {
    await context.close();
  }
}

it("bundles from the sources with the source condition, and from dist without it", () => {
  const ours = (bundle: BrowserBundle) =>
    bundle.inputs.filter((input) => /^(sdk|mock-server)\/(src|dist)\//.test(input));
  expect(ours(bundles.source).every((input) => /^(sdk|mock-server)\/src\//.test(input))).toBe(true);
  expect(ours(bundles.source)).toEqual(expect.arrayContaining(["sdk/src/index.ts", "mock-server/src/index.ts"]));
  expect(ours(bundles.dist).every((input) => /^(sdk|mock-server)\/dist\//.test(input))).toBe(true);
  expect(ours(bundles.dist)).toEqual(expect.arrayContaining(["sdk/dist/index.js", "mock-server/dist/index.js"]));
});

it("refuses a bundle whose graph imports a Node built-in", async () => {
  const needsNode = fileURLToPath(new URL("browser/needs-node.ts", import.meta.url));
  await expect(bundleForBrowser(needsNode)).rejects.toThrow(/Node built-in "node:fs" \(imported by .*needs-node\.ts\)/);
});

const EXPECTED: RoundTrip = {
  created: { status: "draft", title: "Registered Nurse" },
  fetched: { sameId: true, title: "Registered Nurse" },
  upserted: { created: true, referenceId: "BROWSER-1" },
  listed: true,
  archived: "archived",
  republished: "active",
  afterDelete: { name: "NotFoundError", notFound: true, apiError: true, status: 404 },
};

describe.each(VARIANTS)("bundled from %s", (variant) => {
  it("runs the reference server in the page and drives a job's whole life with the SDK", async () => {
    const { result, problems } = await inApp(variant, (page) =>
      page.evaluate(() => {
        // Runs in the page: nothing from this module is in scope there.
        const toolkit = globalThis.jobsToolkit;
        if (!toolkit) {
          throw new Error("The bundle did not set globalThis.jobsToolkit");
        }
        return toolkit.inPage();
      }),
    );
    expect(result).toEqual(EXPECTED);
    expect(problems).toEqual([]);
  });

  it("calls a running server across origins, through Chromium's CORS preflights", async () => {
    const api: RunningServer = await startServer({ port: 0 });
    const preflights: { method: string; headers: string; origin: string }[] = [];
    api.http.on("request", (request: IncomingMessage) => {
      if (request.method !== "OPTIONS") {
        return;
      }
      const {
        origin = "",
        "access-control-request-method": method = "",
        "access-control-request-headers": headers = "",
      } = request.headers;
      preflights.push({ method, headers, origin });
    });
    try {
      const { result, problems } = await inApp(variant, (page) =>
        page.evaluate((url) => {
          const toolkit = globalThis.jobsToolkit;
          if (!toolkit) {
            throw new Error("The bundle did not set globalThis.jobsToolkit");
          }
          return toolkit.overHttp(url);
        }, api.url),
      );
      expect(result).toEqual(EXPECTED);
      // Chromium logs every 4xx response it loads; the read of the deleted job is the only one.
      const notFound = `^console error: Failed to load resource: .* 404 \\(Not Found\\) at ${api.url}/api/v1\\.1/jobs/\\d+$`;
      expect(problems).toEqual([expect.stringMatching(notFound)]);
    } finally {
      await api.close();
    }
    expect(new Set(preflights.map((preflight) => preflight.method))).toEqual(new Set(["POST", "GET", "PUT", "DELETE"]));
    for (const preflight of preflights) {
      expect(preflight).toEqual({
        method: preflight.method,
        headers: expect.stringMatching(/\bapi-key\b/),
        origin: appOrigin,
      });
    }
  });
});
