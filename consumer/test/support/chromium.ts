/**
 * Debian's Chromium through the test kit's launcher (npm cannot download browsers here;
 * `.ci/run` installs it when missing), and what to watch for in a page.
 */
import type { Page } from "playwright-core";

export { launchChromium } from "@jobs-toolkit/mock-server/testing/playwright";

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
