/**
 * Playwright: the page's requests to the job API are answered by a reference server
 * in this process (no service worker, no port) or passed to a running one, so a browser
 * test can use an employer of its own like any other test.
 */
import {
  type Browser,
  type BrowserContext,
  chromium,
  type LaunchOptions,
  type Page,
  type Route,
} from "playwright-core";
import { connection, type JobsTarget } from "./target.js";

/**
 * Chromium's switches for a test browser that reaches nothing on its own: no sync, no
 * component or background updates, no QUIC, so a machine with a closed network sees
 * no refused connections, and root (as in CI containers) can run it without a sandbox.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

/**
 * Launches an installed Chromium (`CHROMIUM_PATH`, or Debian's `/usr/bin/chromium`)
 * through playwright-core with {@link CHROMIUM_ARGS}: for machines where Playwright
 * cannot download its own browsers. `options` are passed on to `chromium.launch`.
 */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}

/** Headers a fetch may set: the connection's own are left to it. */
const CONNECTION_HEADERS = new Set(["host", "connection", "content-length", "keep-alive", "transfer-encoding"]);

function forwardable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name.toLowerCase())));
}

/**
 * Routes every request the page (or the whole context) sends to `apiBaseUrl`, the
 * origin the application calls, to `target`. Returns a function that stops routing.
 *
 * @example
 * const stop = await routeJobsApi(page, "https://jobs.example.org", server);
 */
export async function routeJobsApi(
  page: Page | BrowserContext,
  apiBaseUrl: string,
  target: JobsTarget,
): Promise<() => Promise<void>> {
  const from = apiBaseUrl.replace(/\/+$/, "");
  const { origin, fetch } = connection(target);
  const pattern = new RegExp(`^${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:/|$)`);
  const handler = async (route: Route) => {
    const request = route.request();
    const body = request.postDataBuffer();
    const response = await fetch(
      new Request(origin + request.url().slice(from.length), {
        method: request.method(),
        headers: forwardable(await request.allHeaders()),
        ...(body === null ? {} : { body: new Uint8Array(body) }),
      }),
    );
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  };
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}
