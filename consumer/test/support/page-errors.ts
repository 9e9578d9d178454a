/** What to watch for in a page under test. */
import type { Page } from "playwright-core";

/**
 * Collects what went wrong in a page: uncaught errors, console errors, and requests
 * that failed (a CORS refusal shows up only there and in the console).
 */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.stack ?? error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") {
      problems.push(`console error: ${message.text()} at ${message.location().url}`);
    }
  });
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  return problems;
}
