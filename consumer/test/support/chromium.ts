/**
 * Debian's Chromium driven by playwright-core (npm cannot download browsers here;
 * `.ci/run` installs it when missing), with everything that would reach the network
 * on its own turned off.
 */
import { type Browser, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

/**
 * Collects what went wrong in a page: uncaught errors, console errors, and requests
 * that failed (a CORS refusal shows up only there and in the console).
 */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.stack ?? error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()} at ${message.location().url}`);
  });
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  return problems;
}
