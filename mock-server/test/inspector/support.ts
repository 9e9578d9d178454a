/**
 * What the inspector's browser tests share: the pages built from the sources (so a test
 * never runs a stale build), a server started with them, a page that records every
 * request leaving for another origin and every error, axe-core, and where screenshots go.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import axe from "axe-core";
import type { Page } from "playwright-core";
import { buildPages } from "../../scripts/build-pages.js";
import { type RunningServer, type StartServerOptions, startServer } from "../../src/node/index.js";

/** Screenshots of the runs, for a person to look at; the folder is not committed. */
const SCREENSHOTS = new URL("../../test-results/", import.meta.url).pathname;
mkdirSync(SCREENSHOTS, { recursive: true });

let built: Promise<Map<string, string>> | undefined;

/** Starts a server (demo jobs, free port) serving the pages built from the sources. */
export async function startWithPages(options: StartServerOptions = {}): Promise<RunningServer> {
  built ??= buildPages();
  const pages = await built;
  return startServer({ port: 0, demoJobs: true, pages: (file) => pages.get(file), ...options });
}

/** What a page did that it must not: requests to another origin, errors, failed requests. */
export interface Watched {
  elsewhere: string[];
  errors: string[];
}

/** Records, for a page on `origin`, every request to another origin and every error. */
export function watch(page: Page, origin: string): Watched {
  const watched: Watched = { elsewhere: [], errors: [] };
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith("data:") && !url.startsWith("blob:")) {
      watched.elsewhere.push(url);
    }
  });
  page.on("pageerror", (error) => watched.errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") {
      watched.errors.push(`console error: ${message.text()}`);
    }
  });
  return watched;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: unknown[];
}

/** Runs axe-core in the page; its violations by impact. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run();
    return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(() => null) }));
  });
}

/**
 * Saves a screenshot of the whole page under test-results/ (of the viewport only with
 * `fullPage: false`: `inspector.png` is the one docs/inspector.png is copied from).
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}
