/**
 * The size check (issue 22): what a browser app ships for the toolkit, bundled from the
 * sources as its bundler would (esbuild, browser platform, minified) and gzipped, stays
 * under its budget. A failure names the heaviest files, where an import came in.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bundleForBrowser } from "./support/bundle.js";

interface Budget {
  what: string;
  modules: string[];
  /** The most it may weigh, minified and gzipped. */
  kilobytes: number;
}

/**
 * The server core for a page (MSW itself aside) with the SDK (41.9 KB once every answer
 * carried the requirement ids that decided it and the SDK took a deployment's dialect; 44.2
 * KB once it wrote answers by a dialect's templates and kept a clock per scope; 49.6 KB
 * once a dialect carried input acceptance, location resolution, reference data inside
 * jobs, id allocation and the routing edges a learnt fake answers as its deployment; 52.1
 * KB once the fake kept the millisecond a deployment keeps, `dates.kept`, and the SDK made
 * its first attempt's request itself, within its own budget; 52.6 KB once the fake wrote a
 * deployment's texts for each rule it refuses, `templates.words`; 53.0 KB once it counted the
 * rules a refusal names, made a location form a place of its own and read the fields a
 * deployment reads before the locations), and the SDK alone (8.5 KB once it refused redirects off its origin, capped bodies and checked
 * answers; 9.1 KB once it read reference collections in any envelope and took a dialect; 9.8 KB once it
 * found the categories where discovery finds them, shared its answer checks with the CLI and
 * read a buffered body without a stream).
 */
const CORE_AND_SDK: Budget = {
  what: "the server core, its MSW handlers and the SDK",
  modules: ["@jobs-toolkit/mock-server", "@jobs-toolkit/mock-server/msw", "@jobs-toolkit/sdk"],
  kilobytes: 54,
};
const SDK: Budget = { what: "the SDK with openapi-fetch", modules: ["@jobs-toolkit/sdk"], kilobytes: 10 };

interface Measured {
  gzipped: number;
  report: string;
}

/** Bundles every export of `modules`, and any `extra` module text, and measures it against `budget`. */
async function measure({ what, modules, kilobytes }: Budget, extra = ""): Promise<Measured> {
  const contents = `${modules.map((module) => `export * from "${module}";`).join("\n")}\n${extra}`;
  const bundle = await bundleForBrowser(
    { contents },
    { conditions: ["@jobs-toolkit/source"], minify: true, external: ["msw"] },
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const gzipped = gzipSync(bundle.code, { level: 9 }).byteLength;
  const heaviest = bundle.weights.slice(0, 5).map(([input, bytes]) => `${input} ${kb(bytes)}`);
  const report = `${what}: ${kb(bundle.code.length)} minified, ${kb(gzipped)} gzipped (budget ${kilobytes} KB); heaviest: ${heaviest.join(", ")}`;
  return { gzipped, report };
}

describe.each([CORE_AND_SDK, SDK])("the browser bundle of $what", (budget) => {
  it(`stays under ${budget.kilobytes} KB minified and gzipped`, async () => {
    const { gzipped, report } = await measure(budget);
    // biome-ignore lint/suspicious/noConsole: issue 22 asks npm test to show the figures.
    console.info(report);
    expect(gzipped, report).toBeLessThanOrEqual(budget.kilobytes * 1024);
  });
});

it("would fail if the description rule took htmlparser2 back, with its entity table", async () => {
  const { gzipped } = await measure(CORE_AND_SDK, 'export { Parser } from "htmlparser2";');
  expect(gzipped).toBeGreaterThan(CORE_AND_SDK.kilobytes * 1024);
});
